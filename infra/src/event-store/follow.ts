import { comparePositions, type EventStore, type Position, type RecordedEvent } from './port';

export interface FollowOptions {
  /** Where to start: events after this position. */
  after: Position;
  /** Each event in log order; the follower waits for it before reading the next. */
  onEvent(event: RecordedEvent): Promise<void> | void;
  /** A failed subscription (the store unreachable, a dropped connection): told, then subscribed again. */
  onError(error: unknown): void;
  /** The first wait before subscribing again, doubled after each failure in a row up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * Follows the whole log for as long as it is not stopped, whatever happens to the store: a subscription
 * that fails is subscribed again after the last event handled, so a process reading the log for its own
 * duties neither dies with an unhandled rejection while the store is down nor misses what came meanwhile.
 * A handler that throws counts as a failure of the subscription: its event is offered again.
 */
export function followLog(store: EventStore, options: FollowOptions) {
  const stopping = new AbortController();
  const baseMs = options.retryMs ?? 500;
  const maxMs = options.maxRetryMs ?? 30_000;
  let after = options.after;
  const pause = (ms: number) =>
    new Promise<void>((resume) => {
      const stop = () => (clearTimeout(timer), resume());
      // The listener goes with the pause: a long outage pauses many times on the one signal.
      const timer = setTimeout(() => (stopping.signal.removeEventListener('abort', stop), resume()), ms);
      stopping.signal.addEventListener('abort', stop, { once: true });
    });
  const done = (async () => {
    let failures = 0;
    while (!stopping.signal.aborted) {
      try {
        const subscription = store.subscribeToAll({ after, signal: stopping.signal });
        for await (const event of subscription) {
          if (comparePositions(event.position, after) <= 0) continue;
          await options.onEvent(event);
          after = event.position;
          failures = 0;
        }
        if (stopping.signal.aborted) return;
        throw new Error('the subscription to the log ended');
      } catch (error) {
        if (stopping.signal.aborted) return;
        options.onError(error);
        await pause(Math.min(maxMs, baseMs * 2 ** failures++));
      }
    }
  })();
  return {
    /** The last event handled. */
    position: () => after,
    async stop() {
      stopping.abort();
      await done;
    },
  };
}
