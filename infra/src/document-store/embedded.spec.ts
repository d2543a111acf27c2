import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentStoreContract } from '../../testing/document-store/document-store.contract';
import { createEmbeddedDocumentStore } from './embedded';
import { parseFilter } from './filter-parse';
import { matches, sortDocs } from './matcher';
import type { CollectionSpec, Doc, Filter } from './port';

const dir = mkdtempSync(join(tmpdir(), 'dealbook-documents-'));
let files = 0;
const freshFile = () => join(dir, `store-${files++}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

documentStoreContract('embedded', async () => createEmbeddedDocumentStore({ file: freshFile() }));

const deals: CollectionSpec = {
  name: 'deals',
  indexes: [{ fields: { owner: 1, updated_at: -1 } }, { fields: { email: 1 }, unique: true }],
};
const byOwner: CollectionSpec = { name: 'deals', indexes: [{ fields: { owner: 1 } }] };

describe('embedded document store', () => {
  it('reopens a file with its collections, documents and indexes', async () => {
    const file = freshFile();
    const first = createEmbeddedDocumentStore({ file });
    await first.ensureCollection(deals);
    await first.write([
      { op: 'upsert', collection: 'deals', doc: { _id: 'd1', owner: 'u1', updated_at: '2024-01-02', email: 'a@x.io' } },
      { op: 'upsert', collection: 'deals', doc: { _id: 'd2', owner: 'u1', updated_at: '2024-01-03', email: 'b@x.io' } },
      { op: 'upsert', collection: 'drafts', doc: { _id: 'x' } },
    ]);
    await first.renameCollection('drafts', 'notes');
    await first.close();

    const again = createEmbeddedDocumentStore({ file });
    expect(await again.listCollections()).toEqual(['deals', 'notes']);
    expect((await again.find('deals', { owner: 'u1' }, { sort: { updated_at: -1 } })).map((d) => d._id)).toEqual(['d2', 'd1']);
    expect(await again.get('notes', 'x')).toEqual({ _id: 'x' });
    await expect(again.upsert('deals', { _id: 'd3', email: 'a@x.io' })).rejects.toThrow(/UNIQUE/);
    await again.ensureCollection(deals);
    expect(await again.count('deals')).toBe(2);
    await again.close();
  });

  it('answers an equality filter with a sort from the declared index, without sorting', async () => {
    const store = createEmbeddedDocumentStore({ file: freshFile() });
    await store.ensureCollection(deals);
    await store.upsert('deals', { _id: 'd1', owner: 'u1', updated_at: '2024-01-02' });
    const plan = await store.explainFind('deals', { owner: 'u1' }, { sort: { updated_at: -1 }, limit: 25 });
    expect(plan.join('\n')).toMatch(/SEARCH .* USING INDEX ix_\d+_0 \(<expr>=\?\)/);
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
    const byId = await store.explainFind('deals', { _id: { $in: ['d1', 'd2'] } });
    expect(byId.join('\n')).toMatch(/USING INDEX sqlite_autoindex/);
    await store.close();
  });

  it('stays exact once an indexed path starts holding arrays', async () => {
    const store = createEmbeddedDocumentStore({ file: freshFile() });
    await store.ensureCollection(byOwner);
    await store.upsert('deals', { _id: 'd1', owner: 'u1' });
    expect((await store.explainFind('deals', { owner: 'u1' })).join('\n')).toMatch(/USING INDEX ix_/);
    await store.upsert('deals', { _id: 'd2', owner: ['u2', 'u1'] });
    await store.upsert('deals', { _id: 'd3', owner: true });
    expect((await store.find('deals', { owner: 'u1' })).map((d) => d._id).sort()).toEqual(['d1', 'd2']);
    expect(await store.count('deals', { owner: { $ne: 'u1' } })).toBe(1);
    await store.close();
  });

  it('learns the shape of data written before an index was declared', async () => {
    const store = createEmbeddedDocumentStore({ file: freshFile() });
    await store.upsert('deals', { _id: 'd1', owner: [{ id: 'u1' }] });
    await store.ensureCollection({ name: 'deals', indexes: [{ fields: { 'owner.id': 1 } }] });
    expect(await store.find('deals', { 'owner.id': 'u1' })).toEqual([{ _id: 'd1', owner: [{ id: 'u1' }] }]);
    await store.close();
  });

  it('tracks the shapes of deferred indexes while loading, and uses them once built, after a reopen too', async () => {
    const file = freshFile();
    const spec: CollectionSpec = { name: 'deals', indexes: [{ fields: { owner: 1 } }, { fields: { tags: 1 } }] };
    const first = createEmbeddedDocumentStore({ file });
    await first.ensureCollection(spec, { deferIndexes: true });
    await first.write([
      { op: 'upsert', collection: 'deals', doc: { _id: 'd1', owner: 'u1', tags: 'a' } },
      { op: 'upsert', collection: 'deals', doc: { _id: 'd2', owner: 'u2', tags: ['b', 'a'] } },
    ]);
    expect((await first.explainFind('deals', { owner: 'u1' })).join('\n')).not.toMatch(/USING INDEX ix_/);
    await first.close();
    const again = createEmbeddedDocumentStore({ file });
    await again.ensureCollection(spec);
    expect((await again.explainFind('deals', { owner: 'u1' })).join('\n')).toMatch(/USING INDEX ix_/);
    // Only a shape noted during the load (an array at `tags`) makes the filter look inside arrays.
    expect((await again.find('deals', { tags: 'a' })).map((d) => d._id).sort()).toEqual(['d1', 'd2']);
    await again.close();
  });

  it('a failed batch that created a collection leaves no trace of it', async () => {
    const store = createEmbeddedDocumentStore({ file: freshFile() });
    await expect(
      store.write([
        { op: 'upsert', collection: 'fresh', doc: { _id: 'f' } },
        { op: 'upsert', collection: 'fresh', doc: {} as Doc },
      ]),
    ).rejects.toThrow();
    expect(await store.listCollections()).toEqual([]);
    await store.upsert('fresh', { _id: 'f' });
    expect(await store.find('fresh', {})).toEqual([{ _id: 'f' }]);
    await store.close();
  });

  it('answers filters on plain indexed paths in SQL exactly as the reference matcher', async () => {
    const store = createEmbeddedDocumentStore({ file: freshFile() });
    const plain = fc.constantFrom<unknown>(null, 0, 1, 2.5, -3, 'a', 'b', 'B', '', '10');
    const doc = fc.record({ a: plain, b: fc.record({ x: plain }, { requiredKeys: [] }) }, { requiredKeys: [] });
    const op = fc.constantFrom('$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte', '$exists');
    const clause = fc.tuple(fc.constantFrom('a', 'b.x'), op, plain).map(([p, o, v]): Filter => {
      if (o === '$eq') return { [p]: v };
      if (o === '$in' || o === '$nin') return { [p]: { [o]: [v, 'b'] } };
      return { [p]: { [o]: o === '$exists' ? v !== null : v } };
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(doc, { maxLength: 12 }), clause, fc.constantFrom<1 | -1>(1, -1), async (raw, filter, dir) => {
        const name = `plain_${run++}`;
        await store.ensureCollection({ name, indexes: [{ fields: { a: 1 } }, { fields: { 'b.x': 1 } }] });
        const docs = raw.map((d, i): Doc => ({ _id: `p${i}`, ...d }));
        await store.write(docs.map((d) => ({ op: 'upsert', collection: name, doc: d })));
        const expected = sortDocs(
          docs.filter((d) => matches(d, parseFilter(filter))),
          { a: dir, _id: 1 },
        ).map((d) => d._id);
        expect((await store.find(name, filter, { sort: { a: dir, _id: 1 } })).map((d) => d._id)).toEqual(expected);
        expect(await store.count(name, filter)).toBe(expected.length);
      }),
      { seed: 7, numRuns: 60 },
    );
    await store.close();
  });
});
