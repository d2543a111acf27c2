/**
 * The event store port. Every adapter (memory, sqlite, kurrentdb) implements it and passes
 * `event-store.contract.ts`.
 *
 * Revisions are 0-based per stream (the first event of a stream has revision 0).
 * Positions are opaque decimal strings, comparable within one store with `comparePositions`.
 * `START` is before every event: reading the global log after `START` reads it all.
 */

export type Position = string;
export const START: Position = '0';

export function comparePositions(a: Position, b: Position): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** What an append expects of the stream: an exact revision, no stream yet, some stream, or anything. */
export type ExpectedRevision = number | 'no_stream' | 'stream_exists' | 'any';

export interface EventMetadata {
  actorId: string | null;
  commandId: string;
  correlationId: string;
  causationId: string;
  occurredAt: string; // ISO 8601
  schemaVersion: number;
  [key: string]: unknown;
}

export interface NewEvent {
  id: string; // UUID; derive it from the command id so a retried command appends nothing twice
  type: string;
  data: unknown; // a JSON object
  metadata: EventMetadata;
}

export interface RecordedEvent extends NewEvent {
  streamId: string;
  revision: number;
  position: Position;
  recordedAt: string; // ISO 8601, as the store recorded it
}

export interface AppendResult {
  /** Revision of the last event of the stream after the append. */
  nextRevision: number;
  /** Global position of the last event appended (or of the existing events on an idempotent re-append). */
  position: Position;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Forwards defaults to 0, backwards to the end. */
  fromRevision?: number;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to START. */
  after?: Position;
  maxCount?: number;
}

export interface SubscribeOptions {
  after?: Position;
  signal?: AbortSignal;
}

/** Catch-up then live subscription to the global log. `close()` ends the iteration. */
export interface Subscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /** Returns [] when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeOptions): Subscription;
  /** Position of the last event in the global log, START when empty. */
  headPosition(): Promise<Position>;
  close(): Promise<void>;
}

/** KurrentDB's default limit on one append (its MaxAppendSize); the embedded stores keep the same one. */
export const MAX_APPEND_BYTES = 1024 * 1024;

/** An append larger than MAX_APPEND_BYTES: refused whole, by every store, before anything is written. */
export class AppendTooLargeError extends Error {
  readonly code = 'APPEND_TOO_LARGE';
  constructor(
    readonly streamId: string,
    readonly bytes: number,
  ) {
    super(`Append to ${streamId} of ${bytes} bytes is over the limit of ${MAX_APPEND_BYTES}`);
    this.name = 'AppendTooLargeError';
  }
}

/** Throws AppendTooLargeError when the events, as JSON, are over the limit. */
export function checkAppendSize(streamId: string, events: readonly NewEvent[] | string): void {
  const bytes = Buffer.byteLength(typeof events === 'string' ? events : JSON.stringify(events));
  if (bytes > MAX_APPEND_BYTES) throw new AppendTooLargeError(streamId, bytes);
}

export class WrongExpectedVersionError extends Error {
  readonly code = 'WRONG_EXPECTED_VERSION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected version on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
  }
}
