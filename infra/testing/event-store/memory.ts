/**
 * In-memory event store for unit tests. Same semantics as the sqlite and kurrentdb adapters (it passes
 * the same contract); events are copied through JSON on the way in and out, as a real store would.
 */
import { checkAppend, type CurrentRevision } from '../../src/event-store/append-rules';
import { chainLink, GENESIS, withoutChain } from '../../src/event-store/chain';
import { createCommitSignal, createLiveSubscription } from '../../src/event-store/live-subscription';
import {
  checkAppendSize,
  START,
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
} from '../../src/event-store/port';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function createMemoryEventStore(): EventStore {
  const log: RecordedEvent[] = []; // log[i] has position i + 1
  const streams = new Map<string, RecordedEvent[]>();
  const byId = new Map<string, RecordedEvent>();
  const commits = createCommitSignal();
  const subscriptions = new Set<Subscription>();
  let closed = false;
  let chainHead = GENESIS;

  function assertOpen(): void {
    if (closed) throw new Error('Event store is closed');
  }

  function readAfter(after: Position, maxCount?: number): RecordedEvent[] {
    const start = Number(after);
    const end = maxCount === undefined ? undefined : start + maxCount;
    return log.slice(start, end).map(copy);
  }

  return {
    async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
      assertOpen();
      checkAppendSize(streamId, events);
      const stream = streams.get(streamId) ?? [];
      const current: CurrentRevision = stream.length === 0 ? 'no_stream' : stream.length - 1;
      const replayed = checkAppend(
        streamId,
        events,
        expected,
        current,
        events.map((event) => byId.get(event.id)),
      );
      if (replayed) return replayed;

      const recordedAt = new Date().toISOString();
      for (const event of events) {
        const appended = copy({ id: event.id, type: event.type, data: event.data, metadata: withoutChain(event.metadata) });
        const linked = { ...appended, streamId, revision: stream.length, recordedAt };
        chainHead = chainLink(chainHead, linked);
        const recorded: RecordedEvent = {
          ...linked,
          metadata: { ...appended.metadata, chain: chainHead },
          position: String(log.length + 1),
        };
        stream.push(recorded);
        log.push(recorded);
        byId.set(recorded.id, recorded);
      }
      if (stream.length > 0) streams.set(streamId, stream);
      commits.notify();
      const last = stream[stream.length - 1];
      return { nextRevision: last ? last.revision : -1, position: last ? last.position : START };
    },

    async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      const stream = streams.get(streamId) ?? [];
      const limit = options.maxCount ?? Infinity;
      if (options.direction === 'backwards') {
        const from = options.fromRevision ?? stream.length - 1;
        return stream
          .filter((event) => event.revision <= from)
          .reverse()
          .slice(0, limit)
          .map(copy);
      }
      const from = options.fromRevision ?? 0;
      return stream
        .filter((event) => event.revision >= from)
        .slice(0, limit)
        .map(copy);
    },

    async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      return readAfter(options.after ?? START, options.maxCount);
    },

    subscribeToAll(options: SubscribeOptions = {}): Subscription {
      assertOpen();
      return createLiveSubscription({ ...options, commits, readPage: readAfter, registry: subscriptions });
    },

    async headPosition(): Promise<Position> {
      assertOpen();
      return log.length === 0 ? START : String(log.length);
    },

    async close(): Promise<void> {
      closed = true;
      for (const subscription of [...subscriptions]) await subscription.close();
    },
  };
}
