/**
 * The equity waterfall between the sponsor and the investors, run month by month on the levered cash flow, with
 * each hurdle tested on all the flows so far and a clawback at the exit.
 *
 * - Contributions (negative levered flows) are funded by the sponsor's co-investment share s (its amount as a
 *   percent of the equity, or its dollars / total equity) and by the investors (1 - s).
 * - Tiers: the sponsor co-investment's accrual (preferred return) rate and promote, and each active syndication
 *   waterfall item's accrual rate (if accrual is active) and promote (if promote is active), ordered by hurdle.
 * - For each tier the investors have a hurdle account: their contributions compounded monthly at
 *   (1 + hurdle)^(1/12) - 1 (an annual effective rate), less what they have been paid, compounded alike. The
 *   account is not floored: once it is negative the investors are ahead of the hurdle, and a later contribution
 *   first uses up that lead. So the account is minus the investors' net value at the hurdle rate of every flow
 *   so far, and the hurdle is met exactly when their IRR on all the flows so far reaches it.
 * - A distribution first goes pari passu (investors 1 - s) until the first account is paid off: the return of
 *   capital plus the preferred return; then, until the next account is paid off, the sponsor takes the tier's
 *   promote p and the rest is shared pari passu (investors (1 - p)(1 - s)); above the last hurdle the last
 *   promote applies. Without tiers everything is shared pari passu.
 * - Clawback at the exit (the last month): a promote paid on interim cash that the investors later had to put
 *   back (a loan payoff after an early sale) is returned. Tier by tier from the lowest hurdle, when account k is
 *   still owed after the last distribution, the sponsor pays the investors the smaller of what they are owed
 *   and the promote it was paid in the bands above tier k beyond tier k's own promote, less what it has already
 *   returned. So the sponsor never keeps a promote while the investors end below the first hurdle.
 */
import { firstActiveItem } from './financing';
import type { DealInput } from './input';
import { num } from './input';
import type { CashFlowReturns } from './returns';
import { DEFAULT_MIRR_RATE, cashFlowReturns } from './returns';
import { round2 } from './round';

export interface WaterfallTier {
  name: string;
  /** annual, as a rate (0.08) */
  hurdle_rate: number;
  /** the sponsor's share of distributions above the hurdle, as a rate (0.2) */
  promote: number;
}

export interface WaterfallTerms {
  sponsor_share: number;
  tiers: WaterfallTier[];
}

export function waterfallTerms(deal: DealInput, equityInvested: number): WaterfallTerms {
  const sponsor = firstActiveItem(deal.sponsor_coinvestments, undefined);
  const amountAsPercent = sponsor ? (sponsor.amount_as_percent ?? sponsor.amount_dollar == null) : false;
  const share = !sponsor
    ? 0
    : amountAsPercent
      ? num(sponsor.amount_percent) / 100
      : equityInvested > 0
        ? num(sponsor.amount_dollar) / equityInvested
        : 0;
  const tiers: WaterfallTier[] = [];
  if (sponsor && (num(sponsor.accrual_rate) > 0 || num(sponsor.promote_percent) > 0)) {
    tiers.push({
      name: sponsor.name ?? 'Sponsor co-investment',
      hurdle_rate: num(sponsor.accrual_rate) / 100,
      promote: num(sponsor.promote_percent) / 100,
    });
  }
  for (const item of deal.syndication_waterfalls ?? []) {
    if (item.active === false) continue;
    tiers.push({
      name: item.name ?? 'Syndication',
      hurdle_rate: item.accrual_active === false ? 0 : num(item.accrual_rate) / 100,
      promote: item.promote_active === false ? 0 : num(item.promote_percent) / 100,
    });
  }
  tiers.sort((a, b) => a.hurdle_rate - b.hurdle_rate);
  return { sponsor_share: Math.min(1, Math.max(0, share)), tiers };
}

export interface PartyResult extends CashFlowReturns {
  flows: number[];
}

export interface Waterfall {
  terms: WaterfallTerms;
  /** promote = the promote kept: what the bands paid the sponsor above its share s (before cents), less the clawback */
  sponsor: PartyResult & { promote: number; clawback: number };
  investors: PartyResult;
}

