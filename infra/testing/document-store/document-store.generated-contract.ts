/**
 * Generated documents and filters, answered by the store and by the JavaScript reference matcher
 * (matcher.ts). Against MongoDB this checks that the reference is MongoDB's semantics; against the
 * embedded store, that its SQL and its JavaScript agree, on plain and on indexed paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../src/document-store/filter-parse';
import { matches, sortDocs } from '../../src/document-store/matcher';
import type { Doc, DocumentStore, Filter, IndexSpec, Sort } from '../../src/document-store/port';

const scalar = fc.constantFrom<unknown>(null, true, false, 0, 1, 2.5, -1, 10, 'a', 'b', 'B', '1', '', 'ab');
const leaf = fc.oneof({ weight: 3, arbitrary: scalar }, { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) });
const object = fc.record({ x: leaf, y: leaf }, { requiredKeys: [] });
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(fc.oneof(scalar, object), { maxLength: 3 }) },
  { weight: 2, arbitrary: object },
);
const docs = fc
  .array(fc.record({ a: value, b: value, c: value }, { requiredKeys: [] }), { maxLength: 10 })
  .map((list) => list.map((d, i) => ({ _id: `g${i}`, ...d }) as Doc));

const path = fc.constantFrom('a', 'b', 'c', 'a.x', 'a.y', 'b.x', 'c.x');
const operand = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 2 }) },
  { weight: 1, arbitrary: object },
);
const test = fc.oneof(
  operand,
  operand.map((v) => ({ $ne: v })),
  fc.array(scalar, { maxLength: 3 }).map((vs) => ({ $in: vs })),
  fc.array(scalar, { maxLength: 3 }).map((vs) => ({ $nin: vs })),
  fc.tuple(fc.constantFrom('$gt', '$gte', '$lt', '$lte'), scalar).map(([op, v]) => ({ [op]: v })),
  fc.boolean().map((b) => ({ $exists: b })),
  fc.constantFrom(/^a/, /b/i, /^$/, /1/),
  fc.constantFrom('^a', 'B').map((source) => ({ $regex: source, $options: 'i' })),
);
const field = fc.tuple(path, test).map(([p, t]): Filter => ({ [p]: t }));
const filter = fc.oneof(
  { weight: 4, arbitrary: field },
  { weight: 1, arbitrary: fc.tuple(field, field).map(([x, y]): Filter => ({ $and: [x, y] })) },
  { weight: 1, arbitrary: fc.tuple(field, field).map(([x, y]): Filter => ({ $or: [x, y] })) },
  { weight: 1, arbitrary: fc.tuple(path, test, path, test).map(([p, t, q, u]): Filter => (p === q ? { [p]: t } : { [p]: t, [q]: u })) },
);
/** `_id` last makes the order total, so ties cannot differ between stores. */
const sort = fc
  .tuple(fc.constantFrom('a', 'b', 'c', '_id'), fc.constantFrom<1 | -1>(1, -1))
  .map(([p, dir]): Sort => (p === '_id' ? { _id: dir } : { [p]: dir, _id: 1 }));
const query = fc.record({ filter, sort, skip: fc.nat(3), limit: fc.nat(4) });

const RUNS = 40;

export function generatedQueriesContract(store: () => DocumentStore): void {
  describe('generated queries', () => {
    it('agree with the reference matcher and sort, on plain and on indexed collections', async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(docs, fc.array(query, { minLength: 1, maxLength: 4 }), fc.boolean(), async (stored, queries, indexed) => {
          const name = `generated_${run++}`;
          // Single-field indexes: MongoDB refuses compound indexes over two array fields of one document.
          const indexes: IndexSpec[] = indexed ? [{ fields: { a: 1 } }, { fields: { 'a.x': 1 } }, { fields: { c: -1 } }] : [];
          await store().ensureCollection({ name, indexes });
          await store().write(stored.map((doc) => ({ op: 'upsert', collection: name, doc })));
          const canonical = (await store().find(name, {})).map((d) => d._id);
          expect(canonical.sort()).toEqual(stored.map((d) => d._id).sort());
          for (const q of queries) {
            const clause = parseFilter(q.filter);
            const expected = sortDocs(
              stored.filter((d) => matches(d, clause)),
              q.sort,
            );
            const page = expected.slice(q.skip, q.limit ? q.skip + q.limit : undefined).map((d) => d._id);
            const found = (await store().find(name, q.filter, { sort: q.sort, skip: q.skip, limit: q.limit })).map((d) => d._id);
            expect({ query: q, found }).toEqual({ query: q, found: page });
            expect({ query: q, count: await store().count(name, q.filter) }).toEqual({ query: q, count: expected.length });
          }
          await store().dropCollection(name);
        }),
        { seed: 20240501, numRuns: RUNS },
      );
    });
  });
}
