/**
 * The Waterfall sheet's columns month by month, computed as the engine's `runWaterfall` computes them
 * (waterfall.ts), with the intermediate figures the sheet shows: each hurdle account after compounding and
 * contributions (not floored: negative once the investors are ahead), each band's share of a distribution, the
 * promote paid each month, and the clawback of each tier at the exit. Band k (0 ... tiers) pays the investors
 * share_k = (1 - promote of tier k - 1) × (1 - s) (share_0 = 1 - s) until account k is paid off; the last band
 * takes what is left. These are the cached results of the sheet's formulas; the unit spec checks the flows
 * against runWaterfall itself.
 */
import { bandShares, clawbacks, roundExcel } from '@dealbook/domain';
import type { WaterfallTerms } from '@dealbook/domain';

export interface WaterfallRow {
  flow: number;
  contribution: number;
  /** after compounding and this month's contribution */
  accounts: number[];
  bands: number[];
  paid: number[];
  accounts_end: number[];
  /** what the bands paid the sponsor above its share s of a distribution: F × (1 - s) - Σ paid (before cents) */
  promote: number;
  /** each tier's clawback; zero but in the last month */
  clawbacks: number[];
  investors: number;
  sponsor: number;
}

const round2 = (value: number) => roundExcel(value, 2);

export function waterfallRows(levered: readonly number[], terms: WaterfallTerms): WaterfallRow[] {
  const s = terms.sponsor_share;
  const k = terms.tiers.length;
  const monthly = terms.tiers.map((tier) => (1 + tier.hurdle_rate) ** (1 / 12) - 1);
  const shares = bandShares(terms);
  let previous = terms.tiers.map(() => 0);
  const rows = levered.map((flow, t): WaterfallRow => {
    const contribution = flow <= 0 ? -flow * (1 - s) : 0;
    const accounts = previous.map((balance, j) => (t === 0 ? 0 : balance * (1 + monthly[j]!)) + contribution);
    const bands: number[] = [];
    const paid: number[] = [];
    let paidSoFar = 0;
    let remaining = flow;
    for (let band = 0; band <= k; band++) {
      let taken = 0;
      if (flow > 0) {
        const owed = band < k ? Math.max(0, accounts[band]! - paidSoFar) : Infinity;
        const share = shares[band]!;
        if (owed > 0) taken = share > 0 ? Math.min(remaining, owed / share) : remaining;
      }
      const pay = taken * shares[band]!;
      bands.push(taken);
      paid.push(pay);
      paidSoFar += pay;
      remaining -= taken;
    }
    const accounts_end = flow <= 0 ? accounts : accounts.map((balance) => balance - paidSoFar);
    previous = accounts_end;
    const investors = flow <= 0 ? round2(flow * (1 - s)) : round2(paidSoFar);
    const promote = flow > 0 ? flow * (1 - s) - paidSoFar : 0;
    return { flow, contribution, accounts, bands, paid, accounts_end, promote, clawbacks: accounts.map(() => 0), investors, sponsor: 0 };
  });
  const last = rows[rows.length - 1];
  if (last) {
    const bandTotals = shares.map((_, band) => rows.reduce((sum, row) => sum + row.bands[band]!, 0));
    last.clawbacks = clawbacks(bandTotals, last.accounts_end, terms);
    last.investors = round2(last.investors + round2(last.clawbacks.reduce((a, b) => a + b, 0)));
  }
  for (const row of rows) row.sponsor = round2(row.flow - row.investors);
  return rows;
}
