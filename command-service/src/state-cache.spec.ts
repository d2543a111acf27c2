import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forgetDecoded, type Decider, type DomainEvent, type EventTypes } from '@dealbook/domain';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { handleCommand, toNew } from './handle';
import { commandContext as ctx } from './test-support';

type Changed = DomainEvent<'ItemAdded' | 'ItemRemoved', { name: string }>;
type State = { names: string[] };
type Command = { name: string; remove?: boolean; after?: string };
/**
 * A list of names: adding one already there and removing one not there do nothing, and `after` refuses
 * a name that is not on the list yet. Each goes wrong on a state behind the stream.
 */
const list: Decider<Command, Changed, State> = {
  decide: (c, s) => {
    if (c.after !== undefined && !s.names.includes(c.after)) throw new Error(`no ${c.after} on the list`);
    if (c.remove) return s.names.includes(c.name) ? [{ type: 'ItemRemoved', data: { name: c.name } }] : [];
    return s.names.includes(c.name) ? [] : [{ type: 'ItemAdded', data: { name: c.name } }];
  },
  evolve: (s, e) => ({ names: e.type === 'ItemAdded' ? [...s.names, e.data.name] : s.names.filter((name) => name !== e.data.name) }),
  initialState: { names: [] },
};
const types: EventTypes = {
  ItemAdded: { schema: z.object({ name: z.string() }), version: 1 },
  ItemRemoved: { schema: z.object({ name: z.string() }), version: 1 },
};

/** A store that counts its stream reads, and the same log as another process writes to it. */
function setUp() {
  const log = createMemoryEventStore();
  const reads = { count: 0 };
  const store: EventStore = {
    ...log,
    readStream: (streamId, options) => {
      reads.count++;
      return log.readStream(streamId, options);
    },
  };
  const add = (name: string, options: { ifMatch?: number; commandId?: string; remove?: boolean; after?: string } = {}) =>
    handleCommand({
      store,
      types,
      streamId: 's-1',
      // Wrapped anew for each command, as the deal routes' guard is: the kept state goes with the fold.
      decider: { ...list },
      command: { name, remove: options.remove, after: options.after },
      context: ctx(options.commandId),
      ifMatch: options.ifMatch,
    });
  const elsewhere = async (name: string) => {
    const revision = (await log.readStream('s-1')).length - 1;
    await log.append('s-1', [toNew(types, { type: 'ItemAdded', data: { name } }, 0, ctx())], revision < 0 ? 'no_stream' : revision);
  };
  return { log, reads, add, elsewhere };
}

describe('the states a process keeps of the streams it writes', () => {
  it('decides the next command on a stream this process wrote without reading it', async () => {
    const s = setUp();
    await s.add('a');
    const before = s.reads.count;
    const second = await s.add('b');
    const third = await s.add('c');
    expect(s.reads.count).toBe(before);
    expect(third.state.names).toEqual(['a', 'b', 'c']);
    expect([second.revision, third.revision]).toEqual([1, 2]);
  });

  it('reads the stream and decides again when another writer moved it, so nothing it wrote is missed', async () => {
    const s = setUp();
    await s.add('a');
    await s.elsewhere('b');
    // On the kept state 'b' is new; on the stream it is there already: the second decision appends nothing.
    const again = await s.add('b');
    expect(again.events).toEqual([]);
    expect(again.state.names).toEqual(['a', 'b']);
    const next = await s.add('c');
    expect(next.revision).toBe(2);
    expect((await s.log.readStream('s-1')).map((e) => (e.data as { name: string }).name)).toEqual(['a', 'b', 'c']);
  });

  it('checks a refusal, or a decision to do nothing, of a kept state against the stream before answering it', async () => {
    const s = setUp();
    await s.add('a');
    await s.elsewhere('b');
    // On the kept state there is no 'b' to follow, nor to remove; on the stream there is.
    expect((await s.add('c', { after: 'b' })).state.names).toEqual(['a', 'b', 'c']);
    await s.elsewhere('d');
    const removed = await s.add('d', { remove: true });
    expect(removed.events).toEqual([{ type: 'ItemRemoved', data: { name: 'd' } }]);
    expect(removed.state.names).toEqual(['a', 'b', 'c']);
    await expect(s.add('e', { after: 'zz' })).rejects.toThrow('no zz on the list');
  });

  it('takes an If-Match ahead of the kept state as the stream read again, and a stale one as a conflict', async () => {
    const s = setUp();
    await s.add('a');
    await s.elsewhere('b');
    expect((await s.add('c', { ifMatch: 1 })).revision).toBe(2);
    await s.elsewhere('d');
    await expect(s.add('e', { ifMatch: 2 })).rejects.toMatchObject({ code: 'STALE_REVISION' });
  });

  it('answers a retried command with its first outcome, appending nothing', async () => {
    const s = setUp();
    const first = await s.add('a', { commandId: 'retried' });
    const retry = await s.add('z', { commandId: 'retried' });
    expect(retry).toMatchObject({ events: [], revision: first.revision });
    expect(await s.log.readStream('s-1')).toHaveLength(1);
  });

  it('forgets the kept states when a person’s data is erased', async () => {
    const s = setUp();
    await s.add('a');
    const before = s.reads.count;
    forgetDecoded();
    await s.add('b');
    expect(s.reads.count).toBe(before + 1);
  });

  it('hands out frozen states, so a change made to one by mistake fails instead of altering the next decision', async () => {
    const s = setUp();
    const { state } = await s.add('a');
    expect(() => state.names.push('x')).toThrow(TypeError);
    expect((await s.add('b')).state.names).toEqual(['a', 'b']);
  });
});
