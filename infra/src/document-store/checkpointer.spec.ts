import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedDocumentStore } from './embedded';

describe('checkpoints on a thread of their own', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const fileIn = () => {
    const dir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
    dirs.push(dir);
    return join(dir, 'read-models.sqlite');
  };
  // 2 MB of documents: 500 pages of log, under SQLite's own 1,000-page checkpoint and the store's backstop.
  const docs = Array.from({ length: 200 }, (_, i) => ({ _id: `d${i}`, text: `${i} `.padEnd(10_000, 'x') }));

  it('copies the log into the database file without a checkpoint in any commit', async () => {
    const file = fileIn();
    const store = createEmbeddedDocumentStore({ file, checkpointThread: true });
    const before = statSync(file).size;
    await store.write(docs.map((doc) => ({ op: 'upsert', collection: 'notes', doc })));
    // The commit left its pages in the log; the thread copies them into the file.
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 2_000_000), { timeout: 10_000 });
    expect(await store.get('notes', 'd199')).toEqual(docs[199]);
    await store.close();
    // Another connection finds nothing left to copy.
    const other = new Database(file);
    const [result] = other.pragma('wal_checkpoint(PASSIVE)') as { log: number; checkpointed: number }[];
    other.close();
    expect(result!.checkpointed).toBe(result!.log);
  });

  it('leaves the log to the commits without it, up to their 1,000 pages', async () => {
    const file = fileIn();
    const store = createEmbeddedDocumentStore({ file });
    const before = statSync(file).size;
    await store.write(docs.map((doc) => ({ op: 'upsert', collection: 'notes', doc })));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(statSync(file).size).toBeLessThan(before + 2_000_000);
    await store.close();
  });

  it('stops its thread when the store closes', async () => {
    const store = createEmbeddedDocumentStore({ file: fileIn(), checkpointThread: true });
    await store.upsert('notes', { _id: 'a', text: 'one' });
    const closing = store.close();
    await expect(closing).resolves.toBeUndefined();
  });
});
