/**
 * The equity waterfall between the sponsor and the investors, run month by month on the levered cash flow.
 *
 * - Contributions (negative levered flows) are funded by the sponsor's co-investment share s (its amount as a
 *   percent of the equity, or its dollars / total equity) and by the investors (1 - s).
 * - Tiers: the sponsor co-investment's accrual (preferred return) rate and promote, and each active syndication
 *   waterfall item's accrual rate (if accrual is active) and promote (if promote is active), ordered by hurdle.
 * - For each tier the investors have a hurdle account: their contributions compounded monthly at
 *   (1 + hurdle)^(1/12) - 1 (an annual effective rate), less what they have been paid; it never goes below 0.
 * - A distribution first goes pari passu (investors 1 - s) until the first account is paid off: the return of
 *   capital plus the preferred return; then, until the next account is paid off, the sponsor takes the tier's
 *   promote p and the rest is shared pari passu (investors (1 - p)(1 - s)); above the last hurdle the last
 *   promote applies. Without tiers everything is shared pari passu.
 */
import { firstActiveItem } from './financing';
import type { DealInput } from './input';
import { num } from './input';
import type { CashFlowReturns } from './returns';
import { cashFlowReturns } from './returns';
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
  sponsor: PartyResult & { promote: number };
  investors: PartyResult;
}

export function runWaterfall(levered: readonly number[], dates: readonly string[], terms: WaterfallTerms): Waterfall {
  const s = terms.sponsor_share;
  const monthlyRates = terms.tiers.map((tier) => (1 + tier.hurdle_rate) ** (1 / 12) - 1);
  const accounts = terms.tiers.map(() => 0);
  const sponsorFlows: number[] = [];
  const investorFlows: number[] = [];
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
    for (let k = 0; k <= terms.tiers.length && remaining > 0; k++) {
      const promote = k === 0 ? 0 : terms.tiers[k - 1]!.promote;
      const investorShare = (1 - promote) * (1 - s);
      const owed = k < accounts.length ? accounts[k]! : Infinity;
      if (owed <= 0) continue;
      const band = investorShare > 0 ? Math.min(remaining, owed / investorShare) : remaining;
      const paid = band * investorShare;
      toInvestors += paid;
      remaining -= band;
      accounts.forEach((balance, j) => (accounts[j] = Math.max(0, balance - paid)));
    }
    const investorFlow = round2(toInvestors);
    investorFlows.push(investorFlow);
    sponsorFlows.push(round2(flow - investorFlow));
  });
  const sponsor = { ...cashFlowReturns(sponsorFlows, dates), flows: sponsorFlows };
  const investors = { ...cashFlowReturns(investorFlows, dates), flows: investorFlows };
  const totalDistributed = levered.reduce((sum, f) => sum + Math.max(0, f), 0);
  return { terms, sponsor: { ...sponsor, promote: round2(sponsor.returned - s * totalDistributed) }, investors };
}
