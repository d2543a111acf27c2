import { describe, expect, it } from 'vitest';
import { addMonthsToMonthEnd } from './dates';
import { buildProForma } from './proforma';
import { acquisition, stabilizedBuilding } from './proforma.fixture';
import { irrAlerts } from './analysis-alerts';
import { irr } from './excel';
import { cashFlowReturns, returnsOf, stabilizedYearWindow } from './returns';

describe('returns of a cash flow', () => {
  it('measures invested and returned money, profit and multiple', () => {
    const flows = [-1000, 100, -200, 1500];
    const dates = ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30'];
    // invested 1,000 + 200 = 1,200; returned 100 + 1,500 = 1,600; multiple 1.3333; profit 400
    expect(cashFlowReturns(flows, dates)).toMatchObject({ invested: 1200, returned: 1600, profit: 400 });
    expect(cashFlowReturns(flows, dates).multiple).toBeCloseTo(1.333333, 6);
  });

  it('has no IRR or multiple without money in', () => {
    expect(cashFlowReturns([0, 100], ['2025-01-31', '2025-02-28'])).toMatchObject({ irr: null, multiple: null });
  });
});

describe('an IRR with several solutions', () => {
  // -1,000, +2,300 a year later, -1,320 a year after: NPV is 0 at both 10% and 20% a year
  const dates = Array.from({ length: 25 }, (_, t) => addMonthsToMonthEnd('2025-01-31', t));
  const flows = dates.map((_, t) => (t === 0 ? -1000 : t === 12 ? 2300 : t === 24 ? -1320 : 0));

  it('has two roots, so the IRR alone is not an answer', () => {
    const yearly = [-1000, 2300, -1320];
    expect(irr(yearly, 0.05)).toBeCloseTo(0.1, 9);
    expect(irr(yearly, 0.25)).toBeCloseTo(0.2, 9);
  });

  it('says the flows change sign twice and gives the modified IRR, which has one answer', () => {
    const r = cashFlowReturns(flows, dates, 0.08);
    expect(r.sign_changes).toBe(2);
    // inflows 2,300 grown 12 months at 8% = 2,484; outflows 1,000 + 1,320 / 1.08² = 2,131.69 at month 0:
    // (2,484 / 2,131.69)^(1/2) - 1 = 7.95% a year
    expect(r.mirr!).toBeCloseTo(0.0795, 4);
    expect(r.mirr_rate).toBe(0.08);
    expect(cashFlowReturns([-1000, 1100], dates.slice(0, 2)).sign_changes).toBe(1);
  });

  it('raises an alert beside the figures naming the flow and its modified IRR', () => {
    const r = cashFlowReturns(flows, dates, 0.08);
    const single = cashFlowReturns([-1000, 1100], dates.slice(0, 2));
    const party = { ...single, flows: [], promote: 0, clawback: 0 };
    const alerts = irrAlerts({ unlevered: single, levered: r } as Parameters<typeof irrAlerts>[0], {
      terms: { sponsor_share: 0, tiers: [] },
      sponsor: party,
      investors: { ...single, flows: [] },
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.message).toMatch(
      /^the levered cash flow changes sign 2 times, so .* is one of several IRRs; its modified IRR \(financed and reinvested at 8\.00%\) is 7\.95%\.$/,
    );
  });
});

describe('the stabilized year', () => {
  it('is the 12 months after the transitional period, cut at the exit', () => {
    expect(stabilizedYearWindow(0, 12)).toEqual({ from: 1, to: 12 });
    expect(stabilizedYearWindow(36, 60)).toEqual({ from: 37, to: 48 });
    expect(stabilizedYearWindow(42, 48)).toEqual({ from: 43, to: 48 });
  });

  it('is the last 12 months of the hold when the deal exits before stabilizing', () => {
    expect(stabilizedYearWindow(42, 30)).toEqual({ from: 19, to: 30 });
    expect(stabilizedYearWindow(42, 6)).toEqual({ from: 1, to: 6 });
    expect(stabilizedYearWindow(0, 0)).toBeNull();
  });
});

describe('returns of a stabilized acquisition held a year', () => {
  // 20,000,000 cost, 12,000,000 loan at 6% with a 1% fee, 1,200,000 NOI, sold at 24,000,000 (5% cap)
  const proForma = buildProForma(acquisition(12));
  const returns = returnsOf(proForma, {
    plans: [stabilizedBuilding(12)],
    capitalization: 20_000_000,
    total_principal: 12_000_000,
    transitional_period_months: 0,
  });

  it('gives the unlevered multiple and profit: (1,100,000 + 24,100,000) / 20,000,000 = 1.26', () => {
    expect(returns.unlevered).toMatchObject({ invested: 20_000_000, returned: 25_200_000, profit: 5_200_000 });
    expect(returns.unlevered.multiple).toBeCloseTo(1.26, 12);
    // XIRR of -20,000,000 on 2025-01-31, 100,000 at each month end to 2025-12-31 and 24,100,000 on 2026-01-31
    expect(returns.unlevered.irr).toBeCloseTo(0.267093, 6);
  });

  it('gives the levered multiple and profit: (11 × 40,000 + 12,040,000) / 8,120,000 = 1.5369', () => {
    expect(returns.levered).toMatchObject({ invested: 8_120_000, returned: 12_480_000, profit: 4_360_000 });
    expect(returns.levered.multiple).toBeCloseTo(12_480_000 / 8_120_000, 12);
    expect(returns.levered.irr).toBeCloseTo(0.550818, 6);
    expect(returns.equity_invested).toBe(8_120_000);
  });

  it('measures the stabilized year: 1,200,000 NOI against 720,000 of interest', () => {
    expect(returns.stabilized_year).toEqual({
      from_month: 1,
      to_month: 12,
      rule: 'after_transitional_period',
      noi: 1_200_000,
      debt_service: 720_000,
      value: 24_000_000,
      debt_outstanding: 12_000_000,
    });
    // DSCR 1,200,000 / 720,000 = 1.6667; debt yield 1,200,000 / 12,000,000 = 10%
    expect(returns.dscr).toBeCloseTo(1.666667, 6);
    expect(returns.debt_yield).toBeCloseTo(0.1, 12);
    // cash-on-cash (1,200,000 - 720,000) / 8,120,000 = 5.91%
    expect(returns.cash_on_cash).toBeCloseTo(0.059113, 6);
  });

  it('measures leverage and yield: LTV 12 / 24 = 50%, LTC 12 / 20 = 60%, yield on cost 1.2 / 20 = 6%', () => {
    expect(returns.ltv).toBeCloseTo(0.5, 12);
    expect(returns.ltc).toBeCloseTo(0.6, 12);
    expect(returns.yield_on_cost).toBeCloseTo(0.06, 12);
  });

  it('has no lender metrics without debt', () => {
    const unlevered = returnsOf(buildProForma(acquisition(12, { loans: [] })), {
      plans: [stabilizedBuilding(12)],
      capitalization: 20_000_000,
      total_principal: 0,
      transitional_period_months: 0,
    });
    expect(unlevered).toMatchObject({ dscr: null, debt_yield: null, ltv: null, ltc: null });
    expect(unlevered.levered.irr).toBeCloseTo(unlevered.unlevered.irr!, 12);
  });
});
