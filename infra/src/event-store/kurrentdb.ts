/**
 * Production event store on KurrentDB (EventStoreDB). Positions: see kurrentdb-mapping.ts. The global
 * log (readAll, headPosition, subscriptions) leaves out system events, whose types start with '$'.
 * Every subscriber of one store object shares one `$all` subscription (shared-subscription.ts).
 */
import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START as CLIENT_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError as ClientWrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AppendStreamState,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import { isAfter, readPositionAfter, toRecordedEvent } from './kurrentdb-mapping';
import { followKurrentDbSubscription } from './kurrentdb-subscription';
import { createSharedSubscriptions } from './shared-subscription';
import {
  checkAppendSize,
  START,
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './port';

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false` */
  connectionString: string;
}

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

export function createKurrentDbEventStore({ connectionString }: KurrentDbEventStoreOptions): EventStore {
  const client = KurrentDBClient.connectionString(connectionString);
  const subscriptions = new Set<Subscription>();

  async function readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const read = client.readStream(streamId, {
        // A command decides on what the leader holds: a follower may not have the last append yet, and a
        // decision on it would answer a spurious conflict or miss the caller's own write.
        requiresLeader: true,
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision === undefined ? (backwards ? END : CLIENT_START) : BigInt(options.fromRevision),
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of read) if (resolved.event) events.push(toRecordedEvent(resolved.event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async function readAll({ after = START, maxCount }: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = maxCount ?? Number.MAX_SAFE_INTEGER;
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    const read = client.readAll({
      requiresLeader: true,
      fromPosition: readPositionAfter(after),
      direction: FORWARDS,
      // The event at `after` itself comes back first and is dropped, so ask for one more.
      maxCount: BigInt(limit) + 1n,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of read) {
      if (!resolved.event || !isAfter(resolved.event, after)) continue;
      events.push(toRecordedEvent(resolved.event));
      if (events.length >= limit) break;
    }
    return events;
  }

  // One `$all` subscription for every subscriber of this store object (the projections and reactors of a process).
  const shared = createSharedSubscriptions({
    readPage: (after, maxCount) => readAll({ after, maxCount }),
    follow: (after) => followKurrentDbSubscription(client, { after }, subscriptions),
  });

  // An idempotent re-append comes back without a position: look up the event it points at.
  async function positionOfRevision(streamId: string, revision: number): Promise<Position> {
    const [event] = await readStream(streamId, { direction: 'backwards', fromRevision: revision, maxCount: 1 });
    return event?.position ?? START;
  }

  return {
    async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
      // Refused here as the embedded stores refuse it, with the same error, rather than by the server.
      checkAppendSize(streamId, events);
      const proposed = events.map((event) =>
        jsonEvent({ id: event.id, type: event.type, data: event.data as JSONType, metadata: event.metadata }),
      );
      try {
        const result = await client.appendToStream(streamId, proposed, { streamState: toStreamState(expected) });
        const nextRevision = Number(result.nextExpectedRevision);
        const position =
          result.position && result.position.commit >= 0n
            ? result.position.commit.toString()
            : await positionOfRevision(streamId, nextRevision);
        return { nextRevision, position };
      } catch (error) {
        if (!(error instanceof ClientWrongExpectedVersionError)) throw error;
        const actual = error.actualState;
        throw new WrongExpectedVersionError(streamId, expected, typeof actual === 'bigint' && actual >= 0n ? Number(actual) : 'no_stream');
      }
    },

    readStream,

    readAll,

    subscribeToAll(options: SubscribeOptions = {}): Subscription {
      return shared.subscribe(options);
    },

    async headPosition(): Promise<Position> {
      const read = client.readAll({
        fromPosition: END,
        direction: BACKWARDS,
        maxCount: 1,
        filter: excludeSystemEvents(),
      });
      for await (const resolved of read) if (resolved.event) return resolved.event.position.commit.toString();
      return START;
    },

    async close(): Promise<void> {
      await shared.closeAll();
      for (const subscription of [...subscriptions]) await subscription.close();
      await client.dispose();
    },
  };
}
