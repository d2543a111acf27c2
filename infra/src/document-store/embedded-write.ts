/**
 * How the embedded store writes a batch: neighbouring upserts on one collection go in multi-row
 * INSERTs (a projection's page of documents is a handful of statements, not one per document), any
 * other op one statement at a time, all in the caller's transaction and in the batch's order.
 */
import type { Statement } from 'better-sqlite3';
import type { Catalog } from './catalog';
import { checkCollectionName, storedJson } from './filter-parse';
import type { Doc, WriteOp } from './port';

/**
 * The row counts a run of upserts is cut into, largest first: a few statements per table to keep
 * prepared, and 256 rows bind 512 parameters, under even the oldest SQLite limit (999).
 */
const CHUNKS = [256, 64, 16, 4, 1];

const rowsSql = new Map(CHUNKS.map((n) => [n, Array.from({ length: n }, () => '(?, ?)').join(', ')]));

export function createWriter(catalog: Catalog, prepare: (sql: string) => Statement) {
  /** `ops[from..to)`: upserts on `collection`. Every document is checked before anything is sent. */
  function upsertRun(collection: string, ops: WriteOp[], from: number, to: number): void {
    checkCollectionName(collection);
    const entry = catalog.get(collection) ?? catalog.create(collection);
    const params: string[] = [];
    for (let i = from; i < to; i++) {
      const doc = (ops[i] as { doc: Doc }).doc;
      const json = storedJson(doc);
      catalog.noteDocument(entry, doc);
      params.push(doc._id, json);
    }
    let at = 0;
    for (const rows of CHUNKS) {
      for (; params.length - at >= 2 * rows; at += 2 * rows) {
        // A later row with the same id updates the earlier one, as separate upserts would.
        const sql = `INSERT INTO ${entry.table} (id, doc) VALUES ${rowsSql.get(rows)!} ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`;
        prepare(sql).run(params.slice(at, at + 2 * rows));
      }
    }
  }

  function remove(collection: string, id: unknown): void {
    if (typeof id !== 'string') throw new Error('A delete needs a string id');
    checkCollectionName(collection);
    const entry = catalog.get(collection);
    if (entry) prepare(`DELETE FROM ${entry.table} WHERE id = ?`).run(id);
  }

  /** Applies the ops in order; the caller runs it in a transaction. */
  return function write(ops: WriteOp[]): void {
    for (let i = 0; i < ops.length;) {
      const op = ops[i]!;
      if (op.op === 'upsert') {
        let end = i + 1;
        while (end < ops.length && ops[end]!.op === 'upsert' && ops[end]!.collection === op.collection) end++;
        upsertRun(op.collection, ops, i, end);
        i = end;
      } else if (op.op === 'delete') {
        remove(op.collection, op.id);
        i++;
      } else {
        throw new Error(`Unknown write op ${String((op as { op: unknown }).op)}`);
      }
    }
  };
}
