import { describe, expect, it } from 'vitest';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import {
  RESERVE_INACTIVE,
  RESERVE_NOT_FIRST,
  RESERVE_TRANCHE_OFF,
  applyReserve,
  cappedPeriod,
  derivedReserve,
  loanAt,
  reserveNeedsPrompt,
  reserveUnavailable,
  resetReserve,
  withLoan,
  type LoanItem,
} from './reserve';

const senior: LoanItem = {
  item_id: 's1',
  name: 'Senior Loan',
  active: true,
  amount_as_percent: true,
  amount_percent: 60,
  interest_rate: 6,
};
const mezzanine: LoanItem = {
  item_id: 'm1',
  name: 'Mezzanine',
  active: true,
  amount_as_percent: true,
  amount_percent: 15,
  interest_rate: 12,
};
// $10M of closing basis is the whole capitalization; the 12-month construction period is the default reserve
// period and, with no stabilization period, also the development period that caps it.
const deal = {
  analysis_date: '2026-01-31',
  closing_basis: 10_000_000,
  sub_properties: [{ item_id: 'a', name: 'Apartments', type: 'multifamily', quantity: 10, construction_period: 12 }],
  senior_loans_active: true,
  senior_loans: [senior],
  subordinate_loans_active: true,
  subordinate_loans: [mezzanine, { ...mezzanine, item_id: 'm2', name: 'Second mezzanine' }],
} as unknown as Partial<Deal>;
const now = new Date('2026-01-15T00:00:00Z');

describe('the interest reserve dialog of a senior loan', () => {
  it('derives 60% of $10M × 65% average balance = $3.9M at 0.5% a month over the 12-month construction period', () => {
    const reserve = derivedReserve(deal, 'senior_loans', 0, senior, now)!;
    expect(reserve.max_loan).toBe(6_000_000);
    expect(reserve.period_months).toBe(12);
    // 3.9M × (1 − 1.005^−12) = 3.9M × 0.0580947… ≈ $226,569
    expect(reserve.amount).toBeCloseTo(3_900_000 * (1 - 1.005 ** -12), 2);
  });
});

