import { z } from 'zod';
import type { DomainEvent } from '../shared';

// Stream subscription-<userId>: the account's plan, from its first payment to its end (spec 1 sections 4, 6).
export const subscriptionStream = (userId: string): string => `subscription-${userId}`;

const stamp = { at: z.iso.datetime({ offset: true }), by: z.string().min(1) };
const time = z.iso.datetime({ offset: true });

/** The card was accepted and the plan began: a first subscription with a trial, a later one without. */
export const subscriptionStartedSchema = z.object({
  plan_id: z.string().min(1),
  term: z.enum(['monthly', 'annual']),
  /** Cents a term from the second charge on. */
  amount: z.number().int().nonnegative(),
  /** Cents of the first charge, after any discount (absent: the same as `amount`). */
  first_charge: z.number().int().nonnegative().optional(),
  status: z.enum(['trialing', 'active']),
  current_period_end: time,
  trial_end: time.nullable(),
  /** The payment provider's references (the sandbox's or Stripe's). */
  customer_ref: z.string().min(1),
  subscription_ref: z.string().min(1),
  coupon: z.string().nullable(),
  /** What lowered the first charge: an admin's coupon, or the 20% first-month referral discount. */
  discount: z
    .object({ source: z.enum(['coupon', 'referral']), percent_off: z.number(), duration: z.enum(['once', 'repeating', 'forever']) })
    .nullable()
    .default(null),
  ...stamp,
});
export const subscriptionPlanChangedSchema = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  term: z.enum(['monthly', 'annual']),
  amount: z.number().int().nonnegative(),
  kind: z.enum(['change', 'upgrade', 'downgrade']),
  ...stamp,
});
/** Cancelled at the period end: the plan keeps its rights until `ends_at`. */
export const subscriptionCancelledSchema = z.object({ ends_at: time, ...stamp });
export const subscriptionTrialEndedSchema = z.object({ current_period_end: time, ...stamp });
/** The period ended after a cancellation (or the provider gave up on payment): no plan any more. */
export const subscriptionEndedSchema = z.object({ reason: z.enum(['cancelled', 'unpaid']), ...stamp });

type Data<S extends z.ZodType> = z.infer<S>;
export type SubscriptionStarted = DomainEvent<'SubscriptionStarted', Data<typeof subscriptionStartedSchema>>;
export type SubscriptionPlanChanged = DomainEvent<'SubscriptionPlanChanged', Data<typeof subscriptionPlanChangedSchema>>;
export type SubscriptionCancelled = DomainEvent<'SubscriptionCancelled', Data<typeof subscriptionCancelledSchema>>;
export type SubscriptionTrialEnded = DomainEvent<'SubscriptionTrialEnded', Data<typeof subscriptionTrialEndedSchema>>;
export type SubscriptionEnded = DomainEvent<'SubscriptionEnded', Data<typeof subscriptionEndedSchema>>;
export type SubscriptionEvent =
  SubscriptionStarted | SubscriptionPlanChanged | SubscriptionCancelled | SubscriptionTrialEnded | SubscriptionEnded;

export const subscriptionEventTypes = {
  SubscriptionStarted: { schema: subscriptionStartedSchema, version: 1 },
  SubscriptionPlanChanged: { schema: subscriptionPlanChangedSchema, version: 1 },
  SubscriptionCancelled: { schema: subscriptionCancelledSchema, version: 1 },
  SubscriptionTrialEnded: { schema: subscriptionTrialEndedSchema, version: 1 },
  SubscriptionEnded: { schema: subscriptionEndedSchema, version: 1 },
} as const;
