import { calculateDeal, dealSchema, xnpv } from '@dealbook/domain';
import { describe, expect, it } from 'vitest';
import { deal, now } from './hotel-acquisition';

/**
 * The Beacon worked by hand: 200 keys bought 31 March 2025 at 4,000,000 in-place NOI, a 12-month improvement
 * plan ramping it to 4,383,000, a ground lease of 240,000 a year with 6 months free; senior 65% at 6%
 * amortizing from the closing over 25 years, refinanced at month 24 with 60% of the value then at 5.5%; sold at
 * month 36 on trailing NOI at an 8% cap less 3%.
 */
const { deal: d, components } = calculateDeal(deal, now);
const month = (t: number) => d.pro_forma.months[t]!;

describe('The Beacon (hotel acquisition)', () => {
  it('is a valid deal', () => {
    expect(dealSchema.safeParse(deal).success).toBe(true);
  });

  it('derives the hotel NOI from ADR, occupancy and other income: 4,383,000', () => {
    // rooms 200 × 200 keys × 365.25 = 14,610,000 × 75% = 10,957,500; F&B 20 × 200 × 365.25 × 75% = 1,095,750
    // expenses 70% × 10,957,500 = 7,670,250 → NOI 10,957,500 + 1,095,750 - 7,670,250 = 4,383,000
    expect(components[0]).toMatchObject({
      effective_rent: 10_957_500,
      other_income: 1_095_750,
      expenses: 7_670_250,
      noi: 4_383_000,
      incoming_noi: 4_000_000,
      stabilization_basis: 2_000_000, // 10,000 × 200 keys
      business_plan: 'Stabilized',
    });
  });

  it('capitalizes at 54,000,000 and lends 65%', () => {
    // 50,000,000 + 1,000,000 + 1,000,000 + 2,000,000 improvement plan; 65% = 35,100,000
    expect(d.unlevered_capitalization).toBe(54_000_000);
    expect(d.financing.senior.principal).toBe(35_100_000);
  });

  it('closes in month 0: 52,000,000 of costs, 65% drawn, 1% fee', () => {
    // 52,000,000 / 54,000,000 × 35,100,000 = 33,800,000; levered -52,000,000 + 33,800,000 - 351,000
    expect(month(0)).toMatchObject({ debt_draws: 33_800_000, financing_fees: 351_000, levered_cash_flow: -18_551_000 });
  });

  it('amortizes from month 1 with a 217,773.87 level payment (PMT) and ramps the NOI', () => {
    // PMT(0.5%, 300, 33,800,000) = 33,800,000 × 0.005 / (1 - 1.005^-300) = 217,773.87; interest 169,000
    expect(month(1)).toMatchObject({ interest: 169_000, principal_repaid: 48_773.87 });
    // NOI (4,000,000 + 383,000 × 1 / 12) / 12 = 335,993.06; capex 2,000,000 / 12 in cents = 166,666.67 (month 12
    // takes the rest, 166,666.63); the draw is 65% of it in cents: 108,333.3355 → 108,333.34
    expect(month(1)).toMatchObject({ noi: 335_993.06, capex: 166_666.67, debt_draws: 108_333.34, ground_rent: 0 });
    expect(month(12).noi).toBe(365_250); // 4,383,000 / 12
  });

  it('pays ground rent of 20,000 a month from month 7: 600,000 over the hold', () => {
    // 240,000 / 12 = 20,000 in months 7-36: 30 × 20,000
    expect([month(6).ground_rent, month(7).ground_rent, month(36).ground_rent]).toEqual([0, 20_000, 20_000]);
    expect(d.pro_forma.months.reduce((s, m) => s + m.ground_rent, 0)).toBe(600_000);
  });

  it('refinances at month 24 with 33,858,675: 60% of the value on trailing NOI', () => {
    // trailing NOI months 13-24: 4,383,000 × 1.03 = 4,514,490 / 8% = 56,431,125 × 60% = 33,858,675
    expect(d.pro_forma.refinance_month).toBe(24);
    const refinancing = d.pro_forma.loans.find((l) => l.kind === 'refinancing')!;
    expect(refinancing).toMatchObject({ principal: 33_858_675, closing_month: 24, payoff_month: 36, total_fees: 338_586.75 });
    expect(month(24)).toMatchObject({ debt_draws: 33_858_675, levered_cash_flow: -319_839.04 });
    // 5.5% / 12 × 33,858,675 = 155,185.59 a month, interest only
    expect(month(25)).toMatchObject({ interest: 155_185.59, principal_repaid: 0 });
  });

  it('sells at month 36 on historic NOI for 56,380,336.99 net', () => {
    // trailing months 25-36: 4,383,000 × 1.03² = 4,649,924.70 / 8% = 58,124,058.75, less 3% = 1,743,721.76
    const [sale] = d.pro_forma.sales;
    expect(sale!.capitalized_noi).toBeCloseTo(4_649_924.7, 2);
    expect(sale!.gross_price).toBeCloseTo(58_124_058.75, 2);
    expect(month(36)).toMatchObject({ sale_proceeds: 56_380_336.99, loan_payoff: 33_858_675 });
  });

  it('returns 1.45x: equity in at closing and at the refinance only', () => {
    // invested 18,551,000 + 319,839.04 (month 24: NOI 376,207.50 - 20,000 rent + 33,858,675 - 170,130.02
    // interest - 47,643.85 principal - 33,978,360.92 payoff - 338,586.75 fee)
    expect(d.returns.levered.invested).toBe(18_870_839.04);
    expect(d.returns.levered.multiple).toBeCloseTo(d.returns.levered.returned / 18_870_839.04, 12);
    const flows = d.pro_forma.months.map((m) => m.levered_cash_flow);
    const dates = d.pro_forma.months.map((m) => m.date);
    expect(Math.abs(xnpv(d.returns.levered.irr!, flows, dates))).toBeLessThan(0.01);
  });
});
