/**
 * The embedded store's list of collections: one table `c_<name>` (id, doc JSON) per collection, its
 * declared indexes, and the shapes of the indexed paths (sql-paths.ts). The list lives in the
 * `_collections` table and is cached here; it is small, and no document is read to build it.
 * Index names carry the collection's row id rather than its name, so a renamed table keeps them
 * without clashing with the indexes of a later collection of the old name.
 * A deferred index is declared (its paths' shapes are tracked from then on) but built only when
 * asked, after a bulk load: one pass over sorted keys instead of a b-tree insert per row.
 */
import type Database from 'better-sqlite3';
import { pathParts } from './filter-parse';
import type { IndexSpec } from './port';
import { ANYTHING, isIdPath, jsonPath, mergeShapes, PLAIN, shapeOf, shapeScanSql, sqlString, target, type Shape } from './sql-paths';

/** An index as the catalog keeps it: `deferred` until its SQLite index is built. */
export type StoredIndex = IndexSpec & { deferred?: true };

export interface Entry {
  id: number;
  name: string;
  table: string;
  indexes: StoredIndex[];
  /** Shape per indexed path other than `_id`. */
  shapes: Record<string, Shape>;
}

interface Row {
  id: number;
  name: string;
  indexes: string;
  shapes: string;
}

export type Catalog = ReturnType<typeof openCatalog>;

export function tableName(name: string): string {
  return `"c_${name}"`;
}

