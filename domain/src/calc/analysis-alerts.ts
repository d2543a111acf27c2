/**
 * Alerts about what the figures mean rather than about the inputs: shown beside the figures on the deal summary
 * and answered by the calculations API in `deal.alerts`, so an analyst reads the caveat with the number.
 */
import { formatCurrency } from './display';
import type { Waterfall } from './waterfall';

export interface AnalysisAlert {
  code: 'promote_clawed_back';
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
