import { calculateDeal, dealSchema, xnpv } from '@dealbook/domain';
import { describe, expect, it } from 'vitest';
import { deal, now } from './office-value-add';

/**
 * Harbor Point worked by hand: a 100,000 sf office bought 31 March 2025 at interim NOI, works in months 1-6,
 * lease-up in months 7-18, sold at month 36 (31 March 2028). Senior 60% at 6% amortizing over 30 years after
 * the works; mezzanine 10% at 10% with a 1% exit fee; sponsor 10% with an 8% pref / 20% and a 12% / 30% tier.
 */
const { deal: d, components } = calculateDeal(deal, now);
const month = (t: number) => d.pro_forma.months[t]!;

describe('Harbor Point (office value-add acquisition)', () => {
  it('is a valid deal', () => {
    expect(dealSchema.safeParse(deal).success).toBe(true);
  });

  it('derives the interim NOI 1,080,000 and the stabilized NOI 2,600,000: value-added', () => {
    // interim: 30 × 100,000 sf = 3,000,000 × 60% = 1,800,000 - 40% = 1,080,000
    // stabilized: 40 × 100,000 = 4,000,000 × 90% = 3,600,000 - (4 + 1 + 5) × 100,000 gross-lease expenses
    // 1,080,000 < 80% × 2,600,000
    expect(components[0]).toMatchObject({
      area_sf: 100_000,
      development_basis: 2_000_000, // 20 × 100,000
      stabilization_basis: 2_000_000, // TI 15 × 100,000 + 500,000 leasing
      interim_noi: 1_080_000,
      effective_rent: 3_600_000,
      expenses: 1_000_000,
      noi: 2_600_000,
      value_added: true,
      business_plan: 'Transitional / Value-Added Acquisition',
    });
  });

  it('capitalizes at 35,000,000 with 60% senior and 10% mezzanine', () => {
    // 30,000,000 + 600,000 + 400,000 + 2,000,000 + 2,000,000
    expect(d.unlevered_capitalization).toBe(35_000_000);
    expect(d.financing.senior.principal).toBe(21_000_000);
    expect(d.financing.subordinate).toMatchObject({ principal: 3_500_000, cumulative: 24_500_000, cumulative_ratio: 0.7 });
  });

  it('closes in month 0: 31,000,000 of costs, 70% of them drawn, 1% fees on both loans', () => {
    // draws 31,000,000 / 35,000,000 × 24,500,000 = 21,700,000; fees 210,000 + 35,000
    expect(month(0)).toMatchObject({ acquisition_costs: 31_000_000, debt_draws: 21_700_000, financing_fees: 245_000 });
    expect(month(0).levered_cash_flow).toBe(-9_545_000);
  });

  it('earns the interim NOI during the works (month 3)', () => {
    // NOI 1,080,000 / 12 = 90,000; capex 2,000,000 / 6 = 333,333.33, 70% drawn = 233,333.33
    // interest on 21,700,000 + 2 × 233,333.33 = 22,166,666.67: senior 19,000,000 × 0.5% = 95,000 + mezz 3,166,666.67 × 10% / 12 = 26,388.89
    expect(month(3)).toMatchObject({ noi: 90_000, capex: 333_333.33, debt_draws: 233_333.33, interest: 121_388.89 });
  });

  it('starts amortizing the senior loan in month 7 with a 118,711.00 level payment (PMT)', () => {
    // senior balance after month 6: 18,600,000 + 6 × 200,000 = 19,800,000
    // PMT(0.5%, 360, 19,800,000) = 19,800,000 × 0.005 / (1 - 1.005^-360) = 118,711.00, of which interest 99,000
    expect(month(7).principal_repaid).toBe(19_711);
    // month 7 interest: senior 99,000 + mezzanine 3,300,000 × 10% / 12 = 27,500
    expect(month(7).interest).toBe(126_500);
  });

  it('leases up in month 13 from interim to stabilized NOI, grown one year', () => {
    // 1,080,000 + (2,600,000 - 1,080,000) × 7 / 12 = 1,966,666.67 × 1.02 / 12 = 167,166.67
    expect(month(13).noi).toBe(167_166.67);
  });

  it('sells at month 36 for 41,811,595.20 net and repays both loans with the mezzanine exit fee', () => {
    // forward NOI 2,600,000 × 1.02^3 = 2,759,140.80 / 6.5% = 42,448,320 less 1.5% = 636,724.80
    const [sale] = d.pro_forma.sales;
    expect(sale!.gross_price).toBeCloseTo(42_448_320, 2);
    expect(month(36)).toMatchObject({ noi: 225_420, sale_proceeds: 41_811_595.2, financing_fees: 35_000 }); // 2,600,000 × 1.02² / 12
    // payoff: mezzanine 3,500,000 + senior 21,000,000 less the principal amortized in months 7-36
    const amortized = d.pro_forma.months.reduce((s, m) => s + m.principal_repaid, 0);
    expect(month(36).loan_payoff).toBeCloseTo(24_500_000 - amortized, 1);
  });

  it('splits the equity 10 / 90 and promotes the sponsor above the pref', () => {
    const { sponsor, investors, terms } = d.waterfall;
    expect(terms.sponsor_share).toBe(0.1);
    expect(terms.tiers.map((t) => [t.hurdle_rate, t.promote])).toEqual([
      [0.08, 0.2],
      [0.12, 0.3],
    ]);
    // month 0: sponsor 10% × -9,545,000 = -954,500
    expect(sponsor.flows[0]).toBe(-954_500);
    expect(sponsor.invested / d.returns.levered.invested).toBeCloseTo(0.1, 6);
    const distributed = d.pro_forma.months.reduce((s, m) => s + Math.max(0, m.levered_cash_flow), 0);
    // the promote is counted before each month's split is rounded to cents, so it may differ by those cents
    expect(Math.abs(sponsor.promote - (sponsor.returned - 0.1 * distributed))).toBeLessThan(0.01 * d.pro_forma.months.length);
    expect(sponsor.promote).toBeGreaterThan(0);
    expect(investors.irr!).toBeGreaterThan(0.12); // both hurdles cleared, so both promotes paid
    d.pro_forma.months.forEach((m, t) => expect(sponsor.flows[t]! + investors.flows[t]!).toBeCloseTo(m.levered_cash_flow, 6));
  });

  it('has an IRR at which the NPV of the levered flows is zero', () => {
    const flows = d.pro_forma.months.map((m) => m.levered_cash_flow);
    const dates = d.pro_forma.months.map((m) => m.date);
    expect(Math.abs(xnpv(d.returns.levered.irr!, flows, dates))).toBeLessThan(0.01);
    expect(d.returns.levered.multiple).toBeCloseTo(d.returns.levered.returned / d.returns.levered.invested, 12);
  });
});