export function openCatalog(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS _collections (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, indexes TEXT NOT NULL, shapes TEXT NOT NULL)`);
  // Bumped with every change to the list, so another connection to the file (another thread or process)
  // knows when its cached copy is out of date.
  db.exec(`CREATE TABLE IF NOT EXISTS _catalog_version (one INTEGER PRIMARY KEY CHECK (one = 1), version INTEGER NOT NULL);
    INSERT OR IGNORE INTO _catalog_version VALUES (1, 0)`);
  const bump = db.prepare(`UPDATE _catalog_version SET version = version + 1`);
  const version = db.prepare(`SELECT version FROM _catalog_version`).pluck();
  /** Changes when another connection commits: only then can the list have changed under us. */
  const dataVersion = db.prepare(`PRAGMA data_version`).pluck();
  let seen = { data: dataVersion.get(), catalog: version.get() };
  const insert = db.prepare(`INSERT INTO _collections (name, indexes, shapes) VALUES (?, '[]', '{}')`);
  const saveIndexes = db.prepare(`UPDATE _collections SET indexes = ?, shapes = ? WHERE id = ?`);
  const saveShapes = db.prepare(`UPDATE _collections SET shapes = ? WHERE id = ?`);
  const remove = db.prepare(`DELETE FROM _collections WHERE id = ?`);
  const rename = db.prepare(`UPDATE _collections SET name = ? WHERE id = ?`);
  let entries = load();

  function load(): Map<string, Entry> {
    const rows = db.prepare(`SELECT id, name, indexes, shapes FROM _collections`).all() as Row[];
    return new Map(
      rows.map((r) => [
        r.name,
        { id: r.id, name: r.name, table: tableName(r.name), indexes: JSON.parse(r.indexes), shapes: JSON.parse(r.shapes) },
      ]),
    );
  }

  function create(name: string): Entry {
    db.exec(`CREATE TABLE IF NOT EXISTS ${tableName(name)} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
    const id = Number(insert.run(name).lastInsertRowid);
    bump.run();
    const entry: Entry = { id, name, table: tableName(name), indexes: [], shapes: {} };
    entries.set(name, entry);
    return entry;
  }

  /** Declares the indexes not yet known and builds them, or only declares them when `defer`; builds deferred ones when not. */
  function addIndexes(entry: Entry, specs: IndexSpec[], defer = false): void {
    const known = new Map(entry.indexes.map((index, n) => [indexKey(index), n]));
    let changed = false;
    const unscanned = new Map<string, string[]>();
    for (const spec of specs) {
      const fields = Object.entries(spec.fields).map(([path, dir]) => ({ parts: pathParts(path), dir }));
      if (fields.length === 0) throw new Error('An index needs at least one field');
      let n = known.get(indexKey(spec));
      if (n === undefined) {
        n = entry.indexes.length;
        known.set(indexKey(spec), n);
        entry.indexes.push({ fields: spec.fields, ...(spec.unique ? { unique: true } : {}), deferred: true });
        for (const f of fields) {
          if (!isIdPath(f.parts) && !entry.shapes[f.parts.join('.')]) unscanned.set(f.parts.join('.'), f.parts);
        }
        changed = true;
      }
      const index = entry.indexes[n]!;
      if (defer || !index.deferred) continue;
      build(entry, n, fields, Boolean(index.unique));
      delete index.deferred;
      changed = true;
    }
    if (!changed) return;
    // Deferred or not, a new path's shape is read now: on the empty table of a bulk load that costs nothing.
    Object.assign(entry.shapes, scanShapes(entry.table, [...unscanned.values()]));
    saveIndexes.run(JSON.stringify(entry.indexes), JSON.stringify(entry.shapes), entry.id);
    bump.run();
  }

  function build(entry: Entry, n: number, fields: { parts: string[]; dir: number }[], unique: boolean): void {
    const columns = fields.map((f) => `${target(f.parts).value}${f.dir === -1 ? ' DESC' : ''}`);
    db.exec(`CREATE INDEX IF NOT EXISTS "ix_${entry.id}_${n}" ON ${entry.table} (${columns.join(', ')})`);
    if (unique && !(fields.length === 1 && isIdPath(fields[0]!.parts))) {
      db.exec(
        `CREATE UNIQUE INDEX IF NOT EXISTS "ux_${entry.id}_${n}" ON ${entry.table} (${fields.map((f) => uniqueColumn(f.parts)).join(', ')})`,
      );
    }
  }

  /** The shapes of several paths over the rows already stored, in one pass over the table. */
  function scanShapes(table: string, paths: string[][]): Record<string, Shape> {
    if (paths.length === 0) return {};
    const r = db.prepare(shapeScanSql(table, paths)).get() as Record<string, number>;
    return Object.fromEntries(
      paths.map((parts, i): [string, Shape] => [
        parts.join('.'),
        r[`p${i}`] ? ANYTHING : { prefixArray: false, leafArray: r[`a${i}`] === 1, leafOther: r[`o${i}`] === 1 },
      ]),
    );
  }

  /** Widens the shapes of the indexed paths with a document about to be written. */
  function noteDocument(entry: Entry, doc: unknown): void {
    let changed = false;
    // Runs for every document written: no allocation unless the document widens a shape.
    for (const path in entry.shapes) {
      const shape = entry.shapes[path]!;
      if (shape === ANYTHING || (shape.prefixArray && shape.leafArray && shape.leafOther)) continue;
      const seen = shapeOf(doc, pathParts(path));
      if (seen === PLAIN) continue;
      const merged = mergeShapes(shape, seen);
      if (merged.prefixArray !== shape.prefixArray || merged.leafArray !== shape.leafArray || merged.leafOther !== shape.leafOther) {
        entry.shapes[path] = merged;
        changed = true;
      }
    }
    if (!changed) return;
    saveShapes.run(JSON.stringify(entry.shapes), entry.id);
    bump.run();
  }

  /** Replaces `to` with `from`; the caller runs it inside a transaction. */
  function replace(from: Entry, to: string): void {
    const old = entries.get(to);
    if (old) drop(old);
    db.exec(`ALTER TABLE ${from.table} RENAME TO ${tableName(to)}`);
    rename.run(to, from.id);
    bump.run();
    entries.delete(from.name);
    entries.set(to, { ...from, name: to, table: tableName(to) });
  }

  function drop(entry: Entry): void {
    db.exec(`DROP TABLE IF EXISTS ${entry.table}`);
    remove.run(entry.id);
    bump.run();
    entries.delete(entry.name);
  }

  return {
    get: (name: string) => entries.get(name),
    names: () => [...entries.keys()].sort(),
    create,
    addIndexes,
    noteDocument,
    replace,
    drop,
    /** Re-reads the list after a rolled-back transaction, which may have left the cache ahead. */
    reload: () => {
      entries = load();
      seen = { data: dataVersion.get(), catalog: version.get() };
    },
    /** Re-reads the list if another connection changed it; cheap when none committed anything. */
    refresh: () => {
      const data = dataVersion.get();
      if (data === seen.data) return;
      const catalog = version.get();
      if (catalog !== seen.catalog) entries = load();
      seen = { data, catalog };
    },
  };
}

/** Two specs are the same index when their fields (in order, with directions) and uniqueness match. */
function indexKey(spec: IndexSpec): string {
  return JSON.stringify([Object.entries(spec.fields), Boolean(spec.unique)]);
}

/**
 * MongoDB indexes a missing field as null, so two documents without it collide in a unique index;
 * SQLite lets NULLs repeat. Indexing the JSON text (`->`) with missing as 'null' gives MongoDB's
 * behaviour for scalar values, and keeps 1 and true apart.
 */
function uniqueColumn(parts: string[]): string {
  if (isIdPath(parts)) return 'id';
  return `coalesce(doc -> ${sqlString(jsonPath(parts))}, 'null')`;
}
