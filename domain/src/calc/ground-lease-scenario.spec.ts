import { describe, expect, it } from 'vitest';
import { calculateDeal } from './calculate';
import { formatPercent } from './display';
import type { GroundLeaseInput } from './input';
import { scenarioDeal, scenarioNow } from './scenario.fixture';

/**
 * Riverside (scenario.spec.ts) built on leased land: a ground lease of 120,000 a year with 6 months of free
 * rent from the closing, paid from month 7 through the sale in month 48.
 */
const land: GroundLeaseInput = {
  active: true,
  name: 'Riverside land lease',
  lease_type: 'ground',
  rent_amount: 120_000,
  rent_period: 'yearly',
  free_rent: 6,
  free_rent_time_units: 'months',
  included_in_noi: false,
};
const withLease = (leases: GroundLeaseInput[]) => calculateDeal({ ...scenarioDeal, ground_master_leases: leases }, scenarioNow).deal;
const owned = calculateDeal(scenarioDeal, scenarioNow).deal;
const leased = withLease([land]);
const groundRent = leased.pro_forma.months.reduce((s, m) => s + m.ground_rent, 0);

describe('Riverside on a ground lease', () => {
  it('pays 42 months × 10,000 = 420,000 of ground rent, 60,000 in year 1 and 120,000 a year after', () => {
    expect(groundRent).toBe(420_000);
    expect(leased.pro_forma.months.slice(0, 8).map((m) => m.ground_rent)).toEqual([0, 0, 0, 0, 0, 0, 0, 10_000]);
    expect(leased.pro_forma.years.map((y) => y.ground_rent)).toEqual([0, 60_000, 120_000, 120_000, 120_000]);
    expect(owned.pro_forma.months.every((m) => m.ground_rent === 0)).toBe(true);
  });

  it('returns less: unlevered IRR 13.33% → 13.15%, levered 21.51% → 20.98%', () => {
    expect(formatPercent(owned.returns.unlevered.irr!)).toBe('13.33%');
    expect(formatPercent(leased.returns.unlevered.irr!)).toBe('13.15%');
    expect(leased.returns.unlevered.irr!).toBeLessThan(owned.returns.unlevered.irr!);
    expect(formatPercent(leased.returns.levered.irr!)).toBe('20.98%');
  });

  it('lowers both profits by exactly the rent: 33,342,974.94 - 420,000 = 32,922,974.94 unlevered', () => {
    // (the capex months add up to the bases in cents: the costs are 71,647,830.00, where they were 4 cents more)
    expect(leased.returns.unlevered.profit).toBeCloseTo(32_922_974.94, 2);
    // the loans draw for costs only, so equity pays the rent and the levered profit falls by the same 420,000
    expect(leased.returns.levered.profit).toBeCloseTo(owned.returns.levered.profit - 420_000, 2);
    expect(leased.financing).toEqual(owned.financing);
  });

  it('keeps the sale at 97,407,757.13: sale values are on the NOI before ground rent', () => {
    expect(leased.pro_forma.months[48]!.sale_proceeds).toBe(97_407_757.13);
    expect(leased.returns.ltv).toBe(owned.returns.ltv);
  });

  it('covers the debt on NOI net of ground rent: 4,986,913.56 - 120,000 = 4,866,913.56, DSCR 1.22 → 1.19', () => {
    // months 43-48 pay 6 × 10,000, annualized × 12 / 6 = 120,000
    expect(owned.returns.stabilized_year).toMatchObject({ from_month: 43, to_month: 48, noi: 4_986_913.56, debt_service: 4_083_926.28 });
    expect(leased.returns.stabilized_year).toMatchObject({ noi: 4_866_913.56, debt_service: 4_083_926.28 });
    expect(leased.returns.dscr).toBeCloseTo(4_866_913.56 / 4_083_926.28, 12); // 1.1917
    expect(leased.returns.debt_yield).toBeCloseTo(4_866_913.56 / 53_735_872.5, 12); // 9.06%
    expect(leased.returns.yield_on_cost).toBeCloseTo(4_866_913.56 / 71_647_830, 12); // 6.79%
  });

  it('changes nothing for a lease already counted in the NOI or switched off', () => {
    expect(
      withLease([
        { ...land, included_in_noi: true },
        { ...land, active: false },
      ]),
    ).toEqual(owned);
  });
});
