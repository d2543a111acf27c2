import { z } from 'zod';
import type { DomainEvent } from '../shared';

// Stream subscription-<userId>: the account's plan, from its first payment to its end.
export const subscriptionStream = (userId: string): string => `subscription-${userId}`;

const stamp = { at: z.iso.datetime({ offset: true }), by: z.string().min(1) };
const time = z.iso.datetime({ offset: true });
/** The card on file as the provider describes it (never its number). */
const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

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
    .object({
      source: z.enum(['coupon', 'referral']),
      percent_off: z.number(),
      duration: z.enum(['once', 'repeating', 'forever']),
      /** A 'repeating' discount's months, counted from the plan's start (absent on early events). */
      duration_in_months: z.number().int().positive().nullable().optional(),
    })
    .nullable()
    .default(null),
  /** A team plan: the colleague who pays for it and manages it (null: the account's own plan). */
  managed_by: z.string().nullable().default(null),
  /** The invoice of a charge made at the start (null while a trial runs). */
  invoice_id: z.string().nullable().default(null),
  card: cardSchema.nullable().default(null),
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
/** The trial was ended early: the first charge was made now (invoice and amount absent on early events). */
export const subscriptionTrialEndedSchema = z.object({
  current_period_end: time,
  invoice_id: z.string().nullable().default(null),
  amount: z.number().int().nonnegative().nullable().default(null),
  ...stamp,
});
/** The provider charged a new period (a renewal, or the charge at a trial's natural end). */
export const subscriptionRenewedSchema = z.object({
  invoice_id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  current_period_end: time,
  ...stamp,
});
/** The card on file was replaced; the next charge, or retry, uses it. */
export const subscriptionCardUpdatedSchema = z.object({ card: cardSchema, ...stamp });
/** A charge failed; the provider tries again at `next_attempt_at`, or has given up (null). */
export const subscriptionPaymentFailedSchema = z.object({
  invoice_id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  attempt: z.number().int().positive(),
  next_attempt_at: time.nullable(),
  message: z.string(),
  ...stamp,
});
/** The period ended after a cancellation (or the provider gave up on payment): no plan any more. */
export const subscriptionEndedSchema = z.object({ reason: z.enum(['cancelled', 'unpaid']), ...stamp });

type Data<S extends z.ZodType> = z.infer<S>;
export type CardOnFile = z.infer<typeof cardSchema>;
export type SubscriptionStarted = DomainEvent<'SubscriptionStarted', Data<typeof subscriptionStartedSchema>>;
export type SubscriptionPlanChanged = DomainEvent<'SubscriptionPlanChanged', Data<typeof subscriptionPlanChangedSchema>>;
export type SubscriptionCancelled = DomainEvent<'SubscriptionCancelled', Data<typeof subscriptionCancelledSchema>>;
export type SubscriptionTrialEnded = DomainEvent<'SubscriptionTrialEnded', Data<typeof subscriptionTrialEndedSchema>>;
export type SubscriptionRenewed = DomainEvent<'SubscriptionRenewed', Data<typeof subscriptionRenewedSchema>>;
export type SubscriptionPaymentFailed = DomainEvent<'SubscriptionPaymentFailed', Data<typeof subscriptionPaymentFailedSchema>>;
export type SubscriptionCardUpdated = DomainEvent<'SubscriptionCardUpdated', Data<typeof subscriptionCardUpdatedSchema>>;
export type SubscriptionEnded = DomainEvent<'SubscriptionEnded', Data<typeof subscriptionEndedSchema>>;
export type SubscriptionEvent =
  | SubscriptionStarted
  | SubscriptionPlanChanged
  | SubscriptionCancelled
  | SubscriptionTrialEnded
  | SubscriptionRenewed
  | SubscriptionPaymentFailed
  | SubscriptionCardUpdated
  | SubscriptionEnded;

export const subscriptionEventTypes = {
  SubscriptionStarted: { schema: subscriptionStartedSchema, version: 1 },
  SubscriptionPlanChanged: { schema: subscriptionPlanChangedSchema, version: 1 },
  SubscriptionCancelled: { schema: subscriptionCancelledSchema, version: 1 },
  SubscriptionTrialEnded: { schema: subscriptionTrialEndedSchema, version: 1 },
  SubscriptionRenewed: { schema: subscriptionRenewedSchema, version: 1 },
  SubscriptionPaymentFailed: { schema: subscriptionPaymentFailedSchema, version: 1 },
  SubscriptionCardUpdated: { schema: subscriptionCardUpdatedSchema, version: 1 },
  SubscriptionEnded: { schema: subscriptionEndedSchema, version: 1 },
} as const;
