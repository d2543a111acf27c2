import { describe, expect, it } from 'vitest';
import { calculateDeal } from './calculate';
import { formatCurrency, formatPercent } from './display';
import { scenarioDeal, scenarioNow } from './scenario.fixture';

/**
 * Riverside: a 200-unit apartment development with ground-floor retail and a 300-space parking structure,
 * analysed at 31 January 2025, built in 24 months, all sold on 31 January 2029 (month 48). Senior loan 60% at
 * 6.5% with its interest reserve net funded, mezzanine 15% at 12%; the sponsor co-invests 10% of the equity
 * with an 8% pref and 20% promote, and 35% above a 15% hurdle.
 */
const { deal, components } = calculateDeal(scenarioDeal, scenarioNow);
const [apartments, retail, parking] = components;
const sum = (f: (m: (typeof deal.pro_forma.months)[number]) => number) => deal.pro_forma.months.reduce((s, m) => s + f(m), 0);

describe('Riverside: components', () => {
  it('derives the apartments: 222,222 sf, 48,444,400 to build, 470,000 to lease up, 3,819,000 NOI', () => {
    // area 900 sf × 200 / 0.9 (load) / 0.9 (loss) = 222,222.22 → 222,222
    // build: 200/sf × 222,222 = 44,444,400 + 15,000 × 200 units = 3,000,000 + 1,000,000 = 48,444,400
    // lease-up: 10,000 a month × 12 = 120,000 + 250,000 marketing + 500 × 200 reserve = 470,000
    // NOI: 2,500 × 200 × 12 = 6,000,000 × 95% = 5,700,000 + other 50 × 200 × 12 × 95% = 114,000
    //      - 35% × 5,700,000 = 1,995,000 → 3,819,000
    expect(apartments).toMatchObject({
      area_sf: 222_222,
      development_basis: 48_444_400,
      stabilization_basis: 470_000,
      effective_rent: 5_700_000,
      other_income: 114_000,
      expenses: 1_995_000,
      noi: 3_819_000,
      business_plan: 'Development',
      min_hold_date: '2028-01-31', // + 24 + 12 months
      max_hold_date: '2038-01-31',
      hold_date: '2029-01-31',
    });
  });

  it('derives the double-net retail: 16,667 sf, 436,008.72 NOI', () => {
    // area 15,000 nSF / 0.9 = 16,666.67 → 16,667; build 250 × 16,667 + 400,000 = 4,566,750; TI 40 × 16,667 = 666,680
    // rent 36 × (16,667 × 0.9 = 15,000.3 nSF) = 540,010.80 × 90% = 486,009.72; tenants pay tax and insurance,
    // the landlord maintenance 3 × 16,667 = 50,001 → NOI 436,008.72
    expect(retail).toMatchObject({
      area_sf: 16_667,
      development_basis: 4_566_750,
      stabilization_basis: 666_680,
      effective_rent: 486_009.72,
      expenses: 50_001,
      noi: 436_008.72,
    });
    expect(retail!.stabilized.net_lease_type).toBe('Double Net Lease');
    expect(retail!.min_hold_date).toBe('2028-07-31'); // + 24 + 18 months
  });

  it('derives the parking and warns that it stabilizes faster than the apartments it is linked to', () => {
    // 25,000 × 300 spaces = 7,500,000; 150 × 300 × 12 = 540,000 × 85% = 459,000 - 30% = 321,300
    expect(parking).toMatchObject({ development_basis: 7_500_000, noi: 321_300, min_hold_date: '2027-07-31' });
    expect(parking!.alerts.map((a) => a.code)).toEqual(['shorter_than_parent']);
  });
});

describe('Riverside: capitalization and financing', () => {
  it('capitalizes at 71,647,830', () => {
    // 8,000,000 land + 1,500,000 soft + 500,000 working capital + 60,511,150 build + 1,136,680 lease-up
    expect(deal).toMatchObject({
      development_basis: 60_511_150,
      stabilization_basis: 1_136_680,
      unlevered_capitalization: 71_647_830,
      stabilized_noi: 4_576_308.72,
    });
    expect(formatCurrency(deal.unlevered_capitalization)).toBe('$71.65M');
  });

  it('stacks a 60% senior loan and a 15% mezzanine: 75% of cost', () => {
    // 60% × 71,647,830 = 42,988,698; 15% = 10,747,174.50; together 53,735,872.50
    expect(deal.financing.senior).toMatchObject({ principal: 42_988_698, cumulative_ratio: 0.6 });
    expect(deal.financing.subordinate).toMatchObject({ principal: 10_747_174.5, cumulative: 53_735_872.5, cumulative_ratio: 0.75 });
    expect(deal.returns.ltc).toBeCloseTo(0.75, 12);
  });

  it('reserves 3,397,727.89 for senior interest over the 24-month construction', () => {
    // L = 65% × 42,988,698 = 27,942,653.70; r = 6.5% / 12; L × (1 - (1 + r)^-24) = 27,942,653.70 × 0.121597 = 3,397,727.89
    expect(deal.interest_reserve.senior).toMatchObject({
      average_balance: 27_942_653.7,
      period_months: 24,
      max_period_months: 42,
      amount: 3_397_727.89,
    });
    expect(deal.interest_reserve.total_applied).toBe(3_397_727.89);
    // the reserve pays the senior interest until it runs out, in the 26th month
    expect(sum((m) => m.reserve_draws)).toBeCloseTo(3_397_727.89, 1);
  });
});

