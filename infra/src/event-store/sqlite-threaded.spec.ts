import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newEvents, newStreamId } from '../../testing/event-store/contract-fixtures';
import { eventStoreContract } from '../../testing/event-store/event-store.contract';
import { START, WrongExpectedVersionError, type RecordedEvent } from './port';
import { createSqliteEventStore } from './sqlite';
import type { FromWriter } from './sqlite-thread-messages';
import { openThreadedSqliteEventStore } from './sqlite-threaded';

const dir = mkdtempSync(join(tmpdir(), 'dealbook-events-threaded-'));
let files = 0;
const newFile = () => join(dir, `events-${++files}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

eventStoreContract('sqlite, writer in its own thread', () => openThreadedSqliteEventStore({ file: newFile() }));

describe('threaded sqlite event store', () => {
  it('commits 200 concurrent appends to 20 streams, each revision checked, readable by a plain store afterwards', async () => {
    const file = newFile();
    const store = await openThreadedSqliteEventStore({ file });
    const streams = Array.from({ length: 20 }, () => newStreamId('s'));
    await Promise.all(
      streams.map(async (streamId) => {
        for (let r = 0; r < 10; r++) await store.append(streamId, newEvents(1), r === 0 ? 'no_stream' : r - 1);
      }),
    );
    await expect(store.append(streams[0]!, newEvents(1), 3)).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await store.close();
    const plain = createSqliteEventStore({ file });
    const all = await plain.readAll();
    expect(all).toHaveLength(200);
    expect(all.map((e) => Number(e.position))).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    for (const streamId of streams) expect((await plain.readStream(streamId)).map((e) => e.revision)).toEqual([...Array(10).keys()]);
    await plain.close();
  });

  it('hands a live subscriber the events as they are stored, from its own writer and from another process', async () => {
    const file = newFile();
    const store = await openThreadedSqliteEventStore({ file });
    const other = createSqliteEventStore({ file });
    const received: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ after: START });
    const following = (async () => {
      for await (const event of subscription) {
        received.push(event);
        if (received.length === 30) return;
      }
    })();
    const streamId = newStreamId('s');
    for (let r = 0; r < 10; r++) {
      await Promise.all([
        store.append(streamId, newEvents(2), r === 0 ? 'no_stream' : 2 * r - 1),
        other.append(newStreamId('o'), newEvents(1), 'no_stream'),
      ]);
    }
    await following;
    expect(received).toEqual(await other.readAll());
    expect(received.every((e) => typeof e.metadata.chain === 'string')).toBe(true);
    await subscription.close();
    await other.close();
    await store.close();
  });

  it('posts each commit’s rows on a feed, for a reader in another thread to take without reading them', async () => {
    const file = newFile();
    const store = await openThreadedSqliteEventStore({ file });
    const feed = store.commitFeed!();
    const reader = createSqliteEventStore({ file, reader: true });
    const received: RecordedEvent[] = [];
    const subscription = reader.subscribeToAll({ after: START });
    const following = (async () => {
      for await (const event of subscription) {
        received.push(event);
        if (received.length === 12) return;
      }
    })();
    const messages: FromWriter[] = [];
    feed.on('message', (message: FromWriter) => {
      messages.push(message);
      if (message.type === 'committed') reader.fed(message);
    });
    const streamId = newStreamId('s');
    for (let r = 0; r < 6; r++) await store.append(streamId, newEvents(2), r === 0 ? 'no_stream' : 2 * r - 1);
    await following;
    expect(received).toEqual(await store.readAll());
    expect(messages.flatMap((m) => (m.type === 'committed' ? m.rows.map((row) => row[0]) : []))).toEqual(
      [...Array(12).keys()].map((i) => i + 1),
    );
    feed.close();
    await subscription.close();
    await reader.close();
    await store.close();
  });

  it('refuses a file both threads cannot open', async () => {
    await expect(openThreadedSqliteEventStore({ file: ':memory:' })).rejects.toThrow(/file/);
  });
});
