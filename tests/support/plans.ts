import { randomUUID } from 'node:crypto';
import { eventTypes, subscriptionStream } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';

/**
 * Gives an account a plan as if it had subscribed with a good test card (test support, not a spec):
 * scenarios about files, sharing or matching need a subscriber, not the payment flow, which
 * `subscriptions-api`, `billing-api` and the browser tests cover. Default: Premium Unlimited with both
 * add-ons (everything a plan can give).
 */
export async function givePlan(store: EventStore, userId: string, planId = 'regPremium-7-monthly', now = new Date()): Promise<void> {
  const end = new Date(now.getTime() + 30 * 86_400_000).toISOString();
  const data = {
    plan_id: planId,
    term: planId.includes('annual') ? 'annual' : 'monthly',
    amount: 33600,
    status: 'active',
    current_period_end: end,
    trial_end: null,
    customer_ref: `cus_test_${userId}`,
    subscription_ref: `sub_test_${userId}`,
    coupon: null,
    at: now.toISOString(),
    by: userId,
  };
  eventTypes.SubscriptionStarted!.schema.parse(data);
  const id = randomUUID();
  await store.append(
    subscriptionStream(userId),
    [
      {
        id,
        type: 'SubscriptionStarted',
        data,
        metadata: { commandId: id, correlationId: id, causationId: id, actorId: userId, occurredAt: now.toISOString(), schemaVersion: 1 },
      },
    ],
    'any',
  );
}
