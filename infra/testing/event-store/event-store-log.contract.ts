/** Contract, part 2: the global log, its head and subscriptions. Run through `eventStoreContract`. */
import { describe, expect, it } from 'vitest';
import { collect, deferred, expectIncreasingPositions, ids, newEvent, newEvents, newStreamId } from './contract-fixtures';
import { comparePositions, type EventStore, type RecordedEvent } from '../../src/event-store/port';

export function globalLogContract(store: () => EventStore): void {
  describe('global log', () => {
    it('keeps revisions contiguous per stream and positions increasing across streams', async () => {
      const head = await store().headPosition();
      const streams = Array.from({ length: 5 }, () => newStreamId());
      await Promise.all(
        streams.map(async (streamId) => {
          for (let revision = 0; revision < 10; revision++) {
            await store().append(streamId, [newEvent()], revision === 0 ? 'no_stream' : revision - 1);
          }
        }),
      );

      const log = (await store().readAll({ after: head })).filter((event) => streams.includes(event.streamId));
      expect(log).toHaveLength(50);
      expectIncreasingPositions(log);
      for (const streamId of streams) {
        const stream = await store().readStream(streamId);
        expect(stream.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(stream).toEqual(log.filter((event) => event.streamId === streamId));
      }
    });

    it('reads the log strictly after a position, in pages of maxCount', async () => {
      const head = await store().headPosition();
      const streamId = newStreamId();
      const events = newEvents(5);
      await store().append(streamId, events, 'no_stream');

      const first = await store().readAll({ after: head, maxCount: 2 });
      expect(ids(first)).toEqual(ids(events.slice(0, 2)));
      const second = await store().readAll({ after: first[1]!.position, maxCount: 2 });
      expect(ids(second)).toEqual(ids(events.slice(2, 4)));
      const third = await store().readAll({ after: second[1]!.position, maxCount: 2 });
      expect(ids(third)).toEqual(ids(events.slice(4)));
      expect(await store().readAll({ after: third[0]!.position })).toEqual([]);
    });

    it('reports the position of the last appended event as the head', async () => {
      const first = await store().append(newStreamId(), newEvents(2), 'no_stream');
      expect(await store().headPosition()).toBe(first.position);
      const second = await store().append(newStreamId(), newEvents(1), 'no_stream');
      expect(await store().headPosition()).toBe(second.position);
      expect(comparePositions(second.position, first.position)).toBe(1);
    });
  });

  describe('subscription to the log', () => {
    it('sees every event exactly once and in global order while writers append', async () => {
      const head = await store().headPosition();
      const streams = Array.from({ length: 4 }, () => newStreamId());
      const perStream = 25;
      const total = streams.length * perStream;
      let appended = 0;
      const writing = deferred();
      const writers = Promise.all(
        streams.map(async (streamId) => {
          for (let revision = 0; revision < perStream; revision++) {
            await store().append(streamId, [newEvent()], revision === 0 ? 'no_stream' : revision - 1);
            if (++appended === 10) writing.resolve();
          }
        }),
      );

      await writing.promise; // subscribe mid-write: part catch-up, part live
      const subscription = store().subscribeToAll({ after: head });
      const seen = await collect(
        subscription,
        (event) => streams.includes(event.streamId),
        (kept) => kept.length >= total,
      );
      await writers;
      await subscription.close();

      const log = (await store().readAll({ after: head })).filter((event) => streams.includes(event.streamId));
      expect(log).toHaveLength(total);
      expect(ids(seen)).toEqual(ids(log));
      expect(new Set(ids(seen)).size).toBe(total);
      expectIncreasingPositions(seen);
    });

    it('delivers an event appended after the subscription started', async () => {
      const head = await store().headPosition();
      const streamId = newStreamId();
      const subscription = store().subscribeToAll({ after: head });
      const receiving = collect(
        subscription,
        (event) => event.streamId === streamId,
        (kept) => kept.length >= 1,
      );
      const event = newEvent();
      await store().append(streamId, [event], 'no_stream');
      expect(ids(await receiving)).toEqual([event.id]);
    });

    it('ends the for-await loop when the subscription is closed', async () => {
      const streamId = newStreamId();
      const subscription = store().subscribeToAll({ after: await store().headPosition() });
      const firstSeen = deferred();
      const received: RecordedEvent[] = [];
      const loop = (async () => {
        for await (const event of subscription) {
          if (event.streamId !== streamId) continue;
          received.push(event);
          firstSeen.resolve();
        }
        return 'ended';
      })();
      await store().append(streamId, newEvents(1), 'no_stream');
      await firstSeen.promise;
      await subscription.close();
      await expect(loop).resolves.toBe('ended');
      expect(received).toHaveLength(1);
    });

    it('ends the for-await loop when its abort signal fires', async () => {
      const controller = new AbortController();
      const subscription = store().subscribeToAll({ after: await store().headPosition(), signal: controller.signal });
      const loop = (async () => {
        for await (const _event of subscription) {
          // nothing new arrives: the loop waits for live events until aborted
        }
        return 'ended';
      })();
      controller.abort();
      await expect(loop).resolves.toBe('ended');
    });
  });
}
