/**
 * Alerts about what the figures mean rather than about the inputs: shown beside the figures on the deal summary
 * and answered by the calculations API in `deal.alerts`, so an analyst reads the caveat with the number.
 */
import { formatCurrency, formatPercent } from './display';
import type { CashFlowReturns, Returns } from './returns';
import type { Waterfall } from './waterfall';

export interface AnalysisAlert {
  code: 'promote_clawed_back' | 'irr_not_unique';
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
