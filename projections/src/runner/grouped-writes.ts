import type { DocumentStore, WriteOp } from '@dealbook/infra/document-store/port';

interface Waiting {
  ops: WriteOp[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The live loops of one process flush together: each event reaches every projection in the same turn,
 * and each writes its documents and checkpoint when no further event is ready. Written one by one, that is
 * a transaction per projection per save (the deal projections alone are five). Here the batches that
 * arrive in one turn of the event loop go in one `write`, one transaction; their ops are put in collection
 * order, which keeps each collection's own order (the projections write different collections, and their
 * status documents have different ids), so the result is the one the separate writes would have left.
 *
 * Each caller still learns of its own batch only: if the joint write fails, every batch is written again
 * alone, so one projection's bad document fails its own flush and no other.
 */
export function groupedWrites(documents: DocumentStore): DocumentStore {
  let waiting: Waiting[] = [];

  const writeAll = async () => {
    const group = waiting;
    waiting = [];
    if (group.length === 1) return settle(group[0]!);
    try {
      await documents.write(inCollectionOrder(group));
    } catch {
      await Promise.all(group.map(settle));
      return;
    }
    for (const w of group) w.resolve();
  };

  const settle = (w: Waiting) => documents.write(w.ops).then(w.resolve, w.reject);

  const grouped: DocumentStore = Object.create(documents);
  grouped.write = (ops: WriteOp[]) =>
    new Promise<void>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(() => void writeAll());
      waiting.push({ ops, resolve, reject });
    });
  return grouped;
}

/** The ops of every batch, grouped by collection and otherwise in the order given. */
function inCollectionOrder(group: Waiting[]): WriteOp[] {
  const byCollection = new Map<string, WriteOp[]>();
  for (const { ops } of group) {
    for (const op of ops) {
      const list = byCollection.get(op.collection);
      if (list) list.push(op);
      else byCollection.set(op.collection, [op]);
    }
  }
  return [...byCollection.values()].flat();
}
