/**
 * How the embedded store answers a find: all in SQL when the filter compiles exactly and the sort
 * keys are plain (the common, indexed case); SQL order with a JavaScript filter when only the
 * filter is inexact; otherwise the candidate rows are filtered and sorted in JavaScript.
 */
import type { Statement } from 'better-sqlite3';
import type { Entry } from './catalog';
import type { Clause } from './filter-parse';
import type { FindOptions, Sort } from './port';
import { compileFilter, type ShapeLookup, type SqlFilter } from './sql-filter';
import { isIdPath, isPlain, nonPlainSql, target, unknownShape } from './sql-paths';

export type Plan =
  | { mode: 'sql'; sql: string; params: unknown[] }
  | { mode: 'scan'; sql: string; params: unknown[]; residual: Clause; skip: number; limit: number }
  | { mode: 'sort'; sql: string; params: unknown[]; residual: Clause | null; sort: Sort; skip: number; limit: number };

export type Prepare = (sql: string) => Statement;

export function shapeLookup(entry: Entry): ShapeLookup {
  return (path, parts) => entry.shapes[path] ?? unknownShape(parts);
}

export function compileWhere(entry: Entry, clause: Clause): SqlFilter {
  return compileFilter(clause, shapeLookup(entry));
}

export function planFind(prepare: Prepare, entry: Entry, clause: Clause, options: FindOptions): Plan {
  const where = compileWhere(entry, clause);
  const keys = Object.entries(options.sort ?? {}).map(([path, dir]) => ({ path, parts: path.split('.'), dir }));
  // MongoDB reads a limit of 0 as no limit.
  const skip = options.skip ?? 0;
  const limit = options.limit ?? 0;
  const select = `SELECT doc FROM ${entry.table} WHERE ${where.sql}`;
  if (!sortableInSql(prepare, entry, keys, where)) {
    return {
      mode: 'sort',
      sql: select,
      params: where.params,
      residual: where.exact ? null : clause,
      sort: options.sort ?? {},
      skip,
      limit,
    };
  }
  const order =
    keys.length === 0 ? '' : ` ORDER BY ${keys.map((k) => `${target(k.parts).value}${k.dir === -1 ? ' DESC' : ''}`).join(', ')}`;
  if (where.exact) return { mode: 'sql', sql: `${select}${order} LIMIT ? OFFSET ?`, params: [...where.params, limit || -1, skip] };
  return { mode: 'scan', sql: select + order, params: where.params, residual: clause, skip, limit };
}

/**
 * SQLite orders NULL < numbers < text (byte-wise), which is MongoDB's order for nulls, numbers and
 * strings. A path whose index shape is plain is known to hold only those; for any other path the
 * candidate rows are checked for arrays, objects and booleans first.
 */
function sortableInSql(prepare: Prepare, entry: Entry, keys: { path: string; parts: string[] }[], where: SqlFilter): boolean {
  const unknown = keys.filter((k) => {
    const shape = entry.shapes[k.path];
    return !isIdPath(k.parts) && !(shape && isPlain(shape));
  });
  if (unknown.length === 0) return true;
  const irregular = unknown.map((k) => `(${nonPlainSql(k.parts)})`).join(' OR ');
  return prepare(`SELECT 1 FROM ${entry.table} WHERE (${where.sql}) AND (${irregular}) LIMIT 1`).get(...where.params) === undefined;
}

export function planCount(entry: Entry, clause: Clause): { sql: string; params: unknown[]; residual: Clause | null } {
  const where = compileWhere(entry, clause);
  if (where.exact) return { sql: `SELECT COUNT(*) AS n FROM ${entry.table} WHERE ${where.sql}`, params: where.params, residual: null };
  return { sql: `SELECT doc FROM ${entry.table} WHERE ${where.sql}`, params: where.params, residual: clause };
}
