import { calculateDeal, dealSchema, xnpv } from '@dealbook/domain';
import { describe, expect, it } from 'vitest';
import { deal, now } from './land-master-plan';

/**
 * Cedar Ridge worked by hand: 50 acres bought 30 September 2025; roads in months 1-6, phase 1 (60 homes) built
 * in months 7-18 and sold at month 30, phase 2 (80 condominiums) built in months 19-30 and sold at month 42.
 * Senior 50% at 7% with a 0.5% exit fee; a 2,000,000 incentive loan at 2% amortizing straight-line from month 13.
 */
const { deal: d, components } = calculateDeal(deal, now);
const [homes, roads, condos] = components;
const month = (t: number) => d.pro_forma.months[t]!;

describe('Cedar Ridge (land with a master plan)', () => {
  it('is a valid deal', () => {
    expect(dealSchema.safeParse(deal).success).toBe(true);
  });

  it('costs the site work on 50 acres: 2,178,000', () => {
    // 50 acres × 43,560 = 2,178,000 sf × 1.00; no income, so no sale value; sold (handed over) at its minimum
    expect(roads).toMatchObject({ area_sf: 2_178_000, development_basis: 2_178_000, noi: 0, is_operating: false, exit_date: '2026-03-31' });
  });

  it('derives the phases: homes 1,333,800 and condominiums 1,596,000 of NOI', () => {
    // homes 3,000 × 60 × 12 = 2,160,000 × 95% = 2,052,000 - 35% = 718,200; 300,000 × 60 to build
    expect(homes).toMatchObject({ development_basis: 18_000_000, noi: 1_333_800, business_strategy: 'develop_sell' });
    // condos 2,500 × 80 × 12 = 2,400,000 × 95% = 2,280,000 - 30% = 684,000; 250,000 × 80 + 1,000,000 to build
    expect(condos).toMatchObject({ development_basis: 21_000_000, noi: 1_596_000, is_condo_conversion: true, min_hold_date: '2028-09-30' });
  });

  it('capitalizes at 50,000,000 and runs 42 months', () => {
    // 8,000,000 land + 822,000 soft + 2,178,000 + 18,000,000 + 21,000,000
    expect(d).toMatchObject({ unlevered_capitalization: 50_000_000, investment_period_months: 42, construction_period_months: 30 });
    expect([d.financing.senior.principal, d.financing.incentives.principal, d.financing.total_principal]).toEqual([
      25_000_000, 2_000_000, 27_000_000,
    ]);
  });

  it('closes in month 0: the land drawn 54% by the two loans', () => {
    // 8,822,000 × (25,000,000 + 2,000,000) / 50,000,000 = 4,763,880; fee 1% × 25,000,000; the incentive has none
    expect(month(0)).toMatchObject({ debt_draws: 4_763_880, financing_fees: 250_000, levered_cash_flow: -4_308_120 });
  });

  it('phases the capex: roads, then homes, then condominiums', () => {
    // 2,178,000 / 6 = 363,000; 18,000,000 / 12 = 1,500,000; 21,000,000 / 12 = 1,750,000
    expect([month(6).capex, month(7).capex, month(19).capex, month(31).capex]).toEqual([363_000, 1_500_000, 1_750_000, 0]);
    // month 7 interest: senior 4,411,000 + 6 × 181,500 = 5,500,000 × 7% / 12 = 32,083.33; incentive 440,000 × 2% / 12 = 733.33
    expect(month(7).interest).toBe(32_816.67);
  });

  it('amortizes the incentive straight-line from month 13: 6,666.67 a month', () => {
    // balance after month 12: 2,000,000 × (8,822,000 + 2,178,000 + 6 × 1,500,000) / 50,000,000 = 800,000 / 120 months
    expect(month(12).principal_repaid).toBe(0);
    expect(month(13).principal_repaid).toBe(6_666.67);
  });

  it('leases up phase 1 in month 19 and sells it at month 30 for 25,069,158.04 net', () => {
    // homes 1,333,800 × 1 / 6 × 1.03 / 12 = 19,080.75
    expect(month(19).noi).toBe(19_080.75);
    // forward months 31-42: 1,333,800 × (1.03² + 1.03³) / 2 = 1,436,253.85 / 5.5% = 26,113,706.30 less 4%
    expect(d.pro_forma.sales[0]!.gross_price).toBeCloseTo(26_113_706.3, 2);
    expect(month(30).sale_proceeds).toBe(25_069_158.04);
  });

  it('repays the loans by phase 1’s share of the collateral when it sells at month 30', () => {
    // collateral: phase 1 1,333,800 / 5.5% = 24,250,909.09, phase 2 1,596,000 / 5% = 31,920,000: phase 1 carries 43.17%
    // of each loan's balance then: 11,605,018.45 of the two, the rest stays drawn until phase 2 sells
    expect(month(30)).toMatchObject({ loan_payoff: 11_605_018.42, debt_balance: 15_274_981.52 });
  });

  it('sells phase 2 at month 42 for 33,632,891.35 and repays the rest of the loans with the exit fee', () => {
    // forward months 43-54: 1,596,000 × (1.03³ + 1.03⁴) / 2 = 1,770,152.18 / 5% = 35,403,043.53 less 5%
    expect(d.pro_forma.sales[2]!.gross_price).toBeCloseTo(35_403_043.53, 2);
    // before the releases the payoff was 25,000,000 + 2,000,000 - 30 × 6,666.67 = 26,800,000; now the balance left
    // after month 30 less the amortization since; exit fee 0.5% × 25,000,000
    expect(month(42)).toMatchObject({ sale_proceeds: 33_632_891.35, loan_payoff: 15_229_520.24, financing_fees: 125_000, debt_balance: 0 });
  });

  it('has an IRR at which the NPV of the levered flows is zero', () => {
    const flows = d.pro_forma.months.map((m) => m.levered_cash_flow);
    const dates = d.pro_forma.months.map((m) => m.date);
    expect(Math.abs(xnpv(d.returns.levered.irr!, flows, dates))).toBeLessThan(0.01);
    expect(d.returns.levered.multiple).toBeCloseTo(d.returns.levered.returned / d.returns.levered.invested, 12);
  });
});
