/**
 * Alerts about what the figures mean rather than about the inputs: shown beside the figures on the deal summary
 * and answered by the calculations API in `deal.alerts`, so an analyst reads the caveat with the number.
 */
import { formatCurrency, formatPercent } from './display';
import type { CashFlowReturns, Returns } from './returns';
import type { Waterfall } from './waterfall';

export interface AnalysisAlert {
  code: 'promote_clawed_back' | 'irr_not_unique' | 'lender_window_without_income';
  title: string;
  message: string;
}

export function waterfallAlerts(waterfall: Waterfall): AnalysisAlert[] {
  const { clawback, promote } = waterfall.sponsor;
  if (clawback <= 0) return [];
  return [
    {
      code: 'promote_clawed_back',
      title: 'Promote clawback',
      message:
        `the investors put equity back in after a promote was paid on interim cash, so the sponsor returns ${formatCurrency(clawback)} ` +
        `of its promote at the exit; it keeps ${formatCurrency(promote)}.`,
    },
  ];
}

const PARTIES = { unlevered: 'unlevered', levered: 'levered', sponsor: 'sponsor', investors: 'investors' } as const;

/** One alert per party whose flows change sign more than once, with the modified IRR beside the IRR. */
export function irrAlerts(returns: Returns, waterfall: Waterfall): AnalysisAlert[] {
  const parties: [keyof typeof PARTIES, CashFlowReturns][] = [
    ['unlevered', returns.unlevered],
    ['levered', returns.levered],
    ['sponsor', waterfall.sponsor],
    ['investors', waterfall.investors],
  ];
  return parties
    .filter(([, r]) => r.sign_changes > 1 && r.irr !== null)
    .map(([party, r]) => ({
      code: 'irr_not_unique' as const,
      title: 'IRR not unique',
      message:
        `the ${PARTIES[party]} cash flow changes sign ${r.sign_changes} times, so ${formatPercent(r.irr!)} is one of several IRRs; ` +
        `its modified IRR (financed and reinvested at ${formatPercent(r.mirr_rate)}) is ${r.mirr === null ? 'n/a' : formatPercent(r.mirr)}.`,
    }));
}

/**
 * When the lender metrics' months hold no income (the components earning it were sold before them), DSCR, debt
 * yield and yield on cost read 0 and LTV n/a: say so, with the metrics before the first sale.
 */
export function lenderAlerts(returns: Returns, earnsIncome: boolean): AnalysisAlert[] {
  const year = returns.stabilized_year;
  if (!year || year.noi > 0 || !earnsIncome) return [];
  const before = returns.before_first_sale;
  const times = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}x`);
  const rate = (value: number | null) => (value === null ? 'n/a' : formatPercent(value));
  const earlier = before
    ? ` Before the first sale (months ${before.stabilized_year.from_month}-${before.stabilized_year.to_month}) the DSCR is ` +
      `${times(before.dscr)}, the debt yield ${rate(before.debt_yield)} and the LTV ${rate(before.ltv)}.`
    : '';
  return [
    {
      code: 'lender_window_without_income',
      title: 'Lender metrics',
      message:
        `DSCR, debt yield, yield on cost and LTV are measured on months ${year.from_month}-${year.to_month}, which hold no ` +
        `income: the components earning it are sold before them.${earlier}`,
    },
  ];
}
