/**
 * Our Subscription over the client's catch-up subscription to $all. Cancelling the client's gRPC
 * stream does not reliably end its readable, so each read races a "closed" promise: close() or the
 * abort signal always ends the caller's for-await loop.
 */
import { excludeSystemEvents, type AllStreamResolvedEvent, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { isAfter, readPositionAfter, toRecordedEvent } from './kurrentdb-mapping';
import { START, type RecordedEvent, type SubscribeOptions, type Subscription } from './port';

export function followKurrentDbSubscription(
  client: KurrentDBClient,
  { after = START, signal }: SubscribeOptions,
  registry: Set<Subscription>,
): Subscription {
  const source = client.subscribeToAll({ fromPosition: readPositionAfter(after), filter: excludeSystemEvents() });
  let closed = false;
  let wakeOnClose = () => {};
  const closing = new Promise<null>((resolve) => (wakeOnClose = () => resolve(null)));

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    wakeOnClose();
    signal?.removeEventListener('abort', onAbort);
    registry.delete(subscription);
    await source.unsubscribe().catch(() => undefined);
    source.destroy();
  };
  const onAbort = () => void close();

  async function* follow(): AsyncGenerator<RecordedEvent> {
    const incoming: AsyncIterator<AllStreamResolvedEvent> = source[Symbol.asyncIterator]();
    try {
      while (!closed) {
        const pending = incoming.next();
        pending.catch(() => undefined); // may reject after close, when nobody awaits it any more
        const next = await Promise.race([pending, closing]);
        if (next === null || next.done) return;
        const event = next.value.event;
        if (event && isAfter(event, after)) yield toRecordedEvent(event);
      }
    } catch (error) {
      if (!closed) throw error;
    } finally {
      await close();
    }
  }

  let iterator: AsyncGenerator<RecordedEvent> | undefined;
  const subscription: Subscription = {
    [Symbol.asyncIterator]: () => (iterator ??= follow()),
    close,
  };
  if (signal?.aborted) void close();
  else {
    signal?.addEventListener('abort', onAbort, { once: true });
    registry.add(subscription);
  }
  return subscription;
}
