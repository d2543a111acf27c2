/**
 * The Waterfall sheet's columns month by month, computed as the engine's `runWaterfall` computes them
 * (waterfall.ts), with the intermediate figures the sheet shows: each hurdle account after compounding and
 * contributions, and each band's share of a distribution. Band k (0 ... tiers) pays the investors
 * share_k = (1 - promote of tier k - 1) × (1 - s) (share_0 = 1 - s) until account k is paid off; the last band
 * takes what is left. These are the cached results of the sheet's formulas; the unit spec checks the flows
 * against runWaterfall itself.
 */
import { roundExcel } from '@dealbook/domain';
import type { WaterfallTerms } from '@dealbook/domain';

export interface WaterfallRow {
  flow: number;
  contribution: number;
  /** after compounding and this month's contribution */
  accounts: number[];
  bands: number[];
  paid: number[];
  accounts_end: number[];
  investors: number;
  sponsor: number;
}

const round2 = (value: number) => roundExcel(value, 2);

export function waterfallRows(levered: readonly number[], terms: WaterfallTerms): WaterfallRow[] {
  const s = terms.sponsor_share;
  const k = terms.tiers.length;
  const monthly = terms.tiers.map((tier) => (1 + tier.hurdle_rate) ** (1 / 12) - 1);
  const shares = Array.from({ length: k + 1 }, (_, band) => (band === 0 ? 1 - s : (1 - terms.tiers[band - 1]!.promote) * (1 - s)));
  let previous = terms.tiers.map(() => 0);
  return levered.map((flow, t) => {
    const contribution = flow <= 0 ? -flow * (1 - s) : 0;
    const accounts = previous.map((balance, j) => (t === 0 ? 0 : balance * (1 + monthly[j]!)) + contribution);
    const bands: number[] = [];
    const paid: number[] = [];
    const running = [...accounts];
    let remaining = flow;
    for (let band = 0; band <= k; band++) {
      let taken = 0;
      if (flow > 0) {
        const owed = band < k ? running[band]! : Infinity;
        const share = shares[band]!;
        if (owed > 0) taken = share > 0 ? Math.min(remaining, owed / share) : remaining;
      }
      const pay = taken * shares[band]!;
      bands.push(taken);
      paid.push(pay);
      remaining -= taken;
      running.forEach((balance, j) => (running[j] = Math.max(0, balance - pay)));
    }
    const accounts_end = flow <= 0 ? accounts : running;
    previous = accounts_end;
    const investors = flow <= 0 ? round2(flow * (1 - s)) : round2(paid.reduce((a, b) => a + b, 0));
    return { flow, contribution, accounts, bands, paid, accounts_end, investors, sponsor: round2(flow - investors) };
  });
}

/** Band k's investor share as the sheet writes it. */
export function bandShares(terms: WaterfallTerms): number[] {
  const s = terms.sponsor_share;
  return Array.from({ length: terms.tiers.length + 1 }, (_, band) => (band === 0 ? 1 - s : (1 - terms.tiers[band - 1]!.promote) * (1 - s)));
}