describe('Riverside: pro forma and returns', () => {
  it('runs 48 months to the exit, after a 24-month construction and a 42-month transition', () => {
    expect(deal).toMatchObject({
      exit_date: '2029-01-31',
      investment_period_months: 48,
      construction_period_months: 24,
      transitional_period_months: 42,
    });
    expect(deal.pro_forma.months).toHaveLength(49);
    expect(deal.pro_forma.years.map((y) => y.year)).toEqual([0, 1, 2, 3, 4]);
  });

  it('sells for 97,407,757.13 net: forward NOI grown four years at the exit caps, less 2%', () => {
    // apartments 3,819,000 × 1.03^4 = 4,298,318.15 / 5% = 85,966,362.91 × 98% = 84,247,035.65
    // retail       436,008.72 × 1.02^4 = 471,949.86 / 6% = 7,865,831.01 × 98% = 7,708,514.39
    // parking      321,300 × 1.03^4 = 361,625.98 / 6.5% = 5,563,476.63 × 98% = 5,452,207.09
    const [a, r, p] = deal.pro_forma.sales;
    expect(a!.gross_price).toBeCloseTo(85_966_362.91, 2);
    expect(r!.gross_price).toBeCloseTo(7_865_831.01, 2);
    expect(p!.gross_price).toBeCloseTo(5_563_476.63, 2);
    expect(deal.pro_forma.months[48]!.sale_proceeds).toBe(97_407_757.13);
  });

  it('spends the capitalization in full and draws both loans in full, to the cent', () => {
    // each month's capex and draw is in cents and the last month of each series takes the rounding difference
    // (the months added up to 71,647,830.04 and 53,735,872.44 before)
    expect(sum((m) => m.capex + m.acquisition_costs)).toBeCloseTo(71_647_830, 6);
    expect(sum((m) => m.debt_draws)).toBeCloseTo(53_735_872.5, 6);
    expect(sum((m) => m.principal_repaid + m.loan_payoff)).toBeCloseTo(53_735_872.5, 6);
  });

  it('earns an unlevered profit of NOI plus sale less cost, and a levered one less interest and fees', () => {
    const noi = sum((m) => m.noi);
    // 7,583,047.81 NOI + 97,407,757.13 sale - 71,647,830 cost
    expect(deal.returns.unlevered.profit).toBeCloseTo(noi + 97_407_757.13 - 71_647_830, 0);
    expect(deal.returns.unlevered.profit).toBeCloseTo(33_342_974.9, 1);
    // less senior and mezzanine interest (8,803,337.33 + 3,969,056.53) and fees (1% + 1% origination, 1% mezzanine exit fee)
    const interest = deal.pro_forma.loans.reduce((s, l) => s + l.total_interest, 0);
    const fees = deal.pro_forma.loans.reduce((s, l) => s + l.total_fees, 0);
    expect(interest).toBeCloseTo(12_772_393.86, 1);
    expect(fees).toBeCloseTo(429_886.98 + 107_471.75 + 107_471.75, 1);
    expect(deal.returns.levered.profit).toBeCloseTo(deal.returns.unlevered.profit - interest - fees, 0);
  });

  it('returns 13.33% unlevered and 21.51% levered, a 1.81x equity multiple on 24.48M of equity', () => {
    expect(formatPercent(deal.returns.unlevered.irr!)).toBe('13.33%');
    expect(formatPercent(deal.returns.levered.irr!)).toBe('21.51%');
    expect(deal.returns.levered.multiple).toBeCloseTo(1.8141, 4);
    expect(formatCurrency(deal.returns.equity_invested)).toBe('$24.48M');
  });

  it('covers its debt 1.22 times in the stabilized months with a 9.28% debt yield and a 55.6% LTV', () => {
    // months 43-48 (after the retail stabilizes), annualized
    expect(deal.returns.stabilized_year).toMatchObject({ from_month: 43, to_month: 48 });
    expect(deal.returns.dscr).toBeCloseTo(1.2211, 4);
    expect(deal.returns.debt_yield).toBeCloseTo(0.0928, 4);
    expect(deal.returns.ltv).toBeCloseTo(0.5564, 4);
  });
});

describe('Riverside: waterfall', () => {
  const { sponsor, investors } = deal.waterfall;

  it('splits every month of the levered cash flow between the sponsor and the investors', () => {
    deal.pro_forma.months.forEach((m, t) => expect(sponsor.flows[t]! + investors.flows[t]!).toBeCloseTo(m.levered_cash_flow, 6));
  });

  it('has the sponsor fund 10% of the equity', () => {
    expect(sponsor.invested / (sponsor.invested + investors.invested)).toBeCloseTo(0.1, 6);
  });

  it('earns the sponsor a promote that lifts its IRR to 44% while the investors clear the 8% pref with 18.3%', () => {
    // 3,158,320.22: 6 cents more than before the draws were rounded to cents with the last month taking the rest
    expect(sponsor.promote).toBeCloseTo(3_158_320.22, 1);
    expect(formatPercent(sponsor.irr!)).toBe('44.05%');
    expect(formatPercent(investors.irr!)).toBe('18.33%');
    expect(investors.irr!).toBeGreaterThan(0.08);
    expect(investors.irr!).toBeLessThan(deal.returns.levered.irr!);
    expect(sponsor.multiple).toBeCloseTo(3.1044, 4);
    expect(investors.multiple).toBeCloseTo(1.6707, 4);
  });
});
