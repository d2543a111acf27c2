import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { createProjectionRunner, type ProjectionRunner } from './runner';
import { DEAD_LETTERS, alreadyApplied, type Projection } from './projection';
import { newEvent } from '../test-support';
import { watchProjectionRequests } from './requests';

/** Counts pings per stream: a projection whose result shows a doubly applied event. */
const counter = (version = 1, failOn?: string): Projection => ({
  name: 'counter',
  version,
  collections: [{ name: 'counts' }],
  async handle(event, ctx) {
    if (event.type === failOn) throw new Error(`cannot handle ${event.type}`);
    const doc = await ctx.get<{ _id: string; n: number; v: number }>('counts', event.streamId);
    if (alreadyApplied(doc, event)) return [];
    return [{ op: 'upsert', collection: 'counts', doc: { _id: event.streamId, n: (doc?.n ?? 0) + 1, v: version } }];
  },
});

describe('the projection runner', () => {
  let store: EventStore;
  let documents: DocumentStore;
  let runner: ProjectionRunner | null = null;
  const setup = () => {
    store = createMemoryEventStore();
    documents = createEmbeddedDocumentStore({ file: ':memory:' });
  };
  const run = async (p: Projection) => {
    runner = createProjectionRunner({ store, documents, projections: [p] });
    await runner.start();
    return runner;
  };
  afterEach(async () => {
    await runner?.stop();
    runner = null;
  });

  it('builds documents from the log and reaches the head', async () => {
    setup();
    for (let i = 0; i < 3; i++) await store.append('s-a', [newEvent('Pinged')], i === 0 ? 'no_stream' : i - 1);
    const r = await run(counter());
    expect(await r.waitFor(await store.headPosition())).toBe(true);
    expect(await documents.get('counts', 's-a')).toMatchObject({ n: 3 });
    expect((await r.status())[0]).toMatchObject({ name: 'counter', state: 'running', lag: 0 });
  });

  it('sees events appended after it started within the same process', async () => {
    setup();
    const r = await run(counter());
    const { position } = await store.append('s-b', [newEvent('Pinged')], 'no_stream');
    expect(await r.waitFor(position)).toBe(true);
    expect(await documents.get('counts', 's-b')).toMatchObject({ n: 1 });
  });

  it('continues from its checkpoint after a restart without applying anything twice', async () => {
    setup();
    await store.append('s-c', [newEvent('Pinged'), newEvent('Pinged')], 'no_stream');
    const first = await run(counter());
    await first.waitFor(await store.headPosition());
    await first.stop();
    await store.append('s-c', [newEvent('Pinged')], 1);
    const second = await run(counter());
    await second.waitFor(await store.headPosition());
    expect(await documents.get('counts', 's-c')).toMatchObject({ n: 3 });
  });

  it('puts a failing event in dead letters and stops, never skipping it', async () => {
    setup();
    await store.append('s-d', [newEvent('Pinged'), newEvent('Poison'), newEvent('Pinged')], 'no_stream');
    const r = await run(counter(1, 'Poison'));
    await expect.poll(async () => (await r.status())[0]?.state).toBe('stopped');
    const [status] = await r.status();
    expect(status?.last_error).toBe('cannot handle Poison');
    expect(await documents.get('counts', 's-d')).toMatchObject({ n: 1 });
    expect(await documents.find(DEAD_LETTERS, {})).toEqual([
      expect.objectContaining({ projection: 'counter', error: 'cannot handle Poison' }),
    ]);
  });

  it('rebuilds a new version while the old documents serve, then switches to an equal result', async () => {
    setup();
    for (let i = 0; i < 20; i++) await store.append(`s-${i % 4}`, [newEvent('Pinged')], 'any');
    const v1 = await run(counter(1));
    await v1.waitFor(await store.headPosition());
    const live = await documents.find('counts', {}, { sort: { _id: 1 } });
    await v1.stop();
    const v2 = await run(counter(2)); // version bump: rebuild starts, v1 documents still readable
    expect(await documents.count('counts')).toBe(4);
    await expect.poll(async () => (await v2.status())[0]?.version, { timeout: 5000 }).toBe(2);
    await v2.waitFor(await store.headPosition());
    const rebuilt = await documents.find('counts', {}, { sort: { _id: 1 } });
    expect(rebuilt.map((d) => [d._id, d.n])).toEqual(live.map((d) => [d._id, d.n]));
    expect(rebuilt.every((d) => d.v === 2)).toBe(true);
  });

  it('answers false at once for a position the log has not reached', async () => {
    setup();
    const r = await run(counter());
    expect(await r.waitFor('999999', undefined, 5000)).toBe(false);
  });
});

