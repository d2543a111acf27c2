import { describe, expect, it, vi } from 'vitest';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { EventStore, RecordedEvent, Subscription } from '@dealbook/infra/event-store/port';
import { createProjectionRunner } from './runner';
import { healthOf, type Projection } from './projection';
import type { Log } from '@dealbook/infra/log/logger';
import { newEvent } from '../test-support';

/** Counts every event it is given, with no guard against seeing one twice: a replay shows in `n`. */
const naive: Projection = {
  name: 'naive',
  version: 1,
  collections: [{ name: 'totals' }],
  async handle(_event, ctx) {
    const doc = await ctx.get<{ _id: string; n: number }>('totals', 'all');
    return [{ op: 'upsert', collection: 'totals', doc: { _id: 'all', n: (doc?.n ?? 0) + 1 } }];
  },
};

/** The store, whose first `drops` subscriptions fail (as a dropped KurrentDB connection does) after `after` events each. */
function dropping(store: EventStore, drops: number, after: number): EventStore & { subscriptions: number } {
  const wrapped = Object.create(store) as EventStore & { subscriptions: number };
  wrapped.subscriptions = 0;
  wrapped.subscribeToAll = (options) => {
    const inner = store.subscribeToAll(options);
    if (wrapped.subscriptions++ >= drops) return inner;
    return {
      close: () => inner.close(),
      async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
        let given = 0;
        for await (const event of inner) {
          if (given++ === after) throw new Error('connection reset');
          yield event;
        }
      },
    } satisfies Subscription;
  };
  return wrapped;
}

describe('a projection whose subscription drops', () => {
  it.each([
    { case: 'at once, three times running', after: 0, subscriptions: 4, waits: ['100', '200', '400'] },
    { case: 'after every five events', after: 5, subscriptions: 3, waits: ['100', '100'] },
  ])(
    'subscribes again from its checkpoint when it drops $case, waiting longer while it gets nothing, applying every event once',
    async ({ after, subscriptions, waits }) => {
      const events = createMemoryEventStore();
      for (let i = 0; i < 12; i++) await events.append('s', [newEvent('Pinged')], i === 0 ? 'no_stream' : i - 1);
      const store = dropping(events, 3, after);
      const documents = createEmbeddedDocumentStore({ file: ':memory:' });
      const warned = vi.fn();
      const log = { info: vi.fn(), warn: warned, error: vi.fn() } as unknown as Log;
      const runner = createProjectionRunner({ store, documents, projections: [naive], log });
      try {
        await runner.start();
        expect(await runner.waitFor(await events.headPosition(), undefined, 5_000)).toBe(true);
        expect(await documents.get('totals', 'all')).toMatchObject({ n: 12 });
        expect(store.subscriptions).toBe(subscriptions);
        expect(warned.mock.calls.map(([line]) => /subscribing again in (\d+) ms/.exec(String(line))?.[1])).toEqual(waits);
        expect((await runner.status())[0]).toMatchObject({ state: 'running', lag: 0 });

        const { position } = await events.append('s', [newEvent('Pinged')], 11);
        expect(await runner.waitFor(position)).toBe(true);
        expect(await documents.get('totals', 'all')).toMatchObject({ n: 13 });
      } finally {
        await runner.stop();
      }
    },
  );
});

/** The store while `down.now`: every subscription fails at once and the head cannot be read. */
function outage(store: EventStore) {
  const down = { now: false };
  const wrapped = Object.create(store) as EventStore;
  wrapped.headPosition = () => (down.now ? Promise.reject(new Error('unavailable')) : store.headPosition());
  wrapped.subscribeToAll = (options) => {
    if (!down.now) return store.subscribeToAll(options);
    return {
      close: () => Promise.resolve(),
      // eslint-disable-next-line require-yield -- a subscription that fails before its first event
      async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
        throw new Error('connection refused');
      },
    } satisfies Subscription;
  };
  return { store: wrapped, down };
}

describe('a projection while the event store is unreachable', () => {
  it('is shown reconnecting, with the reason, in its status and status document, and running again once the store answers, with no new event', async () => {
    const events = createMemoryEventStore();
    await events.append('s', [newEvent('Pinged')], 'no_stream');
    const { store, down } = outage(events);
    const documents = createEmbeddedDocumentStore({ file: ':memory:' });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Log;
    // Its subscription ends when told to, as a connection the server closes does.
    const ending = Object.create(store) as EventStore & { end?: () => void };
    ending.subscribeToAll = (options) => {
      const inner = store.subscribeToAll(options);
      ending.end = () => void inner.close();
      return inner;
    };
    const runner = createProjectionRunner({ store: ending, documents, projections: [naive], log });
    try {
      await runner.start();
      expect(await runner.waitFor(await events.headPosition())).toBe(true);
      down.now = true;
      ending.end?.();
      await vi.waitFor(async () => expect((await runner.status())[0]).toMatchObject({ state: 'reconnecting' }), { timeout: 5_000 });
      expect(healthOf((await runner.status()).map((p) => p.state))).toBe('degraded');
      // The first drop is the ended subscription; the attempts after it are refused.
      const checkpoint = await events.headPosition();
      await vi.waitFor(
        async () =>
          expect(await documents.get('projection_status', 'naive')).toMatchObject({
            state: 'reconnecting',
            last_error: 'the subscription to the event log dropped: connection refused',
            checkpoint,
          }),
        { timeout: 5_000 },
      );

      down.now = false;
      await vi.waitFor(
        async () => expect(await documents.get('projection_status', 'naive')).toMatchObject({ state: 'running', last_error: null }),
        {
          timeout: 10_000,
        },
      );
      expect((await runner.status())[0]).toMatchObject({ state: 'running', lag: 0 });
      expect(healthOf((await runner.status()).map((p) => p.state))).toBe('ok');
      const { position } = await events.append('s', [newEvent('Pinged')], 0);
      expect(await runner.waitFor(position)).toBe(true);
      expect(await documents.get('totals', 'all')).toMatchObject({ n: 2 });
    } finally {
      await runner.stop();
    }
  });
});
