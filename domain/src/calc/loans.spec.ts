import { describe, expect, it } from 'vitest';
import type { LoanInput } from './input';
import type { LoanContext } from './loans';
import { amortizationPeriodMonths, loanSchedule, loanTerms, netFundedAtClosing } from './loans';

const context = (payoff: number, interestOnlyUntil = 0): LoanContext => ({
  analysis_date: '2025-01-31',
  closing_month: 0,
  payoff_month: payoff,
  default_interest_only_until: interestOnlyUntil,
});
const drawAtClosing = (amount: number, months: number) => Array.from({ length: months + 1 }, (_, t) => (t === 0 ? amount : 0));
const round = (x: number) => Math.round(x * 100) / 100;

describe('an interest-only loan', () => {
  const item: LoanInput = { interest_rate: 6, origination_fee_percent: 1, exit_fee_percent: 0.5 };
  const months = loanSchedule(loanTerms('senior', item, 1_000_000, 0, context(3)), drawAtClosing(1_000_000, 4));

  it('charges the monthly rate on the balance: 1,000,000 × 6% / 12 = 5,000 a month', () => {
    expect(months.map((m) => m.interest)).toEqual([0, 5000, 5000, 5000, 0]);
  });

  it('takes the origination fee at closing and the exit fee with the payoff', () => {
    // 1% × 1,000,000 = 10,000 at closing; 0.5% = 5,000 at payoff
    expect(months[0]).toMatchObject({ draw: 1_000_000, fees: 10_000, balance: 1_000_000, cash_to_equity: 990_000 });
    expect(months[3]).toMatchObject({ payoff: 1_000_000, fees: 5000, balance: 0, cash_to_equity: -1_010_000 });
    expect(months[4]!.cash_to_equity).toBe(0);
  });
});

describe('accrued (pay-in-kind) interest', () => {
  it('compounds into the balance: 1,000,000 at 12% accrual is 1,010,000 after a month and 1,020,100 after two', () => {
    const months = loanSchedule(loanTerms('subordinate', { accrual_rate: 12 }, 1_000_000, 0, context(2)), drawAtClosing(1_000_000, 2));
    expect(round(months[1]!.balance)).toBe(1_010_000);
    expect(round(months[2]!.payoff)).toBe(1_020_100);
    expect(months[1]!.cash_to_equity).toBe(0);
  });
});

describe('amortization', () => {
  it('pays a level PMT once interest-only ends, the part above interest reducing the balance', () => {
    // PMT(0.5%, 360, -1,000,000) = 5,995.51; month 1: interest 5,000, principal 995.51, balance 999,004.49
    const item: LoanInput = {
      interest_rate: 6,
      amortization_active: true,
      amortization_period: 360,
      amortization_starting_date: '2025-01-31',
    };
    const months = loanSchedule(loanTerms('senior', item, 1_000_000, 0, context(12)), drawAtClosing(1_000_000, 12));
    expect(round(months[1]!.interest)).toBe(5000);
    expect(round(months[1]!.principal_repaid)).toBe(995.51);
    expect(round(months[1]!.balance)).toBe(999_004.49);
    // the payment stays level at 5,995.505...: month 2's interest 4,995.0224 and principal rounded to cents, 1,000.48
    expect(months[2]!.principal_repaid).toBe(1000.48);
    expect(round(months[2]!.interest + months[2]!.principal_repaid)).toBe(5995.5);
  });

  it('stays interest-only through the construction period when no start date is given', () => {
    // months 1-3 interest-only; each later payment's principal grows by the rate: 995.51 × 1.005 = 1,000.48; × 1.005 = 1,005.49
    const item: LoanInput = { interest_rate: 6, amortization_active: true, amortization_period: 30 };
    const months = loanSchedule(loanTerms('senior', item, 1_000_000, 0, context(6, 3)), drawAtClosing(1_000_000, 6));
    expect(months.map((m) => round(m.principal_repaid))).toEqual([0, 0, 0, 0, 995.51, 1000.48, 1005.49]);
  });

  it('repays straight line, balance / months, or a fixed dollar amount', () => {
    const straight: LoanInput = {
      amortization_active: true,
      amortization_period: 120,
      amortization_straightline_fixed_dollar_boolean: true,
      amortization_starting_date: '2025-01-31',
    };
    // 1,200,000 / 120 = 10,000 a month
    expect(loanSchedule(loanTerms('senior', straight, 1_200_000, 0, context(3)), drawAtClosing(1_200_000, 3))[1]!.principal_repaid).toBe(
      10_000,
    );
    const fixed = { ...straight, amortization_amount: 2500 };
    expect(loanSchedule(loanTerms('senior', fixed, 1_200_000, 0, context(3)), drawAtClosing(1_200_000, 3))[2]!.principal_repaid).toBe(2500);
  });

  it('reads a stored amortization period of 5 to 40 as years and anything else as months', () => {
    expect([30, 40, 360, 84, null, 0].map(amortizationPeriodMonths)).toEqual([360, 480, 360, 84, 360, 360]);
  });
});

describe('interest reserve in the schedule', () => {
  const item: LoanInput = { interest_rate: 6, reserves_net_funded: true };

  it('pays interest out of the reserve until it runs out, then in cash', () => {
    // 12,000 reserve, 5,000 interest a month: months 1 and 2 from the reserve, month 3 takes the last 2,000 + 3,000 cash
    const terms = loanTerms('senior', item, 1_000_000, 12_000, context(4));
    const months = loanSchedule(terms, drawAtClosing(1_000_000, 4));
    expect(months.map((m) => m.interest_from_reserve)).toEqual([0, 5000, 5000, 2000, 0]);
    expect(months.map((m) => m.cash_to_equity)).toEqual([1_000_000 - 12_000, 0, 0, -3000, -1_005_000]);
  });

  it('returns what is left of the reserve at payoff', () => {
    const months = loanSchedule(loanTerms('senior', item, 1_000_000, 12_000, context(2)), drawAtClosing(1_000_000, 2));
    expect(months[2]).toMatchObject({ interest_from_reserve: 5000, reserve_release: 2000, payoff: 1_000_000 });
  });

  it('withholds a net-funded reserve and broker fee from the proceeds at closing', () => {
    const terms = loanTerms('senior', { ...item, broker_fee_amount: 3000, broker_fee_net_funded: true }, 1_000_000, 12_000, context(2));
    expect(netFundedAtClosing(terms)).toBe(15_000);
    expect(netFundedAtClosing({ ...terms, reserve_net_funded: false, broker_fee_net_funded: false })).toBe(0);
  });
});
