import { describe, expect, it } from 'vitest';
import { planButton } from './buttons';
import type { SubscriptionFacts } from './kinds';
import { findPlan, planList, type PricingPlan } from './plans';

const on = (planId: string, extra: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  planId,
  status: 'active',
  term: planId.includes('annual') ? 'annual' : 'monthly',
  canceledAt: null,
  ...extra,
});
const plan = (id: string) => findPlan(id)!;
const label = (b: ReturnType<typeof planButton>) => `${b.label}${b.disabled ? ' (disabled)' : ''}`;

describe('the plan buttons', () => {
  it.each([
    ['no subscription', null, 'regPremium-0-monthly', 'Activate Plan'],
    ['an ended subscription', on('regPremium-0-monthly', { status: 'ended' }), 'regPremium-0-monthly', 'Activate Plan'],
    ['a legacy plan', on('basic-2019'), 'regPremium-0-monthly', 'Upgrade Plan'],
    ['the same plan', on('regPremium-2-monthly'), 'regPremium-2-monthly', 'Current Plan (disabled)'],
    ['the same plan while trialing', on('regPremium-2-monthly', { status: 'trialing' }), 'regPremium-2-monthly', 'Current Plan (disabled)'],
    ['a colleague on the team twin of the plan', on('regPremium-2-monthly-team'), 'regPremium-2-monthly', 'Current Plan (disabled)'],
    ['same tier, another plan', on('regPremium-1-monthly'), 'regPremium-4-monthly', 'Modify Plan'],
    ['same tier, the other term', on('regPremium-0-monthly'), 'regPremium-0-annual', 'Modify Plan'],
    ['a higher tier', on('regPremium-0-monthly'), 'regPremium-7-monthly', 'Upgrade Plan'],
    ['a lower tier, monthly', on('regPremium-7-monthly'), 'regPremium-0-monthly', 'Downgrade Plan'],
    ['a lower tier, yearly', on('regPremium-7-annual'), 'regPremium-0-annual', 'Downgrade Plan (disabled)'],
    ['an enterprise account', on('regEnterprise-acme'), 'regPremium-7-monthly', 'Enterprise Plan (disabled)'],
    [
      'a cancelled plan before its end',
      on('regPremium-0-monthly', { status: 'canceled', canceledAt: '2026-11-01T00:00:00Z' }),
      'regPremium-7-monthly',
      'Upgrade Plan (disabled)',
    ],
  ] as const)('%s → %s', (_case, current, target, expected) => {
    expect(label(planButton(false, current, plan(target)))).toBe(expected);
  });

  it('gives exactly one Current Plan across the list, and disables only what the rules disable, for every current plan', () => {
    const all: PricingPlan[] = planList();
    for (const mine of all) {
      const buttons = all.map((target) => planButton(false, on(mine.plan_id), target));
      expect(buttons.filter((b) => b.label === 'Current Plan')).toHaveLength(1);
      for (const [i, b] of buttons.entries()) {
        const target = all[i]!;
        const expected =
          target.plan_id === mine.plan_id
            ? 'Current Plan'
            : target.tier === mine.tier
              ? 'Modify Plan'
              : target.tier > mine.tier
                ? 'Upgrade Plan'
                : 'Downgrade Plan';
        expect(b.label).toBe(expected);
        expect(b.disabled).toBe(expected === 'Current Plan' || (expected === 'Downgrade Plan' && mine.term === 'annual'));
      }
    }
  });

  it('offers admins nothing to buy', () => expect(planButton(true, null, plan('regPremium-0-monthly')).disabled).toBe(true));
});
