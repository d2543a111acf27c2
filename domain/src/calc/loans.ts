/**
 * A loan month by month in the pro forma. Each month t ≥ 1, on the balance at the end of month t - 1:
 *
 *   current interest = balance × interest rate / 12, paid in cash, first out of the interest reserve
 *   accrued interest = balance × accrual rate / 12, added to the balance (pay-in-kind)
 *   amortization     = after the interest-only months: a level payment PMT(rate / 12, amortization months,
 *                      -balance) of which the part above the interest is principal (mortgage style), or
 *                      balance / amortization months (straight line), or the fixed dollar amount entered
 *
 * (what moves the balance, the accrual, the principal and the releases below, is rounded to cents, so the balance
 * stays in cents and the payoff repays exactly the draws and accruals less the principal repaid),
 * then the month's draw is added (the level payment is fixed in the first amortizing month; later draws do not
 * change it). A component sold before the payoff month releases its part of the collateral: the balance falls by
 * the release fraction (funding.ts) and is repaid with the payoff, and the level payment falls in proportion, so
 * the rest amortizes on the same schedule. At closing the origination and broker fees are paid and the interest
 * reserve is set aside; at payoff the balance and the exit fee are paid and what is left of the reserve comes
 * back. `cash_to_equity` is the loan's effect on the equity's cash flow that month.
 */
import { monthsBetween } from './dates';
import { pmt } from './excel';
import type { LoanInput } from './input';
import { num } from './input';
import { round2 } from './round';

export type LoanKind = 'senior' | 'subordinate' | 'incentives' | 'refinancing';

export interface Amortization {
  /** the last interest-only month; amortization runs from the month after */
  interest_only_until: number;
  months: number;
  straight_line: boolean;
  fixed_amount: number;
}

export interface LoanTerms {
  kind: LoanKind;
  name: string;
  principal: number;
  interest_rate: number;
  accrual_rate: number;
  closing_month: number;
  payoff_month: number;
  origination_fee: number;
  broker_fee: number;
  broker_fee_net_funded: boolean;
  exit_fee: number;
  reserve: number;
  reserve_net_funded: boolean;
  amortization: Amortization | null;
  /** the release price as a rate of the loan a sold component carries (1.1 = 110%); 1 when not entered */
  release_rate: number;
}

const AMORTIZATION_YEAR_OPTIONS = [5, 10, 15, 20, 25, 30, 40];
const DEFAULT_AMORTIZATION_MONTHS = 360;

/**
 * Amortization periods are offered as 5 to 40 years, stored as 60 to 480 months; the two sets do not overlap,
 * so a stored 30 is read as 30 years.
 */
export function amortizationPeriodMonths(period: number | null | undefined): number {
  const value = num(period);
  if (value <= 0) return DEFAULT_AMORTIZATION_MONTHS;
  return AMORTIZATION_YEAR_OPTIONS.includes(value) ? value * 12 : value;
}

export interface LoanContext {
  analysis_date: string;
  closing_month: number;
  payoff_month: number;
  /** interest-only months when the loan names no amortization start (the construction period for a construction loan) */
  default_interest_only_until: number;
}

export function loanTerms(kind: LoanKind, item: LoanInput, principal: number, reserve: number, context: LoanContext): LoanTerms {
  const feeOf = (amount: number | null | undefined, percent: number | null | undefined) =>
    round2(amount != null ? num(amount) : (num(percent) / 100) * principal);
  const amortization: Amortization | null = item.amortization_active
    ? {
        interest_only_until: item.amortization_starting_date
          ? monthsBetween(context.analysis_date, item.amortization_starting_date)
          : context.default_interest_only_until,
        months: amortizationPeriodMonths(item.amortization_period),
        straight_line: item.amortization_straightline_fixed_dollar_boolean === true,
        fixed_amount: num(item.amortization_amount),
      }
    : null;
  return {
    kind,
    name: item.name ?? kind,
    principal,
    interest_rate: num(item.interest_rate) / 100,
    accrual_rate: num(item.accrual_rate) / 100,
    closing_month: context.closing_month,
    payoff_month: context.payoff_month,
    origination_fee: feeOf(null, item.origination_fee_percent),
    broker_fee: feeOf(item.broker_fee_amount, item.broker_fee_percent),
    broker_fee_net_funded: item.broker_fee_net_funded === true,
    exit_fee: feeOf(item.exit_fee_amount, item.exit_fee_percent),
    reserve,
    reserve_net_funded: item.reserves_net_funded === true,
    amortization,
    release_rate: item.release_percent == null ? 1 : num(item.release_percent) / 100,
  };
}

