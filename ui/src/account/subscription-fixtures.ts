import { planOf } from '@dealbook/domain/subscriptions/plans';
import type { Invoice, SubscriptionView, TeamMember } from './subscription-api';

/** Epoch seconds of an ISO time; the fixtures use noon UTC so the date reads the same in every nearby time zone. */
export const epoch = (iso: string) => Date.parse(iso) / 1000;

const entitlements = {
  kind: 'premium',
  matching: true,
  dealcomp: true,
  unlimitedDeals: true,
  uploadAttachments: true,
  viewDistribution: true,
  buildModels: true,
  modelBuildsLeft: 5,
} as const;

/** Mia on Premium Limited with DealComp, monthly, active until April 14, 2026, unless told otherwise. */
export function subscriptionView(fields: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    status: 'active',
    plan: { id: 'regPremium-1-monthly', interval: 'month', amount: 17800, nickname: 'Premium Limited with DealComp' },
    current_period_end: epoch('2026-04-14T12:00:00Z'),
    canceled_at: null,
    trial_end: null,
    label: 'Premium Limited with DealComp',
    entitlements: { ...entitlements },
    card: null,
    managed_by: null,
    payment_issue: null,
    ...fields,
  };
}

/** The view of a catalogue plan by its add-on code and term. */
export function onPlan(code: number, term: 'monthly' | 'annual', fields: Partial<SubscriptionView> = {}): SubscriptionView {
  const plan = planOf(code, term);
  return subscriptionView({
    plan: { id: plan.plan_id, interval: term === 'annual' ? 'year' : 'month', amount: plan.amount, nickname: plan.plan_name },
    label: plan.plan_name,
    ...fields,
  });
}

/** No subscription: the Basic plan. */
export const noSubscription = (): SubscriptionView =>
  subscriptionView({
    status: 'none',
    plan: null,
    current_period_end: null,
    label: 'Basic',
    entitlements: {
      ...entitlements,
      kind: 'none',
      dealcomp: false,
      unlimitedDeals: false,
      uploadAttachments: false,
      viewDistribution: false,
      buildModels: false,
      modelBuildsLeft: 0,
    },
  });

/** Mia's first charge for Premium Limited, $99, paid on March 14, 2026, unless told otherwise. */
export const invoice = (fields: Partial<Invoice> = {}): Invoice => ({
  id: 'in_1',
  at: epoch('2026-03-14T12:00:00Z'),
  amount: 9900,
  status: 'paid',
  plan_id: 'regPremium-0-monthly',
  plan_name: 'Premium Limited',
  kind: 'first',
  for: null,
  message: null,
  ...fields,
});

/** Ada Lane, a colleague without a plan whom Mia may put on her team, unless told otherwise. */
export const colleague = (fields: Partial<TeamMember> = {}): TeamMember => ({
  id: 'u-ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lane',
  status: 'none',
  plan: null,
  current_period_end: null,
  managed_by_me: false,
  can_manage: true,
  reason: null,
  ...fields,
});
