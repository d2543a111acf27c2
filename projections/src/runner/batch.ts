import type { Doc, DocumentStore, WriteOp } from '@dealbook/infra/document-store/port';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import type { Projection, ProjectionContext, ProjectionStatusDoc } from './projection';
import { STATUS_COLLECTION } from './projection';

/**
 * Events applied but not yet written: the documents they produced (readable by later events of the
 * same batch) and the position reached. `flush` writes documents and checkpoint in one atomic batch.
 */
export class Batch {
  private pending = new Map<string, { collection: string; id: string; doc: Doc | null }>();
  last: RecordedEvent | null = null;
  count = 0;

  /** True once an event of this batch changed a document. */
  get hasChanges(): boolean {
    return this.pending.size > 0;
  }

  constructor(
    private readonly documents: DocumentStore,
    private readonly projection: Projection,
    private readonly physical: (logical: string) => string,
    private readonly statusId: string,
  ) {}

  readonly ctx: ProjectionContext = {
    get: async <T extends Doc>(collection: string, id: string) => {
      const hit = this.pending.get(key(collection, id));
      if (hit) return hit.doc as T | null;
      return this.documents.get<T>(this.physical(collection), id);
    },
  };

  /** Applies one event; a handler that answers at once (no read) is recorded without waiting a turn. */
  apply(event: RecordedEvent): Promise<void> | undefined {
    const ops = this.projection.handle(event, this.ctx);
    if (!Array.isArray(ops)) return ops.then((answered) => this.record(event, answered));
    this.record(event, ops);
    return undefined;
  }

  private record(event: RecordedEvent, ops: WriteOp[]): void {
    for (const op of ops) {
      if (op.op === 'upsert') {
        // A handler that stamps the position itself spares a copy of every document.
        const doc = op.doc._position === event.position ? op.doc : { ...op.doc, _position: event.position };
        this.pending.set(key(op.collection, op.doc._id), { collection: op.collection, id: op.doc._id, doc });
      } else {
        this.pending.set(key(op.collection, op.id), { collection: op.collection, id: op.id, doc: null });
      }
    }
    this.last = event;
    this.count++;
  }

  /** Writes what is pending; returns the checkpoint written, or null when there was nothing. */
  async flush(state: ProjectionStatusDoc['state'], version: number): Promise<string | null> {
    if (!this.last) return null;
    // One physical name per collection, not one per document: the store compares neighbours' names.
    const names = new Map<string, string>();
    const ops: WriteOp[] = [];
    for (const { collection: logical, id, doc } of this.pending.values()) {
      let collection = names.get(logical);
      if (collection === undefined) names.set(logical, (collection = this.physical(logical)));
      ops.push(doc ? { op: 'upsert', collection, doc } : { op: 'delete', collection, id });
    }
    const status: ProjectionStatusDoc = {
      _id: this.statusId,
      version,
      checkpoint: this.last.position,
      state,
      last_error: null,
      updated_at: new Date().toISOString(),
    };
    ops.push({ op: 'upsert', collection: STATUS_COLLECTION, doc: status });
    await this.documents.write(ops);
    const checkpoint = this.last.position;
    this.pending.clear();
    this.last = null;
    this.count = 0;
    return checkpoint;
  }
}

function key(collection: string, id: string): string {
  return `${collection}\u0000${id}`;
}
