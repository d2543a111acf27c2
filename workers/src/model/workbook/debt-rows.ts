/**
 * The Debt sheet's columns for one loan, computed as the engine's `loanSchedule` computes them (loans.ts), with
 * the intermediate figures the sheet shows: the opening balance, the level payment fixed in the first
 * amortizing month (cut in proportion by a release) and the reserve balance, and the release fraction of each
 * month's sales (the engine's `releaseFractions`). These are the cached results of the sheet's formulas; the unit
 * spec checks them against loanSchedule itself.
 */
import { pmt, round2 } from '@dealbook/domain';
import type { LoanTerms } from '@dealbook/domain';
import type { DebtKey } from './layout';

export type DebtRow = Record<DebtKey, number>;

const ZERO: DebtRow = {
  draw: 0,
  opening_balance: 0,
  interest: 0,
  interest_from_reserve: 0,
  accrued_interest: 0,
  payment: 0,
  principal_repaid: 0,
  release_fraction: 0,
  release: 0,
  payoff: 0,
  fees: 0,
  reserve_funding: 0,
  reserve_release: 0,
  reserve_balance: 0,
  balance: 0,
  cash_to_equity: 0,
};

export function debtRows(terms: LoanTerms, draws: readonly number[], releases: readonly number[] = []): DebtRow[] {
  const rate = terms.interest_rate / 12;
  let balance = 0;
  let reserve = 0;
  let payment = 0;
  return draws.map((scheduled, t) => {
    const inWindow = t >= terms.closing_month && t <= terms.payoff_month;
    const opening = balance;
    if (!inWindow) return { ...ZERO, payment };
    // last month's release cut the level payment in proportion
    if (t > 0) payment *= 1 - (releases[t - 1] ?? 0);
    const afterClosing = t > terms.closing_month;
    const interest = afterClosing ? opening * rate : 0;
    const accrued_interest = afterClosing ? round2(opening * (terms.accrual_rate / 12)) : 0;
    const interest_from_reserve = Math.min(reserve, interest);
    const accrued = opening + accrued_interest;
    const a = terms.amortization;
    const amortizing = a !== null && t > a.interest_only_until && afterClosing && accrued > 0;
    if (payment <= 0 && amortizing)
      payment = a.straight_line ? (a.fixed_amount > 0 ? a.fixed_amount : accrued / a.months) : -pmt(rate, a.months, accrued);
    const principal_repaid = amortizing ? round2(Math.min(accrued, Math.max(0, a.straight_line ? payment : payment - interest))) : 0;
    const draw = scheduled;
    const after = accrued - principal_repaid + draw;
    const closing = t === terms.closing_month;
    const payoffMonth = t === terms.payoff_month;
    const available = closing ? terms.reserve : reserve - interest_from_reserve;
    const fees = (closing ? terms.origination_fee + terms.broker_fee : 0) + (payoffMonth ? terms.exit_fee : 0);
    const reserve_funding = closing ? terms.reserve : 0;
    const reserve_release = payoffMonth ? available : 0;
    const release_fraction = t < terms.payoff_month ? (releases[t] ?? 0) : 0;
    const release = round2(after * release_fraction);
    const payoff = payoffMonth ? after : release;
    reserve = payoffMonth ? 0 : available;
    balance = payoffMonth ? 0 : after - release;
    const cash_to_equity = draw - fees - reserve_funding + interest_from_reserve + reserve_release - interest - principal_repaid - payoff;
    return {
      draw,
      opening_balance: opening,
      interest,
      interest_from_reserve,
      accrued_interest,
      payment,
      principal_repaid,
      release_fraction,
      release,
      payoff,
      fees,
      reserve_funding,
      reserve_release,
      reserve_balance: reserve,
      balance,
      cash_to_equity,
    };
  });
}
