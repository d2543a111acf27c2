/**
 * The debt interest reserve dialog of the senior loan (spec 2 sections 2, 5 and 9): the loan's inputs, the
 * reserve the engine derives on the whole deal (its capitalization and periods), the prompt when a typed
 * reserve differs, and what applying or resetting writes back.
 */
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { calculateDeal } from '@dealbook/domain/calc/calculate';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { InterestReserve } from '@dealbook/domain/calc/interest-reserve';

export type SeniorLoan = NonNullable<Deal['senior_loans']>[number];

/** The first senior loan item, or a new one (percent of capitalization) to fill in. */
export function seniorLoanOf(deal: Partial<Deal>, newId: () => string): SeniorLoan {
  return deal.senior_loans?.[0] ?? ({ item_id: newId(), active: true, amount_as_percent: true } as SeniorLoan);
}

export function withSeniorLoan(deal: Partial<Deal>, loan: SeniorLoan): Partial<Deal> {
  const rest = deal.senior_loans?.slice(1) ?? [];
  return { ...deal, senior_loans_active: true, senior_loans: [loan, ...rest] };
}

/** The reserve the engine derives for `loan` as the deal's senior loan (its flag set, so a typed value does not win). */
export function derivedReserve(deal: Partial<Deal>, loan: SeniorLoan, now: Date): InterestReserve | null {
  const calc = calculateDeal(withSeniorLoan(deal, { ...loan, reserves_is_derived: true }) as DealInput, now);
  return calc.deal.interest_reserve.senior;
}

export function reserveNeedsPrompt(loan: SeniorLoan, reserve: InterestReserve): boolean {
  return loan.reserves != null && loan.reserves_is_derived !== true && Math.abs(loan.reserves - reserve.amount) >= 0.005;
}

/** 'Yes, Please Update Values' writes the derived reserve and its flag; 'No, Keep Original Values' keeps the typed one. */
export function applyReserve(loan: SeniorLoan, reserve: InterestReserve, update: boolean): SeniorLoan {
  return update ? { ...loan, reserves: reserve.amount, reserves_is_derived: true } : { ...loan, reserves_is_derived: false };
}

export const RESERVE_RESET_TOAST = 'Interest reserve inputs reset: the reserve keeps its entered value.';

export function resetReserve(loan: SeniorLoan): SeniorLoan {
  return {
    ...loan,
    reserves_average_balance_percent: null,
    reserves_period: null,
    reserves_period_time_units: null,
    reserves_is_derived: false,
  };
}
