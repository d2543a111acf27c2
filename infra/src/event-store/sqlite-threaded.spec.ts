import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newEvents, newStreamId } from './contract-fixtures';
import { eventStoreContract } from './event-store.contract';
import { START, WrongExpectedVersionError, type RecordedEvent } from './port';
import { createSqliteEventStore } from './sqlite';
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

  it('refuses a file both threads cannot open', async () => {
    await expect(openThreadedSqliteEventStore({ file: ':memory:' })).rejects.toThrow(/file/);
  });
});
