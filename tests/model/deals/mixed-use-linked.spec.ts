import { calculateDeal, dealSchema, xnpv } from '@dealbook/domain';
import { describe, expect, it } from 'vitest';
import { deal, now } from './mixed-use-linked';

/**
 * Union Square worked by hand: office, retail and garage built together in months 1-24 from 30 June 2025;
 * the retail leases up in 6 months and sells at month 30, the office and garage lease up in 12 and sell at
 * month 48. Senior 55% at 6.5%, interest only, with a typed 1,500,000 reserve the equity funds at closing.
 */
const { deal: d, components } = calculateDeal(deal, now);
const [office, retail, garage] = components;
const month = (t: number) => d.pro_forma.months[t]!;

describe('Union Square (mixed use with linked components)', () => {
  it('is a valid deal', () => {
    expect(dealSchema.safeParse(deal).success).toBe(true);
  });

  it('derives each component: office 2,106,000, double-net retail 530,000, typed garage 120,000', () => {
    // office 45 × 80,000 = 3,600,000 × 90% = 3,240,000 - 35% = 1,134,000 → 2,106,000
    expect(office).toMatchObject({ development_basis: 20_000_000, stabilization_basis: 2_400_000, noi: 2_106_000, is_linked: false });
    // retail 30 × 20,000 = 600,000 × 95% = 570,000; tenants pay tax and insurance, the landlord maintenance 2 × 20,000
    expect(retail).toMatchObject({ development_basis: 4_000_000, stabilization_basis: 800_000, effective_rent: 570_000, expenses: 40_000 });
    expect(retail!.noi).toBe(530_000);
    // garage typed 10,000 a month × 12; 30,000 × 200 spaces to build
    expect(garage).toMatchObject({ development_basis: 6_000_000, noi: 120_000, stabilized_noi_is_derived: false, linked_index: 0 });
  });

  it('raises the linked retail hold date to its minimum and asks about its shorter lease-up', () => {
    // entered 30 June 2027 (month 24) < minimum month 24 + 6 = 31 December 2027
    expect(retail).toMatchObject({ is_linked: true, linked_index: 0, min_hold_date: '2027-12-31', exit_date: '2027-12-31' });
    expect(retail!.alerts.map((a) => a.code)).toEqual(['hold_date_updated', 'shorter_than_parent']);
  });

  it('capitalizes at 41,000,000: sources and uses', () => {
    // 6,000,000 + 1,000,000 + 800,000 + (20,000,000 + 4,000,000 + 6,000,000) + (2,400,000 + 800,000); senior 55%
    expect(d).toMatchObject({ unlevered_capitalization: 41_000_000, development_basis: 30_000_000, stabilization_basis: 3_200_000 });
    expect(d.financing.senior.principal).toBe(22_550_000);
    expect(d.interest_reserve.total_applied).toBe(1_500_000);
  });

  it('closes in month 0 with the reserve funded by the equity', () => {
    // draw 7,800,000 / 41,000,000 × 22,550,000 = 4,290,000; -7,800,000 + 4,290,000 - 225,500 fee - 1,500,000
    expect(month(0)).toMatchObject({ debt_draws: 4_290_000, reserve_funding: 1_500_000, levered_cash_flow: -5_235_500 });
  });

  it('builds in month 1: 1,250,000 of capex, interest out of the reserve', () => {
    // 20,000,000 / 24 + 4,000,000 / 24 + 6,000,000 / 24 = 1,250,000 × 55% = 687,500; interest 4,290,000 × 6.5% / 12
    expect(month(1)).toMatchObject({ capex: 1_250_000, debt_draws: 687_500, interest: 23_237.5, reserve_draws: 23_237.5 });
    expect(month(1).levered_cash_flow).toBe(-562_500);
  });

  it('leases up in month 30 and sells the retail then', () => {
    // office 2,106,000 × 6 / 12 × 1.02² / 12 = 91,295.10; retail 530,000 × 1.02² / 12 = 45,951; garage 120,000 × 6 / 12 / 12 = 5,000
    expect(month(30).noi).toBe(142_246.1);
    // retail forward NOI months 31-42: 530,000 × (6 × 1.02² + 6 × 1.02³) / 12 = 556,926.12 / 6.5% = 8,568,094.15 less 2%
    expect(d.pro_forma.sales[1]).toMatchObject({ month: 30 });
    expect(d.pro_forma.sales[1]!.gross_price).toBeCloseTo(8_568_094.15, 2);
    expect(month(30).sale_proceeds).toBe(8_396_732.27);
  });

  it('repays the retail’s share of the loan when it sells at month 30', () => {
    // collateral: office 2,106,000 / 6% = 35,100,000, retail 530,000 / 6.5% = 8,153,846.15, garage 120,000 / 7% =
    // 1,714,285.71: the retail carries 18.13% of the 21,890,000 drawn then
    expect(month(30).loan_payoff).toBe(3_969_204.07);
  });

  it('sells the office and the garage at month 48 for 38,913,501.44 net and repays the rest', () => {
    // office 2,106,000 × 1.02^4 = 2,279,602.13 / 6% = 37,993,368.82 × 98% = 37,233,501.44; garage 120,000 / 7% × 98% = 1,680,000
    // the loan drawn in full less the retail's release: 22,550,000 - 3,969,204.07; interest 18,580,795.93 × 6.5% / 12
    expect(month(48)).toMatchObject({ sale_proceeds: 38_913_501.44, loan_payoff: 18_580_795.93, interest: 100_645.98 });
  });

  it('shares the equity pari passu with a 1,000,000 sponsor and zeroes the NPV at its IRR', () => {
    expect(d.waterfall.terms.sponsor_share).toBeCloseTo(1_000_000 / d.returns.levered.invested, 12);
    expect(d.waterfall.sponsor.invested).toBeCloseTo(1_000_000, 0);
    expect(d.waterfall.sponsor.promote).toBeCloseTo(0, 1);
    const flows = d.pro_forma.months.map((m) => m.levered_cash_flow);
    const dates = d.pro_forma.months.map((m) => m.date);
    expect(Math.abs(xnpv(d.returns.levered.irr!, flows, dates))).toBeLessThan(0.01);
    expect(d.returns.levered.multiple).toBeCloseTo(d.returns.levered.returned / d.returns.levered.invested, 12);
  });
});
