/**
 * Compiles filter clauses to a SQL condition for the embedded store. The condition never misses a
 * matching row; `exact` says it also never lets a wrong one through, so LIMIT, OFFSET and COUNT can
 * run in SQL. Otherwise the rows it returns go through the JavaScript matcher (matcher.ts).
 *
 * Each field test is first written as if no array lay before the leaf (exact in that case), then
 * ORs in "or there is such an array" when the path's shape allows one, leaving those rows to JS.
 */
import type { Clause, Comparison, FieldTest, Json } from './filter-parse';
import { isPlain, prefixArraySql, target, type Shape, type Target } from './sql-paths';

export interface SqlFilter {
  sql: string;
  params: unknown[];
  exact: boolean;
}

export type ShapeLookup = (path: string, parts: string[]) => Shape;

const EVERYTHING: SqlFilter = { sql: '1', params: [], exact: false };
const NUMBER = "('integer', 'real')";
const SYMBOL: Record<Comparison, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

export function compileFilter(clause: Clause, shapeFor: ShapeLookup): SqlFilter {
  if (clause.kind === 'field') {
    const shape = shapeFor(clause.path, clause.parts);
    const leaf = compileTest(clause.test, { t: target(clause.parts), shape, plain: isPlain(shape) });
    if (!shape.prefixArray) return leaf;
    return { sql: `(${leaf.sql}) OR ${prefixArraySql(clause.parts)}`, params: leaf.params, exact: false };
  }
  if (clause.clauses.length === 0) return { sql: '1', params: [], exact: true };
  const parts = clause.clauses.map((c) => compileFilter(c, shapeFor));
  return {
    sql: parts.map((p) => `(${p.sql})`).join(clause.kind === 'and' ? ' AND ' : ' OR '),
    params: parts.flatMap((p) => p.params),
    exact: parts.every((p) => p.exact),
  };
}

interface Ctx {
  t: Target;
  shape: Shape;
  /** Only nulls, numbers and strings at the path, and no arrays: json_extract alone is exact. */
  plain: boolean;
}

/** A test on one value (`scalar`) and on one element of an array at the path (`elem`, over json_each as je). */
interface Part {
  scalar: string;
  scalarParams: unknown[];
  elem: string;
  elemParams: unknown[];
  exact: boolean;
}

function part(scalar: string, scalarParams: unknown[], elem: string, elemParams: unknown[], exact = true): Part {
  return { scalar, scalarParams, elem, elemParams, exact };
}

function compileTest(test: FieldTest, c: Ctx): SqlFilter {
  switch (test.op) {
    case 'eq':
      return assemble([equalPart(test.value, c)], c);
    case 'ne':
      return negate(assemble([equalPart(test.value, c)], c));
    case 'in':
      return assemble(inParts(test.values, c), c);
    case 'nin':
      return negate(assemble(inParts(test.values, c), c));
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return assemble([comparePart(test.op, test.value, c)], c);
    case 'exists':
      return { sql: `${c.t.type} IS ${test.value ? 'NOT ' : ''}NULL`, params: [], exact: true };
    case 'regex':
      return assemble([regexPart(test.regex, c)], c);
    default: {
      const _exhaustive: never = test;
      return _exhaustive;
    }
  }
}

/** Any of the parts holds for the value, or (when arrays occur there) for one of its elements. */
function assemble(parts: Part[], c: Ctx): SqlFilter {
  if (parts.length === 0) return { sql: '0', params: [], exact: true };
  const wrap = (s: string) => (parts.length > 1 ? `(${s})` : s);
  const scalar = parts.map((p) => wrap(p.scalar)).join(' OR ');
  const scalarParams = parts.flatMap((p) => p.scalarParams);
  const exact = parts.every((p) => p.exact);
  if (!c.shape.leafArray) return { sql: scalar, params: scalarParams, exact };
  const elem = parts.map((p) => wrap(p.elem)).join(' OR ');
  return {
    sql: `(${scalar}) OR (${c.t.type} = 'array' AND EXISTS (SELECT 1 FROM json_each(doc, ${c.t.path}) AS je WHERE ${elem}))`,
    params: [...scalarParams, ...parts.flatMap((p) => p.elemParams)],
    exact,
  };
}

