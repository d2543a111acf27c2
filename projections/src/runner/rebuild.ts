import type { DocumentStore, WriteGuard } from '@dealbook/infra/document-store/port';
import { START, type EventStore, type Position } from '@dealbook/infra/event-store/port';
import { startLoop } from './loop';
import { REBUILD_SUFFIX, STATUS_COLLECTION, type Projection, type ProjectionStatusDoc } from './projection';

/**
 * Builds a projection from the start of the log into `<collection>__rebuild` copies while the live
 * collections keep serving; then pauses the live loop, applies what arrived meanwhile, and swaps the
 * copies in. Returns the checkpoint the switched projection continues from.
 */
export async function rebuildProjection(o: {
  store: EventStore;
  documents: DocumentStore;
  projection: Projection;
  pauseLive: () => Promise<void>;
  guard?: WriteGuard;
}): Promise<Position> {
  const { documents, projection: p } = o;
  const statusId = p.name + REBUILD_SUFFIX;
  const physical = (c: string) => c + REBUILD_SUFFIX;
  await documents.ensureCollection({ name: STATUS_COLLECTION });
  // The copies get their indexes after the bulk load: building an index once over sorted keys is
  // several times cheaper than maintaining it row by row. Declared now, so the store knows what the
  // loaded documents hold at the indexed paths without reading them all again.
  for (const c of p.collections) {
    await documents.dropCollection(physical(c.name));
    await documents.ensureCollection({ ...c, name: physical(c.name) }, { deferIndexes: true });
  }
  await documents.delete(STATUS_COLLECTION, statusId);
  const catchUp = (after: Position) =>
    startLoop({
      guard: o.guard,
      store: o.store,
      documents,
      projection: p,
      statusId,
      physical,
      version: p.version,
      after,
      state: 'rebuilding',
      untilCaughtUp: true,
      onCheckpoint: () => undefined,
    }).done;

  let checkpoint = await catchUp(START);
  for (const c of p.collections) await documents.ensureCollection({ ...c, name: physical(c.name) });
  await o.pauseLive();
  checkpoint = await catchUp(checkpoint);
  for (const c of p.collections) await documents.renameCollection(physical(c.name), c.name);
  const status: ProjectionStatusDoc = {
    _id: p.name,
    version: p.version,
    checkpoint,
    state: 'running',
    last_error: null,
    updated_at: new Date().toISOString(),
  };
  await documents.write([
    { op: 'upsert', collection: STATUS_COLLECTION, doc: status },
    { op: 'delete', collection: STATUS_COLLECTION, id: statusId },
  ]);
  return checkpoint;
}
