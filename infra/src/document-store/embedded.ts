/**
 * The embedded document store: one SQLite file of its own, one table per collection holding each
 * document as JSON, expression indexes on the declared fields. Opening reads only the list of
 * collections, and queries page through SQLite, so memory stays flat as the data grows.
 * One store object per file: the list of collections is cached in the process.
 */
import Database, { type Statement } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { openCatalog, type Entry } from './catalog';
import { BACKSTOP_PAGES, startCheckpointer } from './checkpointer';
import { planCount, planFind, type Plan } from './embedded-query';
import { createWriter } from './embedded-write';
import { checkCollectionName, checkFindOptions, parseFilter, pathParts } from './filter-parse';
import { matches, sortDocs } from './matcher';
import {
  GuardFailedError,
  guardHolds,
  type CollectionSpec,
  type Doc,
  type DocumentStore,
  type EnsureOptions,
  type Filter,
  type FindOptions,
  type WriteGuard,
  type WriteOp,
} from './port';

export interface EmbeddedDocumentStore extends DocumentStore {
  /** The EXPLAIN QUERY PLAN lines of the SQL a find runs; for tests and debugging. */
  explainFind(collection: string, filter?: Filter, options?: FindOptions): Promise<string[]>;
  /**
   * Copies the write-ahead log into the file and empties it, so that no older copy of a page (of a deleted
   * document or a dropped collection) survives there: a person's erasure (R12) calls it.
   */
  forgetOldPages(): Promise<void>;
}

const STATEMENT_CACHE = 200;
const REGEX_CACHE = 100;

export interface EmbeddedOptions {
  file: string;
  /**
   * Checkpoints taken by a thread of their own rather than by this connection's commits (checkpointer.ts):
   * for the store's one busy writer, the projections' thread.
   */
  checkpointThread?: boolean;
}

