import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Decider, DomainEvent, EventTypes } from '@dealbook/domain';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { handleCommand, toNew } from './handle';
import { commandContext as ctx, countingReads as counting } from './test-support';
import { forgetKeptStates } from './state-cache';
import { RECENT_COMMANDS, SNAPSHOTS, SNAPSHOT_EVERY, documentSnapshots, snapshotKey, type SnapshotStore } from './snapshots';

type Added = DomainEvent<'ItemAdded', { name: string }>;
type State = { count: number; last: string | null };
const tally: Decider<{ name: string }, Added, State> = {
  decide: (c) => [{ type: 'ItemAdded', data: { name: c.name } }],
  evolve: (s, e) => ({ count: s.count + 1, last: e.data.name }),
  initialState: { count: 0, last: null },
  snapshot: { version: 1 },
};
const types: EventTypes = { ItemAdded: { schema: z.object({ name: z.string() }), version: 1 } };

const opened: DocumentStore[] = [];
function setUp() {
  const store = counting(createMemoryEventStore());
  const documents = createEmbeddedDocumentStore({ file: ':memory:' });
  opened.push(documents);
  return { store, documents, snapshots: documentSnapshots(documents) };
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});

async function seed(store: EventStore, streamId: string, count: number) {
  const events = Array.from({ length: count }, (_, i) => toNew(types, { type: 'ItemAdded', data: { name: `seed-${i}` } }, 0, ctx()));
  await store.append(streamId, events, 'no_stream');
}

type Setup = ReturnType<typeof setUp>;
/** Each command as a new process would run it, with no state kept in memory: these tests are about the snapshots. */
const add = (s: Pick<Setup, 'store'> & { snapshots?: SnapshotStore }, streamId: string, name: string, options = {}) => {
  forgetKeptStates(s.store);
  return handleCommand({
    store: s.store,
    types,
    snapshots: s.snapshots,
    streamId,
    decider: tally,
    command: { name },
    context: ctx(),
    ...options,
  });
};

/** What a command costs in events read. */
async function readBy(s: Setup, run: () => Promise<unknown>): Promise<number> {
  const before = s.store.read;
  await run();
  return s.store.read - before;
}

describe('snapshots of a long stream', () => {
  it('reads only the events after the kept state', async () => {
    const s = setUp();
    await seed(s.store, 'list-1', 1_000);
    expect(await readBy(s, () => add(s, 'list-1', 'a'))).toBe(1_000);
    // The kept state's own event, checked before it is trusted, and the one command after it.
    expect(await readBy(s, () => add(s, 'list-1', 'b'))).toBe(2);
    const result = await add(s, 'list-1', 'c');
    expect(result).toMatchObject({ revision: 1_002, state: { count: 1_003, last: 'c' } });
  });

  it('reads the whole stream again without a snapshot store', async () => {
    const s = setUp();
    await seed(s.store, 'list-2', 1_000);
    await add(s, 'list-2', 'a');
    expect(await readBy(s, () => add({ store: s.store }, 'list-2', 'b'))).toBe(1_001);
  });

  it('keeps a new state every so often, so that no command reads much more than that', async () => {
    const s = setUp();
    const reads: number[] = [];
    for (let i = 0; i < 3 * SNAPSHOT_EVERY; i++) reads.push(await readBy(s, () => add(s, 'list-3', `n${i}`)));
    // The events after the kept state, and its own, checked before it is trusted.
    expect(Math.max(...reads)).toBe(SNAPSHOT_EVERY + 1);
    const kept = await s.documents.get<{ _id: string; revision: number }>(SNAPSHOTS, 'list-3');
    expect(kept!.revision).toBe(2 * SNAPSHOT_EVERY - 1);
  });

  it('gives the state a full fold gives', async () => {
    const s = setUp();
    await seed(s.store, 'list-4', 120);
    for (let i = 0; i < 130; i++) await add(s, 'list-4', `n${i}`);
    const withSnapshot = await handleCommand({ ...base(s, 'list-4'), command: { name: 'last' }, context: ctx() });
    const folded = (await s.store.readStream('list-4')).reduce((st, e) => tally.evolve(st, e as unknown as Added), tally.initialState);
    expect(withSnapshot.state).toEqual(folded);
  });
});

const base = (s: Setup, streamId: string) => ({ store: s.store, types, snapshots: s.snapshots, streamId, decider: tally });

