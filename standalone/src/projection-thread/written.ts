import type { ChangedDocs } from '@dealbook/infra/document-store/remembered-gets';
import type { DocumentStore, WriteOp } from '@dealbook/infra/document-store/port';

/**
 * The projections' writes to `collections`, noted once committed, for the main thread's remembered reads
 * (infra/src/document-store/remembered-gets.ts): `take` hands over what was noted since it was last
 * called. A collection renamed or dropped (a rebuild's swap) changes every document.
 */
export function notingWrites(documents: DocumentStore, collections: string[], noted: () => void) {
  const watched = new Set(collections);
  let ids: [string, string][] = [];
  let all = false;
  const noteOps = (ops: WriteOp[]) => {
    const before = ids.length;
    for (const op of ops) {
      if (watched.has(op.collection)) ids.push([op.collection, op.op === 'upsert' ? op.doc._id : op.id]);
    }
    if (ids.length > before) noted();
  };
  const noteAll = () => {
    all = true;
    noted();
  };

  const store: DocumentStore = Object.create(documents);
  store.write = async (ops) => {
    await documents.write(ops);
    noteOps(ops);
  };
  store.upsert = async (collection, doc) => {
    await documents.upsert(collection, doc);
    noteOps([{ op: 'upsert', collection, doc }]);
  };
  store.delete = async (collection, id) => {
    await documents.delete(collection, id);
    noteOps([{ op: 'delete', collection, id }]);
  };
  store.renameCollection = async (from, to) => {
    await documents.renameCollection(from, to);
    noteAll();
  };
  store.dropCollection = async (name) => {
    await documents.dropCollection(name);
    noteAll();
  };

  return {
    store,
    /** What was written since the last call, or null when nothing was. */
    take(): ChangedDocs | null {
      const changed: ChangedDocs | null = all ? { all: true } : ids.length ? { ids } : null;
      ids = [];
      all = false;
      return changed;
    },
  };
}
