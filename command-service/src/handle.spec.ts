import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError, type Decider, type DomainEvent, type EventTypes } from '@dealbook/domain';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import { handleCommand } from './handle';
import { commandContext as ctx } from './test-support';

type Added = DomainEvent<'ItemAdded', { name: string }>;
type State = { names: string[] };
const decider: Decider<{ name: string }, Added, State> = {
  decide: (c, s) => {
    if (s.names.includes(c.name)) throw new DomainError('conflict', 'DUPLICATE', `${c.name} is already there`);
    return c.name === '' ? [] : [{ type: 'ItemAdded', data: { name: c.name } }];
  },
  evolve: (s, e) => ({ names: [...s.names, e.data.name] }),
  initialState: { names: [] },
};
const types: EventTypes = { ItemAdded: { schema: z.object({ name: z.string() }), version: 1 } };

describe('handling a command', () => {
  it('appends the decided events with metadata and ids derived from the command', async () => {
    const store = createMemoryEventStore();
    const result = await handleCommand({ store, types, streamId: 'list-1', decider, command: { name: 'a' }, context: ctx('cmd-a') });
    const [event] = await store.readStream('list-1');
    expect(result).toMatchObject({ revision: 0, state: { names: ['a'] } });
    expect(event).toMatchObject({
      type: 'ItemAdded',
      data: { name: 'a' },
      metadata: { actorId: 'u-1', commandId: 'cmd-a', occurredAt: '2026-11-22T10:00:00.000Z' },
    });
    expect(event?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('appends nothing twice when the same command arrives again', async () => {
    const store = createMemoryEventStore();
    const same = ctx('retry-me');
    await handleCommand({ store, types, streamId: 'list-2', decider, command: { name: 'a' }, context: same });
    const again = await handleCommand({ store, types, streamId: 'list-2', decider, command: { name: 'a' }, context: same });
    expect(again.events).toEqual([]);
    expect(await store.readStream('list-2')).toHaveLength(1);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const store = createMemoryEventStore();
    const result = await handleCommand({ store, types, streamId: 'list-3', decider, command: { name: '' }, context: ctx() });
    expect(result.revision).toBe(-1);
    expect(await store.readStream('list-3')).toEqual([]);
  });

  it('refuses a stale If-Match with the Saving Conflict error and changes nothing', async () => {
    const store = createMemoryEventStore();
    await handleCommand({ store, types, streamId: 'list-4', decider, command: { name: 'a' }, context: ctx() });
    await handleCommand({ store, types, streamId: 'list-4', decider, command: { name: 'b' }, context: ctx() });
    const stale = handleCommand({ store, types, streamId: 'list-4', decider, command: { name: 'c' }, context: ctx(), ifMatch: 0 });
    await expect(stale).rejects.toMatchObject({ kind: 'conflict', code: 'STALE_REVISION', title: 'Saving Conflict' });
    expect(await store.readStream('list-4')).toHaveLength(2);
  });

  it('gives one success and 49 conflicts to 50 concurrent commands with the same If-Match', async () => {
    const store = createMemoryEventStore();
    await handleCommand({ store, types, streamId: 'list-5', decider, command: { name: 'seed' }, context: ctx() });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        handleCommand({ store, types, streamId: 'list-5', decider, command: { name: `n${i}` }, context: ctx(), ifMatch: 0 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.map((r) => (r.reason as DomainError).code)).toEqual(Array(49).fill('STALE_REVISION'));
  });

  it('decides again on the fresh state when another writer got in first (no If-Match)', async () => {
    const store = createMemoryEventStore();
    const results = await Promise.allSettled(
      ['x', 'x'].map((name) => handleCommand({ store, types, streamId: 'list-6', decider, command: { name }, context: ctx() })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ code: 'DUPLICATE' });
  });

  it('refuses to append an event whose data breaks its schema', async () => {
    const store = createMemoryEventStore();
    const bad: Decider<unknown, DomainEvent, null> = {
      decide: () => [{ type: 'ItemAdded', data: { name: 7 } }],
      evolve: (s) => s,
      initialState: null,
    };
    await expect(handleCommand({ store, types, streamId: 'list-7', decider: bad, command: {}, context: ctx() })).rejects.toThrow();
    expect(await store.readStream('list-7')).toEqual([]);
  });
});
