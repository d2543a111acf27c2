import { z } from 'zod';
import { entitlementsOf } from '../entitlements';
import { planLabelOf } from './kinds';
import { findPlan } from './plans';
import { factsOf, type SubscriptionState } from './state';

/** The subscription as the screens read it (plan with interval and cents, epoch seconds). */
export const subscriptionOut = z.object({
  status: z.enum(['none', 'trialing', 'active', 'canceled', 'past_due', 'ended']),
  plan: z.object({ id: z.string(), interval: z.enum(['month', 'year']), amount: z.number(), nickname: z.string() }).nullable(),
  /** Cents of the first charge, after a coupon or the referral discount (null: no plan yet). */
  first_charge: z.number().nullable(),
  current_period_end: z.number().nullable(),
  canceled_at: z.number().nullable(),
  trial_end: z.number().nullable(),
  label: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() }).nullable(),
  /** A team plan: the colleague who pays for it and manages it. */
  managed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** A failed renewal charge while the provider retries (status past_due). */
  payment_issue: z.object({ message: z.string(), next_attempt_at: z.number().nullable() }).nullable(),
  entitlements: z.object({
    kind: z.enum(['power', 'enterprise', 'premium', 'legacy', 'none']),
    matching: z.boolean(),
    dealcomp: z.boolean(),
    unlimitedDeals: z.boolean(),
    uploadAttachments: z.boolean(),
    viewDistribution: z.boolean(),
    buildModels: z.boolean(),
    modelBuildsLeft: z.number().nullable(),
  }),
});
export type SubscriptionView = z.infer<typeof subscriptionOut>;

const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

/** `managerName` names a team plan's owner (looked up by the caller). */
export function subscriptionView(
  state: SubscriptionState,
  admin: boolean,
  matchingOpen: boolean,
  now: Date,
  managerName: string | null = null,
): SubscriptionView {
  const facts = factsOf(state, now);
  const plan = state.planId ? findPlan(state.planId) : null;
  return {
    status: facts?.status ?? 'none',
    plan:
      state.planId && state.term
        ? {
            id: state.planId,
            interval: state.term === 'annual' ? 'year' : 'month',
            amount: state.amount,
            nickname: plan?.plan_name ?? state.planId,
          }
        : null,
    first_charge: state.planId ? state.firstCharge : null,
    current_period_end: seconds(state.currentPeriodEnd),
    canceled_at: seconds(state.canceledAt),
    trial_end: state.status === 'trialing' ? seconds(state.trialEnd) : null,
    label: planLabelOf(admin, facts),
    card: state.card,
    managed_by: state.managedBy ? { id: state.managedBy, name: managerName ?? 'your team owner' } : null,
    payment_issue:
      facts?.status === 'past_due' && state.paymentIssue
        ? { message: state.paymentIssue.message, next_attempt_at: seconds(state.paymentIssue.nextAttemptAt) }
        : null,
    entitlements: entitlementsOf({ admin, matchingOpen, subscription: facts }),
  };
}
