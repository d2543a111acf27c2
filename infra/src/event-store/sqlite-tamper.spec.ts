import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyChain } from './chain';
import { newEvents, newStreamId } from '../../testing/event-store/contract-fixtures';
import { createSqliteEventStore } from './sqlite';

const dir = mkdtempSync(join(tmpdir(), 'dealbook-tamper-'));
let files = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A store file with 10 events over two streams, closed: what someone with the file could edit. */
async function storeFile(): Promise<string> {
  const file = join(dir, `events-${++files}.sqlite`);
  const store = createSqliteEventStore({ file });
  const [a, b] = [newStreamId(), newStreamId()];
  await store.append(a, newEvents(4), 'no_stream');
  await store.append(b, newEvents(3), 'no_stream');
  await store.append(a, newEvents(3), 3);
  await store.close();
  return file;
}

const tamper = (file: string, sql: string) => {
  const db = new Database(file);
  db.exec(sql);
  db.close();
};

async function verdictOf(file: string) {
  const store = createSqliteEventStore({ file });
  const verdict = await verifyChain(await store.readAll());
  await store.close();
  return verdict;
}

describe('tampering with the sqlite event store', () => {
  it('verifies an untouched store', async () => expect(await verdictOf(await storeFile())).toMatchObject({ intact: true, checked: 10 }));

  it('finds a changed event where it was changed', async () => {
    const file = await storeFile();
    tamper(file, `UPDATE events SET data = '{"n":99}' WHERE position = 6`);
    expect(await verdictOf(file)).toEqual({ intact: false, checked: 5, position: '6', reason: 'changed' });
  });

  it('finds a changed actor or recording time', async () => {
    const file = await storeFile();
    tamper(file, `UPDATE events SET metadata = json_set(metadata, '$.actorId', 'someone-else') WHERE position = 3`);
    expect(await verdictOf(file)).toMatchObject({ intact: false, position: '3' });
    const other = await storeFile();
    tamper(other, `UPDATE events SET recorded_at = '2020-01-01T00:00:00.000Z' WHERE position = 9`);
    expect(await verdictOf(other)).toMatchObject({ intact: false, position: '9' });
  });

  it('finds a removed event at the event after it', async () => {
    const file = await storeFile();
    tamper(file, 'DELETE FROM events WHERE position = 4');
    expect(await verdictOf(file)).toEqual({ intact: false, checked: 3, position: '5', reason: 'changed' });
  });

  it('finds two events swapped at the first of them', async () => {
    const file = await storeFile();
    tamper(
      file,
      `UPDATE events SET data = CASE position WHEN 7 THEN (SELECT data FROM events WHERE position = 8) ELSE (SELECT data FROM events WHERE position = 7) END WHERE position IN (7, 8)`,
    );
    expect(await verdictOf(file)).toMatchObject({ intact: false, position: '7' });
  });

  it('links, once, the events of a store written before the chain existed', async () => {
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL UNIQUE, stream_id TEXT NOT NULL,
      revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at TEXT NOT NULL, UNIQUE (stream_id, revision))`);
    const insert = old.prepare(
      'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < 3; i++)
      insert.run(`e${i}`, 'deal-1', i, 'ThingHappened', `{"n":${i}}`, '{"actorId":null}', '2025-01-01T00:00:00.000Z');
    old.close();
    const store = createSqliteEventStore({ file });
    await store.append('deal-1', newEvents(1), 2);
    expect(await verifyChain(await store.readAll())).toMatchObject({ intact: true, checked: 4 });
    await store.close();
  });
});
