/**
 * The expected-revision and idempotency rules shared by the embedded adapters (memory, sqlite), so both
 * behave the way KurrentDB does.
 */
import { WrongExpectedVersionError, type AppendResult, type ExpectedRevision, type NewEvent, type Position } from './port';

export type CurrentRevision = number | 'no_stream';

/** Where an event id already lives in the store. */
export interface StoredEventRef {
  streamId: string;
  revision: number;
  position: Position;
}

export function acceptsRevision(expected: ExpectedRevision, current: CurrentRevision): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return current === 'no_stream';
    case 'stream_exists':
      return current !== 'no_stream';
    default:
      return current === expected;
  }
}

/**
 * Decides an append before anything is written. Returns the original result when the same events were
 * already appended at the same place (a retried command), null when the append may proceed, and throws
 * WrongExpectedVersionError otherwise, including when only some of the ids are known.
 */
export function checkAppend(
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  current: CurrentRevision,
  stored: readonly (StoredEventRef | undefined)[],
): AppendResult | null {
  if (new Set(events.map((event) => event.id)).size !== events.length) {
    throw new Error(`Append to ${streamId} carries the same event id twice`);
  }
  if (stored.every((ref) => ref === undefined)) {
    if (!acceptsRevision(expected, current)) throw new WrongExpectedVersionError(streamId, expected, current);
    return null;
  }
  const first = stored[0];
  const last = stored[stored.length - 1];
  const isReplay =
    first !== undefined &&
    last !== undefined &&
    stored.every((ref, i) => ref !== undefined && ref.streamId === streamId && ref.revision === first.revision + i) &&
    replayStartsWhereExpected(expected, first.revision);
  if (!isReplay) throw new WrongExpectedVersionError(streamId, expected, current);
  return { nextRevision: last.revision, position: last.position };
}

function replayStartsWhereExpected(expected: ExpectedRevision, firstRevision: number): boolean {
  if (expected === 'any' || expected === 'stream_exists') return true;
  if (expected === 'no_stream') return firstRevision === 0;
  return firstRevision === expected + 1;
}
