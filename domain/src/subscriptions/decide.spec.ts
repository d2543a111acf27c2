import { describe, expect, it } from 'vitest';
import { decideSubscription, trialDaysFor, type Payment, type SubscriptionCommand } from './decide';
import type { SubscriptionEvent } from './events';
import { evolveSubscription, factsOf, initialSubscriptionState, type SubscriptionState } from './state';

const now = '2026-11-25T10:00:00.000Z';
const base = { now, actorId: 'u-ann' };
const payment = (status: 'trialing' | 'active' = 'trialing'): Payment => ({
  customerRef: 'cus_1',
  subscriptionRef: 'sub_1',
  amount: 9900,
  firstCharge: 9900,
  status,
  currentPeriodEnd: '2026-12-09T10:00:00.000Z',
  trialEnd: status === 'trialing' ? '2026-12-09T10:00:00.000Z' : null,
  invoiceId: status === 'active' ? 'in_0' : null,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
});
const start = (planId = 'regPremium-0-monthly', status: 'trialing' | 'active' = 'trialing'): SubscriptionCommand => ({
  type: 'StartSubscription',
  data: { ...base, planId, payment: payment(status), coupon: null },
});
const given = (...commands: SubscriptionCommand[]): SubscriptionState =>
  commands.reduce((state, c) => decideSubscription(c, state).reduce(evolveSubscription, state), initialSubscriptionState);
const refusal = (command: SubscriptionCommand, state: SubscriptionState) => {
  try {
    decideSubscription(command, state);
  } catch (e) {
    return (e as { code: string }).code;
  }
  return null;
};
const change = (planId: string): SubscriptionCommand => ({ type: 'ChangeSubscriptionPlan', data: { ...base, planId, amount: 1 } });
const cancel: SubscriptionCommand = { type: 'CancelSubscription', data: base };

describe('subscriptions', () => {
  it('starts a first plan in its trial, recording what the provider accepted', () => {
    const events: SubscriptionEvent[] = decideSubscription(start(), initialSubscriptionState);
    expect(events).toEqual([
      {
        type: 'SubscriptionStarted',
        data: {
          plan_id: 'regPremium-0-monthly',
          term: 'monthly',
          amount: 9900,
          first_charge: 9900,
          status: 'trialing',
          current_period_end: '2026-12-09T10:00:00.000Z',
          trial_end: '2026-12-09T10:00:00.000Z',
          customer_ref: 'cus_1',
          subscription_ref: 'sub_1',
          coupon: null,
          discount: null,
          managed_by: null,
          invoice_id: null,
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
          at: now,
          by: 'u-ann',
        },
      },
    ]);
    expect(trialDaysFor(initialSubscriptionState)).toBe(14);
  });

  it('refuses a plan that is not in the catalogue, and a second plan while one is active', () => {
    expect(refusal(start('regPremium-9-monthly'), initialSubscriptionState)).toBe('INVALID_PLAN');
    expect(refusal(start(), given(start()))).toBe('ALREADY_SUBSCRIBED');
  });

  it('changes, upgrades and downgrades a monthly plan as the plan buttons allow', () => {
    const monthly = given(start('regPremium-1-monthly'));
    expect(decideSubscription(change('regPremium-4-monthly'), monthly)[0]?.data).toMatchObject({
      kind: 'change',
      to: 'regPremium-4-monthly',
    });
    expect(decideSubscription(change('regPremium-7-monthly'), monthly)[0]?.data).toMatchObject({ kind: 'upgrade' });
    expect(decideSubscription(change('regPremium-0-monthly'), monthly)[0]?.data).toMatchObject({ kind: 'downgrade' });
    expect(refusal(change('regPremium-1-monthly'), monthly)).toBe('PLAN_CHANGE_REFUSED');
  });

  it('refuses to downgrade a yearly plan, to change a cancelled one, and to change with no plan', () => {
    expect(refusal(change('regPremium-0-annual'), given(start('regPremium-7-annual')))).toBe('PLAN_CHANGE_REFUSED');
    expect(refusal(change('regPremium-7-monthly'), given(start(), cancel))).toBe('PLAN_CHANGE_REFUSED');
    expect(refusal(change('regPremium-7-monthly'), initialSubscriptionState)).toBe('NOT_SUBSCRIBED');
  });

  it('cancels at the period end: the plan counts until then, then it has ended', () => {
    const cancelled = given(start(), cancel);
    expect(cancelled.status).toBe('canceled');
    expect(factsOf(cancelled, new Date('2026-12-01T00:00:00Z'))?.status).toBe('canceled');
    expect(factsOf(cancelled, new Date('2026-12-09T10:00:00Z'))?.status).toBe('ended');
    expect(refusal(cancel, cancelled)).toBe('NOT_SUBSCRIBED');
  });

  it('ends a trial early, only while it runs; a returning subscriber gets no second trial', () => {
    const end: SubscriptionCommand = {
      type: 'EndTrial',
      data: { ...base, currentPeriodEnd: '2026-12-25T10:00:00.000Z', invoiceId: 'in_1', amount: 9900 },
    };
    const ended = given(start(), end);
    expect(ended).toMatchObject({ status: 'active', currentPeriodEnd: '2026-12-25T10:00:00.000Z' });
    expect(refusal(end, ended)).toBe('NOT_TRIALING');
    expect(trialDaysFor(ended)).toBe(0);
  });
});