/** $ne and $nin are the negation of $eq and $in; negating a superset proves nothing, so JS decides. */
function negate(f: SqlFilter): SqlFilter {
  return f.exact ? { sql: `NOT ifnull((${f.sql}), 0)`, params: f.params, exact: true } : EVERYTHING;
}

/** Adds a json_type check where json_extract could confuse types (true is 1, an object is text). */
function guard(c: Ctx, condition: string): string {
  return c.plain ? '' : ` AND ${c.t.type} ${condition}`;
}

function equalPart(v: Json, c: Ctx): Part {
  const { value: e, type: t } = c.t;
  if (v === null) return part(`${e} IS NULL`, [], `je.type = 'null'`, []);
  if (typeof v === 'boolean') return part(`${t} = '${v}'`, [], `je.type = '${v}'`, []);
  if (typeof v === 'string') return part(`${e} = ?${guard(c, "= 'text'")}`, [v], `je.type = 'text' AND je.value = ?`, [v]);
  if (typeof v === 'number') return part(`${e} = ?${guard(c, `IN ${NUMBER}`)}`, [v], `je.type IN ${NUMBER} AND je.value = ?`, [v]);
  return structuredPart(c);
}

/** Objects and arrays as operands: none can match a plain path; elsewhere JS compares them. */
function structuredPart(c: Ctx): Part {
  if (c.plain) return part('0', [], '0', []);
  return part(`${c.t.type} IN ('object', 'array')`, [], `je.type IN ('object', 'array')`, [], false);
}

function inParts(values: Array<Json | RegExp>, c: Ctx): Part[] {
  const groupable = (v: Json | RegExp) => c.plain && (typeof v === 'string' || typeof v === 'number');
  const grouped = values.filter(groupable);
  const parts = values.filter((v) => !groupable(v)).map((v) => (v instanceof RegExp ? regexPart(v, c) : equalPart(v, c)));
  if (grouped.length > 0) {
    // On a plain path a bound string only equals text and a bound number only numbers: one IN list.
    parts.unshift(part(`${c.t.value} IN (${grouped.map(() => '?').join(', ')})`, grouped, '0', []));
  }
  return parts;
}

function comparePart(op: Comparison, v: Json, c: Ctx): Part {
  const { value: e, type: t } = c.t;
  const sym = SYMBOL[op];
  const upward = op === 'gt' || op === 'gte';
  if (v === null) return op === 'gte' || op === 'lte' ? equalPart(null, c) : part('0', [], '0', []);
  if (typeof v === 'number') {
    // SQLite orders NULL < numbers < text, so on a plain path `< ''` is the top of the number bracket.
    const bound = c.plain ? (upward ? ` AND ${e} < ''` : '') : ` AND ${t} IN ${NUMBER}`;
    return part(`${e} ${sym} ?${bound}`, [v], `je.type IN ${NUMBER} AND je.value ${sym} ?`, [v]);
  }
  if (typeof v === 'string') {
    const bound = c.plain ? (upward ? '' : ` AND ${e} >= ''`) : ` AND ${t} = 'text'`;
    return part(`${e} ${sym} ?${bound}`, [v], `je.type = 'text' AND je.value ${sym} ?`, [v]);
  }
  if (typeof v === 'boolean') {
    const b = Number(v);
    return part(`${t} IN ('true', 'false') AND ${e} ${sym} ?`, [b], `je.type IN ('true', 'false') AND je.value ${sym} ?`, [b]);
  }
  return structuredPart(c);
}

function regexPart(re: RegExp, c: Ctx): Part {
  const params = [re.source, re.flags];
  const scalar = `${c.plain ? '' : `${c.t.type} = 'text' AND `}doc_regex(?, ?, ${c.t.value})`;
  return part(scalar, params, `je.type = 'text' AND doc_regex(?, ?, je.value)`, params);
}
