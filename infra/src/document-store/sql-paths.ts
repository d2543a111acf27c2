/**
 * How a dotted path reads in SQL, and what the embedded store knows about the values found there.
 *
 * `json_extract(doc, '$.a.b')` sees what MongoDB sees only while no array lies on the way to the
 * leaf and the leaf is null, a number or a string. A shape records, per indexed path, whether any
 * document ever broke that (like MongoDB's multikey flag it is never cleared), so queries on plain
 * paths compile to bare index-friendly comparisons.
 */
import { isPlainObject } from './filter-parse';

export interface Shape {
  /** Some document has an array before the last part (`items` in `items.sku`). */
  prefixArray: boolean;
  /** Some document has an array at the path itself. */
  leafArray: boolean;
  /** Some document has a boolean or an object at the path (json_extract turns them into 0/1 or text). */
  leafOther: boolean;
}

export const PLAIN: Shape = { prefixArray: false, leafArray: false, leafOther: false };
export const ANYTHING: Shape = { prefixArray: true, leafArray: true, leafOther: true };
/** `_id` is the text primary key: never an array, and only `leafOther` keeps type guards in the SQL. */
const ID_SHAPE: Shape = { prefixArray: false, leafArray: false, leafOther: true };

export function isPlain(shape: Shape): boolean {
  return !shape.prefixArray && !shape.leafArray && !shape.leafOther;
}

/** What is assumed about a path that no index tracks. */
export function unknownShape(parts: string[]): Shape {
  if (isIdPath(parts)) return ID_SHAPE;
  return { prefixArray: parts.length > 1, leafArray: true, leafOther: true };
}

export function mergeShapes(a: Shape, b: Shape): Shape {
  return { prefixArray: a.prefixArray || b.prefixArray, leafArray: a.leafArray || b.leafArray, leafOther: a.leafOther || b.leafOther };
}

/** The shape one document gives a path, judged on the value as JSON.stringify will write it (`PLAIN` itself when plain). */
export function shapeOf(doc: unknown, parts: string[]): Shape {
  let current = doc;
  for (let k = 0; k < parts.length; k++) {
    if (current === null || typeof current !== 'object' || current instanceof Date) return PLAIN;
    if (Array.isArray(current) || !isPlainObject(current)) return ANYTHING;
    const next = Object.hasOwn(current, parts[k]!) ? current[parts[k]!] : undefined;
    if (k + 1 < parts.length) {
      current = next;
      continue;
    }
    if (Array.isArray(next)) return { ...PLAIN, leafArray: true };
    const other = typeof next === 'boolean' || (typeof next === 'object' && next !== null && !(next instanceof Date));
    return other ? { ...PLAIN, leafOther: true } : PLAIN;
  }
  return PLAIN;
}

export function isIdPath(parts: string[]): boolean {
  return parts.length === 1 && parts[0] === '_id';
}

export function sqlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export function jsonPath(parts: string[]): string {
  return '$' + parts.map((p) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(p) ? `.${p}` : `."${p}"`)).join('');
}

export interface Target {
  /** The value, as an index expression: the same text in CREATE INDEX and in WHERE. */
  value: string;
  /** json_type of the value: NULL when missing, 'null', 'true', 'integer', 'text', 'array', ... */
  type: string;
  /** The JSON path as a SQL literal, for json_each. */
  path: string;
}

const targets = new Map<string, Target>();

export function target(parts: string[]): Target {
  const key = parts.join('.');
  let t = targets.get(key);
  if (!t) {
    const path = sqlString(jsonPath(parts));
    t = isIdPath(parts)
      ? { value: 'id', type: "'text'", path: "'$._id'" }
      : { value: `json_extract(doc, ${path})`, type: `json_type(doc, ${path})`, path };
    if (targets.size >= 1000) targets.clear();
    targets.set(key, t);
  }
  return t;
}

/** True for a row with an array before the last part of the path. */
export function prefixArraySql(parts: string[]): string {
  const prefixes = parts.slice(0, -1).map((_, i) => `json_type(doc, ${sqlString(jsonPath(parts.slice(0, i + 1)))}) = 'array'`);
  return prefixes.length === 0 ? '0' : prefixes.join(' OR ');
}

/** True for a row where json_extract does not give MongoDB's sort key for the path. */
export function nonPlainSql(parts: string[]): string {
  if (isIdPath(parts)) return '0';
  return `${prefixArraySql(parts)} OR ${target(parts).type} IN ('array', 'object', 'true', 'false')`;
}

/** Three flags per path (p<i>: an array on the way, a<i>: an array at the end, o<i>: an object or a boolean), in one scan. */
export function shapeScanSql(table: string, paths: string[][]): string {
  const columns = paths.flatMap((parts, i) => {
    const t = target(parts);
    return [
      `coalesce(max(${prefixArraySql(parts)}), 0) AS p${i}`,
      `coalesce(max(${t.type} = 'array'), 0) AS a${i}`,
      `coalesce(max(${t.type} IN ('object', 'true', 'false')), 0) AS o${i}`,
    ];
  });
  return `SELECT ${columns.join(', ')} FROM ${table}`;
}
