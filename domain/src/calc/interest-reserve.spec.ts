import { describe, expect, it } from 'vitest';
import type { LoanInput } from './input';
import type { ReservePeriods } from './interest-reserve';
import { interestReserve, interestReserveAmount, maxReservePeriodMonths } from './interest-reserve';

const periods: ReservePeriods = {
  hold_period_months: 60,
  development_period_months: 36,
  construction_period_months: 24,
  financing_term_months: 0,
};
const loan: LoanInput = { amount_as_percent: true, amount_percent: 60, interest_rate: 6 };

describe('interest reserve amount', () => {
  it('is L + PV(r, n, 0, L): the present value of n months of interest on the average balance', () => {
    // L = 3,900,000, r = 6% / 12 = 0.005, n = 24: 1.005^24 = 1.127160, so PV(0.005, 24, 0, L) = -3,900,000 / 1.127160
    // = -3,460,024.11 and the reserve is 3,900,000 - 3,460,024.11 = 439,975.89
    expect(interestReserveAmount(3_900_000, 0.005, 24)).toBe(439_975.89);
  });

  it('is 0 at a zero rate, as no interest accrues', () => {
    expect(interestReserveAmount(3_900_000, 0, 24)).toBe(0);
  });
});

describe('interest reserve of a loan', () => {
  it('sizes the average balance at 65% of LTV × capitalization and runs over the longest construction period', () => {
    // max loan 60% × 10,000,000 = 6,000,000; L = 65% = 3,900,000; n = 24 (construction) within the 36-month cap
    expect(interestReserve(loan, 'senior', 10_000_000, periods)).toMatchObject({
      max_loan: 6_000_000,
      average_balance_percent: 65,
      average_balance: 3_900_000,
      monthly_rate: 0.005,
      period_months: 24,
      max_period_months: 36,
      amount: 439_975.89,
      is_derived: true,
      alert: null,
    });
  });

  it('takes the dollar override as the max loan and the dialog’s own average balance', () => {
    // 5,000,000 × 50% = 2,500,000; × (1 - 1.005^-24) = 2,500,000 × 0.112814 = 282,035.83
    const override = { ...loan, amount_as_percent: false, amount_dollar: 5_000_000, reserves_average_balance_percent: 50 };
    expect(interestReserve(override, 'senior', 10_000_000, periods)).toMatchObject({
      max_loan: 5_000_000,
      average_balance: 2_500_000,
      amount: 282_035.83,
    });
  });

  it('caps the reserve period at the maximum reserve period', () => {
    // 4 years asked, 36 months allowed: 3,900,000 × (1 - 1.005^-36) = 640,984.82
    const long = { ...loan, reserves_period: 4, reserves_period_time_units: 'years' };
    expect(interestReserve(long, 'senior', 10_000_000, periods)).toMatchObject({ period_months: 36, amount: 640_984.82 });
  });

  it('keeps a reserve typed by the user', () => {
    expect(interestReserve({ ...loan, reserves: 500_000, reserves_is_derived: false }, 'senior', 10_000_000, periods)).toMatchObject({
      amount: 500_000,
      is_derived: false,
    });
  });

  it('asks for the principal and interest rate first when LTV, its override and the rate are all zero', () => {
    const empty = interestReserve(
      { amount_as_percent: true, amount_percent: 0, amount_dollar: 0, interest_rate: 0 },
      'senior',
      10_000_000,
      periods,
    );
    expect(empty.amount).toBe(0);
    expect(empty.alert).toMatchObject({ title: 'Interest Reserve', message: 'Please enter the principal amount and interest rate first.' });
  });
});

describe('maximum reserve period', () => {
  it('is the development period for a loan, or the hold period without one', () => {
    expect(maxReservePeriodMonths('senior', periods)).toBe(36);
    expect(maxReservePeriodMonths('subordinate', { ...periods, development_period_months: 0 })).toBe(60);
  });

  it('is the hold period or the financing term for project financing, whichever ends first', () => {
    expect(maxReservePeriodMonths('project_financing', periods)).toBe(60);
    expect(maxReservePeriodMonths('project_financing', { ...periods, financing_term_months: 36 })).toBe(36);
    expect(maxReservePeriodMonths('project_financing', { ...periods, financing_term_months: 84 })).toBe(60);
  });
});