describe('the interest reserve dialog of a subordinate loan', () => {
  it('derives its own reserve: 15% of $10M = $1.5M × 65% = $975,000 at 12%/12 = 1% a month for 12 months', () => {
    const reserve = derivedReserve(deal, 'subordinate_loans', 0, mezzanine, now)!;
    expect(reserve.tranche).toBe('subordinate');
    expect(reserve.max_loan).toBe(1_500_000);
    expect(reserve.average_balance).toBe(975_000);
    expect(reserve.monthly_rate).toBeCloseTo(0.01, 10);
    // 975,000 × (1 − 1.01^−12) = 975,000 × 0.1125508 = $109,737.01
    expect(reserve.amount).toBe(109_737.01);
  });

  it('takes the average balance and period entered: $1.5M × 50% = $750,000 for 6 months = $43,466.07', () => {
    const loan = { ...mezzanine, reserves_average_balance_percent: 50, reserves_period: 6, reserves_period_time_units: 'months' as const };
    // 750,000 × (1 − 1.01^−6) = 750,000 × 0.0579548 = $43,466.07
    expect(derivedReserve(deal, 'subordinate_loans', 0, loan, now)!.amount).toBe(43_466.07);
  });

  it('caps a 2-year period at the 12-month maximum reserve period and says it asked for 24 months', () => {
    const loan = { ...mezzanine, reserves_period: 2, reserves_period_time_units: 'years' as const };
    const reserve = derivedReserve(deal, 'subordinate_loans', 0, loan, now)!;
    expect(reserve.period_months).toBe(12);
    expect(reserve.max_period_months).toBe(12);
    expect(reserve.amount).toBe(109_737.01);
    expect(cappedPeriod(loan, reserve)).toBe(24);
    expect(cappedPeriod({ ...loan, reserves_period: 9, reserves_period_time_units: 'months' }, reserve)).toBeNull();
  });

  it('asks for the principal amount and interest rate first when the LTV, its override and the rate are all zero', () => {
    const empty = { item_id: 'm1', active: true, amount_as_percent: true } as LoanItem;
    const reserve = derivedReserve(deal, 'subordinate_loans', 0, empty, now)!;
    expect(reserve.alert).toMatchObject({
      code: 'interest_reserve_inputs_missing',
      message: 'Please enter the principal amount and interest rate first.',
    });
    expect(reserve.amount).toBe(0);
  });

  it('offers no reserve for a second item or an inactive one: the engine reserves for the first active item only', () => {
    expect(reserveUnavailable(deal, 'subordinate_loans', 0)).toBeNull();
    expect(reserveUnavailable(deal, 'subordinate_loans', 1)).toBe(RESERVE_NOT_FIRST);
    expect(derivedReserve(deal, 'subordinate_loans', 1, loanAt(deal, 'subordinate_loans', 1)!, now)).toBeNull();
    const inactive = withLoan(deal, 'subordinate_loans', 0, { ...mezzanine, active: false });
    expect(reserveUnavailable(inactive, 'subordinate_loans', 0)).toBe(RESERVE_INACTIVE);
    expect(reserveUnavailable({ ...deal, subordinate_loans_active: false }, 'subordinate_loans', 0)).toBe(RESERVE_TRANCHE_OFF);
  });

  it('writes the loan back in its own place, leaving the other items and the senior loan alone', () => {
    const next = withLoan(deal, 'subordinate_loans', 0, { ...mezzanine, reserves: 109_737.01 });
    expect(next.subordinate_loans?.map((l) => [l.item_id, l.reserves])).toEqual([
      ['m1', 109_737.01],
      ['m2', undefined],
    ]);
    expect(next.senior_loans).toEqual([senior]);
  });
});

describe('the interest reserve dialog of a financial incentive', () => {
  it('derives from its dollar override: $500,000 × 65% = $325,000 at 3%/12 = 0.25% a month for 12 months', () => {
    const incentive = { item_id: 'f1', active: true, amount_as_percent: false, amount_dollar: 500_000, interest_rate: 3 } as LoanItem;
    const withIncentive = { ...deal, financial_incentives: [incentive] } as Partial<Deal>;
    const reserve = derivedReserve(withIncentive, 'financial_incentives', 0, incentive, now)!;
    expect(reserve.tranche).toBe('incentives');
    expect(reserve.max_loan).toBe(500_000);
    // 325,000 × (1 − 1.0025^−12) = 325,000 × 0.0295181 = $9,593.39
    expect(reserve.amount).toBe(9_593.39);
  });
});

describe('applying or resetting the reserve', () => {
  it("prompts when a typed reserve differs, then 'Yes' updates it and 'No' keeps it", () => {
    const typed = { ...mezzanine, reserves: 100_000 };
    const reserve = derivedReserve(deal, 'subordinate_loans', 0, typed, now)!;
    expect(reserveNeedsPrompt(typed, reserve)).toBe(true);
    expect(reserveNeedsPrompt({ ...typed, reserves: 109_737.01 }, reserve)).toBe(false);
    expect(applyReserve(typed, reserve, true)).toMatchObject({ reserves: 109_737.01, reserves_is_derived: true });
    expect(applyReserve(typed, reserve, false)).toMatchObject({ reserves: 100_000, reserves_is_derived: false });
  });

  it('resets the reserve inputs and the derived flag, keeping the reserve entered', () => {
    expect(resetReserve({ ...mezzanine, reserves: 5_000, reserves_period: 6, reserves_is_derived: true })).toMatchObject({
      reserves: 5_000,
      reserves_period: null,
      reserves_average_balance_percent: null,
      reserves_is_derived: false,
    });
  });
});
