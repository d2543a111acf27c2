import { z } from 'zod';
import { entitlementsOf } from '../entitlements';
import { planLabelOf } from './kinds';
import { findPlan } from './plans';
import { factsOf, type SubscriptionState } from './state';

/** The subscription as the screens read it (spec 1 section 3: plan with interval and cents, epoch seconds). */
export const subscriptionOut = z.object({
  status: z.enum(['none', 'trialing', 'active', 'canceled', 'past_due', 'ended']),
  plan: z.object({ id: z.string(), interval: z.enum(['month', 'year']), amount: z.number(), nickname: z.string() }).nullable(),
  /** Cents of the first charge, after a coupon or the referral discount (null: no plan yet). */
  first_charge: z.number().nullable(),
  current_period_end: z.number().nullable(),
  canceled_at: z.number().nullable(),
  trial_end: z.number().nullable(),
  label: z.string(),
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

export function subscriptionView(state: SubscriptionState, admin: boolean, matchingOpen: boolean, now: Date): SubscriptionView {
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
    entitlements: entitlementsOf({ admin, matchingOpen, subscription: facts }),
  };
}
