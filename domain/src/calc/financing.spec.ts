import { describe, expect, it } from 'vitest';
import type { LoanInput } from './input';
import { financing, firstActiveItem, principal, trancheItems, unleveredCapitalization } from './financing';

describe('unlevered capitalization', () => {
  it('adds the closing, soft cost and working capital bases to the development and stabilization bases', () => {
    // 8,000,000 + 1,500,000 + 500,000 + 60,511,150 + 1,136,680 = 71,647,830
    expect(
      unleveredCapitalization({
        closing_basis: 8_000_000,
        soft_cost_basis: 1_500_000,
        wcap_reserve_basis: 500_000,
        development_basis: 60_511_150,
        stabilization_basis: 1_136_680,
      }),
    ).toBe(71_647_830);
  });
});

describe('principal of a tranche', () => {
  it('is the percent of capitalization when the amount is a percent', () => {
    // 60% × 71,647,830 = 42,988,698
    expect(principal({ amount_as_percent: true, amount_percent: 60, amount_dollar: 1 }, 71_647_830)).toBe(42_988_698);
    // 15% × 71,647,830 = 10,747,174.50
    expect(principal({ amount_as_percent: true, amount_percent: 15 }, 71_647_830)).toBe(10_747_174.5);
  });

  it('is the dollar amount otherwise', () => {
    expect(principal({ amount_as_percent: false, amount_percent: 60, amount_dollar: 40_000_000 }, 71_647_830)).toBe(40_000_000);
  });

  it('reads a missing amount_as_percent as dollars when dollars were entered, else as a percent', () => {
    expect(principal({ amount_dollar: 5_000_000, amount_percent: 60 }, 10_000_000)).toBe(5_000_000);
    expect(principal({ amount_percent: 60 }, 10_000_000)).toBe(6_000_000);
  });

  it('comes from the first item of an active tranche only', () => {
    const items: LoanInput[] = [{ amount_percent: 60 }, { amount_percent: 10 }];
    expect(firstActiveItem(items, true)).toBe(items[0]);
    expect(firstActiveItem(items, false)).toBeNull();
    expect(firstActiveItem([{ active: false, amount_percent: 60 }], true)).toBeNull();
    expect(firstActiveItem([], true)).toBeNull();
    expect(principal(null, 10_000_000)).toBe(0);
  });
});

describe('the financing stack', () => {
  const deal = {
    senior_loans_active: true,
    senior_loans: [{ amount_as_percent: true, amount_percent: 60 }],
    subordinate_loans_active: true,
    subordinate_loans: [{ amount_as_percent: false, amount_dollar: 1_500_000 }],
    financial_incentives_active: true,
    financial_incentives: [{ amount_as_percent: true, amount_percent: 5 }],
  };

  it('accumulates senior, senior + subordinate, and all three, with each as a ratio of capitalization', () => {
    // senior 60% × 10,000,000 = 6,000,000; subordinate 1,500,000; incentives 5% = 500,000
    const stack = financing(trancheItems(deal), 10_000_000);
    expect(stack.senior).toEqual({ name: 'senior', active: true, principal: 6_000_000, cumulative: 6_000_000, cumulative_ratio: 0.6 });
    expect(stack.subordinate).toEqual({
      name: 'subordinate',
      active: true,
      principal: 1_500_000,
      cumulative: 7_500_000,
      cumulative_ratio: 0.75,
    });
    expect(stack.incentives).toEqual({
      name: 'incentives',
      active: true,
      principal: 500_000,
      cumulative: 8_000_000,
      cumulative_ratio: 0.8,
    });
    expect(stack.total_principal).toBe(8_000_000);
  });

  it('counts an inactive tranche as 0', () => {
    const stack = financing(trancheItems({ ...deal, subordinate_loans_active: false }), 10_000_000);
    expect(stack.subordinate).toMatchObject({ active: false, principal: 0, cumulative: 6_000_000 });
    expect(stack.incentives.cumulative).toBe(6_500_000);
  });

  it('has ratios of 0 when there is nothing to finance', () => {
    expect(financing(trancheItems(deal), 0).senior.cumulative_ratio).toBe(0);
  });
});
