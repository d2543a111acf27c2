import { describe, expect, it } from 'vitest';
import { annualRows } from './annual';
import { freeRentMonths, groundRentByMonth, monthlyGroundRent } from './ground-lease';
import type { GroundLeaseInput } from './input';
import { buildProForma } from './proforma';
import { acquisition, stabilizedBuilding } from './proforma.fixture';
import { returnsOf } from './returns';

const land: GroundLeaseInput = {
  active: true,
  name: 'Land lease',
  lease_type: 'ground',
  rent_amount: 120_000,
  rent_period: 'yearly',
  free_rent: 6,
  free_rent_time_units: 'months',
  included_in_noi: false,
};
const total = (rents: readonly number[]) => rents.reduce((a, b) => a + b, 0);

describe('the ground rent of a deal, month by month', () => {
  it('pays 120,000 a year after 6 free months through a 48-month hold: 42 × 10,000 = 420,000', () => {
    const rent = groundRentByMonth([land], 48);
    expect(rent).toHaveLength(49);
    // month 0 is the closing (no NOI, no rent); months 1-6 are free; 120,000 × 1 / 12 = 10,000 in months 7-48
    expect(rent.slice(0, 7)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(rent[7]).toBe(10_000);
    expect(rent[48]).toBe(10_000);
    expect(total(rent)).toBe(420_000);
  });

  it('turns each rent period into a month: rent × period multiplier / 12', () => {
    const month = (rent_amount: number, rent_period: string | null) => monthlyGroundRent({ rent_amount, rent_period });
    expect(month(3_000, 'monthly')).toBe(3_000); // 3,000 × 12 / 12
    expect(month(500, 'weekly')).toBeCloseTo(2_166.666667, 6); // 500 × 52 / 12
    expect(month(100, 'daily')).toBeCloseTo(3_043.75, 9); // 100 × 365.25 / 12
    expect(month(10, 'hourly')).toBe(2_400); // 10 × 2,880 / 12
    expect(month(120_000, null)).toBe(10_000); // no period reads as yearly
  });

  it('rounds each month to cents: 33.33 a day × 365.25 = 12,173.7825 / 12 = 1,014.481875 → 1,014.48', () => {
    expect(groundRentByMonth([{ rent_amount: 33.33, rent_period: 'daily' }], 2)).toEqual([0, 1_014.48, 1_014.48]);
  });

  it('adds the leases up before rounding: 2 × 100,000 / 12 = 16,666.666… → 16,666.67 a month', () => {
    const master: GroundLeaseInput = { ...land, lease_type: 'master', rent_amount: 100_000, free_rent: 0 };
    expect(groundRentByMonth([master, master], 1)).toEqual([0, 16_666.67]);
  });

  it('counts free rent in years as 12 months each, rounded to whole months', () => {
    expect(freeRentMonths({ free_rent: 1.5, free_rent_time_units: 'years' })).toBe(18);
    expect(freeRentMonths({ free_rent: 2.5, free_rent_time_units: 'months' })).toBe(3);
    expect(freeRentMonths({})).toBe(0);
    // 1.5 years free on a 24-month hold: months 19-24 pay, 6 × 10,000 = 60,000
    const rent = groundRentByMonth([{ ...land, free_rent: 1.5, free_rent_time_units: 'years' }], 24);
    expect([rent[18], rent[19]]).toEqual([0, 10_000]);
    expect(total(rent)).toBe(60_000);
  });

  it('charges nothing for a lease switched off or already counted in the NOI, and counts a lease without the flag', () => {
    expect(total(groundRentByMonth([{ ...land, active: false }], 48))).toBe(0);
    expect(total(groundRentByMonth([{ ...land, included_in_noi: true }], 48))).toBe(0);
    expect(total(groundRentByMonth([{ ...land, active: null, included_in_noi: null }], 48))).toBe(420_000);
  });

  it('charges nothing when the deal exits within the free rent, without leases, or for a negative rent', () => {
    expect(groundRentByMonth([land], 6)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(groundRentByMonth([land], 0)).toEqual([0]);
    expect(groundRentByMonth(null, 2)).toEqual([0, 0, 0]);
    expect(total(groundRentByMonth([{ ...land, rent_amount: -120_000 }], 48))).toBe(0);
  });
});

describe('a stabilized acquisition held a year on a ground lease: 120,000 a year, 3 months free', () => {
  // the building of proforma.fixture: 100,000 NOI a month, 20,000,000 cost, 12,000,000 loan at 6%, sold at 24,000,000
  const leases = [{ ...land, free_rent: 3 }];
  const proForma = buildProForma(acquisition(12, { ground_leases: leases }));
  const returns = returnsOf(proForma, {
    plans: [stabilizedBuilding(12)],
    capitalization: 20_000_000,
    total_principal: 12_000_000,
    transitional_period_months: 0,
  });

  it('pays the rent from month 4 out of the cash flows: 100,000 - 10,000 = 90,000 unlevered, 30,000 levered', () => {
    expect(proForma.months.map((m) => m.ground_rent)).toEqual([0, 0, 0, 0, ...Array<number>(9).fill(10_000)]);
    expect(proForma.months[1]).toMatchObject({ noi: 100_000, ground_rent: 0, unlevered_cash_flow: 100_000, levered_cash_flow: 40_000 });
    expect(proForma.months[4]).toMatchObject({ noi: 100_000, ground_rent: 10_000, unlevered_cash_flow: 90_000, levered_cash_flow: 30_000 });
    // the sale is not reduced: 100,000 - 10,000 + 24,000,000 = 24,090,000; levered less 60,000 and 12,000,000
    expect(proForma.months[12]).toMatchObject({
      sale_proceeds: 24_000_000,
      unlevered_cash_flow: 24_090_000,
      levered_cash_flow: 12_030_000,
    });
  });

  it('sums the rent into the year: 9 × 10,000 = 90,000', () => {
    const [closing, first] = annualRows(proForma.months);
    expect(closing!.ground_rent).toBe(0);
    // unlevered 1,200,000 NOI - 90,000 rent + 24,000,000 sale = 25,110,000
    expect(first).toMatchObject({ noi: 1_200_000, ground_rent: 90_000, unlevered_cash_flow: 25_110_000 });
  });

  it('lowers the profit by the rent: 5,200,000 - 90,000 = 5,110,000 unlevered, 4,360,000 - 90,000 levered', () => {
    expect(returns.unlevered.profit).toBe(5_110_000);
    expect(returns.levered.profit).toBe(4_270_000);
  });

  it('underwrites the lender ratios on NOI net of ground rent: 1,200,000 - 90,000 = 1,110,000', () => {
    expect(returns.stabilized_year).toMatchObject({ noi: 1_110_000, debt_service: 720_000, value: 24_000_000 });
    expect(returns.dscr).toBeCloseTo(1_110_000 / 720_000, 12); // 1.5417
    expect(returns.debt_yield).toBeCloseTo(0.0925, 12); // 1,110,000 / 12,000,000
    expect(returns.yield_on_cost).toBeCloseTo(0.0555, 12); // 1,110,000 / 20,000,000
    expect(returns.cash_on_cash).toBeCloseTo((1_110_000 - 720_000) / 8_120_000, 12); // 4.80%
    // the value (and LTV) stays on the NOI before ground rent, as the sale: 12,000,000 / 24,000,000
    expect(returns.ltv).toBeCloseTo(0.5, 12);
  });
});
