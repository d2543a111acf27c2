import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { DocumentStore, WriteOp } from '@dealbook/infra/document-store/port';
import { groupedWrites } from './grouped-writes';

const upsert = (collection: string, _id: string, n: number): WriteOp => ({ op: 'upsert', collection, doc: { _id, n } });

/** The embedded store, recording each write that reaches it. */
function recorded() {
  const inner = createEmbeddedDocumentStore({ file: ':memory:' });
  const writes: WriteOp[][] = [];
  const documents: DocumentStore = {
    ...inner,
    write: (ops) => {
      writes.push(ops);
      return inner.write(ops);
    },
  };
  return { inner, writes, grouped: groupedWrites(documents) };
}

describe('grouped writes', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('writes the batches of one turn in one write, each collection in the order given', async () => {
    const { inner, writes, grouped } = recorded();
    close = () => inner.close();
    await Promise.all([
      grouped.write([upsert('a', '1', 1), upsert('status', 'p', 1), upsert('a', '2', 1)]),
      grouped.write([upsert('b', '1', 1), upsert('status', 'q', 1)]),
      grouped.write([upsert('a', '1', 2), { op: 'delete', collection: 'a', id: '2' }]),
    ]);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.map((op) => op.collection)).toEqual(['a', 'a', 'a', 'a', 'status', 'status', 'b']);
    expect(await inner.get('a', '1')).toMatchObject({ n: 2 });
    expect(await inner.get('a', '2')).toBeNull();
    expect(await inner.get('b', '1')).toMatchObject({ n: 1 });
    expect((await inner.find('status')).map((d) => d._id).sort()).toEqual(['p', 'q']);
  });

  it('writes batches of later turns apart', async () => {
    const { inner, writes, grouped } = recorded();
    close = () => inner.close();
    await grouped.write([upsert('a', '1', 1)]);
    await grouped.write([upsert('a', '1', 2)]);
    expect(writes).toHaveLength(2);
    expect(await inner.get('a', '1')).toMatchObject({ n: 2 });
  });

  it('fails only the batch that cannot be written, and writes the others', async () => {
    const { inner, grouped } = recorded();
    close = () => inner.close();
    const results = await Promise.allSettled([
      grouped.write([upsert('a', '1', 1)]),
      grouped.write([upsert('bad name', '1', 1)]),
      grouped.write([upsert('b', '1', 1)]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ message: 'Invalid collection name "bad name"' });
    expect(await inner.get('a', '1')).toMatchObject({ n: 1 });
    expect(await inner.get('b', '1')).toMatchObject({ n: 1 });
  });

  it('leaves the store’s other calls as they were', async () => {
    const { inner, grouped } = recorded();
    close = () => inner.close();
    await grouped.upsert('a', { _id: '1', n: 1 });
    expect(await grouped.get('a', '1')).toMatchObject({ n: 1 });
    expect(await grouped.count('a')).toBe(1);
  });
});
