/**
 * Turns a filter in the supported subset of MongoDB's query language (see filter.md) into clauses,
 * and refuses everything else by name. Both adapters parse every filter, so a filter that works on
 * the embedded store works on MongoDB and the other way round.
 */
import { jsonText } from '@dealbook/domain';
import type { Doc, Filter, FindOptions } from './port';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type Comparison = 'gt' | 'gte' | 'lt' | 'lte';

export type FieldTest =
  | { op: 'eq' | 'ne'; value: Json }
  | { op: 'in' | 'nin'; values: Array<Json | RegExp> }
  | { op: Comparison; value: string | number | boolean | null }
  | { op: 'exists'; value: boolean }
  | { op: 'regex'; regex: RegExp };

export type Clause = { kind: 'and' | 'or'; clauses: Clause[] } | { kind: 'field'; path: string; parts: string[]; test: FieldTest };

const comparisons: Record<string, Comparison> = { $gt: 'gt', $gte: 'gte', $lt: 'lt', $lte: 'lte' };

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function parseFilter(filter: Filter = {}): Clause {
  if (!isPlainObject(filter)) throw new Error('A filter must be a plain object');
  const clauses: Clause[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0) throw new Error(`${key} needs a non-empty array of filters`);
      clauses.push({ kind: key === '$and' ? 'and' : 'or', clauses: value.map((f) => parseFilter(f as Filter)) });
    } else if (key.startsWith('$')) {
      throw new Error(`Unsupported filter operator ${key}`);
    } else {
      clauses.push(...parseField(key, value));
    }
  }
  return clauses.length === 1 ? clauses[0]! : { kind: 'and', clauses };
}

function parseField(path: string, value: unknown): Clause[] {
  const parts = pathParts(path);
  const field = (test: FieldTest): Clause => ({ kind: 'field', path, parts, test });
  if (value instanceof RegExp) return [field({ op: 'regex', regex: checkedRegex(value.source, value.flags) })];
  if (!isPlainObject(value) || !Object.keys(value).some((k) => k.startsWith('$'))) {
    return [field({ op: 'eq', value: json(value, path) })];
  }
  const keys = Object.keys(value);
  const plain = keys.find((k) => !k.startsWith('$'));
  if (plain !== undefined) throw new Error(`Filter on ${path} mixes operators with the field ${plain}`);
  const tests: Clause[] = [];
  for (const key of keys) {
    const operand = value[key];
    if (key === '$options') {
      if (!('$regex' in value)) throw new Error(`$options on ${path} needs $regex`);
    } else if (key === '$regex') {
      tests.push(field({ op: 'regex', regex: regexOperand(path, operand, value.$options) }));
    } else if (key === '$in' || key === '$nin') {
      if (!Array.isArray(operand)) throw new Error(`${key} on ${path} needs an array`);
      const values = operand.map((m) => (m instanceof RegExp ? checkedRegex(m.source, m.flags) : json(m, path)));
      tests.push(field({ op: key === '$in' ? 'in' : 'nin', values }));
    } else if (key === '$ne') {
      tests.push(field({ op: 'ne', value: json(operand, path) }));
    } else if (key === '$exists') {
      if (typeof operand !== 'boolean' && typeof operand !== 'number') throw new Error(`$exists on ${path} needs a boolean`);
      tests.push(field({ op: 'exists', value: Boolean(operand) }));
    } else if (comparisons[key]) {
      if (operand !== null && !['string', 'number', 'boolean'].includes(typeof operand)) {
        throw new Error(`${key} on ${path} needs a string, number, boolean or null`);
      }
      tests.push(field({ op: comparisons[key], value: json(operand, path) as string | number | boolean | null }));
    } else {
      throw new Error(`Unsupported filter operator ${key}`);
    }
  }
  return tests;
}

function regexOperand(path: string, operand: unknown, options: unknown): RegExp {
  if (options !== undefined && typeof options !== 'string') throw new Error(`$options on ${path} must be a string`);
  if (typeof operand === 'string') return checkedRegex(operand, options ?? '');
  if (operand instanceof RegExp) {
    if (operand.flags && options) throw new Error(`Regex options on ${path} are set in both $regex and $options`);
    return checkedRegex(operand.source, options ?? operand.flags);
  }
  throw new Error(`$regex on ${path} needs a string or a RegExp`);
}

/** Flags MongoDB and JavaScript read the same way; `g` and `y` would also make `test` stateful. */
function checkedRegex(source: string, flags: string): RegExp {
  const bad = [...flags].find((f) => !'ims'.includes(f));
  if (bad) throw new Error(`Unsupported regex option ${bad}`);
  return new RegExp(source, [...new Set(flags)].sort().join(''));
}

/** A value stored or compared as JSON; anything else (undefined, Date, NaN) is refused. */
function json(value: unknown, path: string): Json {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value)) return value.map((v) => json(v, path));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, json(v, `${path}.${k}`)]));
  }
  throw new Error(`Unsupported filter value at ${path}: only JSON values and RegExp are allowed`);
}

const knownPaths = new Map<string, string[]>();

/** The parts of a dotted path; paths recur in every query, so checked ones are remembered. */
export function pathParts(path: string): string[] {
  const known = knownPaths.get(path);
  if (known) return known;
  const parts = path.split('.');
  // Quotes, backslashes and control characters cannot appear in a SQLite JSON path label; `$` fields are operators.
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (parts.some((p) => p === '' || p.startsWith('$') || /["\\\u0000-\u001f]/.test(p))) {
    throw new Error(`Unsupported field path "${path}"`);
  }
  if (knownPaths.size >= 1000) knownPaths.clear();
  knownPaths.set(path, parts);
  return parts;
}

export function checkFindOptions(options: FindOptions): void {
  for (const [name, n] of [
    ['skip', options.skip],
    ['limit', options.limit],
  ] as const) {
    if (n !== undefined && (!Number.isInteger(n) || n < 0)) throw new Error(`${name} must be a non-negative integer`);
  }
  for (const [path, dir] of Object.entries(options.sort ?? {})) {
    pathParts(path);
    if (dir !== 1 && dir !== -1) throw new Error(`Sort direction for ${path} must be 1 or -1`);
  }
}

const collectionName = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,119}$/;

export function checkCollectionName(name: string): void {
  if (typeof name !== 'string' || !collectionName.test(name) || name.startsWith('system.')) {
    throw new Error(`Invalid collection name "${String(name)}"`);
  }
}

/**
 * The document as both adapters store it: its JSON form, `_id` first. Written with `jsonText`: a projection's
 * documents share frozen parts with the ones it wrote before (a deal's components), whose text is reused.
 */
export function storedJson(doc: Doc): string {
  if (!isPlainObject(doc) || typeof doc._id !== 'string' || doc._id === '') {
    throw new Error('A document needs a non-empty string _id');
  }
  // Documents mostly come with `_id` first already: then the copy that moves it there is not needed.
  const json = jsonText(doc)!;
  if (json.startsWith('{"_id":')) return json;
  const { _id, ...rest } = doc;
  return JSON.stringify({ _id, ...rest });
}
