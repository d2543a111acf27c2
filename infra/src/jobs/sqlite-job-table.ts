/**
 * The jobs table of the embedded queue. Every write is a committed SQLite transaction (WAL,
 * synchronous=FULL) before it returns, so a job that add() accepted survives a killed process.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { JobCounts, JobState, JobStatus } from './port';

export interface JobRow {
  queue: string;
  id: string;
  data: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  attempt: number;
  attempts: number;
  backoff_ms: number;
  run_at: number;
  last_error: string | null;
}

export interface NewJob {
  queue: string;
  id: string;
  data: unknown;
  attempts: number;
  backoffMs: number;
}

const schema = `
  CREATE TABLE IF NOT EXISTS jobs (
    queue TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('waiting', 'active', 'completed', 'failed')),
    attempt INTEGER NOT NULL DEFAULT 0,
    attempts INTEGER NOT NULL,
    backoff_ms INTEGER NOT NULL,
    run_at INTEGER NOT NULL,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (queue, id)
  );
  CREATE INDEX IF NOT EXISTS jobs_due ON jobs (queue, state, run_at);
`;

export type JobTable = ReturnType<typeof openJobTable>;

export function openJobTable(file: string) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // A forgotten job's data is overwritten in the file, not left in a free page (R12).
  db.pragma('secure_delete = ON');
  db.exec(schema);

  const insert = db.prepare(
    `INSERT OR IGNORE INTO jobs (queue, id, data, state, attempts, backoff_ms, run_at, created_at, updated_at)
     VALUES (@queue, @id, @data, 'waiting', @attempts, @backoffMs, @now, @now, @now)`,
  );
  // One statement picks and marks the job, so a job is never handed out twice.
  const claim = db.prepare(
    `UPDATE jobs SET state = 'active', attempt = attempt + 1, updated_at = @now
     WHERE rowid = (SELECT rowid FROM jobs WHERE queue = @queue AND state = 'waiting' AND run_at <= @now
                    ORDER BY run_at, rowid LIMIT 1)
     RETURNING *`,
  );
  const complete = db.prepare(`UPDATE jobs SET state = 'completed', updated_at = @now WHERE queue = @queue AND id = @id`);
  const retry = db.prepare(
    `UPDATE jobs SET state = 'waiting', run_at = @runAt, last_error = @error, updated_at = @now
     WHERE queue = @queue AND id = @id`,
  );
  const fail = db.prepare(`UPDATE jobs SET state = 'failed', last_error = @error, updated_at = @now WHERE queue = @queue AND id = @id`);
  const notActive = db.prepare(`SELECT id, data FROM jobs WHERE queue = ? AND state != 'active'`);
  const blank = db.prepare(
    `UPDATE jobs SET data = 'null', state = CASE state WHEN 'waiting' THEN 'failed' ELSE state END,
       last_error = CASE state WHEN 'waiting' THEN 'its person''s data was erased' ELSE last_error END, updated_at = @now
     WHERE queue = @queue AND id = @id AND state != 'active'`,
  );
  const nextRunAt = db.prepare(`SELECT MIN(run_at) FROM jobs WHERE queue = ? AND state = 'waiting'`).pluck();
  const countStates = db.prepare(
    `SELECT
       SUM(state = 'waiting' AND run_at <= @now) AS waiting,
       SUM(state = 'waiting' AND run_at > @now) AS delayed,
       SUM(state = 'active') AS active,
       SUM(state = 'completed') AS completed,
       SUM(state = 'failed') AS failed
     FROM jobs WHERE queue = @queue`,
  );
  const selectJob = db.prepare(`SELECT * FROM jobs WHERE queue = ? AND id = ?`);

  return {
    /** Jobs a crashed process left 'active' never finished: they run again. */
    requeueAbandoned(): number {
      return db.prepare(`UPDATE jobs SET state = 'waiting' WHERE state = 'active'`).run().changes;
    },
    insert(job: NewJob, now: number): boolean {
      const data = JSON.stringify(job.data ?? null);
      return insert.run({ ...job, data, now }).changes === 1;
    },
    claim(queue: string, now: number): JobRow | undefined {
      return claim.get({ queue, now }) as JobRow | undefined;
    },
    complete(queue: string, id: string, now: number): void {
      complete.run({ queue, id, now });
    },
    retry(queue: string, id: string, error: string, runAt: number, now: number): void {
      retry.run({ queue, id, error, runAt, now });
    },
    fail(queue: string, id: string, error: string, now: number): void {
      fail.run({ queue, id, error, now });
    },
    forget(queue: string, mentions: (data: unknown) => boolean, now: number): number {
      const rows = notActive.all(queue) as { id: string; data: string }[];
      const hits = rows.filter((row) => mentions(JSON.parse(row.data)));
      db.transaction(() => hits.forEach((row) => blank.run({ queue, id: row.id, now })))();
      // Nor in the write-ahead log's older copy of the page.
      if (hits.length > 0) db.pragma('wal_checkpoint(TRUNCATE)');
      return hits.length;
    },
    nextRunAt(queue: string): number | undefined {
      return (nextRunAt.get(queue) as number | null) ?? undefined;
    },
    counts(queue: string, now: number): JobCounts {
      const row = countStates.get({ queue, now }) as Record<keyof JobCounts, number | null>;
      return {
        waiting: row.waiting ?? 0,
        active: row.active ?? 0,
        completed: row.completed ?? 0,
        failed: row.failed ?? 0,
        delayed: row.delayed ?? 0,
      };
    },
    getJob(queue: string, id: string, now: number): JobStatus | undefined {
      const row = selectJob.get(queue, id) as JobRow | undefined;
      if (!row) return undefined;
      const state: JobState = row.state === 'waiting' && row.run_at > now ? 'delayed' : row.state;
      return {
        id: row.id,
        queue: row.queue,
        data: JSON.parse(row.data) as unknown,
        state,
        attempts: row.attempt,
        ...(row.last_error === null ? {} : { lastError: row.last_error }),
      };
    },
    close(): void {
      db.close();
    },
  };
}
