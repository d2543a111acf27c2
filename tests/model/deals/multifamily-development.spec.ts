import { calculateDeal, dealSchema, xnpv } from '@dealbook/domain';
import { describe, expect, it } from 'vitest';
import { deal, now } from './multifamily-development';

/**
 * Maple Court worked by hand: analysed 31 March 2025, 100 apartments built in months 1-18, leased up in months
 * 19-30, sold at month 48 (31 March 2029). A 60% senior loan at 6%, interest only, its reserve withheld.
 */
const { deal: d, components } = calculateDeal(deal, now);
const month = (t: number) => d.pro_forma.months[t]!;

describe('Maple Court (multifamily development)', () => {
  it('is a valid deal', () => {
    expect(dealSchema.safeParse(deal).success).toBe(true);
  });

  it('derives the apartments: 22,000,000 to build, 180,000 to lease up, 1,482,000 NOI', () => {
    // build: 200,000 × 100 units + 2,000,000 soft = 22,000,000; lease-up: 5,000 a month × 12 + 120,000 marketing
    // rent 2,000 × 100 × 12 = 2,400,000 × 95% = 2,280,000; other 100 × 100 × 12 × 95% = 114,000;
    // expenses 40% × 2,280,000 = 912,000 → NOI 2,280,000 + 114,000 - 912,000 = 1,482,000
    expect(components[0]).toMatchObject({
      development_basis: 22_000_000,
      stabilization_basis: 180_000,
      effective_rent: 2_280_000,
      other_income: 114_000,
      expenses: 912_000,
      noi: 1_482_000,
      business_plan: 'Development',
      min_hold_date: '2027-09-30', // 18 + 12 months
      exit_date: '2029-03-31',
    });
  });

  it('capitalizes at 26,000,000 and lends 60%: sources and uses', () => {
    // uses: 3,000,000 land + 500,000 soft + 320,000 working capital + 22,000,000 + 180,000 = 26,000,000
    // sources: senior 60% = 15,600,000; equity = the rest plus fees, reserve and interest the reserve does not pay
    expect(d.unlevered_capitalization).toBe(26_000_000);
    expect(d.financing.senior.principal).toBe(15_600_000);
    expect(d).toMatchObject({ investment_period_months: 48, construction_period_months: 18, transitional_period_months: 30 });
  });

  it('reserves 870,659.34 of interest over the 18 months of construction, withheld at closing', () => {
    // L = 65% × 15,600,000 = 10,140,000; r = 0.5%; 1.005^18 = 1.0939289; L × (1 - 1 / 1.0939289) = 870,659.34
    expect(d.interest_reserve.senior).toMatchObject({ average_balance: 10_140_000, period_months: 18, amount: 870_659.34 });
    expect(d.interest_reserve.total_applied).toBe(870_659.34);
  });

  it('closes in month 0: acquisition costs, the withheld reserve and pro rata draw, the 1% fee', () => {
    // draw = 870,659.34 withheld + 3,820,000 / 26,000,000 × (15,600,000 - 870,659.34) = 870,659.34 + 2,164,080.05
    // levered = -3,820,000 + 3,034,739.39 - 156,000 fee - 870,659.34 reserve = -1,811,919.95
    expect(month(0)).toMatchObject({
      acquisition_costs: 3_820_000,
      debt_draws: 3_034_739.39,
      financing_fees: 156_000,
      reserve_funding: 870_659.34,
      levered_cash_flow: -1_811_919.95,
    });
  });

  it('builds in month 5: capex, its share of debt, interest paid by the reserve', () => {
    // capex 22,000,000 / 18 = 1,222,222.22; draw 1,222,222.22 / 26,000,000 × 14,729,340.66 = 692,404.90
    // interest on the opening balance: the closing draw and 4 × 692,404.90, each in cents, 5,804,358.99 × 0.5% = 29,021.79
    expect(month(5)).toMatchObject({ noi: 0, capex: 1_222_222.22, debt_draws: 692_404.9, interest: 29_021.79, reserve_draws: 29_021.79 });
    expect(month(5).levered_cash_flow).toBe(-529_817.32); // -1,222,222.22 + 692,404.90
  });

  it('leases up in month 24: half the NOI, grown one year', () => {
    // 1,482,000 × (24 - 18) / 12 × 1.03 / 12 = 63,602.50; lease-up capex 180,000 / 12 = 15,000
    expect(month(24)).toMatchObject({ noi: 63_602.5, capex: 15_000 });
  });

  it('pays 78,000 of interest a month once fully drawn', () => {
    // 15,600,000 × 6% / 12
    expect(month(31)).toMatchObject({ interest: 78_000, debt_balance: 15_600_000 });
  });

  it('sells at month 48 for 32,692,879.51 net on forward NOI grown four years', () => {
    // forward NOI 1,482,000 × 1.03^4 = 1,668,004.06 / 5% = 33,360,081.13, less 2% = 667,201.62
    const [sale] = d.pro_forma.sales;
    expect(sale!.gross_price).toBeCloseTo(33_360_081.13, 2);
    expect(sale!.selling_costs).toBeCloseTo(667_201.62, 2);
    // exit month: NOI 1,482,000 × 1.03^3 / 12 = 134,951.78; + sale - 78,000 interest - 15,600,000 repaid
    expect(month(48)).toMatchObject({ noi: 134_951.78, sale_proceeds: 32_692_879.51, loan_payoff: 15_600_000 });
    expect(month(48).levered_cash_flow).toBe(17_149_831.29);
  });

  it('returns 1.57x on 11,570,590.25 of equity; the IRR zeroes the NPV', () => {
    // invested: 1,811,919.95 at closing + 18 × 529,817.32 in construction + the lease-up months 19-25 in which
    // NOI does not yet cover the interest (5,548.98 + 62,834.10 + 52,276.17 + 41,718.23 + 31,160.31 +
    // 20,602.38 + 7,818.37 = 221,958.54) = 11,570,590.25, and a cent more as the last draw takes the rounding
    expect(d.returns.levered.invested).toBe(11_570_590.26);
    expect(d.returns.levered.multiple).toBeCloseTo(d.returns.levered.returned / 11_570_590.26, 12);
    expect(d.returns.levered.multiple).toBeCloseTo(1.5746, 4);
    const flows = d.pro_forma.months.map((m) => m.levered_cash_flow);
    const dates = d.pro_forma.months.map((m) => m.date);
    expect(Math.abs(xnpv(d.returns.levered.irr!, flows, dates))).toBeLessThan(0.01);
  });
});
