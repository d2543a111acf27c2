/**
 * The document store port: named collections of JSON documents keyed by `_id`, queried with a
 * documented subset of MongoDB's query language (see `filter.md`). Adapters: embedded (SQLite) and
 * mongodb; both pass `document-store.contract.ts`.
 */

export type Doc = { _id: string } & Record<string, unknown>;

/** Supported: equality on dotted paths (including array membership), $in $nin $ne $gt $gte $lt $lte
 *  $exists $regex (string or RegExp, with $options 'i'), $and $or. Anything else throws. */
export type Filter = Record<string, unknown>;

export type Sort = Record<string, 1 | -1>;

export interface IndexSpec {
  /** Dotted paths in order, with direction. */
  fields: Sort;
  unique?: boolean;
}

export interface CollectionSpec {
  name: string;
  indexes?: IndexSpec[];
}

export interface FindOptions {
  sort?: Sort;
  skip?: number;
  limit?: number;
}

export type WriteOp = { op: 'upsert'; collection: string; doc: Doc } | { op: 'delete'; collection: string; id: string };

/**
 * A condition on a batch: it is written only while document `id` of `collection` holds `match`'s values,
 * checked in the batch's own transaction. A projections instance guards its writes with its lease
 * (`{ holder }`), so one that lost the lease while a batch was pending cannot write over the new holder's.
 */
export interface WriteGuard {
  collection: string;
  id: string;
  match: Record<string, string | number | boolean>;
}

/** The guard of a batch did not hold: nothing of it was written. */
export class GuardFailedError extends Error {
  constructor(readonly guard: WriteGuard) {
    super(`write refused: ${guard.collection}/${guard.id} no longer holds ${JSON.stringify(guard.match)}`);
    this.name = 'GuardFailedError';
  }
}

/** Whether `doc` holds every value of the guard. */
export const guardHolds = (guard: WriteGuard, doc: Doc | null): boolean =>
  !!doc && Object.entries(guard.match).every(([field, value]) => doc[field] === value);

export interface EnsureOptions {
  /**
   * Declare the indexes missing so far without building them, for a bulk load into a new collection:
   * a later `ensureCollection` without this option builds them, once, over the loaded documents.
   * Until then finds are answered correctly but without those indexes, and a deferred unique index
   * refuses nothing (building it over duplicates fails).
   */
  deferIndexes?: boolean;
}

export interface DocumentStore {
  /** Creates the collection and its indexes if missing. Idempotent. */
  ensureCollection(spec: CollectionSpec, options?: EnsureOptions): Promise<void>;
  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null>;
  find<T extends Doc = Doc>(collection: string, filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(collection: string, filter?: Filter): Promise<number>;
  upsert(collection: string, doc: Doc): Promise<void>;
  /**
   * Stores `doc` only if no document has its id, atomically across every process sharing the store; true
   * when this call stored it. What must be made once (a person's key) is made this way, never by a read
   * then an upsert, which lets a second maker overwrite the first.
   */
  insertIfAbsent(collection: string, doc: Doc): Promise<boolean>;
  delete(collection: string, id: string): Promise<void>;
  /**
   * Applies every op atomically (a projection writes its documents and its checkpoint in one batch).
   * Neighbouring upserts on one collection travel together (multi-row statements, one bulkWrite), so a
   * page of documents costs a few statements rather than one per document.
   */
  write(ops: WriteOp[], guard?: WriteGuard): Promise<void>;
  /**
   * A lease: document `id` becomes `{ holder, expires_at }` (epoch ms, `now` + `ttlMs`) when it is missing,
   * expired or already `holder`'s, atomically across every process sharing the store. True when `holder`
   * holds it now. The projections process claims and renews one, so that one instance projects.
   */
  claim(collection: string, id: string, holder: string, now: Date, ttlMs: number): Promise<boolean>;
  /** Replaces `to` with `from` atomically (drops the old `to`); used to switch a rebuilt projection. */
  renameCollection(from: string, to: string): Promise<void>;
  dropCollection(name: string): Promise<void>;
  listCollections(): Promise<string[]>;
  close(): Promise<void>;
}
