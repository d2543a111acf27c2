/**
 * The debt interest reserve. The spec gives the ingredients and leaves the formula
 * open; the one used here, with its derivation:
 *
 *   max loan         = the loan's dollar override, or LTV × unlevered capitalization (the principal rule)
 *   average balance  L = max loan × average balance outstanding / 100   (default 65%)
 *   monthly rate     r = annual interest rate / 100 / 12
 *   period           n = the reserve period in months (default: the longest construction period among
 *                        components), capped by the maximum reserve period
 *   reserve          = L + PV(r, n, 0, L)                                  (Excel's PV, Excel's signs)
 *                    = L - L / (1 + r)^n
 *                    = L × r × (1 - (1 + r)^-n) / r
 *
 * "The loan amount plus a present-value term": PV(r, n, 0, L) is -L/(1+r)^n, so the sum is L·(1 - (1+r)^-n),
 * which is exactly the present value of n monthly interest payments of L·r on the average balance. The reserve
 * is the cash that, set aside at closing, pays the interest on the average drawn balance over the period.
 * With r = 0 the reserve is 0, as no interest accrues.
 */
import { toMonths } from './dates';
import { pv } from './excel';
import type { LoanInput } from './input';
import { num } from './input';
import { isDerived } from './capex';
import { principal } from './financing';
import type { Alert } from './timeline';
import { round2, roundExcel } from './round';

export const DEFAULT_AVERAGE_BALANCE_PERCENT = 65;

export type ReserveTrancheKind = 'senior' | 'subordinate' | 'incentives' | 'project_financing';

export interface ReservePeriods {
  /** investment period: analysis date to exit */
  hold_period_months: number;
  /** construction plus stabilization, over all components */
  development_period_months: number;
  /** the default reserve period: the longest construction period among components */
  construction_period_months: number;
  /** the project financing's term, in months (0 when none) */
  financing_term_months: number;
}

/**
 * Maximum reserve period: for project financing the hold period, or the financing term when one is set (the
 * shorter of the two: interest stops at the earlier of maturity and exit); for other loans the development
 * period, or the hold period when there is no development period.
 */
export function maxReservePeriodMonths(kind: ReserveTrancheKind, periods: ReservePeriods): number {
  if (kind === 'project_financing') {
    return periods.financing_term_months > 0
      ? Math.min(periods.hold_period_months, periods.financing_term_months)
      : periods.hold_period_months;
  }
  return periods.development_period_months > 0 ? periods.development_period_months : periods.hold_period_months;
}

export function interestReserveAmount(averageBalance: number, monthlyRate: number, months: number): number {
  return round2(averageBalance + pv(monthlyRate, months, 0, averageBalance));
}

export interface InterestReserve {
  tranche: ReserveTrancheKind;
  max_loan: number;
  average_balance_percent: number;
  average_balance: number;
  monthly_rate: number;
  period_months: number;
  max_period_months: number;
  amount: number;
  is_derived: boolean;
  net_funded: boolean;
  alert: Alert | null;
}

export const INTEREST_RESERVE_INPUTS_MISSING: Alert = {
  code: 'interest_reserve_inputs_missing',
  title: 'Interest Reserve',
  message: 'Please enter the principal amount and interest rate first.',
};

export function interestReserve(
  item: LoanInput,
  kind: ReserveTrancheKind,
  capitalization: number,
  periods: ReservePeriods,
): InterestReserve {
  const max_loan = principal(item, capitalization);
  const average_balance_percent = item.reserves_average_balance_percent ?? DEFAULT_AVERAGE_BALANCE_PERCENT;
  const average_balance = max_loan * (num(average_balance_percent) / 100);
  const monthly_rate = num(item.interest_rate) / 100 / 12;
  const max_period_months = maxReservePeriodMonths(kind, periods);
  // Whole months, as every duration of the engine: 1.3 years is 16 months, not 15.6.
  const requested =
    item.reserves_period == null
      ? periods.construction_period_months
      : roundExcel(toMonths(item.reserves_period, item.reserves_period_time_units), 0);
  const period_months = Math.max(0, Math.min(requested, max_period_months));
  const missing = num(item.amount_percent) === 0 && num(item.amount_dollar) === 0 && num(item.interest_rate) === 0;
  const is_derived = isDerived(item.reserves_is_derived, item.reserves);
  const amount = !is_derived ? num(item.reserves) : missing ? 0 : interestReserveAmount(average_balance, monthly_rate, period_months);
  return {
    tranche: kind,
    max_loan,
    average_balance_percent: num(average_balance_percent),
    average_balance: round2(average_balance),
    monthly_rate,
    period_months,
    max_period_months,
    amount,
    is_derived,
    net_funded: item.reserves_net_funded === true,
    alert: is_derived && missing ? INTEREST_RESERVE_INPUTS_MISSING : null,
  };
}
