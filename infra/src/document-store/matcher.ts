/**
 * MongoDB's matching and sorting rules in JavaScript, for the supported subset (filter.md). The
 * embedded store applies it to whatever SQL cannot decide exactly; the tests use it as the reference.
 */
import type { Clause, Comparison, FieldTest, Json } from './filter-parse';
import type { Doc, Sort } from './port';
import { MISSING, bracket, compareStrings, compareValues, pathValues, sortKey } from './values';

export function matches(doc: unknown, clause: Clause): boolean {
  switch (clause.kind) {
    case 'and':
      return clause.clauses.every((c) => matches(doc, c));
    case 'or':
      return clause.clauses.some((c) => matches(doc, c));
    case 'field':
      return passes(pathValues(doc, clause.parts), clause.test);
    default: {
      const _exhaustive: never = clause;
      return _exhaustive;
    }
  }
}

function passes(values: unknown[], test: FieldTest): boolean {
  switch (test.op) {
    case 'eq':
      return values.some((v) => equals(v, test.value));
    case 'ne':
      return !values.some((v) => equals(v, test.value));
    case 'in':
      return values.some((v) => test.values.some((m) => (m instanceof RegExp ? regexMatches(v, m) : equals(v, m))));
    case 'nin':
      return !values.some((v) => test.values.some((m) => (m instanceof RegExp ? regexMatches(v, m) : equals(v, m))));
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return values.some((v) => compares(v, test.op as Comparison, test.value));
    case 'exists':
      return values.some((v) => v !== MISSING) === test.value;
    case 'regex':
      return values.some((v) => regexMatches(v, test.regex));
    default: {
      const _exhaustive: never = test;
      return _exhaustive;
    }
  }
}

/** Equality with null also matches a path that leads nowhere. */
function equals(value: unknown, operand: Json): boolean {
  if (operand === null) return value === null || value === MISSING;
  return value !== MISSING && compareValues(value, operand) === 0;
}

/** Comparisons hold only within one type bracket: `{ $gt: 5 }` never matches a string. */
function compares(value: unknown, op: Comparison, operand: Json): boolean {
  if (operand === null) return (op === 'gte' || op === 'lte') && (value === null || value === MISSING);
  if (value === MISSING || bracket(value) !== bracket(operand)) return false;
  const order = compareValues(value, operand);
  if (op === 'gt') return order > 0;
  if (op === 'gte') return order >= 0;
  if (op === 'lt') return order < 0;
  return order <= 0;
}

function regexMatches(value: unknown, regex: RegExp): boolean {
  return typeof value === 'string' && regex.test(value);
}

/**
 * Sorts documents as MongoDB does; ties, which MongoDB leaves unordered, go by `_id` so pages
 * computed here are stable.
 */
export function sortDocs<T extends Doc>(docs: T[], sort: Sort): T[] {
  const keys = Object.entries(sort).map(([path, dir]) => ({ parts: path.split('.'), dir }));
  const decorated = docs.map((doc) => ({ doc, key: keys.map((k) => sortKey(doc, k.parts, k.dir)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const order = compareValues(a.key[i], b.key[i]) * keys[i]!.dir;
      if (order !== 0) return order;
    }
    return compareStrings(a.doc._id, b.doc._id);
  });
  return decorated.map((d) => d.doc);
}
