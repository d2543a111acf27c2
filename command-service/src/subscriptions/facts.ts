import { factsOf, fold, subscriptionDecider, subscriptionStream, type SubscriptionFacts } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { EventTypes } from '@dealbook/domain';
import { toDomain } from '../handle';

/** The caller's plan as the entitlements read it, from their own short subscription stream (exact, no lag). */
export async function subscriptionFactsOf(
  deps: { store: Pick<EventStore, 'readStream'>; types: EventTypes },
  userId: string,
  now: Date,
): Promise<SubscriptionFacts | null> {
  const recorded = await deps.store.readStream(subscriptionStream(userId));
  if (recorded.length === 0) return null;
  return factsOf(
    fold(
      subscriptionDecider,
      recorded.map((e) => toDomain(deps.types, e)),
    ),
    now,
  );
}
