import { describe, expect, it } from 'vitest';
import { forgetDecoded } from '@dealbook/domain';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import { Batch } from './batch';
import { alreadyApplied, type Projection } from './projection';

type Count = { _id: string; n: number; _position?: string };
const counter: Projection = {
  name: 'counter',
  version: 1,
  collections: [{ name: 'counts' }],
  async handle(event, ctx) {
    const doc = await ctx.get<Count>('counts', event.streamId);
    if (alreadyApplied(doc, event)) return [];
    return [{ op: 'upsert', collection: 'counts', doc: { _id: event.streamId, n: (doc?.n ?? 0) + 1 } }];
  },
};
const event = (position: number, streamId = 's-1'): RecordedEvent => ({
  id: `e-${position}`,
  type: 'Pinged',
  data: {},
  metadata: {} as RecordedEvent['metadata'],
  streamId,
  revision: position,
  position: String(position),
  recordedAt: new Date(0).toISOString(),
});

/** The embedded store, counting the reads that reach it and able to refuse the next write. */
function counted() {
  const inner = createEmbeddedDocumentStore({ file: ':memory:' });
  const seen = { reads: 0, refuseNextWrite: false };
  const documents: DocumentStore = {
    ...inner,
    get: (collection, id) => {
      seen.reads++;
      return inner.get(collection, id);
    },
    write: (ops) => {
      if (!seen.refuseNextWrite) return inner.write(ops);
      seen.refuseNextWrite = false;
      return Promise.reject(new Error('disk full'));
    },
  };
  return { inner, documents, seen };
}

async function applyAndFlush(batch: Batch, e: RecordedEvent) {
  await batch.apply(e);
  await batch.flush('running', 1);
}

describe('a batch of a live loop', () => {
  it('reads the documents it wrote from memory, frozen, and equal to the stored ones', async () => {
    const { inner, documents, seen } = counted();
    const batch = new Batch(documents, counter, (c) => c, 'status-counter', true);
    for (let p = 1; p <= 5; p++) await applyAndFlush(batch, event(p));
    expect(seen.reads).toBe(1); // the first event's, when nothing was written yet
    const kept = await batch.ctx.get<Count>('counts', 's-1');
    expect(kept).toEqual(await inner.get('counts', 's-1'));
    expect(kept?.n).toBe(5);
    expect(Object.isFrozen(kept)).toBe(true);
  });

  it('reads from the store again after a failed write, after an erasure, and when it keeps nothing', async () => {
    const { documents, seen } = counted();
    const batch = new Batch(documents, counter, (c) => c, 'status-counter', true);
    await applyAndFlush(batch, event(1));
    seen.refuseNextWrite = true;
    await expect(applyAndFlush(batch, event(2, 's-9'))).rejects.toThrow('disk full');
    seen.reads = 0;
    await batch.ctx.get('counts', 's-1');
    expect(seen.reads).toBe(1);

    await applyAndFlush(new Batch(documents, counter, (c) => c, 'status-counter', true), event(3, 's-2'));
    forgetDecoded();
    seen.reads = 0;
    await batch.ctx.get('counts', 's-1');
    expect(seen.reads).toBe(1);

    const rebuilding = new Batch(documents, counter, (c) => c, 'status-counter', false);
    await applyAndFlush(rebuilding, event(4, 's-3'));
    seen.reads = 0;
    await rebuilding.ctx.get('counts', 's-3');
    expect(seen.reads).toBe(1);
  });

  it('keeps at most 256 documents, the most recently used', async () => {
    const { documents, seen } = counted();
    const batch = new Batch(documents, counter, (c) => c, 'status-counter', true);
    for (let p = 1; p <= 300; p++) await applyAndFlush(batch, event(p, `s-${p}`));
    seen.reads = 0;
    await batch.ctx.get('counts', 's-300');
    await batch.ctx.get('counts', 's-45');
    expect(seen.reads).toBe(0);
    await batch.ctx.get('counts', 's-44');
    await batch.ctx.get('counts', 's-1');
    expect(seen.reads).toBe(2);
  });
});
