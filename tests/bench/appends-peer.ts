/**
 * P1: our embedded event store against a peer, Emmett's SQLite event store
 * (`@event-driven-io/emmett-sqlite` 0.38.5 on `sqlite3` 5.1.7, installed in tests/bench/peers only; 0.42.4 is
 * newer but pins `@event-driven-io/emmett` 0.42.4, which the registry does not serve). The same workload on
 * each, each on a fresh file: 50 writers at once, each appending 300 single events (`event(i)` of appends.ts:
 * the same id, type, data and metadata) to its own stream, every append with its expected stream version
 * checked (ours `'no_stream'` then r − 1; Emmett `0n` then r, as its versions count from 1).
 *
 * Durability: both run journal_mode=WAL with synchronous=FULL. Ours sets both (sqlite-schema.ts). Emmett sets
 * WAL on each connection and leaves synchronous at SQLite's default, FULL in sqlite3 5.1.7's build; the
 * bench reads both back on a connection from Emmett's own factory and prints them.
 *
 * Concurrency: Emmett 0.38.5's store shares one connection among overlapping calls and closes it when the
 * first of them ends, so 50 overlapping appends fail (SQLITE_MISUSE: database is closed); a store per writer
 * fails too (SQLITE_BUSY, 50 connections racing for BEGIN IMMEDIATE: 0 of 1,000 appends succeeded). So
 * Emmett's writers hand their appends to one queue: all 50 always have one waiting, and Emmett runs them one
 * after another, which is the most it can do. Even so about 1 COMMIT in 200 fails with "SQLITE_BUSY: cannot
 * commit transaction - SQL statements in progress" (likely its COMMIT overtaking the finalize of the UPDATE …
 * RETURNING it read with `db.get`; one sequential writer sees it too); Emmett rolls back, and the bench
 * retries that append with the same expected version and counts it. Ours group-commits the appends that
 * arrive in the same tick.
 *
 * Profile (2 cores, 2026-11). Emmett: `node --cpu-prof` shows its main thread 88 % idle; its work is in
 * node-sqlite3's worker threads. Per append it opens a connection (sets WAL, reads the schema), runs BEGIN
 * IMMEDIATE, UPDATE … RETURNING, INSERT … RETURNING and COMMIT as separate thread hops, then closes the
 * connection, and closing the last connection checkpoints the WAL into the database and deletes the -wal and
 * -shm files: strace counts 5 fsyncs and 2 unlinks per append. Timed apart, sequentially: 2.9 ms an append
 * through the store, 0.6 ms for the same appendToStream on one kept connection, so ~80 % is the connection
 * opened and closed per call. Ours: 51 % of its profile in better-sqlite3's transaction (the inserts and the
 * commit), ~10 % in the store's own code, a few % hashing the event chain; 375 fsyncs for 15,000 appends.
 */
import { join } from 'node:path';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import type { NewEvent } from '@dealbook/infra/event-store/port';
import { event, PER_WRITER, TOTAL, WRITERS } from './appends';
import { ensurePeersInstalled } from './peers/install';
import { loadEmmettSqlite, type EmmettEvent, type EmmettSqlite } from './peers/emmett';
import { timed, type Measurement } from './report';

const OUR_MODES = 'journal_mode=wal, synchronous=FULL';
const SYNCHRONOUS = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

const perSecond = (ms: number) => TOTAL / (ms / 1000);

async function oursPerSecond(file: string): Promise<number> {
  const store = createSqliteEventStore({ file });
  const writer = async (w: number) => {
    for (let r = 0; r < PER_WRITER; r++) await store.append(`s-${w}`, [event(r)], r === 0 ? 'no_stream' : r - 1);
  };
  const { ms } = await timed(() => Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w))));
  await store.close();
  return perSecond(ms);
}

/** Emmett makes its own message id unless the metadata carries one: give it ours, so both keep the same row. */
const toEmmett = ({ id, type, data, metadata }: NewEvent): EmmettEvent => ({ type, data, metadata: { ...metadata, messageId: id } });

/**
 * Emmett's journal and synchronous modes, read on a connection from its own factory (the one its store opens
 * for every call, outside a transaction), after creating its schema there so the clock does not count that.
 */