export function createEmbeddedDocumentStore(o: EmbeddedOptions): EmbeddedDocumentStore {
  if (o.file !== ':memory:') mkdirSync(dirname(o.file), { recursive: true });
  const db = new Database(o.file);
  db.pragma('journal_mode = WAL');
  // NORMAL can lose the last commits on power loss, never consistency. Read models are rebuilt from
  // the event log, and a projection's checkpoint is written in the same transaction as its
  // documents, so a lost tail is simply replayed.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536'); // 64 MB: console and list queries stay in memory
  // No memory-mapped reads: the request threads read right after the projections' commits, where the
  // mapping cost more than it saves (see the event store's sqlite-schema.ts).
  // Deleted content is overwritten in the file, not left in free pages: a person's erased data must not
  // outlive the read models that held it (R12). The pages written are the ones a write touches
  // anyway, save a dropped collection's, which are zeroed as they are freed.
  db.pragma('secure_delete = ON');
  db.function('doc_regex', { deterministic: true }, regexFunction());
  const catalog = openCatalog(db);
  // Started once the file is open and its catalog read: a store that fails to open leaves no thread behind.
  const checkpointer = o.checkpointThread && o.file !== ':memory:' ? startCheckpointer(o.file) : null;
  if (checkpointer) db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  // A reader of another connection in the middle of a read can keep the log from emptying: then it empties
  // at a later call (each collection switch of a rebuild makes one).
  const forgetOldPages = () => {
    if (o.file !== ':memory:') db.pragma('wal_checkpoint(TRUNCATE)');
  };
  const statements = new Map<string, Statement>();

  /** A bounded cache; first in, first out, since reordering on every hit costs more than it saves. */
  function prepare(sql: string): Statement {
    const cached = statements.get(sql);
    if (cached) return cached;
    const statement = db.prepare(sql);
    statements.set(sql, statement);
    if (statements.size > STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
    return statement;
  }

  function entryFor(collection: string): Entry | undefined {
    checkCollectionName(collection);
    catalog.refresh();
    return catalog.get(collection);
  }

  /** Runs a change in a transaction; on failure the cached catalog may be ahead of the file. */
  function transaction<A extends unknown[]>(fn: (...args: A) => void, ...args: A): void {
    try {
      // Immediate: the write lock first, then the catalog as the other connections to the file left it.
      db.transaction((...inner: A) => {
        catalog.refresh();
        fn(...inner);
      }).immediate(...args);
    } catch (error) {
      catalog.reload();
      statements.clear();
      throw error;
    }
  }

  const write = createWriter(catalog, prepare);

  function run(plan: Plan): Doc[] {
    const statement = prepare(plan.sql);
    if (plan.mode === 'sql') return statement.all(...plan.params).map(parseRow);
    if (plan.mode === 'sort') {
      const docs = statement.all(...plan.params).map(parseRow);
      const sorted = sortDocs(plan.residual ? docs.filter((d) => matches(d, plan.residual!)) : docs, plan.sort);
      return sorted.slice(plan.skip, plan.limit ? plan.skip + plan.limit : undefined);
    }
    const out: Doc[] = [];
    let skipped = 0;
    for (const row of statement.iterate(...plan.params)) {
      const doc = parseRow(row);
      if (!matches(doc, plan.residual)) continue;
      if (skipped < plan.skip) skipped++;
      else out.push(doc);
      if (plan.limit && out.length === plan.limit) break;
    }
    return out;
  }

  /** Checks the query even for an unknown collection, which then has no plan. */
  function findPlan(collection: string, filter: Filter | undefined, options: FindOptions): Plan | undefined {
    const clause = parseFilter(filter);
    checkFindOptions(options);
    const entry = entryFor(collection);
    return entry ? planFind(prepare, entry, clause, options) : undefined;
  }

  return {
    async ensureCollection(spec: CollectionSpec, options: EnsureOptions = {}) {
      checkCollectionName(spec.name);
      for (const index of spec.indexes ?? []) Object.keys(index.fields).forEach(pathParts);
      transaction(() => {
        const entry = catalog.get(spec.name) ?? catalog.create(spec.name);
        catalog.addIndexes(entry, spec.indexes ?? [], options.deferIndexes === true);
      });
    },
    async get<T extends Doc = Doc>(collection: string, id: string) {
      const entry = entryFor(collection);
      const row = entry ? prepare(`SELECT doc FROM ${entry.table} WHERE id = ?`).get(id) : undefined;
      return row ? (parseRow(row) as T) : null;
    },
    async find<T extends Doc = Doc>(collection: string, filter?: Filter, options: FindOptions = {}) {
      const plan = findPlan(collection, filter, options);
      return (plan ? run(plan) : []) as T[];
    },
    async count(collection: string, filter?: Filter) {
      const clause = parseFilter(filter);
      const entry = entryFor(collection);
      if (!entry) return 0;
      const plan = planCount(entry, clause);
      const statement = prepare(plan.sql);
      if (!plan.residual) return (statement.get(...plan.params) as { n: number }).n;
      let n = 0;
      for (const row of statement.iterate(...plan.params)) if (matches(parseRow(row), plan.residual)) n++;
      return n;
    },
    async upsert(collection: string, doc: Doc) {
      transaction(write, [{ op: 'upsert', collection, doc }]);
    },
    async insertIfAbsent(collection: string, doc: Doc) {
      checkCollectionName(collection);
      let inserted = false;
      // Read and written under the write lock (IMMEDIATE): no other connection inserts in between.
      transaction(() => {
        const entry = catalog.get(collection) ?? catalog.create(collection);
        if (prepare(`SELECT 1 FROM ${entry.table} WHERE id = ?`).get(doc._id)) return;
        write([{ op: 'upsert', collection, doc }]);
        inserted = true;
      });
      return inserted;
    },
    async delete(collection: string, id: string) {
      transaction(write, [{ op: 'delete', collection, id }]);
    },
    async write(ops: WriteOp[], guard?: WriteGuard) {
      if (!guard) return transaction(write, ops);
      // Checked under the write lock (IMMEDIATE): the guard cannot change between the check and the writes.
      transaction(() => {
        const entry = catalog.get(guard.collection);
        const row = entry ? prepare(`SELECT doc FROM ${entry.table} WHERE id = ?`).get(guard.id) : undefined;
        if (!guardHolds(guard, row ? parseRow(row) : null)) throw new GuardFailedError(guard);
        write(ops);
      });
    },
    async claim(collection: string, id: string, holder: string, now: Date, ttlMs: number) {
      checkCollectionName(collection);
      let held = false;
      // Read and written under the write lock (IMMEDIATE): no other connection claims in between.
      transaction(() => {
        const entry = catalog.get(collection) ?? catalog.create(collection);
        const row = prepare(`SELECT doc FROM ${entry.table} WHERE id = ?`).get(id);
        const lease = row ? parseRow(row) : null;
        if (lease && lease.holder !== holder && Number(lease.expires_at) > now.getTime()) return;
        write([{ op: 'upsert', collection, doc: { _id: id, holder, expires_at: now.getTime() + ttlMs } }]);
        held = true;
      });
      return held;
    },
    async renameCollection(from: string, to: string) {
      checkCollectionName(to);
      const source = entryFor(from);
      if (!source) throw new Error(`Cannot rename ${from}: no such collection`);
      if (from === to) throw new Error(`Cannot rename ${from} to itself`);
      transaction(() => catalog.replace(source, to));
      statements.clear();
      forgetOldPages();
    },
    async dropCollection(name: string) {
      const entry = entryFor(name);
      if (entry) transaction(() => catalog.drop(entry));
      statements.clear();
      forgetOldPages();
    },
    async forgetOldPages() {
      forgetOldPages();
    },
    async listCollections() {
      catalog.refresh();
      return catalog.names();
    },
    async close() {
      await checkpointer?.stop();
      statements.clear();
      if (db.open) db.close();
    },
    async explainFind(collection: string, filter?: Filter, options: FindOptions = {}) {
      const plan = findPlan(collection, filter, options);
      if (!plan) return [];
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${plan.sql}`).all(...plan.params) as { detail: string }[];
      return rows.map((r) => r.detail);
    },
  };
}

function parseRow(row: unknown): Doc {
  return JSON.parse((row as { doc: string }).doc) as Doc;
}

/** `doc_regex(source, flags, value)`: the JavaScript regex test the matcher uses, callable from SQL. */
function regexFunction(): (source: unknown, flags: unknown, value: unknown) => number {
  const compiled = new Map<string, RegExp>();
  return (source, flags, value) => {
    if (typeof value !== 'string') return 0;
    const key = `${String(flags)}/${String(source)}`;
    let regex = compiled.get(key);
    if (!regex) {
      regex = new RegExp(String(source), String(flags));
      compiled.set(key, regex);
      if (compiled.size > REGEX_CACHE) compiled.delete(compiled.keys().next().value!);
    }
    return regex.test(value) ? 1 : 0;
  };
}
