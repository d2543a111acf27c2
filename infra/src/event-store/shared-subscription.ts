/**
 * One live subscription to the server's log per store object, fanned out to every subscriber of the
 * process (13 projections and 6 reactors would otherwise hold 19 `$all` streams open and receive every
 * event 19 times). It is the KurrentDB twin of the embedded store's tail (tail.ts).
 *
 * Each subscriber is a cursor. Behind the shared feed's recent events it reads pages from the store, as a
 * catch-up subscription does; once its cursor is within the feed's window (`from`, `to`] it takes events
 * from there, and waits for the feed when it has taken them all. The first subscriber to catch up with the
 * store starts the feed from where it stands; the feed keeps at most about `bufferSize` events, so a slow
 * subscriber that falls out of the window reads from the store again instead of holding memory. Events are
 * shared between subscribers and must be treated as read-only.
 *
 * When the feed fails (the server went away), every subscriber reading from it throws that error once it
 * has taken the events received before it, so its owner sees the drop and subscribes again (the
 * projections and reactors do, with backoff); the next subscriber to catch up starts a new feed. The feed
 * is closed when its last subscriber closes.
 */
import { createCommitSignal, type CommitSignal } from './live-subscription';
import { START, type Position, type RecordedEvent, type SubscribeOptions, type Subscription } from './port';
import { subscriptionLifecycle } from './subscription-lifecycle';

export interface SharedSubscriptionSource {
  /** Up to `maxCount` events after `after`, read from the store. */
  readPage(after: Position, maxCount: number): Promise<RecordedEvent[]>;
  /** The store's own live subscription, from after `after`: the one the subscribers share. */
  follow(after: Position): Subscription;
}

interface Feed {
  live: Subscription;
  /** The window (from, to]: `events` holds every event of the log in it, oldest first. */
  from: bigint;
  to: bigint;
  events: RecordedEvent[];
  positions: bigint[];
  arrived: CommitSignal;
  ended: boolean;
  error?: unknown;
}

export function createSharedSubscriptions(source: SharedSubscriptionSource, options: { bufferSize?: number; pageSize?: number } = {}) {
  const bufferSize = options.bufferSize ?? 1000;
  const pageSize = options.pageSize ?? 500;
  const open = new Set<Subscription>();
  let feed: Feed | undefined;

  function startFeed(after: Position): Feed {
    const started: Feed = {
      live: source.follow(after),
      from: BigInt(after),
      to: BigInt(after),
      events: [],
      positions: [],
      arrived: createCommitSignal(),
      ended: false,
    };
    void pump(started);
    return started;
  }

  async function pump(f: Feed): Promise<void> {
    try {
      for await (const event of f.live) {
        const position = BigInt(event.position);
        if (position <= f.to) continue;
        f.events.push(event);
        f.positions.push(position);
        f.to = position;
        // Trimmed in halves, so a busy log costs one copy per `bufferSize` events, not one per event.
        if (f.events.length >= 2 * bufferSize) {
          const dropped = f.events.length - bufferSize;
          f.from = f.positions[dropped - 1]!;
          f.events = f.events.slice(dropped);
          f.positions = f.positions.slice(dropped);
        }
        f.arrived.notify();
      }
    } catch (error) {
      f.error = error;
      await f.live.close().catch(() => undefined);
    } finally {
      f.ended = true;
      if (feed === f) feed = undefined;
      f.arrived.notify();
    }
  }

  function firstAfter(f: Feed, cursor: bigint): number {
    let lo = 0;
    let hi = f.positions.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (f.positions[mid]! <= cursor) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  function subscribe({ after = START, signal }: SubscribeOptions = {}): Subscription {
    let cursor = after;
    const life = subscriptionLifecycle({
      signal,
      registry: open,
      // The last subscriber gone, nobody reads the feed.
      cleanup: async () => {
        if (open.size > 0 || !feed) return;
        const last = feed;
        feed = undefined;
        await last.live.close();
      },
    });
    const closed = life.isClosed;

    async function* follow(): AsyncGenerator<RecordedEvent> {
      // The feed this subscriber last took events from: when it fails, it finishes that feed, then throws.
      let attached: Feed | undefined;
      try {
        while (!closed()) {
          const current = attached?.ended ? attached : feed;
          if (current && BigInt(cursor) >= current.from) {
            attached = current;
            // Within (or ahead of) the feed's window: take what it has after the cursor, else wait for more.
            const arrived = current.arrived.next();
            const start = firstAfter(current, BigInt(cursor));
            const batch = current.events.slice(start, start + pageSize);
            for (const event of batch) {
              if (closed()) return;
              cursor = event.position;
              yield event;
            }
            if (batch.length > 0) {
              arrived.cancel();
              continue;
            }
            if (current.ended) {
              arrived.cancel();
              attached = undefined;
              if (current.error !== undefined) throw current.error;
              continue;
            }
            await Promise.race([arrived.promise, life.closing]);
            arrived.cancel();
            continue;
          }
          // Behind the window, or no feed yet: catch up from the store.
          attached = undefined;
          const page = await source.readPage(cursor, pageSize);
          for (const event of page) {
            if (closed()) return;
            cursor = event.position;
            yield event;
          }
          if (page.length === pageSize || closed()) continue;
          if (!feed) feed = startFeed(cursor);
          // Caught up with the store yet still behind the feed: it was started past the log's end (a
          // subscriber asked for events after a position not written yet). Read again after a pause.
          else if (BigInt(cursor) < feed.from) await Promise.race([new Promise((resolve) => setTimeout(resolve, 50)), life.closing]);
        }
      } finally {
        await life.close();
      }
    }

    return life.subscription(follow);
  }

  return {
    subscribe,
    async closeAll(): Promise<void> {
      for (const subscription of [...open]) await subscription.close();
    },
  };
}
