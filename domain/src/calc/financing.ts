/**
 * Deal-level capitalization and the financing stack ("Calculations").
 *
 *   unlevered capitalization = closing + soft cost + working capital reserve bases
 *                              + the development and stabilization bases of every component
 *   principal of a tranche   = amount_percent / 100 × capitalization, or amount_dollar (per amount_as_percent),
 *                              taken from the tranche's first item; 0 when the tranche is inactive
 *   cumulative maximum       = senior; senior + subordinate; senior + subordinate + incentives
 *   ratio                    = cumulative / capitalization
 */
import type { DealInput, LoanInput, Maybe } from './input';
import { num } from './input';
import { round2 } from './round';

export interface CapitalizationParts {
  closing_basis: number;
  soft_cost_basis: number;
  wcap_reserve_basis: number;
  development_basis: number;
  stabilization_basis: number;
}

export function unleveredCapitalization(parts: CapitalizationParts): number {
  return round2(
    parts.closing_basis + parts.soft_cost_basis + parts.wcap_reserve_basis + parts.development_basis + parts.stabilization_basis,
  );
}

/**
 * The item a tranche's figures come from: its first item, unless the tranche's flag or the item's own
 * active flag is false. A missing flag counts as active (a deal saved before the flag existed).
 */
export function firstActiveItem<T extends { active?: Maybe<boolean> }>(
  items: Maybe<readonly T[]>,
  trancheActive: Maybe<boolean>,
): T | null {
  const first = items?.[0];
  if (trancheActive === false || !first || first.active === false) return null;
  return first;
}

/** amount_as_percent decides; when it is missing, a dollar amount wins if one was entered. */
export function isAmountAsPercent(item: Pick<LoanInput, 'amount_as_percent' | 'amount_dollar'>): boolean {
  return item.amount_as_percent ?? item.amount_dollar == null;
}

export function principal(item: LoanInput | null, capitalization: number): number {
  if (!item) return 0;
  return isAmountAsPercent(item) ? round2((num(item.amount_percent) / 100) * capitalization) : round2(num(item.amount_dollar));
}

export type TrancheName = 'senior' | 'subordinate' | 'incentives';

export interface Tranche {
  name: TrancheName;
  active: boolean;
  principal: number;
  /** this tranche plus every tranche senior to it */
  cumulative: number;
  cumulative_ratio: number;
}

export interface Financing {
  capitalization: number;
  senior: Tranche;
  subordinate: Tranche;
  incentives: Tranche;
  total_principal: number;
}

export interface TrancheItems {
  senior: LoanInput | null;
  subordinate: LoanInput | null;
  incentives: LoanInput | null;
}

export function trancheItems(deal: DealInput): TrancheItems {
  return {
    senior: firstActiveItem(deal.senior_loans, deal.senior_loans_active),
    subordinate: firstActiveItem(deal.subordinate_loans, deal.subordinate_loans_active),
    incentives: firstActiveItem(deal.financial_incentives, deal.financial_incentives_active),
  };
}

export function financing(items: TrancheItems, capitalization: number): Financing {
  const ratio = (amount: number) => (capitalization === 0 ? 0 : amount / capitalization);
  let cumulative = 0;
  const tranche = (name: TrancheName): Tranche => {
    const amount = principal(items[name], capitalization);
    cumulative = round2(cumulative + amount);
    return { name, active: items[name] !== null, principal: amount, cumulative, cumulative_ratio: ratio(cumulative) };
  };
  const senior = tranche('senior');
  const subordinate = tranche('subordinate');
  const incentives = tranche('incentives');
  return { capitalization, senior, subordinate, incentives, total_principal: incentives.cumulative };
}
