/**
 * MongoDB's view of JSON values: which values a dotted path reaches, the type brackets, and the
 * order between values (BSON comparison order restricted to the types JSON has).
 */
import { isPlainObject } from './filter-parse';

/** A path that leads nowhere; equality with null matches it, as in MongoDB. */
export const MISSING: unique symbol = Symbol('missing');
/** The sort key of an empty array, which MongoDB orders before null. */
export const EMPTY_ARRAY: unique symbol = Symbol('empty array');

type Found = unknown;

/** Canonical BSON type order: undefined < null < numbers < strings < objects < arrays < booleans. */
export function bracket(value: unknown): number {
  if (value === EMPTY_ARRAY || value === MISSING) return 0;
  if (value === null) return 5;
  if (typeof value === 'number') return 10;
  if (typeof value === 'string') return 15;
  if (Array.isArray(value)) return 25;
  if (typeof value === 'boolean') return 40;
  return 20;
}

/** Strings compare by code point, which is the UTF-8 byte order MongoDB and SQLite use. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // UTF-16 puts surrogates (U+D800-DFFF) before U+E000-FFFF; code point order puts them after.
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

export function compareValues(a: unknown, b: unknown): number {
  const ba = bracket(a);
  const bb = bracket(b);
  if (ba !== bb) return ba < bb ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (Array.isArray(a) && Array.isArray(b))
    return compareEntries(
      a.map((v, i) => [String(i), v]),
      b.map((v, i) => [String(i), v]),
    );
  if (isPlainObject(a) && isPlainObject(b)) return compareEntries(Object.entries(a), Object.entries(b));
  return 0;
}

/** Embedded documents compare field by field in stored order: type, then name, then value. */
function compareEntries(a: [string, unknown][], b: [string, unknown][]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const [ka, va] = a[i]!;
    const [kb, vb] = b[i]!;
    const byType = bracket(va) - bracket(vb);
    if (byType !== 0) return byType < 0 ? -1 : 1;
    const byName = compareStrings(ka, kb);
    if (byName !== 0) return byName;
    const byValue = compareValues(va, vb);
    if (byValue !== 0) return byValue;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/**
 * Every value MongoDB's matcher sees at a dotted path: arrays along the way are traversed (objects
 * inside them are searched, a numeric part also picks an element), a path ending at an array yields
 * each element and then the array itself, and a path that leads nowhere yields MISSING.
 */
export function pathValues(doc: unknown, parts: string[]): Found[] {
  const out: Found[] = [];
  fromObject(doc, parts, 0, out);
  return out;
}

function fromObject(start: unknown, parts: string[], from: number, out: Found[]): void {
  let current = start;
  for (let k = from; k < parts.length; k++) {
    const key = parts[k]!;
    if (!isPlainObject(current) || !Object.hasOwn(current, key)) {
      out.push(MISSING);
      return;
    }
    const next = current[key];
    if (Array.isArray(next)) {
      fromArray(next, parts, k + 1, out);
      return;
    }
    current = next;
  }
  out.push(current);
}

function fromArray(array: unknown[], parts: string[], from: number, out: Found[]): void {
  if (from === parts.length) {
    out.push(...array, array);
    return;
  }
  const piece = parts[from]!;
  const offset = /^\d+$/.test(piece) ? piece : null;
  array.forEach((element, index) => {
    if (isPlainObject(element)) fromObject(element, parts, from, out);
    if (offset !== String(index)) return;
    if (from + 1 === parts.length) out.push(element);
    else if (isPlainObject(element)) fromObject(element, parts, from + 1, out);
    else if (Array.isArray(element)) fromArray(element, parts, from + 1, out);
  });
}

/**
 * The key a document sorts by on one path, as MongoDB's sort key generator sees it: missing is null,
 * an array contributes its elements (an empty one sorts before null), and of several candidates an
 * ascending sort uses the smallest and a descending sort the largest.
 */
export function sortKey(doc: unknown, parts: string[], direction: 1 | -1): unknown {
  const candidates: unknown[] = [];
  sortValues(doc, parts, 0, candidates);
  let best = candidates[0];
  for (const c of candidates) if (compareValues(c, best) * direction < 0) best = c;
  return best;
}

function sortValues(start: unknown, parts: string[], from: number, out: unknown[]): void {
  let current = start;
  for (let k = from; k < parts.length; k++) {
    if (!isPlainObject(current) || !Object.hasOwn(current, parts[k]!)) {
      out.push(null);
      return;
    }
    const next = current[parts[k]!];
    if (Array.isArray(next)) {
      if (k + 1 === parts.length) out.push(...(next.length === 0 ? [EMPTY_ARRAY] : next));
      else if (next.length === 0) out.push(null);
      else for (const element of next) sortValues(element, parts, k + 1, out);
      return;
    }
    current = next;
  }
  out.push(current);
}
