/**
 * From KurrentDB's records to ours. A position is the event's commit position in $all as a decimal
 * string: for events written since v20 the commit position equals the prepare position, so reading
 * "after p" starts at {commit: p, prepare: p} and drops the event at p itself.
 */
import {
  START as CLIENT_START,
  type AllStreamRecordedEvent,
  type ReadPosition,
  type RecordedEvent as ClientRecordedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata, Position, RecordedEvent } from './port';

export function toRecordedEvent(event: ClientRecordedEvent): RecordedEvent {
  if (!event.position) throw new Error(`KurrentDB returned event ${event.id} without a position`);
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: event.position.commit.toString(),
    recordedAt: event.created.toISOString(),
  };
}

/** Where to start reading so that the event at `after` itself is the only one to drop. */
export function readPositionAfter(after: Position): ReadPosition {
  const commit = BigInt(after);
  return commit === 0n ? CLIENT_START : { commit, prepare: commit };
}

export function isAfter(event: AllStreamRecordedEvent, after: Position): boolean {
  return event.position.commit > BigInt(after);
}
