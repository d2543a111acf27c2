import { describe, expect, it } from 'vitest';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { applyReserve, derivedReserve, reserveNeedsPrompt, resetReserve, seniorLoanOf, type SeniorLoan } from './reserve';

const deal = {
  analysis_date: '2026-01-31',
  closing_basis: 10_000_000,
  sub_properties: [{ item_id: 'a', name: 'Apartments', type: 'multifamily', quantity: 10, construction_period: 12 }],
} as unknown as Partial<Deal>;
const now = new Date('2026-01-15T00:00:00Z');
const loan = { ...seniorLoanOf(deal, () => 'l1'), amount_percent: 60, interest_rate: 6 } as SeniorLoan;

describe('the senior loan interest reserve dialog', () => {
  it('derives 60% of $10M × 65% average balance = $3.9M at 0.5% a month over the 12-month construction period', () => {
    const reserve = derivedReserve(deal, loan, now)!;
    expect(reserve.max_loan).toBe(6_000_000);
    expect(reserve.period_months).toBe(12);
    // 3.9M × (1 − 1.005^−12) = 3.9M × 0.0580947… ≈ $226,569
    expect(reserve.amount).toBeCloseTo(3_900_000 * (1 - 1.005 ** -12), 2);
  });

  it('asks for the principal and rate first when neither is entered', () => {
    const reserve = derivedReserve(
      deal,
      seniorLoanOf(deal, () => 'l1'),
      now,
    )!;
    expect(reserve.alert?.message).toBe('Please enter the principal amount and interest rate first.');
  });

  it('prompts when a typed reserve differs, then updates it or keeps it', () => {
    const typed = { ...loan, reserves: 100_000 };
    const reserve = derivedReserve(deal, typed, now)!;
    expect(reserveNeedsPrompt(typed, reserve)).toBe(true);
    expect(applyReserve(typed, reserve, true)).toMatchObject({ reserves: reserve.amount, reserves_is_derived: true });
    expect(applyReserve(typed, reserve, false)).toMatchObject({ reserves: 100_000, reserves_is_derived: false });
  });

  it('resets the reserve inputs and the derived flag', () => {
    expect(resetReserve({ ...loan, reserves_period: 6, reserves_is_derived: true })).toMatchObject({
      reserves_period: null,
      reserves_is_derived: false,
    });
  });
});
