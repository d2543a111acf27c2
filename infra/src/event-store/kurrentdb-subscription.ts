/**
 * Our Subscription over the client's catch-up subscription to $all. Cancelling the client's gRPC
 * stream does not reliably end its readable, so each read races a "closed" promise: close() or the
 * abort signal always ends the caller's for-await loop.
 */
import { excludeSystemEvents, type AllStreamResolvedEvent, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { isAfter, readPositionAfter, toRecordedEvent } from './kurrentdb-mapping';
import { START, type RecordedEvent, type SubscribeOptions, type Subscription } from './port';
import { subscriptionLifecycle } from './subscription-lifecycle';

export function followKurrentDbSubscription(
  client: KurrentDBClient,
  { after = START, signal }: SubscribeOptions,
  registry: Set<Subscription>,
): Subscription {
  const source = client.subscribeToAll({ requiresLeader: true, fromPosition: readPositionAfter(after), filter: excludeSystemEvents() });
  const life = subscriptionLifecycle({
    signal,
    registry,
    cleanup: async () => {
      await source.unsubscribe().catch(() => undefined);
      source.destroy();
    },
  });

  async function* follow(): AsyncGenerator<RecordedEvent> {
    const incoming: AsyncIterator<AllStreamResolvedEvent> = source[Symbol.asyncIterator]();
    try {
      while (!life.isClosed()) {
        const pending = incoming.next();
        pending.catch(() => undefined); // may reject after close, when nobody awaits it any more
        const next = await Promise.race([pending, life.closing]);
        if (next === null || next.done) return;
        const event = next.value.event;
        if (event && isAfter(event, after)) yield toRecordedEvent(event);
      }
    } catch (error) {
      if (!life.isClosed()) throw error;
    } finally {
      await life.close();
    }
  }

  return life.subscription(follow);
}
