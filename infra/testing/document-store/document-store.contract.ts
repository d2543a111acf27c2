/**
 * The behaviour every document store adapter shares, pinned to MongoDB's semantics. Each adapter's
 * spec calls `documentStoreContract` with a factory that returns a fresh, empty store.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generatedQueriesContract } from './document-store.generated-contract';
import { queryContract } from './document-store.query-contract';
import { GuardFailedError, type CollectionSpec, type DocumentStore } from '../../src/document-store/port';

export function documentStoreContract(name: string, make: () => Promise<DocumentStore>): void {
  describe(`${name} document store`, () => {
    let store: DocumentStore;
    beforeEach(async () => {
      store = await make();
    });
    afterEach(async () => {
      await store.close();
    });
    const current = () => store;

    describe('documents', () => {
      it('returns a stored document by id, and null for an unknown id or collection', async () => {
        await store.upsert('deals', { _id: 'd1', name: 'Tower', floors: 12 });
        expect(await store.get('deals', 'd1')).toEqual({ _id: 'd1', name: 'Tower', floors: 12 });
        expect(await store.get('deals', 'd2')).toBeNull();
        expect(await store.get('nowhere', 'd1')).toBeNull();
      });

      it('upsert replaces the whole document', async () => {
        await store.upsert('deals', { _id: 'd1', name: 'Tower', floors: 12 });
        await store.upsert('deals', { _id: 'd1', name: 'Tower B' });
        expect(await store.get('deals', 'd1')).toEqual({ _id: 'd1', name: 'Tower B' });
      });

      it('stores the JSON form: undefined fields are dropped and dates become ISO strings', async () => {
        await store.upsert('deals', { _id: 'd1', gone: undefined, at: new Date('2024-05-01T10:00:00Z') });
        expect(await store.get('deals', 'd1')).toEqual({ _id: 'd1', at: '2024-05-01T10:00:00.000Z' });
      });

      it('delete removes a document and ignores an unknown id', async () => {
        await store.upsert('deals', { _id: 'd1' });
        await store.upsert('deals', { _id: 'd2' });
        await store.delete('deals', 'd1');
        await store.delete('deals', 'nope');
        await store.delete('nowhere', 'd1');
        expect(await store.get('deals', 'd1')).toBeNull();
        expect(await store.count('deals')).toBe(1);
      });

      it('refuses a document without a string _id', async () => {
        await expect(store.upsert('deals', { name: 'x' } as never)).rejects.toThrow(/_id/);
        await expect(store.upsert('deals', { _id: 7 } as never)).rejects.toThrow(/_id/);
      });

      it('refuses an invalid collection name', async () => {
        await expect(store.upsert('bad name!', { _id: 'x' })).rejects.toThrow(/collection name/);
        await expect(store.find('$where', {})).rejects.toThrow(/collection name/);
      });
    });

    describe('write batches', () => {
      it('applies upserts and deletes across collections in order', async () => {
        await store.upsert('deals', { _id: 'old' });
        await store.write([
          { op: 'upsert', collection: 'deals', doc: { _id: 'd1', v: 1 } },
          { op: 'upsert', collection: 'checkpoints', doc: { _id: 'p', position: '42' } },
          { op: 'delete', collection: 'deals', id: 'old' },
          { op: 'upsert', collection: 'deals', doc: { _id: 'd1', v: 2 } },
        ]);
        expect(await store.find('deals', {})).toEqual([{ _id: 'd1', v: 2 }]);
        expect(await store.get('checkpoints', 'p')).toEqual({ _id: 'p', position: '42' });
      });

      it.each([
        ['an op on an invalid collection name', { op: 'upsert', collection: 'no/slash', doc: { _id: 'x' } }],
        ['a document without _id', { op: 'upsert', collection: 'deals', doc: { v: 3 } }],
      ])('a batch that fails midway on %s leaves nothing written', async (_, bad) => {
        await store.upsert('deals', { _id: 'd1', v: 1 });
        const batch = [
          { op: 'upsert', collection: 'deals', doc: { _id: 'd1', v: 2 } },
          { op: 'upsert', collection: 'fresh', doc: { _id: 'f1' } },
          { op: 'delete', collection: 'deals', id: 'd1' },
          bad,
          { op: 'upsert', collection: 'deals', doc: { _id: 'd9' } },
        ];
        await expect(store.write(batch as never)).rejects.toThrow();
        expect(await store.find('deals', {})).toEqual([{ _id: 'd1', v: 1 }]);
        expect(await store.get('fresh', 'f1')).toBeNull();
      });

      it('a long run of upserts on one collection keeps the last document of each id, in order with deletes', async () => {
        const upserts = (from: number, to: number, v: number) =>
          Array.from({ length: to - from }, (_, k) => ({
            op: 'upsert' as const,
            collection: 'deals',
            doc: { _id: `d${(from + k) % 450}`, v },
          }));
        await store.write([
          ...upserts(0, 600, 1), // ids d0..d149 twice in one run
          { op: 'delete', collection: 'deals', id: 'd7' },
          { op: 'upsert', collection: 'checkpoints', doc: { _id: 'p', position: '600' } },
          ...upserts(440, 453, 2), // d440..d449 then d0..d2 again
        ]);
        expect(await store.count('deals')).toBe(449);
        expect(await store.get('deals', 'd7')).toBeNull();
        expect(await store.get('deals', 'd0')).toEqual({ _id: 'd0', v: 2 });
        expect(await store.get('deals', 'd3')).toEqual({ _id: 'd3', v: 1 });
        expect(await store.get('deals', 'd449')).toEqual({ _id: 'd449', v: 2 });
        expect(await store.count('deals', { v: 2 })).toBe(13);
      });

      it('a long run of upserts that fails on its last document leaves nothing written', async () => {
        await store.upsert('deals', { _id: 'd1', v: 1 });
        const run = Array.from({ length: 300 }, (_, k) => ({ op: 'upsert', collection: 'deals', doc: { _id: `n${k}`, v: 2 } }));
        await expect(store.write([...run, { op: 'upsert', collection: 'deals', doc: { v: 3 } }] as never)).rejects.toThrow(/_id/);
        expect(await store.find('deals', {})).toEqual([{ _id: 'd1', v: 1 }]);
      });

      it('a batch that breaks a unique index on the server leaves nothing written', async () => {
        await store.ensureCollection({ name: 'users', indexes: [{ fields: { email: 1 }, unique: true }] });
        await store.upsert('users', { _id: 'u1', email: 'a@x.io' });
        const batch = [
          { op: 'upsert', collection: 'audit', doc: { _id: 'a1' } },
          { op: 'upsert', collection: 'users', doc: { _id: 'u2', email: 'b@x.io' } },
          { op: 'upsert', collection: 'users', doc: { _id: 'u3', email: 'a@x.io' } },
        ] as const;
        await expect(store.write([...batch])).rejects.toThrow();
        expect(await store.find('users', {}, { sort: { _id: 1 } })).toEqual([{ _id: 'u1', email: 'a@x.io' }]);
        expect(await store.get('audit', 'a1')).toBeNull();
      });
    });

    describe('leases', () => {
      it('gives a free lease to the first holder, keeps it from others until it expires, and renews it for its holder', async () => {
        const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 8, 0, 0) + ms);
        expect(await store.claim('leases', 'projections', 'a', at(0), 10_000)).toBe(true);
        expect(await store.claim('leases', 'projections', 'b', at(5_000), 10_000)).toBe(false);
        expect(await store.claim('leases', 'projections', 'a', at(9_000), 10_000)).toBe(true); // renewed to 19 s
        expect(await store.claim('leases', 'projections', 'b', at(15_000), 10_000)).toBe(false);
        expect(await store.get('leases', 'projections')).toMatchObject({ holder: 'a', expires_at: at(19_000).getTime() });
        expect(await store.claim('leases', 'projections', 'b', at(19_000), 10_000)).toBe(true);
        expect(await store.claim('leases', 'projections', 'a', at(20_000), 10_000)).toBe(false);
        expect(await store.claim('leases', 'other', 'a', at(20_000), 10_000)).toBe(true);
      });

      it('insertIfAbsent stores a document once: a second insert of its id leaves the first', async () => {
        expect(await store.insertIfAbsent('once', { _id: 'k', value: 'first' })).toBe(true);
        expect(await store.insertIfAbsent('once', { _id: 'k', value: 'second' })).toBe(false);
        expect(await store.get('once', 'k')).toMatchObject({ value: 'first' });
        const raced = await Promise.all(['a', 'b', 'c', 'd'].map((value) => store.insertIfAbsent('once', { _id: 'race', value })));
        expect(raced.filter(Boolean)).toHaveLength(1);
        expect(await store.get('once', 'race')).toMatchObject({ value: ['a', 'b', 'c', 'd'][raced.indexOf(true)] });
      });

      it('writes a guarded batch only while its lease is held by the writer, and nothing of it otherwise', async () => {
        const now = new Date();
        expect(await store.claim('leases', 'fenced', 'a', now, 10_000)).toBe(true);
        const guard = { collection: 'leases', id: 'fenced', match: { holder: 'a' } };
        await store.write([{ op: 'upsert', collection: 'docs', doc: { _id: 'd', by: 'a' } }], guard);
        // The lease runs out and b takes it: a's pending batch must not land over b's work.
        expect(await store.claim('leases', 'fenced', 'b', new Date(now.getTime() + 20_000), 10_000)).toBe(true);
        await store.write([{ op: 'upsert', collection: 'docs', doc: { _id: 'd', by: 'b' } }], { ...guard, match: { holder: 'b' } });
        await expect(
          store.write(
            [
              { op: 'upsert', collection: 'docs', doc: { _id: 'd', by: 'a, late' } },
              { op: 'upsert', collection: 'docs', doc: { _id: 'e', by: 'a, late' } },
            ],
            guard,
          ),
        ).rejects.toBeInstanceOf(GuardFailedError);
        expect(await store.get('docs', 'd')).toMatchObject({ by: 'b' });
        expect(await store.get('docs', 'e')).toBeNull();
        await expect(
          store.write([{ op: 'upsert', collection: 'docs', doc: { _id: 'f' } }], { ...guard, id: 'none' }),
        ).rejects.toBeInstanceOf(GuardFailedError);
      });

      it('lets exactly one of many simultaneous claimants take a free lease', async () => {
        const now = new Date();
        const won = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((holder) => store.claim('leases', 'race', holder, now, 10_000)));
        expect(won.filter(Boolean)).toHaveLength(1);
      });
    });

    describe('collections', () => {
      it('ensureCollection is idempotent and a unique index refuses a duplicate', async () => {
        const spec: CollectionSpec = {
          name: 'users',
          indexes: [{ fields: { email: 1 }, unique: true }, { fields: { 'profile.city': 1, name: -1 } }],
        };
        await store.ensureCollection(spec);
        await store.ensureCollection(spec);
        await store.upsert('users', { _id: 'u1', email: 'a@x.io' });
        await store.upsert('users', { _id: 'u1', email: 'a@x.io', name: 'Ann' });
        await expect(store.upsert('users', { _id: 'u2', email: 'a@x.io' })).rejects.toThrow();
        expect(await store.listCollections()).toEqual(['users']);
      });

      it('deferred indexes are built by the next ensureCollection; finds are right before and after', async () => {
        const spec: CollectionSpec = { name: 'users', indexes: [{ fields: { email: 1 }, unique: true }, { fields: { tags: 1, n: -1 } }] };
        await store.ensureCollection(spec, { deferIndexes: true });
        await store.write(
          Array.from({ length: 40 }, (_, n) => ({
            op: 'upsert' as const,
            collection: 'users',
            doc: { _id: `u${n}`, email: `${n}@x.io`, n, tags: n % 2 ? ['odd', 'all'] : 'even' },
          })),
        );
        const odd = async () => (await store.find('users', { tags: 'odd' }, { sort: { tags: 1, n: -1 }, limit: 3 })).map((d) => d._id);
        expect(await odd()).toEqual(['u39', 'u37', 'u35']);
        await store.ensureCollection(spec);
        expect(await odd()).toEqual(['u39', 'u37', 'u35']);
        expect(await store.count('users', { tags: 'even', n: { $lt: 10 } })).toBe(5);
        await expect(store.upsert('users', { _id: 'dup', email: '1@x.io' })).rejects.toThrow();
        await store.ensureCollection(spec, { deferIndexes: true }); // built already: nothing changes
        await expect(store.upsert('users', { _id: 'dup', email: '1@x.io' })).rejects.toThrow();
      });

      it('a deferred unique index refuses nothing until built, and building it over duplicates fails', async () => {
        const spec: CollectionSpec = { name: 'users', indexes: [{ fields: { email: 1 }, unique: true }] };
        await store.ensureCollection(spec, { deferIndexes: true });
        await store.upsert('users', { _id: 'u1', email: 'a@x.io' });
        await store.upsert('users', { _id: 'u2', email: 'a@x.io' });
        await expect(store.ensureCollection(spec)).rejects.toThrow();
        await store.delete('users', 'u2');
        await store.ensureCollection(spec);
        await expect(store.upsert('users', { _id: 'u3', email: 'a@x.io' })).rejects.toThrow();
      });

      it('renameCollection replaces the target with the source, indexes included', async () => {
        const spec = (name: string): CollectionSpec => ({ name, indexes: [{ fields: { email: 1 }, unique: true }] });
        await store.ensureCollection(spec('live'));
        await store.upsert('live', { _id: 'old', email: 'old@x.io' });
        await store.ensureCollection(spec('next'));
        await store.upsert('next', { _id: 'new', email: 'new@x.io' });
        await store.renameCollection('next', 'live');
        expect(await store.find('live', {})).toEqual([{ _id: 'new', email: 'new@x.io' }]);
        expect(await store.listCollections()).toEqual(['live']);
        await expect(store.upsert('live', { _id: 'dup', email: 'new@x.io' })).rejects.toThrow();
        await store.ensureCollection(spec('next'));
        await store.upsert('next', { _id: 'again', email: 'new@x.io' });
        expect(await store.count('next')).toBe(1);
      });

      it('renameCollection to a new name moves the documents', async () => {
        await store.upsert('a', { _id: '1' });
        await store.renameCollection('a', 'b');
        expect(await store.get('b', '1')).toEqual({ _id: '1' });
        expect(await store.listCollections()).toEqual(['b']);
      });

      it('renameCollection of an unknown collection fails', async () => {
        await expect(store.renameCollection('missing', 'b')).rejects.toThrow();
      });

      it('dropCollection removes the collection and its documents; dropping an unknown one is fine', async () => {
        await store.upsert('a', { _id: '1' });
        await store.upsert('b', { _id: '1' });
        await store.dropCollection('a');
        await store.dropCollection('never');
        expect(await store.listCollections()).toEqual(['b']);
        expect(await store.get('a', '1')).toBeNull();
        expect(await store.find('a', {})).toEqual([]);
        expect(await store.count('a')).toBe(0);
      });
    });

    queryContract(current);
    generatedQueriesContract(current);
  });
}
