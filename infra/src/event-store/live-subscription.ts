/**
 * Catch-up then live subscription for the embedded adapters. The store calls `commits.notify()` right
 * after each of its own commits, so a live subscriber reads new events within milliseconds; commits by
 * other processes reach it through the store's watch of the file (sqlite-watch.ts), within a poll.
 */
import { START, type Position, type RecordedEvent, type SubscribeOptions, type Subscription } from './port';

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
  let closed = false;
  let wakeOnClose = () => {};
  const closing = new Promise<void>((resolve) => (wakeOnClose = resolve));

  const close = () => {
    if (closed) return;
    closed = true;
    wakeOnClose();
    signal?.removeEventListener('abort', close);
    registry?.delete(subscription);
  };

  async function* follow(): AsyncGenerator<RecordedEvent> {
    try {
      while (!closed) {
        const commit = commits.next();
        const page = await readPage(cursor, pageSize);
        for (const event of page) {
          if (closed) return;
          cursor = event.position;
          yield event;
        }
        // A full page means more may already be stored: read again without waiting.
        if (page.length < pageSize && !closed) await Promise.race([commit.promise, closing]);
        commit.cancel();
      }
    } finally {
      close();
    }
  }

  let iterator: AsyncGenerator<RecordedEvent> | undefined;
  const subscription: Subscription = {
    [Symbol.asyncIterator]: () => (iterator ??= follow()),
    close: async () => close(),
  };
  if (signal?.aborted) close();
  else {
    signal?.addEventListener('abort', close, { once: true });
    registry?.add(subscription);
  }
  return subscription;
}
