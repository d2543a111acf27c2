import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import type { NewEvent } from '@dealbook/infra/event-store/port';
import { timed, type Measurement } from './report';

export const WRITERS = 50;
export const PER_WRITER = 300;
export const TOTAL = WRITERS * PER_WRITER;

/** A small event like a deal save; `extra` adds to its data. */
export function event(i: number, extra: Record<string, unknown> = {}): NewEvent {
  const id = randomUUID();
  return {
    id,
    type: 'BenchPinged',
    data: { note: `n${i}`, amount: i * 1.5, ...extra },
    metadata: { actorId: 'u-1', commandId: id, correlationId: id, causationId: id, occurredAt: new Date().toISOString(), schemaVersion: 1 },
  };
}

/** (1) Embedded appends/s with 50 concurrent writers vs raw better-sqlite3 inserts batched 100 per transaction. */
export async function benchAppends(dir: string): Promise<Measurement> {
  const raw = new Database(join(dir, 'raw.sqlite'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL UNIQUE, stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at TEXT NOT NULL, UNIQUE (stream_id, revision))`);
  const insert = raw.prepare(
    'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const batch = raw.transaction((rows: NewEvent[], from: number) =>
    rows.forEach((e, k) =>
      insert.run(
        e.id,
        `s-${(from + k) % WRITERS}`,
        Math.floor((from + k) / WRITERS),
        e.type,
        JSON.stringify(e.data),
        JSON.stringify(e.metadata),
        new Date().toISOString(),
      ),
    ),
  );
  const rows = Array.from({ length: TOTAL }, (_, i) => event(i));
  const base = await timed(() => {
    for (let i = 0; i < TOTAL; i += 100) batch(rows.slice(i, i + 100), i);
  });
  raw.close();

  const store = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const writer = async (w: number) => {
    for (let r = 0; r < PER_WRITER; r++) await store.append(`s-${w}`, [event(r)], r === 0 ? 'no_stream' : r - 1);
  };
  const ours = await timed(() => Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w))));
  await store.close();

  return {
    name: 'embedded appends, 50 concurrent writers (expected revision checked)',
    unit: 'appends/s',
    value: TOTAL / (ours.ms / 1000),
    baselineName: 'raw inserts ×100/tx',
    baseline: TOTAL / (base.ms / 1000),
    target: 0.5,
  };
}
