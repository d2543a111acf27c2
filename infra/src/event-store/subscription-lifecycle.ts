/**
 * What every Subscription of ours shares, whatever it reads from (the embedded stores' pages, KurrentDB's
 * gRPC stream, the shared feed): `close()` runs once, settles `closing` (so a read raced against it ends the
 * caller's for-await loop at once), leaves the store's registry and the abort signal, then runs `cleanup`.
 * An aborted signal closes it; one aborted already closes it before its first read.
 */
import type { RecordedEvent, Subscription } from './port';

export interface LifecycleOptions {
  signal?: AbortSignal | undefined;
  /** The store's open subscriptions, so closing the store can end them; kept up to date here. */
  registry?: Set<Subscription> | undefined;
  /** Runs once, after the subscription has left the registry. */
  cleanup?: () => Promise<void> | void;
}

export function subscriptionLifecycle({ signal, registry, cleanup }: LifecycleOptions) {
  let closed = false;
  let wake = () => {};
  const closing = new Promise<null>((resolve) => (wake = () => resolve(null)));
  let subscription: Subscription | undefined;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    wake();
    signal?.removeEventListener('abort', onAbort);
    if (subscription) registry?.delete(subscription);
    await cleanup?.();
  };
  const onAbort = () => void close();
  return {
    closing,
    close,
    isClosed: () => closed,
    /** The Subscription iterating `follow()`: one generator, however often it is asked for. */
    subscription(follow: () => AsyncGenerator<RecordedEvent>): Subscription {
      let iterator: AsyncGenerator<RecordedEvent> | undefined;
      const made: Subscription = { [Symbol.asyncIterator]: () => (iterator ??= follow()), close };
      subscription = made;
      if (signal?.aborted) void close();
      else {
        signal?.addEventListener('abort', onAbort, { once: true });
        registry?.add(made);
      }
      return made;
    },
  };
}
