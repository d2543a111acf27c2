import { describe, expect, it } from 'vitest';
import { annualRows } from './annual';
import { loanTerms } from './loans';
import { proRataDraws, refinanceMonth } from './funding';
import { buildProForma } from './proforma';
import { acquisition } from './proforma.fixture';

describe('pro forma of a stabilized acquisition held a year', () => {
  const proForma = buildProForma(acquisition(12));
  const [closing, first] = proForma.months;
  const exit = proForma.months[12]!;

  it('runs month by month from the analysis date to the exit, at month ends', () => {
    expect(proForma.months).toHaveLength(13);
    expect([closing!.date, first!.date, exit.date]).toEqual(['2025-01-31', '2025-02-28', '2026-01-31']);
  });

  it('closes with the acquisition costs funded by the loan and equity', () => {
    // levered = -20,000,000 + 12,000,000 draw - 120,000 origination fee (1%) = -8,120,000
    expect(closing).toMatchObject({
      acquisition_costs: 20_000_000,
      unlevered_cash_flow: -20_000_000,
      debt_draws: 12_000_000,
      financing_fees: 120_000,
    });
    expect(closing!.levered_cash_flow).toBe(-8_120_000);
  });

  it('earns a twelfth of the NOI each month and pays the interest: 100,000 - 60,000 = 40,000', () => {
    // interest 12,000,000 × 6% / 12 = 60,000
    expect(first).toMatchObject({
      noi: 100_000,
      interest: 60_000,
      unlevered_cash_flow: 100_000,
      levered_cash_flow: 40_000,
      debt_balance: 12_000_000,
    });
  });

  it('sells at the exit on the forward NOI and repays the loan', () => {
    // 1,200,000 / 5% = 24,000,000; levered = 100,000 + 24,000,000 - 60,000 - 12,000,000 = 12,040,000
    expect(exit).toMatchObject({
      sale_proceeds: 24_000_000,
      loan_payoff: 12_000_000,
      unlevered_cash_flow: 24_100_000,
      levered_cash_flow: 12_040_000,
      debt_balance: 0,
    });
    expect(proForma.sales[0]).toMatchObject({ month: 12, gross_price: 24_000_000 });
  });

  it('sums to the deal profit: the levered cash flows add up to the NOI and the sale less cost, interest and fees', () => {
    // 1,200,000 NOI + 24,000,000 sale - 20,000,000 cost - 720,000 interest - 120,000 fees = 4,360,000
    expect(proForma.months.reduce((s, m) => s + m.levered_cash_flow, 0)).toBeCloseTo(4_360_000, 6);
    expect(proForma.loans[0]).toMatchObject({
      kind: 'senior',
      principal: 12_000_000,
      total_interest: 720_000,
      total_fees: 120_000,
      payoff_month: 12,
    });
  });

  it('rolls the months up into years: year 0 is the closing, year 1 months 1-12', () => {
    const years = annualRows(proForma.months);
    expect(years.map((y) => [y.year, y.from_month, y.to_month])).toEqual([
      [0, 0, 0],
      [1, 1, 12],
    ]);
    // NOI 12 × 100,000; interest 12 × 60,000; levered 11 × 40,000 + 12,040,000 = 12,480,000
    expect(years[1]).toMatchObject({
      noi: 1_200_000,
      interest: 720_000,
      levered_cash_flow: 12_480_000,
      debt_balance: 0,
      end_date: '2026-01-31',
    });
  });
});

describe('construction draws', () => {
  it('draws a tranche pro rata to costs: a 60% loan funds 60% of every month', () => {
    // costs 1,000,000 at closing and 2,000,000 in months 1-4: total 9,000,000; 5,400,000 / 9,000,000 = 60%
    const costs = [1_000_000, 2_000_000, 2_000_000, 2_000_000, 2_000_000];
    const terms = loanTerms('senior', {}, 5_400_000, 0, {
      analysis_date: '2025-01-31',
      closing_month: 0,
      payoff_month: 4,
      default_interest_only_until: 4,
    });
    expect(proRataDraws(terms, costs, 9_000_000)).toEqual([600_000, 1_200_000, 1_200_000, 1_200_000, 1_200_000]);
  });

  it('draws a net-funded reserve at closing and the rest of the principal pro rata', () => {
    // withheld 300,000; 5,100,000 left for costs: 5,100,000 / 9,000,000 = 56.67% of each month
    const costs = [1_000_000, 2_000_000, 2_000_000, 2_000_000, 2_000_000];
    const terms = loanTerms('senior', { reserves_net_funded: true }, 5_400_000, 300_000, {
      analysis_date: '2025-01-31',
      closing_month: 0,
      payoff_month: 4,
      default_interest_only_until: 4,
    });
    const draws = proRataDraws(terms, costs, 9_000_000);
    // each share in cents; the last month takes the difference: 5,400,000 - 866,666.67 - 3 × 1,133,333.33
    expect(draws).toEqual([866_666.67, 1_133_333.33, 1_133_333.33, 1_133_333.33, 1_133_333.34]);
    expect(draws.reduce((a, b) => a + b, 0)).toBeCloseTo(5_400_000, 6);
  });
});

describe('refinancing', () => {
  const refinancing = { closing_date: '2026-01-31', amount_as_percent: true, amount_percent: 65, interest_rate: 5 };

  it('refinances at the closing date, no earlier than the construction period and before the exit', () => {
    expect(refinanceMonth(acquisition(24, { refinancing }))).toBe(12);
    expect(refinanceMonth(acquisition(24, { refinancing, construction_period_months: 18 }))).toBe(18);
    expect(refinanceMonth(acquisition(24, { refinancing: { ...refinancing, closing_date: '2030-01-31' } }))).toBe(23);
    expect(refinanceMonth(acquisition(24, { refinancing: { ...refinancing, closing_date: null }, transitional_period_months: 6 }))).toBe(6);
    expect(refinanceMonth(acquisition(24))).toBeNull();
  });

  it('sizes the new loan on the value then, repays the first loan and hands the excess to equity', () => {
    // value at month 12: 1,200,000 / 5% = 24,000,000; 65% = 15,600,000
    // month 12: 100,000 NOI - 60,000 interest - 12,000,000 payoff + 15,600,000 draw = 3,640,000
    const proForma = buildProForma(acquisition(24, { refinancing }));
    expect(proForma.refinance_month).toBe(12);
    expect(proForma.loans.map((l) => [l.kind, l.principal, l.payoff_month])).toEqual([
      ['senior', 12_000_000, 12],
      ['refinancing', 15_600_000, 24],
    ]);
    expect(proForma.months[12]).toMatchObject({
      debt_draws: 15_600_000,
      loan_payoff: 12_000_000,
      levered_cash_flow: 3_640_000,
      debt_balance: 15_600_000,
    });
    // afterwards 15,600,000 × 5% / 12 = 65,000 a month
    expect(proForma.months[13]!.interest).toBe(65_000);
  });
});
