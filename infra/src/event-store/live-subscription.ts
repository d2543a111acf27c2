/**
 * Catch-up then live subscription for the embedded adapters. The store calls `commits.notify()` right
 * after each of its own commits, so a live subscriber reads new events within milliseconds; commits by
 * other processes reach it through the store's watch of the file (sqlite-watch.ts), within a poll.
 */
import { START, type Position, type RecordedEvent, type SubscribeOptions, type Subscription } from './port';
import { subscriptionLifecycle } from './subscription-lifecycle';

export interface CommitWaiter {
  promise: Promise<void>;
  cancel(): void;
}

export interface CommitSignal {
  notify(): void;
  /** A promise resolved by the next notify(). Take it BEFORE reading, so no commit slips between. */
  next(): CommitWaiter;
}

export function createCommitSignal(): CommitSignal {
  let waiters = new Set<() => void>();
  return {
    notify() {
      const woken = waiters;
      waiters = new Set();
      for (const wake of woken) wake();
    },
    next() {
      let wake = () => {};
      const promise = new Promise<void>((resolve) => (wake = resolve));
      waiters.add(wake);
      return { promise, cancel: () => waiters.delete(wake) };
    },
  };
}

export type ReadPage = (after: Position, maxCount: number) => RecordedEvent[] | Promise<RecordedEvent[]>;

export interface LiveSubscriptionOptions extends SubscribeOptions {
  readPage: ReadPage;
  commits: CommitSignal;
  pageSize?: number;
  /** The store's set of open subscriptions, so closing the store can end them; kept up to date here. */
  registry?: Set<Subscription>;
}

export function createLiveSubscription(options: LiveSubscriptionOptions): Subscription {
  const { readPage, commits, signal, registry } = options;
  const pageSize = options.pageSize ?? 500;
  let cursor = options.after ?? START;
  const life = subscriptionLifecycle({ signal, registry });

  async function* follow(): AsyncGenerator<RecordedEvent> {
    try {
      while (!life.isClosed()) {
        const commit = commits.next();
        const page = await readPage(cursor, pageSize);
        for (const event of page) {
          if (life.isClosed()) return;
          cursor = event.position;
          yield event;
        }
        // A full page means more may already be stored: read again without waiting.
        if (page.length < pageSize && !life.isClosed()) await Promise.race([commit.promise, life.closing]);
        commit.cancel();
      }
    } finally {
      await life.close();
    }
  }

  return life.subscription(follow);
}
