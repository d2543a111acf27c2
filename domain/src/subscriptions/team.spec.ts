import { describe, expect, it } from 'vitest';
import { checkTeamStart, decideSubscription, type SubscriptionCommand } from './decide';
import { evolveSubscription, initialSubscriptionState, type SubscriptionState } from './state';
import { NO_CARD_REASON, teamEntryOf } from './team';

const now = new Date('2026-11-25T10:00:00.000Z');
const ada = { id: 'u-ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lane' };
const planOf = (managedBy: string | null, planId = 'regPremium-0-monthly-team'): SubscriptionState => {
  const command: SubscriptionCommand = {
    type: 'StartSubscription',
    data: {
      now: now.toISOString(),
      actorId: managedBy ?? ada.id,
      planId,
      coupon: null,
      managedBy,
      payment: {
        customerRef: 'cus_owner',
        subscriptionRef: 'sub_ada',
        amount: 9900,
        firstCharge: 9900,
        status: 'active',
        currentPeriodEnd: '2026-12-25T10:00:00.000Z',
        trialEnd: null,
        invoiceId: 'in_1',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
    },
  };
  return decideSubscription(command, initialSubscriptionState).reduce(evolveSubscription, initialSubscriptionState);
};
const code = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return null;
};

describe('team plans', () => {
  it.each([
    ['nobody manages, no plan', initialSubscriptionState, true, true, null],
    ['I manage their plan', planOf('u-ann'), true, true, null],
    ['someone else manages it', planOf('u-bob'), true, false, 'Managed by Bob Hart.'],
    ['they have a plan of their own', planOf(null, 'regPremium-0-monthly'), true, false, 'Has a plan of their own.'],
    ['I have no card on file', initialSubscriptionState, false, false, NO_CARD_REASON],
  ])('%s: can manage %s → %s', (_case, state, canPay, canManage, reason) => {
    const entry = teamEntryOf(ada, state, { id: 'u-ann', canPay }, now, 'Bob Hart');
    expect([entry.can_manage, entry.reason]).toEqual([canManage, reason]);
  });

  it('adds a colleague once, on a team plan, unless someone else or they themselves hold their plan', () => {
    expect(checkTeamStart(initialSubscriptionState, 'u-ann', 'regPremium-3-annual-team', now, 'Ada Lane').plan_id).toBe(
      'regPremium-3-annual-team',
    );
    expect(code(() => checkTeamStart(initialSubscriptionState, 'u-ann', 'regPremium-0-monthly', now, 'Ada Lane'))).toBe('INVALID_PLAN');
    expect(code(() => checkTeamStart(planOf('u-ann'), 'u-ann', 'regPremium-0-monthly-team', now, 'Ada Lane'))).toBe('TEAM_MEMBER_EXISTS');
    expect(code(() => checkTeamStart(planOf('u-bob'), 'u-ann', 'regPremium-0-monthly-team', now, 'Ada Lane'))).toBe('MANAGED_BY_OTHER');
    expect(code(() => checkTeamStart(planOf(null, 'regPremium-0-monthly'), 'u-ann', 'regPremium-0-monthly-team', now, 'Ada'))).toBe(
      'HAS_OWN_PLAN',
    );
  });

  it('the owner cancels a member’s plan; the member cannot change or cancel it; nobody else can cancel it', () => {
    const managed = planOf('u-ann');
    const cancel = (actorId: string, asManager: boolean): SubscriptionCommand => ({
      type: 'CancelSubscription',
      data: { now: now.toISOString(), actorId, asManager },
    });
    expect(decideSubscription(cancel('u-ann', true), managed).map((e) => e.type)).toEqual(['SubscriptionCancelled']);
    expect(code(() => decideSubscription(cancel('u-bob', true), managed))).toBe('NOT_YOUR_TEAM_MEMBER');
    expect(code(() => decideSubscription(cancel('u-ada', false), managed))).toBe('MANAGED_BY_OTHER');
    const change: SubscriptionCommand = {
      type: 'ChangeSubscriptionPlan',
      data: { now: now.toISOString(), actorId: 'u-ada', planId: 'regPremium-1-monthly-team', amount: 17800 },
    };
    expect(code(() => decideSubscription(change, managed))).toBe('MANAGED_BY_OTHER');
  });

  it('a colleague cannot replace the card of a team plan (the owner’s), nor after it ended; an own plan can', () => {
    const card = { brand: 'visa', last4: '1881', exp_month: 1, exp_year: 2031 };
    const update = (actorId: string, at = now): SubscriptionCommand => ({
      type: 'UpdateCard',
      data: { now: at.toISOString(), actorId, card },
    });
    expect(code(() => decideSubscription(update('u-ada'), planOf('u-ann')))).toBe('MANAGED_BY_OTHER');
    expect(code(() => decideSubscription(update('u-ada'), initialSubscriptionState))).toBe('NOT_SUBSCRIBED');
    const own = planOf(null, 'regPremium-0-monthly');
    expect(decideSubscription(update('u-ada'), own)).toMatchObject([{ type: 'SubscriptionCardUpdated', data: { card } }]);
    expect(planOf('u-ann').card).toBeNull();
    expect(own.card?.last4).toBe('4242');
  });
});
