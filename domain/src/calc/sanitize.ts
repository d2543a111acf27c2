/**
 * What keeps the engine's answer a set of finite numbers. The command routes refuse numbers outside their
 * domain (deals/bounds.ts), but a deal stored before the bounds, or a form mid-typing, can still hold
 * 1e308 or a negative basis: `1e308 + 1e308` is Infinity, `Infinity - Infinity` is NaN, and NaN fails the
 * response schema. Such inputs are left out (read as blank) and named in an alert; any figure that still
 * comes out non-finite is answered as 0, with an alert saying so.
 */
import { withinKind } from '../deals/bounds';
import { dealFieldBounds, type FieldBoundsTable } from '../deals/field-bounds';
import type { DealInput } from './input';

export interface InputAlert {
  code: 'input_out_of_range' | 'figure_not_finite';
  title: string;
  message: string;
  /** The input left out: `closing_basis`, `sub_properties[0].exit_cap_percentage_min`. */
  field?: string;
}

type Row = Record<string, unknown>;

function cleanRow(row: Row, table: FieldBoundsTable, at: string, alerts: InputAlert[]): Row {
  let out: Row | null = null;
  for (const [field, value] of Object.entries(row)) {
    const bounds = table[field];
    const outside = bounds
      ? value != null && !withinKind(bounds.kind, value, bounds.unitsField ? row[bounds.unitsField] : undefined)
      : typeof value === 'number' && !Number.isFinite(value);
    if (!outside) continue;
    out ??= { ...row };
    out[field] = null;
    const path = `${at}${field}`;
    alerts.push({
      code: 'input_out_of_range',
      title: 'Input out of range',
      message: `${path}: ${bounds?.message ?? 'Enter a number.'} The value saved (${String(value)}) is left out of these figures.`,
      field: path,
    });
  }
  return out ?? row;
}

/** The deal with each number outside its domain read as blank, and an alert for each. */
export function withinBounds(deal: DealInput): { deal: DealInput; alerts: InputAlert[] } {
  const alerts: InputAlert[] = [];
  const { deal: own, ...lists } = dealFieldBounds;
  let out = cleanRow(deal as Row, own, '', alerts);
  for (const [list, table] of Object.entries(lists)) {
    const items = out[list];
    if (!Array.isArray(items)) continue;
    const cleaned = items.map((item: unknown, i) =>
      item && typeof item === 'object' ? cleanRow(item as Row, table, `${list}[${i}].`, alerts) : item,
    );
    if (cleaned.some((item, i) => item !== items[i])) out = { ...out, [list]: cleaned };
  }
  return { deal: out as DealInput, alerts };
}

/** How many numbers in `value` are not finite (one pass, nothing copied: the common answer is 0). */
function nonFiniteCount(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? 0 : 1;
  if (v === null || typeof v !== 'object') return 0;
  let count = 0;
  if (Array.isArray(v)) for (const x of v) count += nonFiniteCount(x);
  else for (const k in v) count += nonFiniteCount((v as Row)[k]);
  return count;
}

function withFinite(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(withFinite);
  const out: Row = {};
  for (const k in v) out[k] = withFinite((v as Row)[k]);
  return out;
}

/** `value` with every non-finite number replaced by 0, and how many were. */
export function finiteFigures<T>(value: T): { figures: T; replaced: number } {
  const replaced = nonFiniteCount(value);
  return { figures: replaced === 0 ? value : (withFinite(value) as T), replaced };
}

export const notFiniteAlert = (count: number): InputAlert => ({
  code: 'figure_not_finite',
  title: 'Figures out of range',
  message: `${count} figure${count === 1 ? '' : 's'} could not be computed from these inputs and show${count === 1 ? 's' : ''} as 0. Check for extreme values (a cap rate near 0, a rate near 100%).`,
});