async function emmettModes(emmett: EmmettSqlite, file: string): Promise<string> {
  const connection = emmett.sqliteConnection({ fileName: file });
  try {
    await emmett.createEventStoreSchema(connection);
    const journal = await connection.querySingle<{ journal_mode: string }>('PRAGMA journal_mode');
    const sync = await connection.querySingle<{ synchronous: number }>('PRAGMA synchronous');
    return `journal_mode=${journal?.journal_mode}, synchronous=${SYNCHRONOUS[sync?.synchronous ?? -1] ?? sync?.synchronous}`;
  } finally {
    connection.close();
  }
}

/** Emmett 0.38.5 sometimes fails a COMMIT that races its own unfinalized UPDATE … RETURNING: retried, counted. */
const RETRIES = 5;
const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

interface EmmettRun {
  perSecond: number;
  seconds: number;
  modes: string;
  retried: number;
}

async function emmettPerSecond(emmett: EmmettSqlite, file: string): Promise<EmmettRun> {
  const modes = await emmettModes(emmett, file);
  const store = emmett.getSQLiteEventStore({ fileName: file, schema: { autoMigration: 'None' } });
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(append: () => Promise<T>): Promise<T> => {
    const run = queue.then(append);
    queue = run.catch(() => undefined);
    return run;
  };
  let retried = 0;
  let failed = false;
  const append = async (stream: string, events: EmmettEvent[], expected: bigint) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await oneAtATime(() => store.appendToStream(stream, events, { expectedStreamVersion: expected }));
      } catch (error) {
        if (!isBusy(error) || attempt === RETRIES) throw error;
        retried++;
      }
    }
  };
  const writer = async (w: number) => {
    try {
      for (let r = 0; r < PER_WRITER && !failed; r++) {
        const { nextExpectedStreamVersion } = await append(`s-${w}`, [toEmmett(event(r))], BigInt(r));
        if (nextExpectedStreamVersion !== BigInt(r + 1)) throw new Error(`s-${w} is at ${nextExpectedStreamVersion}, not ${r + 1}`);
      }
    } catch (error) {
      failed = true; // the others stop at their next append
      throw error;
    }
  };
  // Emmett console.logs the error of every transaction it rolls back (the retried ones): kept off the report.
  const log = console.log;
  console.log = () => undefined;
  // Every writer settles before this returns: the bench's directory is removed right after.
  const { ms, result } = await timed(() => Promise.allSettled(Array.from({ length: WRITERS }, (_, w) => writer(w)))).finally(
    () => (console.log = log),
  );
  const failure = result.find((settled) => settled.status === 'rejected');
  if (failure) throw failure.reason;
  return { perSecond: perSecond(ms), seconds: ms / 1000, modes, retried };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** P1: ours ≥ 20 × Emmett's appends/s. Without the peer (install or run failed) the line says why and misses. */
export async function benchAppendsPeer(dir: string): Promise<Measurement> {
  const install = await ensurePeersInstalled();
  const ours = await oursPerSecond(join(dir, 'ours.sqlite'));
  const line = { code: 'P1', name: 'embedded appends vs Emmett SQLite, 50 concurrent writers', unit: 'events/s', value: ours, target: 20 };
  let theirs: EmmettRun | { failed: string };
  try {
    theirs = install.ok ? await emmettPerSecond(await loadEmmettSqlite(), join(dir, 'emmett.sqlite')) : { failed: install.why };
  } catch (error) {
    theirs = { failed: `Emmett's run failed: ${reason(error)}` };
  }
  if ('failed' in theirs) {
    const notes = `the P1 figure was NOT measured (counts as MISS): ${theirs.failed}`;
    return { ...line, baselineName: 'Emmett (not measured)', baseline: Number.NaN, ok: false, notes };
  }
  const modes =
    theirs.modes === OUR_MODES
      ? `both WAL + synchronous=FULL (read back on an Emmett connection)`
      : `durability differs: ours WAL + synchronous=FULL, Emmett ${theirs.modes}`;
  const notes =
    `${modes}; Emmett 0.38.5 runs the writers' appends one at a time (its store cannot overlap calls on a file), ` +
    `ours group-commits them; Emmett's ${TOTAL.toLocaleString('en-US')} appends took ${theirs.seconds.toFixed(1)} s (${theirs.retried} retried after SQLITE_BUSY); peers ${install.ok ? install.note : ''}`;
  return { ...line, baselineName: 'Emmett', baseline: theirs.perSecond, notes };
}
