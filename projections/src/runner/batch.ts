import { deepFreeze, forgetWithDecoded } from '@dealbook/domain';
import { GuardFailedError, type Doc, type DocumentStore, type WriteGuard, type WriteOp } from '@dealbook/infra/document-store/port';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import type { Projection, ProjectionContext, ProjectionStatusDoc } from './projection';
import { STATUS_COLLECTION } from './projection';

/**
 * The read models' store did not answer (a MongoDB outage, a connection lost): a failure of the store, not
 * of the event or the handler, so the loop waits and tries again instead of dead-lettering a good event.
 */
export class StoreUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super(`the read models' store did not answer: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreUnavailableError';
  }
}

/** How many written documents a live loop keeps to read again (a few large deals' at most a few MB). */
const REMEMBERED_DOCS = 256;

/**
 * Events applied but not yet written: the documents they produced (readable by later events of the
 * same batch) and the position reached. `flush` writes documents and checkpoint in one atomic batch.
 *
 * A live loop also keeps the documents it wrote last (`remember`), frozen, and later batches read them
 * there instead of reading and parsing them again: while the loop runs it is the only writer of its
 * projection's collections (the lease holder; a rebuild writes copies, and the loop is started again
 * after the swap), so what it wrote is what the store holds. A failed write forgets them all, and so
 * does an erasure (`forgetWithDecoded`), as they may hold decoded personal data.
 */
export class Batch {
  private pending = new Map<string, { collection: string; id: string; doc: Doc | null }>();
  /** Written documents (null: deleted) by key, the most recently used last. */
  private readonly recent = new Map<string, Doc | null>();
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
    private readonly remember = false,
    private readonly guard?: WriteGuard,
  ) {
    if (remember) forgetWithDecoded(this.recent);
  }

  readonly ctx: ProjectionContext = {
    get: async <T extends Doc>(collection: string, id: string) => {
      const k = key(collection, id);
      const hit = this.pending.get(k);
      if (hit) return hit.doc as T | null;
      const kept = this.recent.get(k);
      if (kept !== undefined) {
        this.recent.delete(k);
        this.recent.set(k, kept);
        return kept as T | null;
      }
      return this.documents.get<T>(this.physical(collection), id).catch((error: unknown) => {
        throw new StoreUnavailableError(error);
      });
    },
  };

  /** Forgets the written documents: the loop is over (the erasure registry keeps the empty map). */
  close(): void {
    this.recent.clear();
  }

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
    try {
      await this.documents.write(ops, this.guard);
    } catch (error) {
      // What is pending stays pending: the next flush writes it, or the next holder applies it again.
      this.recent.clear();
      throw error instanceof GuardFailedError ? error : new StoreUnavailableError(error);
    }
    if (this.remember) this.keep();
    const checkpoint = this.last.position;
    this.pending.clear();
    this.last = null;
    this.count = 0;
    return checkpoint;
  }

  private keep(): void {
    for (const [k, { doc }] of this.pending) {
      this.recent.delete(k);
      this.recent.set(k, doc && deepFreeze(doc));
    }
    for (const k of this.recent.keys()) {
      if (this.recent.size <= REMEMBERED_DOCS) break;
      this.recent.delete(k);
    }
  }
}

function key(collection: string, id: string): string {
  return `${collection}\u0000${id}`;
}
