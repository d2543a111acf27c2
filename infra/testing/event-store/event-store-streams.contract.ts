/** Contract, part 1: appending to and reading one stream. Run through `eventStoreContract`. */
import { describe, expect, it } from 'vitest';
import { expectWrongVersion, ids, newEvent, newEvents, newMetadata, newStreamId } from './contract-fixtures';
import { withoutChain } from '../../src/event-store/chain';
import { AppendTooLargeError, MAX_APPEND_BYTES, type EventStore } from '../../src/event-store/port';

export function streamsContract(store: () => EventStore): void {
  describe('reading a stream', () => {
    it('reads forwards from a revision, at most maxCount events', async () => {
      const streamId = newStreamId();
      const events = newEvents(5);
      await store().append(streamId, events, 'no_stream');

      const all = await store().readStream(streamId);
      expect(ids(all)).toEqual(ids(events));
      expect(all.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4]);
      expect(all.every((event) => event.streamId === streamId)).toBe(true);

      const page = await store().readStream(streamId, { fromRevision: 2, maxCount: 2 });
      expect(page.map((event) => event.revision)).toEqual([2, 3]);
    });

    it('reads backwards from the end or from a revision, at most maxCount events', async () => {
      const streamId = newStreamId();
      await store().append(streamId, newEvents(5), 'no_stream');

      const all = await store().readStream(streamId, { direction: 'backwards' });
      expect(all.map((event) => event.revision)).toEqual([4, 3, 2, 1, 0]);

      const page = await store().readStream(streamId, { direction: 'backwards', fromRevision: 3, maxCount: 2 });
      expect(page.map((event) => event.revision)).toEqual([3, 2]);
    });

    it('refuses an append over the limit whole, writing none of its events', async () => {
      const streamId = newStreamId();
      const large = { ...newEvent(), data: { text: 'x'.repeat(MAX_APPEND_BYTES / 2) } };
      const larger = { ...newEvent(), data: { text: 'y'.repeat(MAX_APPEND_BYTES / 2) } };
      await expect(store().append(streamId, [large, larger], 'no_stream')).rejects.toBeInstanceOf(AppendTooLargeError);
      expect(await store().readStream(streamId)).toEqual([]);
      await store().append(streamId, [large], 'no_stream');
      expect(await store().readStream(streamId)).toHaveLength(1);
    });

    it('reads a stream that does not exist as an empty list', async () => {
      const streamId = newStreamId();
      expect(await store().readStream(streamId)).toEqual([]);
      expect(await store().readStream(streamId, { direction: 'backwards', maxCount: 1 })).toEqual([]);
    });

    it('returns data and metadata exactly as appended, with an ISO recording time', async () => {
      const streamId = newStreamId();
      const data = {
        name: 'Tower “Nord” — 12 étages',
        amounts: [1, 2.5, -3, 0],
        nested: { empty: {}, list: [], flag: false, nothing: null, deep: { deeper: ['x', { y: 1e21 }] } },
      };
      const metadata = newMetadata({ actorId: null, schemaVersion: 3, ip: '203.0.113.7', tags: ['a', 'b'] });
      await store().append(streamId, [{ id: newEvent().id, type: 'DealCreated', data, metadata }], 'no_stream');

      const [event] = await store().readStream(streamId);
      expect(event?.type).toBe('DealCreated');
      expect(event?.data).toEqual(data);
      expect(withoutChain(event!.metadata)).toEqual(metadata);
      expect(new Date(event?.recordedAt ?? '').toISOString()).toBe(event?.recordedAt);
    });
  });

  describe('expected revision', () => {
    it('returns the revision and global position of the last appended event', async () => {
      const streamId = newStreamId();
      const first = await store().append(streamId, newEvents(3), 'no_stream');
      expect(first.nextRevision).toBe(2);
      const second = await store().append(streamId, newEvents(1), 2);
      expect(second.nextRevision).toBe(3);

      const events = await store().readStream(streamId);
      expect(events[2]?.position).toBe(first.position);
      expect(events[3]?.position).toBe(second.position);
    });

    it('accepts the exact current revision and rejects any other', async () => {
      const streamId = newStreamId();
      await expectWrongVersion(store().append(streamId, newEvents(1), 0), 0, 'no_stream');
      await store().append(streamId, newEvents(2), 'no_stream');
      await expect(store().append(streamId, newEvents(1), 1)).resolves.toMatchObject({ nextRevision: 2 });
      await expectWrongVersion(store().append(streamId, newEvents(1), 1), 1, 2);
      await expectWrongVersion(store().append(streamId, newEvents(1), 3), 3, 2);
      expect(await store().readStream(streamId)).toHaveLength(3);
    });

    it('accepts no_stream only when the stream does not exist', async () => {
      const streamId = newStreamId();
      await expect(store().append(streamId, newEvents(1), 'no_stream')).resolves.toMatchObject({ nextRevision: 0 });
      await expectWrongVersion(store().append(streamId, newEvents(1), 'no_stream'), 'no_stream', 0);
    });

    it('accepts stream_exists only when the stream exists', async () => {
      const streamId = newStreamId();
      await expectWrongVersion(store().append(streamId, newEvents(1), 'stream_exists'), 'stream_exists', 'no_stream');
      await store().append(streamId, newEvents(1), 'no_stream');
      await expect(store().append(streamId, newEvents(1), 'stream_exists')).resolves.toMatchObject({
        nextRevision: 1,
      });
    });

    it('accepts any whether the stream exists or not', async () => {
      const streamId = newStreamId();
      await expect(store().append(streamId, newEvents(1), 'any')).resolves.toMatchObject({ nextRevision: 0 });
      await expect(store().append(streamId, newEvents(2), 'any')).resolves.toMatchObject({ nextRevision: 2 });
    });

    it('lets exactly one of 50 concurrent appends at the same expected revision win', async () => {
      const streamId = newStreamId();
      await store().append(streamId, newEvents(1), 'no_stream');
      const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => store().append(streamId, newEvents(1), 0)));
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      for (const outcome of lost) expect(outcome.reason).toMatchObject({ code: 'WRONG_EXPECTED_VERSION' });
      expect(await store().readStream(streamId)).toHaveLength(2);
    });
  });

  describe('idempotent appends', () => {
    it('appends nothing when the same events are appended again at the same expected revision', async () => {
      const streamId = newStreamId();
      const opening = newEvents(2);
      const first = await store().append(streamId, opening, 'no_stream');
      await expect(store().append(streamId, opening, 'no_stream')).resolves.toEqual(first);

      const next = newEvents(1);
      const second = await store().append(streamId, next, 1);
      await store().append(streamId, newEvents(1), 2);
      // Still a replay after the stream moved on: the retried command gets its original answer.
      await expect(store().append(streamId, next, 1)).resolves.toEqual(second);
      expect(await store().readStream(streamId)).toHaveLength(4);
    });

    it('appends nothing when the same events are appended again with any', async () => {
      const streamId = newStreamId();
      const events = newEvents(2);
      const first = await store().append(streamId, events, 'any');
      await expect(store().append(streamId, events, 'any')).resolves.toEqual(first);
      expect(await store().readStream(streamId)).toHaveLength(2);
    });

    it('rejects a re-append that only partly matches the stored events', async () => {
      const streamId = newStreamId();
      const [a, b] = newEvents(2);
      await store().append(streamId, [a!, b!], 'no_stream');
      const error = await store()
        .append(streamId, [a!, newEvent()], 'no_stream')
        .catch((rejection: unknown) => rejection);
      expect(error).toMatchObject({ code: 'WRONG_EXPECTED_VERSION', expected: 'no_stream' });
      expect(ids(await store().readStream(streamId))).toEqual([a!.id, b!.id]);
    });
  });
}