/** What the lender withholds from the proceeds at closing: the reserve and broker fee when net funded. */
export function netFundedAtClosing(terms: LoanTerms): number {
  return (terms.reserve_net_funded ? terms.reserve : 0) + (terms.broker_fee_net_funded ? terms.broker_fee : 0);
}

export interface LoanMonth {
  draw: number;
  interest: number;
  interest_from_reserve: number;
  accrued_interest: number;
  /** scheduled amortization */
  principal_repaid: number;
  /** the balance repaid at payoff, and by each sale before it (the release) */
  payoff: number;
  /** the part of `payoff` repaid when a component sold before the payoff month */
  release: number;
  fees: number;
  reserve_funding: number;
  reserve_release: number;
  balance: number;
  /** draw - fees - reserve funding + interest paid by the reserve + reserve release - interest - principal - payoff */
  cash_to_equity: number;
}

const EMPTY: LoanMonth = {
  draw: 0,
  interest: 0,
  interest_from_reserve: 0,
  accrued_interest: 0,
  principal_repaid: 0,
  payoff: 0,
  release: 0,
  fees: 0,
  reserve_funding: 0,
  reserve_release: 0,
  balance: 0,
  cash_to_equity: 0,
};

/**
 * The loan over months 0 ... draws.length - 1; draws after the payoff month are not taken. `releases` gives the
 * share of the balance each month's sales repay (funding.ts); none without early sales.
 */
export function loanSchedule(terms: LoanTerms, draws: readonly number[], releases: readonly number[] = []): LoanMonth[] {
  const monthlyRate = terms.interest_rate / 12;
  let balance = 0;
  let reserve = 0;
  let payment: number | null = null;
  return draws.map((scheduledDraw, t) => {
    if (t < terms.closing_month || t > terms.payoff_month) return EMPTY;
    const interest = t > terms.closing_month ? balance * monthlyRate : 0;
    const accrued_interest = t > terms.closing_month ? round2(balance * (terms.accrual_rate / 12)) : 0;
    const interest_from_reserve = Math.min(reserve, interest);
    reserve -= interest_from_reserve;
    balance += accrued_interest;
    let principal_repaid = 0;
    const amortization = terms.amortization;
    if (amortization && t > amortization.interest_only_until && t > terms.closing_month && balance > 0) {
      payment ??= amortization.straight_line
        ? amortization.fixed_amount > 0
          ? amortization.fixed_amount
          : balance / amortization.months
        : -pmt(monthlyRate, amortization.months, balance);
      principal_repaid = round2(Math.min(balance, Math.max(0, amortization.straight_line ? payment : payment - interest)));
      balance -= principal_repaid;
    }
    const draw = scheduledDraw;
    balance += draw;
    let fees = 0;
    let reserve_funding = 0;
    if (t === terms.closing_month) {
      fees += terms.origination_fee + terms.broker_fee;
      reserve_funding = terms.reserve;
      reserve = terms.reserve;
    }
    let reserve_release = 0;
    let payoff = 0;
    const fraction = t < terms.payoff_month ? (releases[t] ?? 0) : 0;
    const release = round2(balance * fraction);
    if (fraction > 0) {
      balance -= release;
      payoff = release;
      // the rest amortizes on the same schedule; a loan released in full fixes a new payment on its next draw
      if (payment !== null) payment = fraction < 1 ? payment * (1 - fraction) : null;
    }
    if (t === terms.payoff_month) {
      payoff = balance;
      balance = 0;
      fees += terms.exit_fee;
      reserve_release = reserve;
      reserve = 0;
    }
    const cash_to_equity = draw - fees - reserve_funding + interest_from_reserve + reserve_release - interest - principal_repaid - payoff;
    return {
      draw,
      interest,
      interest_from_reserve,
      accrued_interest,
      principal_repaid,
      payoff,
      release,
      fees,
      reserve_funding,
      reserve_release,
      balance,
      cash_to_equity,
    };
  });
}
