/**
 * Returns of the pro forma. IRRs are Excel's XIRR on the month-end dates of the rounded monthly cash flows,
 * so a spreadsheet holding the pro forma table gets the same figures.
 *
 *   equity multiple = money returned / money invested (sum of positive flows / - sum of negative flows)
 *
 * Flows that change sign more than once (a call after a distribution) can have several IRRs: `sign_changes`
 * says so, and `mirr` gives the modified IRR, which has one answer: the monthly flows financed and reinvested at
 * the deal's first hurdle (10% without one), MIRR annualized as (1 + m)^12 - 1.
 *
 * The lender and yield metrics are taken on the stabilized year: the 12 months after the deal's transitional
 * period (the latest stabilization among components), cut at the exit and annualized (× 12 / months); when the
 * deal exits before stabilizing, the last 12 months of the hold (`stabilized_year.rule` says which). When a
 * component sells before the exit, `before_first_sale` gives the same metrics on the same rule with the first
 * sale as the end, beside them: a window after the income-producing components sold measures what is left. Loan metrics use the committed principal of
 * the senior, subordinate and incentive tranches for the LTC; debt yield and LTV use the debt outstanding over the
 * window (the average opening balance of every loan), so they follow the balance left after a release or a
 * refinancing.
 *
 * NOI in these ratios, and the stabilized year's `noi`, is the NOI net of ground rent (the pro forma's noi -
 * ground_rent, ground-lease.ts): what a lender underwrites on a leasehold. Without a ground lease it is the NOI.
 *
 *   cash-on-cash  = (NOI - debt service) / equity invested      debt service = interest + scheduled principal
 *   DSCR          = NOI / debt service                          debt yield   = NOI / debt outstanding
 *   LTV           = debt outstanding / value, value = Σ component NOI / its exit cap (before ground rent, as the sales)
 *   LTC           = principal / unlevered capitalization         yield on cost = NOI / unlevered capitalization
 */
import type { ComponentPlan } from './component-flows';
import { noiAt } from './component-flows';
import { mirr, signChanges, xirr } from './excel';
import type { ProForma } from './proforma';
import { round2 } from './round';

export interface CashFlowReturns {
  irr: number | null;
  multiple: number | null;
  profit: number;
  invested: number;
  returned: number;
  /** how many times the flows change sign: more than once, the IRR is one of several solutions */
  sign_changes: number;
  /** the modified IRR, annual: MIRR of the monthly flows financed and reinvested at `mirr_rate`, (1 + m)^12 - 1 */
  mirr: number | null;
  /** the annual rate the MIRR finances and reinvests at: the deal's first hurdle, 10% without one */
  mirr_rate: number;
}

export const DEFAULT_MIRR_RATE = 0.1;

export function cashFlowReturns(flows: readonly number[], dates: readonly string[], mirrRate = DEFAULT_MIRR_RATE): CashFlowReturns {
  const invested = round2(-flows.reduce((s, f) => s + Math.min(0, f), 0));
  const returned = round2(flows.reduce((s, f) => s + Math.max(0, f), 0));
  const monthly = (1 + mirrRate) ** (1 / 12) - 1;
  const modified = mirr(flows, monthly, monthly);
  return {
    irr: xirr(flows, dates),
    multiple: invested > 0 ? returned / invested : null,
    profit: round2(returned - invested),
    invested,
    returned,
    sign_changes: signChanges(flows),
    mirr: modified === null || !Number.isFinite(modified) ? null : (1 + modified) ** 12 - 1,
    mirr_rate: mirrRate,
  };
}

export interface StabilizedYear {
  from_month: number;
  to_month: number;
  /** which rule chose the months: the 12 after the transitional period (cut at the end), or the last 12 before it */
  rule: 'after_transitional_period' | 'last_months';
  /** annualized NOI net of ground rent (Σ noi - ground_rent of the window × 12 / months): what the ratios use */
  noi: number;
  debt_service: number;
  value: number;
  /** the debt owed over the window: the average of its months' opening balances, every loan (what is left after a release) */
  debt_outstanding: number;
}

export interface LenderMetrics {
  cash_on_cash: number | null;
  dscr: number | null;
  debt_yield: number | null;
  ltv: number | null;
  yield_on_cost: number | null;
}

