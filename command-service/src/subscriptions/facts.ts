import { factsOf, subscriptionFrom, subscriptionStream, type EventTypes, type SubscriptionFacts } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';

/** The caller's plan as the entitlements read it, from their own short subscription stream (exact, no lag). */
export async function subscriptionFactsOf(
  deps: { store: Pick<EventStore, 'readStream'>; types: EventTypes },
  userId: string,
  now: Date,
): Promise<SubscriptionFacts | null> {
  const recorded = await deps.store.readStream(subscriptionStream(userId));
  return recorded.length === 0 ? null : factsOf(subscriptionFrom(deps.types, recorded), now);
}