describe('a runner under a lease', () => {
  it('writes nothing once its lease is taken: a stalled holder’s batch is refused, not written over the new holder’s', async () => {
    const store = createMemoryEventStore();
    const documents = createEmbeddedDocumentStore({ file: ':memory:' });
    const now = Date.now();
    expect(await documents.claim('leases', 'projections', 'a', new Date(now), 60_000)).toBe(true);
    const runner = createProjectionRunner({
      store,
      documents,
      projections: [counter()],
      guard: { collection: 'leases', id: 'projections', match: { holder: 'a' } },
    });
    await runner.start();
    await store.append('s-1', [newEvent('Pinged')], 'no_stream');
    expect(await runner.waitFor(await store.headPosition(), undefined, 5000)).toBe(true);
    expect(await documents.get('counts', 's-1')).toMatchObject({ n: 1 });
    // a stalls past its expiry; b takes the lease and projects from here.
    expect(await documents.claim('leases', 'projections', 'b', new Date(now + 120_000), 60_000)).toBe(true);
    await store.append('s-1', [newEvent('Pinged')], 0);
    await expect.poll(async () => (await runner.status())[0]?.state).toBe('stopped');
    expect(await documents.get('counts', 's-1')).toMatchObject({ n: 1 });
    expect(await documents.find(DEAD_LETTERS)).toEqual([]);
    await runner.stop();
  });
});

describe('a runner whose read models’ store goes away', () => {
  it('waits the outage out and applies every event once, dead-lettering none', async () => {
    const store = createMemoryEventStore();
    const real = createEmbeddedDocumentStore({ file: ':memory:' });
    let down = false;
    const refuse = () => Promise.reject(new Error('server selection timed out'));
    // The projection's reads and every write fail while `down`, as a MongoDB out of reach answers them.
    const documents: DocumentStore = {
      ...real,
      get: (collection, id) => (down && collection === 'counts' ? refuse() : real.get(collection, id)),
      write: (ops, guard) => (down ? refuse() : real.write(ops, guard)),
      upsert: (collection, doc) => (down ? refuse() : real.upsert(collection, doc)),
      find: (collection, filter, options) => real.find(collection, filter, options),
      ensureCollection: (spec, options) => real.ensureCollection(spec, options),
    };
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (m: string) => void warnings.push(m), error: () => undefined } as never;
    const runner = createProjectionRunner({ store, documents, projections: [counter()], log });
    await runner.start();
    await store.append('s-1', [newEvent('Pinged')], 'no_stream');
    expect(await runner.waitFor(await store.headPosition(), undefined, 5000)).toBe(true);
    down = true;
    await store.append('s-1', [newEvent('Pinged'), newEvent('Pinged')], 0);
    await expect.poll(async () => (await runner.status())[0]?.state).toBe('reconnecting');
    down = false;
    expect(await runner.waitFor(await store.headPosition(), undefined, 10_000)).toBe(true);
    expect(await real.get('counts', 's-1')).toMatchObject({ n: 3 });
    expect(await real.find(DEAD_LETTERS)).toEqual([]);
    expect((await runner.status())[0]?.state).toBe('running');
    expect(warnings.some((w) => w.includes('did not answer'))).toBe(true);
    await runner.stop();
  });
});

