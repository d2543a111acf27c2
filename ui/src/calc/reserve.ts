/**
 * The debt interest reserve dialog of a loan item: the item's inputs, the
 * reserve the engine derives on the whole deal (its capitalization and periods), the prompt when a typed
 * reserve differs, and what applying or resetting writes back.
 *
 * The engine reserves per tranche, not per item: for the senior loan, the subordinate loan and the
 * financial incentive it takes the first item of the list, and only when that item and its tranche are
 * active (domain/src/calc/financing.ts `firstActiveItem`). The dialog shows exactly that figure, so it
 * offers no reserve for a later item or an inactive one.
 */
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { calculateDeal } from '@dealbook/domain/calc/calculate';
import { toMonths } from '@dealbook/domain/calc/dates';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { InterestReserve } from '@dealbook/domain/calc/interest-reserve';

/** The financing lists whose first item the engine derives a reserve for, and the tranche it files it under. */
export const reserveTranches = {
  senior_loans: { kind: 'senior', flag: 'senior_loans_active' },
  subordinate_loans: { kind: 'subordinate', flag: 'subordinate_loans_active' },
  financial_incentives: { kind: 'incentives', flag: 'financial_incentives_active' },
} as const satisfies Record<string, { kind: 'senior' | 'subordinate' | 'incentives'; flag: keyof Deal }>;

export type ReserveList = keyof typeof reserveTranches;
export type LoanItem = NonNullable<Deal['subordinate_loans']>[number];

export const isReserveList = (list: string): list is ReserveList => Object.hasOwn(reserveTranches, list);

export const RESERVE_NOT_FIRST = 'The calculation takes the reserve of the first item of the tranche only.';
export const RESERVE_INACTIVE = 'Inactive: the calculation leaves this item out.';
export const RESERVE_TRANCHE_OFF = 'The tranche is switched off: the calculation leaves it out.';

const loansOf = (deal: Partial<Deal>, list: ReserveList): LoanItem[] => (deal[list] ?? []) as LoanItem[];

/** Why the engine derives no reserve for item `index` of `list`, or null when it does. */
export function reserveUnavailable(deal: Partial<Deal>, list: ReserveList, index: number): string | null {
  if (deal[reserveTranches[list].flag] === false) return RESERVE_TRANCHE_OFF;
  if (index > 0) return RESERVE_NOT_FIRST;
  return loansOf(deal, list)[index]?.active === false ? RESERVE_INACTIVE : null;
}

export function loanAt(deal: Partial<Deal>, list: ReserveList, index: number): LoanItem | undefined {
  return loansOf(deal, list)[index];
}

export function withLoan(deal: Partial<Deal>, list: ReserveList, index: number, loan: LoanItem): Partial<Deal> {
  return { ...deal, [list]: loansOf(deal, list).map((item, i) => (i === index ? loan : item)) };
}

/**
 * The reserve the engine derives for `loan` in place of item `index` of `list` (its flag set, so a typed
 * value does not win); null where the engine derives none.
 */
export function derivedReserve(deal: Partial<Deal>, list: ReserveList, index: number, loan: LoanItem, now: Date): InterestReserve | null {
  const next = withLoan(deal, list, index, { ...loan, reserves_is_derived: true });
  if (reserveUnavailable(next, list, index) !== null) return null;
  return calculateDeal(next as DealInput, now).deal.interest_reserve[reserveTranches[list].kind];
}

/** The period the user asked for, in months, when it is longer than the maximum reserve period (the engine caps it). */
export function cappedPeriod(loan: LoanItem, reserve: InterestReserve): number | null {
  if (loan.reserves_period == null) return null;
  const requested = toMonths(loan.reserves_period, loan.reserves_period_time_units);
  return requested > reserve.max_period_months ? requested : null;
}

export function reserveNeedsPrompt(loan: LoanItem, reserve: InterestReserve): boolean {
  return loan.reserves != null && loan.reserves_is_derived !== true && Math.abs(loan.reserves - reserve.amount) >= 0.005;
}

/** 'Yes, Please Update Values' writes the derived reserve and its flag; 'No, Keep Original Values' keeps the typed one. */
export function applyReserve(loan: LoanItem, reserve: InterestReserve, update: boolean): LoanItem {
  return update ? { ...loan, reserves: reserve.amount, reserves_is_derived: true } : { ...loan, reserves_is_derived: false };
}

export const RESERVE_RESET_TOAST = 'Interest reserve inputs reset: the reserve keeps its entered value.';

export function resetReserve(loan: LoanItem): LoanItem {
  return {
    ...loan,
    reserves_average_balance_percent: null,
    reserves_period: null,
    reserves_period_time_units: null,
    reserves_is_derived: false,
  };
}
