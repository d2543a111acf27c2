import { describe, expect, it } from 'vitest';
import { newEvent, newEvents, newStreamId } from '../../testing/event-store/contract-fixtures';
import { createSqliteEventStore } from './sqlite';
import { createPageReader } from './sqlite-pages';
import { openEventsDatabase, toRecordedEvent, type EventRow } from './sqlite-schema';

describe('the sqlite log read in pages', () => {
  it('gives the events a stream read gives, field for field and in the same key order', async () => {
    const store = createSqliteEventStore({ file: ':memory:' });
    const streams = [newStreamId('deal'), newStreamId('user')];
    await store.append(streams[0]!, newEvents(3), 'no_stream');
    await store.append(streams[1]!, [newEvent('PasswordChanged', { nested: { list: [1, 'two', null] } })], 'no_stream');
    await store.append(streams[0]!, newEvents(2), 2);
    const fromStreams = [...(await store.readStream(streams[0]!)), ...(await store.readStream(streams[1]!))];
    const byPosition = (a: { position: string }, b: { position: string }) => Number(a.position) - Number(b.position);
    const all = await store.readAll();
    expect(JSON.stringify(all)).toBe(JSON.stringify(fromStreams.sort(byPosition)));
    expect(all.every((e) => typeof e.metadata.chain === 'string')).toBe(true);
    const second = await store.readAll({ after: all[1]!.position, maxCount: 2 });
    expect(second.map((e) => e.position)).toEqual([all[2]!.position, all[3]!.position]);
    await store.close();
  });

  it('leaves the metadata without a chain link for a row written before the chain existed', () => {
    const { db } = openEventsDatabase(':memory:');
    const event = newEvent();
    db.prepare(
      `INSERT INTO events (event_id, stream_id, revision, type, data, metadata, recorded_at, chain)
       VALUES (?, 's-1', 0, ?, ?, ?, '2025-01-02T03:04:05.678Z', NULL)`,
    ).run(event.id, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata));
    const row = db.prepare('SELECT * FROM events').get() as EventRow;
    const [read] = createPageReader(db)(0, -1);
    expect(read).toEqual(toRecordedEvent(row));
    expect(read!.metadata).not.toHaveProperty('chain');
    db.close();
  });
});
