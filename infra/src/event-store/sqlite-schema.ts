/**
 * The events table of the embedded event store and its prepared statements. The row id is the global
 * position; AUTOINCREMENT keeps positions from ever being reused, even after the last row is removed.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chainLink, GENESIS } from './chain';
import type { EventMetadata, RecordedEvent } from './port';

const schema = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id TEXT NOT NULL UNIQUE,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    chain TEXT,
    UNIQUE (stream_id, revision)
  );
`;

export interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
  /** The event's link in the tamper-evident chain (chain.ts); null only before `backfillChain` ran. */
  chain: string | null;
}

export type InsertRow = Omit<EventRow, 'position'>;

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: (row.chain === null ? JSON.parse(row.metadata) : { ...JSON.parse(row.metadata), chain: row.chain }) as EventMetadata,
    streamId: row.stream_id,
    revision: row.revision,
    position: String(row.position),
    recordedAt: row.recorded_at,
  };
}

export type EventsDatabase = ReturnType<typeof openEventsDatabase>;

/** `reader`: a second connection to a file another object writes; it leaves the schema and the chain alone. */
export function openEventsDatabase(file: string, options: { reader?: boolean } = {}) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // First: several processes open and write the file (the split), and one that finds another holding the
  // lock, even while switching to WAL, waits for it rather than failing with SQLITE_BUSY.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // Reads of random streams miss SQLite's default 2 MB page cache once the log is a few tens of MB.
  // No memory-mapped reads: a connection reading after another one committed (the main thread after the
  // writer's thread) paid for the mapping at every commit, 58 µs per read of a stream against 20 µs
  // without it; idle, the mapping saved 11 µs per read of a random stream.
  db.pragma('cache_size = -65536');
  if (!options.reader) createOrUpgrade(db);

  const lastOfStream = db.prepare<[string], { revision: number; position: number }>(
    'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
  );
  const byId = db.prepare<[string], { stream_id: string; revision: number; position: number }>(
    'SELECT stream_id, revision, position FROM events WHERE event_id = ?',
  );
  const insert = db.prepare<[InsertRow]>(
    `INSERT INTO events (event_id, stream_id, revision, type, data, metadata, recorded_at, chain)
     VALUES (@event_id, @stream_id, @revision, @type, @data, @metadata, @recorded_at, @chain)`,
  );
  // LIMIT -1 is SQLite for "no limit".
  const forwards = db.prepare<[string, number, number], EventRow>(
    'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?',
  );
  const backwards = db.prepare<[string, number, number], EventRow>(
    'SELECT * FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?',
  );
  const head = db.prepare<[], { position: number | null }>('SELECT max(position) AS position FROM events');
  const lastChain = db.prepare<[], { chain: string | null }>('SELECT chain FROM events ORDER BY position DESC LIMIT 1');

  if (!options.reader) backfillChain(db);
  return { db, sql: { lastOfStream, byId, insert, forwards, backwards, head, lastChain } };
}

/**
 * Under the write lock: the processes of the split may open a new or older file at the same moment, and
 * the second must find the table and its column there, not add them again.
 */
function createOrUpgrade(db: Database.Database): void {
  db.transaction(() => {
    db.exec(schema);
    const columns = db.prepare<[], { name: string }>('PRAGMA table_info(events)').all();
    if (!columns.some((c) => c.name === 'chain')) db.exec('ALTER TABLE events ADD COLUMN chain TEXT');
  }).immediate();
}

/**
 * Links the events a store written before the chain existed holds, once, in global order: from then on
 * they are as tamper-evident as the events appended after (what was changed before this ran is not).
 */
function backfillChain(db: Database.Database): void {
  const unchained = db.prepare<[], number>('SELECT count(*) FROM events WHERE chain IS NULL').pluck();
  if (unchained.get() === 0) return;
  const rows = db.prepare<[], EventRow>('SELECT * FROM events ORDER BY position');
  const update = db.prepare<[string, number]>('UPDATE events SET chain = ? WHERE position = ?');
  db.transaction(() => {
    // Another process opening the file may have linked them while this one waited for the lock.
    if (unchained.get() === 0) return;
    let link = GENESIS;
    for (const row of rows.all()) {
      link = row.chain ?? chainLink(link, toRecordedEvent(row));
      if (row.chain === null) update.run(link, row.position);
    }
  }).immediate();
}