/** The rate the modified IRRs finance and reinvest at: the first (lowest) hurdle, 10% without tiers. */
export function mirrRate(terms: WaterfallTerms): number {
  return terms.tiers[0]?.hurdle_rate ?? DEFAULT_MIRR_RATE;
}

/** Band b pays the investors (1 - promote of the tier below it) × (1 - s); band 0 is pari passu. */
export function bandShares(terms: WaterfallTerms): number[] {
  const s = terms.sponsor_share;
  return [1 - s, ...terms.tiers.map((tier) => (1 - tier.promote) * (1 - s))];
}

/**
 * What the sponsor returns at the exit for each tier k, given each band's total distributions over the hold and
 * the hurdle accounts after the last month (positive: still owed). Band b > k paid the sponsor a promote of
 * p_b × (1 - s) a dollar where the investors, short of hurdle k, earned only band k's terms: the excess is
 * (1 - s) × Σ band_b × max(0, p_b - p_k), p_0 = 0.
 */
export function clawbacks(bandTotals: readonly number[], accountsEnd: readonly number[], terms: WaterfallTerms): number[] {
  const s = terms.sponsor_share;
  const promoteOf = (band: number) => (band === 0 ? 0 : terms.tiers[band - 1]!.promote);
  let returned = 0;
  return accountsEnd.map((account, k) => {
    const excess = bandTotals.reduce((sum, total, b) => sum + (b > k ? total * Math.max(0, promoteOf(b) - promoteOf(k)) : 0), 0) * (1 - s);
    const back = Math.max(0, Math.min(account - returned, excess - returned));
    returned += back;
    return back;
  });
}

export function runWaterfall(levered: readonly number[], dates: readonly string[], terms: WaterfallTerms): Waterfall {
  const s = terms.sponsor_share;
  const monthlyRates = terms.tiers.map((tier) => (1 + tier.hurdle_rate) ** (1 / 12) - 1);
  const shares = bandShares(terms);
  const accounts = terms.tiers.map(() => 0);
  const bandTotals = shares.map(() => 0);
  const sponsorFlows: number[] = [];
  const investorFlows: number[] = [];
  let promotePaid = 0;
  levered.forEach((flow, t) => {
    if (t > 0) accounts.forEach((balance, k) => (accounts[k] = balance * (1 + monthlyRates[k]!)));
    if (flow <= 0) {
      const investors = -flow * (1 - s);
      accounts.forEach((balance, k) => (accounts[k] = balance + investors));
      const investorFlow = round2(flow * (1 - s));
      investorFlows.push(investorFlow);
      sponsorFlows.push(round2(flow - investorFlow));
      return;
    }
    let remaining = flow;
    let toInvestors = 0;
    for (let band = 0; band < shares.length && remaining > 0; band++) {
      const owed = band < accounts.length ? Math.max(0, accounts[band]! - toInvestors) : Infinity;
      if (owed <= 0) continue;
      const share = shares[band]!;
      const taken = share > 0 ? Math.min(remaining, owed / share) : remaining;
      bandTotals[band]! += taken;
      toInvestors += taken * share;
      remaining -= taken;
    }
    accounts.forEach((balance, k) => (accounts[k] = balance - toInvestors));
    const investorFlow = round2(toInvestors);
    investorFlows.push(investorFlow);
    sponsorFlows.push(round2(flow - investorFlow));
    promotePaid += flow * (1 - s) - toInvestors;
  });
  const clawback = round2(clawbacks(bandTotals, accounts, terms).reduce((a, b) => a + b, 0));
  const last = levered.length - 1;
  if (clawback > 0) {
    investorFlows[last] = round2(investorFlows[last]! + clawback);
    sponsorFlows[last] = round2(levered[last]! - investorFlows[last]!);
  }
  const sponsor = { ...cashFlowReturns(sponsorFlows, dates, mirrRate(terms)), flows: sponsorFlows };
  const investors = { ...cashFlowReturns(investorFlows, dates, mirrRate(terms)), flows: investorFlows };
  // `|| 0`: a promote returned in full leaves -0 after rounding, shown as 0
  return { terms, sponsor: { ...sponsor, promote: round2(promotePaid - clawback) || 0, clawback }, investors };
}
