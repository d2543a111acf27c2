import { describe, expect, it } from 'vitest';
import type { SubscriptionFacts } from '../subscriptions/kinds';
import { planLabelOf } from '../subscriptions/kinds';
import { entitlementsOf } from './index';

const on = (planId: string, status: SubscriptionFacts['status'] = 'active'): SubscriptionFacts => ({
  planId,
  status,
  term: 'monthly',
  canceledAt: null,
});
const rights = (admin: boolean, subscription: SubscriptionFacts | null, builds = 0) => {
  const e = entitlementsOf({ admin, matchingOpen: false, subscription, modelBuildsThisCycle: builds });
  return [e.kind, e.unlimitedDeals, e.uploadAttachments, e.viewDistribution, e.dealcomp, e.matching, e.modelBuildsLeft];
};

describe('entitlements', () => {
  it.each([
    ['an admin', true, null, ['power', true, true, true, true, true, null]],
    ['an advisor plan', false, on('advisor-2020'), ['power', true, true, true, true, true, null]],
    ['an enterprise plan', false, on('regEnterprise-acme'), ['enterprise', true, true, true, true, true, null]],
    ['Premium Limited', false, on('regPremium-0-monthly'), ['premium', true, true, true, false, false, 5]],
    ['Premium Limited with DealComp', false, on('regPremium-1-monthly'), ['premium', true, true, true, true, false, 5]],
    ['Premium Limited with CapMatch', false, on('regPremium-2-annual'), ['premium', true, true, true, false, true, 5]],
    ['Premium Unlimited', false, on('regPremium-4-monthly'), ['premium', true, true, true, false, false, null]],
    [
      'a trial of Premium Unlimited with both',
      false,
      on('regPremium-7-monthly', 'trialing'),
      ['premium', true, true, true, true, true, null],
    ],
    ['a cancelled plan until its end', false, on('regPremium-3-monthly', 'canceled'), ['premium', true, true, true, true, true, 5]],
    ['an ended plan', false, on('regPremium-7-monthly', 'ended'), ['none', false, false, false, false, false, 0]],
    [
      'a past-due plan while the provider retries',
      false,
      on('regPremium-7-monthly', 'past_due'),
      ['premium', true, true, true, true, true, null],
    ],
    ['a legacy plan', false, on('basic'), ['legacy', false, false, false, false, false, 0]],
    ['no subscription', false, null, ['none', false, false, false, false, false, 0]],
  ] as const)('%s', (_who, admin, subscription, expected) => expect(rights(admin, subscription)).toEqual(expected));

  it('counts down Premium Limited’s 5 model builds a cycle, never below none', () => {
    expect(rights(false, on('regPremium-0-monthly'), 3)[6]).toBe(2);
    expect(rights(false, on('regPremium-0-monthly'), 9)[6]).toBe(0);
  });

  it('opens matching to everyone while MATCHING_OPEN holds', () =>
    expect(entitlementsOf({ admin: false, matchingOpen: true }).matching).toBe(true));

  it('labels the plan: Admin, the plan for an admin on one, the plan’s name for a subscriber, else Basic', () => {
    expect(planLabelOf(true, null)).toBe('Admin');
    expect(planLabelOf(true, on('administrator'))).toBe('Admin');
    expect(planLabelOf(true, on('corporate-gold'))).toBe('Corporate Gold');
    expect(planLabelOf(false, on('regPremium-4-monthly'))).toBe('Premium Unlimited');
    expect(planLabelOf(false, on('basic'))).toBe('Basic');
    expect(planLabelOf(false, null)).toBe('Basic');
  });
});