describe('which kept states are trusted', () => {
  /** Keeps a state for a stream of 200 events, then changes it into one no fold can give. */
  async function forged(s: Setup, streamId: string) {
    await seed(s.store, streamId, 200);
    await add(s, streamId, 'a');
    const kept = await s.documents.get(SNAPSHOTS, streamId);
    await s.documents.upsert(SNAPSHOTS, { ...kept!, state: JSON.stringify({ count: -1, last: 'forged' }) });
  }

  it('ignores a state kept by another version of the decider', async () => {
    const s = setUp();
    await forged(s, 'list-5');
    const bumped = { ...tally, snapshot: { version: 2 } };
    const read = await readBy(s, () => handleCommand({ ...base(s, 'list-5'), decider: bumped, command: { name: 'b' }, context: ctx() }));
    expect(read).toBe(201);
    expect((await add(s, 'list-5', 'c')).state).toEqual({ count: 203, last: 'c' });
  });

  it('ignores a state kept by another evolve even when the version was not bumped', async () => {
    const s = setUp();
    await forged(s, 'list-6');
    const changed: typeof tally = { ...tally, evolve: (st, e) => ({ count: st.count + 1, last: e.data.name.toUpperCase() }) };
    expect(snapshotKey(changed)).not.toBe(snapshotKey(tally));
    const result = await handleCommand({ ...base(s, 'list-6'), decider: changed, command: { name: 'b' }, context: ctx() });
    expect(result.state).toEqual({ count: 202, last: 'B' });
  });

  it('ignores a state kept beyond the end of the stream', async () => {
    const s = setUp();
    await forged(s, 'list-7');
    const kept = await s.documents.get(SNAPSHOTS, 'list-7');
    await s.documents.upsert(SNAPSHOTS, { ...kept!, revision: 5_000 });
    expect((await add(s, 'list-7', 'b')).state).toEqual({ count: 202, last: 'b' });
  });

  it('ignores a state kept for other events than the stream now holds (a log restored from a backup)', async () => {
    const s = setUp();
    await forged(s, 'list-8');
    const restored = { ...s, store: counting(createMemoryEventStore()) };
    await seed(restored.store, 'list-8', 300);
    expect((await add(restored, 'list-8', 'b')).state).toEqual({ count: 301, last: 'b' });
  });

  it('never keeps a state that JSON would change', async () => {
    const s = setUp();
    const dated: Decider<{ name: string }, Added, { at: Date | null }> = {
      decide: (c) => [{ type: 'ItemAdded', data: { name: c.name } }],
      evolve: () => ({ at: new Date(0) }),
      initialState: { at: null },
      snapshot: { version: 1 },
    };
    for (let i = 0; i < SNAPSHOT_EVERY + 1; i++) {
      await handleCommand({
        store: s.store,
        types,
        snapshots: s.snapshots,
        streamId: 'list-9',
        decider: dated,
        command: { name: 'x' },
        context: ctx(),
      });
    }
    expect(await s.documents.get(SNAPSHOTS, 'list-9')).toBeNull();
  });

  it('goes on folding the stream when the snapshot store fails, and says so', async () => {
    const s = setUp();
    await seed(s.store, 'list-10', 100);
    const failures: unknown[] = [];
    const broken = { ...s.documents, get: () => Promise.reject(new Error('down')), upsert: () => Promise.reject(new Error('down')) };
    const snapshots = documentSnapshots(broken, { onError: (e) => failures.push(e) });
    expect((await add({ store: s.store, snapshots }, 'list-10', 'a')).state).toEqual({ count: 101, last: 'a' });
    expect(failures).toHaveLength(2);
  });
});

describe('a retried command on a snapshotted stream', () => {
  it('answers a retry just behind the kept state with its first outcome', async () => {
    const s = setUp();
    await seed(s.store, 'list-11', 100);
    const first = ctx('retry-me');
    await handleCommand({ ...base(s, 'list-11'), command: { name: 'once' }, context: first });
    for (let i = 0; i < SNAPSHOT_EVERY; i++) await add(s, 'list-11', `n${i}`);
    const kept = await s.documents.get<{ _id: string; revision: number }>(SNAPSHOTS, 'list-11');
    expect(kept!.revision).toBeGreaterThan(100); // the kept state holds the first outcome
    const read = await readBy(s, async () => {
      const again = await handleCommand({ ...base(s, 'list-11'), command: { name: 'once' }, context: first });
      expect(again.events).toEqual([]);
    });
    expect(read).toBeLessThan(SNAPSHOT_EVERY);
    expect(await s.store.readStream('list-11')).toHaveLength(101 + SNAPSHOT_EVERY);
  });

  it('appends nothing twice for a retry older than the commands the kept state remembers', async () => {
    const s = setUp();
    const first = ctx('old-retry');
    await handleCommand({ ...base(s, 'list-12'), command: { name: 'once' }, context: first });
    for (let i = 0; i < RECENT_COMMANDS + SNAPSHOT_EVERY; i++) await add(s, 'list-12', `n${i}`);
    const kept = await s.documents.get<{ _id: string; commandIds: string[] }>(SNAPSHOTS, 'list-12');
    expect(kept!.commandIds).not.toContain('old-retry');
    const again = await handleCommand({ ...base(s, 'list-12'), command: { name: 'once' }, context: first });
    expect(again.events).toEqual([]);
    expect(await s.store.readStream('list-12')).toHaveLength(1 + RECENT_COMMANDS + SNAPSHOT_EVERY);
  });
});

describe('forgetting kept states', () => {
  it('drops every state of the streams under a prefix, however many, and no other', async () => {
    const s = setUp();
    const kept = (streamId: string) => ({ streamId, revision: 0, eventId: 'e', recordedAt: 't', key: 'k', state: '{}', commandIds: [] });
    for (let i = 0; i < 250; i++) await s.snapshots.save(kept(`deal-${i}`));
    await s.snapshots.save(kept('user-1'));
    await s.snapshots.save(kept('dealer-1'));
    await s.snapshots.forgetStreams!('deal-');
    expect((await s.documents.find(SNAPSHOTS)).map((d) => d._id).sort()).toEqual(['dealer-1', 'user-1']);
  });
});
