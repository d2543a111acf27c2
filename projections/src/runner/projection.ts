import type { CollectionSpec, Doc, WriteOp } from '@dealbook/infra/document-store/port';
import { comparePositions, type Position, type RecordedEvent } from '@dealbook/infra/event-store/port';

/** Reads a projection's own documents, seeing the writes of earlier events in the same batch. */
export interface ProjectionContext {
  get<T extends Doc = Doc>(collection: string, id: string): Promise<T | null>;
}

/**
 * One read model. `handle` turns an event into writes on the projection's own collections (named
 * logically; the runner maps them to the live or the rebuilding copy). The runner stamps `_position` on
 * every upserted document (on a copy, unless the handler wrote the event's position there already);
 * handlers skip events a document has already seen (`alreadyApplied`).
 */
export interface Projection {
  name: string;
  /** Bump when the handler changes: the runner rebuilds into new collections while the old ones serve. */
  version: number;
  collections: CollectionSpec[];
  handle(event: RecordedEvent, ctx: ProjectionContext): Promise<WriteOp[]> | WriteOp[];
}

export type PositionedDoc = Doc & { _position?: Position };

export function alreadyApplied(doc: PositionedDoc | null, event: RecordedEvent): boolean {
  return !!doc?._position && comparePositions(doc._position, event.position) >= 0;
}

/** `reconnecting`: its subscription to the log dropped and it is subscribing again from its checkpoint. */
export type ProjectionState = 'starting' | 'running' | 'reconnecting' | 'rebuilding' | 'stopped';

/** What /api/health says of the read side: degraded while a projection is stopped on a poison event or cut off from the log. */
export function healthOf(states: readonly string[]): 'ok' | 'degraded' {
  return states.every((state) => state !== 'stopped' && state !== 'reconnecting') ? 'ok' : 'degraded';
}

/** Stored in `projection_status`, written in the same batch as the documents it covers. */
export interface ProjectionStatusDoc extends Doc {
  _id: string;
  version: number;
  checkpoint: Position;
  state: ProjectionState;
  last_error: string | null;
  updated_at: string;
}

export const STATUS_COLLECTION = 'projection_status';
export const DEAD_LETTERS = 'dead_letters';
export const REBUILD_SUFFIX = '__rebuild';