export interface Returns extends LenderMetrics {
  unlevered: CashFlowReturns;
  levered: CashFlowReturns;
  equity_invested: number;
  stabilized_year: StabilizedYear | null;
  ltc: number | null;
  /**
   * The lender metrics on the same rule with the first sale as the end, when a component sells before the exit:
   * what the deal measured while it held everything (null when every component sells at the exit).
   */
  before_first_sale: (LenderMetrics & { stabilized_year: StabilizedYear }) | null;
}

export interface ReturnsContext {
  plans: readonly ComponentPlan[];
  capitalization: number;
  total_principal: number;
  transitional_period_months: number;
  /** the rate of the modified IRR (`mirrRate` of the waterfall terms) */
  mirr_rate?: number;
}

export function stabilizedYearWindow(transitionalMonths: number, exitMonth: number): { from: number; to: number } | null {
  if (exitMonth < 1) return null;
  const from = transitionalMonths + 1;
  if (from <= exitMonth) return { from, to: Math.min(transitionalMonths + 12, exitMonth) };
  return { from: Math.max(1, exitMonth - 11), to: exitMonth };
}

/** The stabilized year of the pro forma, or of its months up to `lastMonth` (the first sale). */
export function stabilizedYear(proForma: ProForma, context: ReturnsContext, lastMonth = proForma.months.length - 1): StabilizedYear | null {
  const window = stabilizedYearWindow(context.transitional_period_months, lastMonth);
  if (!window) return null;
  const rule = window.from === context.transitional_period_months + 1 ? 'after_transitional_period' : 'last_months';
  const months = proForma.months.slice(window.from, window.to + 1);
  const annualize = 12 / months.length;
  const noi = months.reduce((s, m) => s + m.noi - m.ground_rent, 0) * annualize;
  const debt_service = months.reduce((s, m) => s + m.interest + m.principal_repaid, 0) * annualize;
  const value = context.plans.reduce((s, plan) => {
    if (plan.exit_cap_rate <= 0) return s;
    let componentNoi = 0;
    for (let t = window.from; t <= window.to; t++) componentNoi += noiAt(plan, t);
    return s + (componentNoi * annualize) / plan.exit_cap_rate;
  }, 0);
  const opening = proForma.months.slice(window.from - 1, window.to).reduce((s, m) => s + m.debt_balance, 0) / months.length;
  return {
    from_month: window.from,
    to_month: window.to,
    rule,
    noi: round2(noi),
    debt_service: round2(debt_service),
    value: round2(value),
    debt_outstanding: round2(opening),
  };
}

export function returnsOf(proForma: ProForma, context: ReturnsContext): Returns {
  const dates = proForma.months.map((m) => m.date);
  const unlevered = cashFlowReturns(
    proForma.months.map((m) => m.unlevered_cash_flow),
    dates,
    context.mirr_rate,
  );
  const levered = cashFlowReturns(
    proForma.months.map((m) => m.levered_cash_flow),
    dates,
    context.mirr_rate,
  );
  const year = stabilizedYear(proForma, context);
  const principal = context.total_principal > 0 ? context.total_principal : undefined;
  const exit = proForma.months.length - 1;
  const firstSale = Math.min(...proForma.sales.map((sale) => sale.month));
  const earlier = firstSale < exit ? stabilizedYear(proForma, context, firstSale) : null;
  return {
    unlevered,
    levered,
    equity_invested: levered.invested,
    stabilized_year: year,
    ...lenderMetrics(year, context, levered.invested),
    ltc: principal === undefined ? null : ratio(principal, context.capitalization),
    before_first_sale: earlier ? { stabilized_year: earlier, ...lenderMetrics(earlier, context, levered.invested) } : null,
  };
}

const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined || b === 0 ? null : a / b);

function lenderMetrics(year: StabilizedYear | null, context: ReturnsContext, invested: number): LenderMetrics {
  // a deal without loans has no lender metrics; one whose loans were repaid by early sales has no debt yield
  const borrows = context.total_principal > 0;
  return {
    cash_on_cash: year ? ratio(year.noi - year.debt_service, invested) : null,
    dscr: year && year.debt_service > 0 ? year.noi / year.debt_service : null,
    debt_yield: borrows ? ratio(year?.noi, year?.debt_outstanding) : null,
    ltv: borrows ? ratio(year?.debt_outstanding, year?.value) : null,
    yield_on_cost: ratio(year?.noi, context.capitalization),
  };
}
