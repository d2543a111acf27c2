import { describe, expect, it } from 'vitest';
import { newEvents, newStreamId } from '../../testing/event-store/contract-fixtures';
import { createMemoryEventStore } from '../../testing/event-store/memory';
import { START, type EventStore, type Position, type RecordedEvent, type Subscription } from './port';
import { createSharedSubscriptions } from './shared-subscription';

/** A server stand-in: the memory store's pages and live subscriptions, counting what the sharing asks of it. */
function server() {
  const store = createMemoryEventStore();
  const counts = { follows: 0, pages: 0, liveOpen: 0 };
  let failNext: ((live: Subscription) => Subscription) | undefined;
  const shared = createSharedSubscriptions(
    {
      readPage: (after, maxCount) => {
        counts.pages++;
        return store.readAll({ after, maxCount });
      },
      follow: (after) => {
        counts.follows++;
        counts.liveOpen++;
        const live = store.subscribeToAll({ after });
        const closing: Subscription = {
          [Symbol.asyncIterator]: () => live[Symbol.asyncIterator](),
          close: async () => {
            counts.liveOpen--;
            await live.close();
          },
        };
        const wrapped = failNext ? failNext(closing) : closing;
        failNext = undefined;
        return wrapped;
      },
    },
    { bufferSize: 50, pageSize: 20 },
  );
  const append = async (count: number) => {
    await store.append(newStreamId(), newEvents(count), 'no_stream');
  };
  return { store, shared, counts, append, failNextFollow: (wrap: (live: Subscription) => Subscription) => (failNext = wrap) };
}

/** Takes `count` events from a subscription (fewer if it ends), then leaves it open. */
async function take(subscription: Subscription, count: number): Promise<RecordedEvent[]> {
  const iterator = subscription[Symbol.asyncIterator]();
  const got: RecordedEvent[] = [];
  while (got.length < count) {
    const next = await iterator.next();
    if (next.done) break;
    got.push(next.value);
  }
  return got;
}

const positionsAfter = async (store: EventStore, after: Position) => (await store.readAll({ after })).map((e) => e.position);
const positionsOf = (events: RecordedEvent[]) => events.map((e) => e.position);

/** A live subscription that fails with `error` after `count` events. */
function failingAfter(count: number, error: Error) {
  return (live: Subscription): Subscription => ({
    async *[Symbol.asyncIterator]() {
      let n = 0;
      for await (const event of live) {
        yield event;
        if (++n === count) throw error;
      }
    },
    close: () => live.close(),
  });
}

describe('one live subscription shared by every subscriber of a store', () => {
  it('gives subscribers starting at different places every event after their start once, in order, over one live subscription', async () => {
    const s = server();
    await s.append(30);
    const all = await s.store.readAll();
    const starts = [START, all[9]!.position, all[29]!.position, all[0]!.position, all[25]!.position];
    const subscriptions = starts.map((after) => s.shared.subscribe({ after }));
    const expected = await Promise.all(starts.map((after) => positionsAfter(s.store, after)));
    // Each catches up to the head, then live events arrive while they are all reading.
    const first = await Promise.all(subscriptions.map((sub, i) => take(sub, expected[i]!.length)));
    expect(first.map(positionsOf)).toEqual(expected);
    const appending = (async () => {
      for (let i = 0; i < 10; i++) await s.append(7);
    })();
    const live = await Promise.all(subscriptions.map((sub) => take(sub, 70)));
    await appending;
    const head = all[29]!.position;
    for (const got of live) expect(positionsOf(got)).toEqual(await positionsAfter(s.store, head));
    expect(s.counts.follows).toBe(1);
    for (const sub of subscriptions) await sub.close();
    expect(s.counts.liveOpen).toBe(0);
  });

  it('lets a slow subscriber fall out of the kept window and read the store instead, without a gap', async () => {
    const s = server();
    const fast = s.shared.subscribe();
    const slow = s.shared.subscribe();
    await s.append(1);
    await take(fast, 1);
    await take(slow, 1);
    const pagesBefore = s.counts.pages;
    const fastReading = take(fast, 400);
    for (let i = 0; i < 40; i++) await s.append(10);
    await fastReading;
    // 400 events arrived while the slow one read nothing; the window keeps at most 2 × 50.
    const rest = await take(slow, 400);
    expect(positionsOf(rest)).toEqual((await s.store.readAll()).slice(1).map((e) => e.position));
    expect(s.counts.pages - pagesBefore).toBeGreaterThanOrEqual(15);
    expect(s.counts.follows).toBe(1);
    await s.shared.closeAll();
  });

  it('ends every subscriber reading a failed live subscription with its error, and a new subscription carries on without a gap', async () => {
    const s = server();
    await s.append(5);
    const lost = new Error('server went away');
    s.failNextFollow(failingAfter(3, lost));
    const subscriptions = [s.shared.subscribe(), s.shared.subscribe()];
    const seen = await Promise.all(subscriptions.map((sub) => take(sub, 5)));
    await s.append(6);
    const outcomes = await Promise.all(
      subscriptions.map(async (sub, i) => {
        try {
          for await (const event of sub) seen[i]!.push(event);
          return 'ended';
        } catch (error) {
          return (error as Error).message;
        }
      }),
    );
    expect(outcomes).toEqual(['server went away', 'server went away']);
    // Each took the 3 live events received before the failure; subscribing again from there misses nothing.
    for (const got of seen) expect(got).toHaveLength(8);
    const again = s.shared.subscribe({ after: seen[0]!.at(-1)!.position });
    const reading = take(again, 4);
    await s.append(1);
    const rest = await reading;
    expect(positionsOf([...seen[0]!, ...rest])).toEqual(positionsOf(await s.store.readAll()));
    expect(s.counts.follows).toBe(2);
    await again.close();
    expect(s.counts.liveOpen).toBe(0);
  });

  it('closes the live subscription with its last subscriber, and opens a new one for the next', async () => {
    const s = server();
    const a = s.shared.subscribe();
    const b = s.shared.subscribe();
    const reading = Promise.all([take(a, 2), take(b, 2)]);
    await s.append(2);
    await reading;
    expect(s.counts.liveOpen).toBe(1);
    await a.close();
    expect(s.counts.liveOpen).toBe(1);
    await b.close();
    expect(s.counts.liveOpen).toBe(0);
    const c = s.shared.subscribe();
    expect(await take(c, 2)).toHaveLength(2);
    const more = take(c, 1);
    await s.append(1);
    expect(await more).toHaveLength(1);
    expect(s.counts.follows).toBe(2);
    await c.close();
  });

  it('ends a subscriber waiting for events when it is aborted', async () => {
    const s = server();
    const controller = new AbortController();
    const sub = s.shared.subscribe({ signal: controller.signal });
    const reading = take(sub, 1);
    setTimeout(() => controller.abort(), 20);
    expect(await reading).toEqual([]);
    expect(s.counts.liveOpen).toBe(0);
  });
});