describe('admins’ requests to the projection runner', () => {
  it('retries a stopped projection from its checkpoint when asked, applying the failed event again', async () => {
    const store = createMemoryEventStore();
    const documents = createEmbeddedDocumentStore({ file: ':memory:' });
    let poisoned = true;
    const flaky: Projection = {
      ...counter(),
      handle: (event, ctx) => (poisoned && event.type === 'Poison' ? Promise.reject(new Error('not yet')) : counter().handle(event, ctx)),
    };
    await store.append('s-r', [newEvent('Pinged'), newEvent('Poison'), newEvent('Pinged')], 'no_stream');
    const runner = createProjectionRunner({ store, documents, projections: [flaky] });
    await runner.start();
    const requests = await watchProjectionRequests({ store, documents, runner, names: ['counter'] });
    await expect.poll(async () => (await runner.status())[0]?.state).toBe('stopped');
    poisoned = false;
    const request = (projection: string) =>
      newEvent('ProjectionRetryRequested', { projection, at: new Date().toISOString(), by: 'u-admin' }, 'u-admin');
    await store.append('ops-projections', [request('not-here'), request('counter')], 'any');
    expect(await runner.waitFor(await store.headPosition(), undefined, 5000)).toBe(true);
    expect(await documents.get('counts', 's-r')).toMatchObject({ n: 3 });
    expect((await runner.status())[0]?.state).toBe('running');
    await requests.stop();
    await runner.stop();
  });

  const rebuildRequest = () =>
    newEvent('ProjectionRebuildRequested', { projection: 'counter', at: new Date().toISOString(), by: 'u-admin' }, 'u-admin');
  /** A runner whose rebuilds are counted (the rebuild itself is the runner's own test's). */
  const counting = (runner: ProjectionRunner) => {
    const rebuilt: string[] = [];
    return { runner: { ...runner, rebuild: async (name: string) => void rebuilt.push(name) } as ProjectionRunner, rebuilt };
  };

  it('carries out a request appended while no watcher ran, once, when a watcher starts again', async () => {
    const store = createMemoryEventStore();
    const documents = createEmbeddedDocumentStore({ file: ':memory:' });
    const live = createProjectionRunner({ store, documents, projections: [counter()] });
    await live.start();
    const { runner, rebuilt } = counting(live);
    const first = await watchProjectionRequests({ store, documents, runner, names: ['counter'] });
    await store.append('ops-projections', [rebuildRequest()], 'any');
    await expect.poll(() => rebuilt.length).toBe(1);
    await first.stop();
    // Down: a deploy, a crash. An admin asks again meanwhile.
    await store.append('ops-projections', [rebuildRequest()], 'any');
    const second = await watchProjectionRequests({ store, documents, runner, names: ['counter'] });
    await expect.poll(() => rebuilt.length).toBe(2);
    await second.stop();
    const third = await watchProjectionRequests({ store, documents, runner, names: ['counter'] });
    await store.append('s-after', [newEvent('Pinged')], 'no_stream');
    expect(await live.waitFor(await store.headPosition(), undefined, 5000)).toBe(true);
    expect(rebuilt).toHaveLength(2);
    await third.stop();
    await live.stop();
  });

  it('subscribes again when its subscription fails, instead of ending the process, and misses nothing', async () => {
    const store = createMemoryEventStore();
    const documents = createEmbeddedDocumentStore({ file: ':memory:' });
    const live = createProjectionRunner({ store, documents, projections: [counter()] });
    await live.start();
    const { runner, rebuilt } = counting(live);
    let failures = 0;
    // The store drops the watcher's subscription twice, as a server that went away would.
    const flaky: EventStore = {
      append: (...args) => store.append(...args),
      readStream: (...args) => store.readStream(...args),
      readAll: (...args) => store.readAll(...args),
      headPosition: () => store.headPosition(),
      close: () => store.close(),
      subscribeToAll(options) {
        if (failures < 2) {
          failures++;
          return {
            close: async () => undefined,
            [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('connection lost')) }),
          };
        }
        return store.subscribeToAll(options);
      },
    };
    const errors: unknown[] = [];
    const log = { info: () => undefined, warn: () => undefined, error: (e: unknown) => void errors.push(e) } as never;
    await store.append('ops-projections', [rebuildRequest()], 'any');
    const requests = await watchProjectionRequests({ store: flaky, documents, runner, names: ['counter'], log });
    await store.append('ops-projections', [rebuildRequest()], 'any');
    await expect.poll(() => rebuilt.length, { timeout: 10_000 }).toBe(1);
    expect(errors).toHaveLength(2);
    await requests.stop();
    await live.stop();
  });
});
