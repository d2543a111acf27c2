import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ids, newEvents, newStreamId } from '../../testing/event-store/contract-fixtures';
import { chainContract } from '../../testing/event-store/event-store-chain.contract';
import { eventStoreContract } from '../../testing/event-store/event-store.contract';
import { START, WrongExpectedVersionError } from './port';
import { createSqliteEventStore } from './sqlite';

const dir = mkdtempSync(join(tmpdir(), 'dealbook-events-'));
let files = 0;
const newFile = () => join(dir, `events-${++files}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

eventStoreContract('sqlite file', () => createSqliteEventStore({ file: newFile() }));
eventStoreContract('sqlite :memory:', () => createSqliteEventStore({ file: ':memory:' }));
chainContract('sqlite', () => createSqliteEventStore({ file: newFile() }));

describe('sqlite event store', () => {
  it('lets a reader object of the same file follow the writer, woken by the commits passed on to it', async () => {
    const file = newFile();
    const writer = createSqliteEventStore({ file });
    const reader = createSqliteEventStore({ file, reader: true });
    writer.onCommit(() => reader.notifyCommitted());
    await expect(reader.append(newStreamId(), newEvents(1), 'no_stream')).rejects.toThrow(/only reads/);
    const streamId = newStreamId('deal');
    const seen: string[] = [];
    const following = (async () => {
      for await (const event of reader.subscribeToAll()) {
        seen.push(event.id);
        if (seen.length === 5) return;
      }
    })();
    const first = newEvents(2);
    await writer.append(streamId, first, 'no_stream');
    await new Promise((r) => setTimeout(r, 20));
    const second = newEvents(3);
    await writer.append(streamId, second, 1);
    await following;
    expect(seen).toEqual(ids([...first, ...second]));
    await reader.close();
    await writer.close();
  });

  it('has START as the head position while empty', async () => {
    const store = createSqliteEventStore({ file: ':memory:' });
    expect(await store.headPosition()).toBe(START);
    await store.close();
  });

  it('keeps events across close and reopen, and continues positions after them', async () => {
    const file = newFile();
    const streamId = newStreamId('deal');
    const before = createSqliteEventStore({ file });
    const first = await before.append(streamId, newEvents(3), 'no_stream');
    const written = await before.readStream(streamId);
    await before.close();

    const after = createSqliteEventStore({ file });
    expect(await after.readStream(streamId)).toEqual(written);
    expect(await after.headPosition()).toBe(first.position);
    const next = await after.append(streamId, newEvents(1), 2);
    expect(next).toEqual({ nextRevision: 3, position: String(Number(first.position) + 1) });
    await after.close();
  });

  it('commits concurrent appends to different streams together, all durable after reopen', async () => {
    const file = newFile();
    const store = createSqliteEventStore({ file });
    const streams = Array.from({ length: 20 }, () => newStreamId('deal'));
    const results = await Promise.all(streams.map((streamId) => store.append(streamId, newEvents(2), 'no_stream')));
    expect(results.every((result) => result.nextRevision === 1)).toBe(true);
    const committed = await store.readAll();
    // One transaction, one recording time.
    expect(new Set(committed.map((event) => event.recordedAt)).size).toBe(1);
    await store.close();

    const reopened = createSqliteEventStore({ file });
    expect(await reopened.readAll()).toEqual(committed);
    expect(committed).toHaveLength(40);
    await reopened.close();
  });

  it('rejects only the append whose expected revision is wrong within one batch', async () => {
    const store = createSqliteEventStore({ file: ':memory:' });
    const [a, b, c] = [newStreamId(), newStreamId(), newStreamId()];
    const batch = await Promise.allSettled([
      store.append(a, newEvents(1), 'no_stream'),
      store.append(a, newEvents(1), 'no_stream'),
      store.append(a, newEvents(1), 0), // sees the first append of the same batch
      store.append(b, newEvents(1), 5),
      store.append(c, newEvents(1), 'no_stream'),
    ]);
    expect(batch.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(batch[1]).toMatchObject({ reason: expect.any(WrongExpectedVersionError) });
    expect((await store.readStream(a)).map((event) => event.revision)).toEqual([0, 1]);
    expect(await store.readStream(b)).toEqual([]);
    await store.close();
  });

  it('commits appends still waiting for their batch when closed', async () => {
    const file = newFile();
    const streamId = newStreamId();
    const events = newEvents(2);
    const store = createSqliteEventStore({ file });
    const appending = store.append(streamId, events, 'no_stream');
    await store.close();
    await expect(appending).resolves.toMatchObject({ nextRevision: 1 });

    const reopened = createSqliteEventStore({ file });
    expect(ids(await reopened.readStream(streamId))).toEqual(ids(events));
    await reopened.close();
  });

  it('refuses appends after close', async () => {
    const store = createSqliteEventStore({ file: ':memory:' });
    await store.close();
    await expect(store.append(newStreamId(), newEvents(1), 'any')).rejects.toThrow('closed');
  });
});
