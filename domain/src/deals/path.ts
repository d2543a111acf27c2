import { isPlainObject } from './schema-parts';

/**
 * Paths of changes. A field is named by its keys, a list item by its item id:
 *   project_name
 *   sub_properties[item_id=abc].exit_cap_percentage_min
 *   senior_loans[item_id=t1]            (the whole tranche: added or removed)
 *   sub_properties#order                (the order of the list's items, as item ids)
 * A key that is not letters, digits and '_' is written quoted, JSON style: user["odd.key"].
 */
export type Segment = { key: string } | { itemId: string };

export interface ParsedPath {
  segments: Segment[];
  /** The path names the order of the list at `segments`. */
  order: boolean;
}

const plainKey = /^[A-Za-z0-9_$]+$/;
export const ORDER_SUFFIX = '#order';

export function formatPath(segments: readonly Segment[], order = false): string {
  let out = '';
  for (const segment of segments) {
    if ('itemId' in segment) out += `[item_id=${segment.itemId}]`;
    else if (plainKey.test(segment.key)) out += out === '' ? segment.key : `.${segment.key}`;
    else out += `[${JSON.stringify(segment.key)}]`;
  }
  return order ? out + ORDER_SUFFIX : out;
}

export function parsePath(path: string): ParsedPath {
  const order = path.endsWith(ORDER_SUFFIX);
  const body = order ? path.slice(0, -ORDER_SUFFIX.length) : path;
  const segments: Segment[] = [];
  let i = 0;
  while (i < body.length) {
    if (body.startsWith('[item_id=', i)) {
      const end = body.indexOf(']', i);
      if (end < 0) throw new Error(`Bad change path: ${path}`);
      segments.push({ itemId: body.slice(i + '[item_id='.length, end) });
      i = end + 1;
    } else if (body.startsWith('["', i)) {
      const end = closingQuote(body, i + 2);
      segments.push({ key: JSON.parse(body.slice(i + 1, end + 1)) as string });
      i = end + 2;
    } else {
      if (body[i] === '.') i += 1;
      const match = /^[A-Za-z0-9_$]+/.exec(body.slice(i));
      if (!match) throw new Error(`Bad change path: ${path}`);
      segments.push({ key: match[0] });
      i += match[0].length;
    }
  }
  if (segments.length === 0) throw new Error(`Bad change path: ${path}`);
  return { segments, order };
}

function closingQuote(s: string, from: number): number {
  for (let i = from; i < s.length; i += 1) {
    if (s[i] === '\\') i += 1;
    else if (s[i] === '"') return i;
  }
  throw new Error(`Bad change path: ${s}`);
}

/** The item of a list with this id, and where it is. */
export function findItem(list: unknown, itemId: string): { index: number; item: Record<string, unknown> } | null {
  if (!Array.isArray(list)) return null;
  const index = list.findIndex((item) => isPlainObject(item) && item.item_id === itemId);
  return index < 0 ? null : { index, item: list[index] as Record<string, unknown> };
}

/** The value a path names in a deal, or undefined; an order path gives the list's item ids. */
export function valueAt(root: unknown, path: string): unknown {
  const { segments, order } = parsePath(path);
  let value: unknown = root;
  for (const segment of segments) {
    if ('itemId' in segment) value = findItem(value, segment.itemId)?.item;
    else value = isPlainObject(value) ? value[segment.key] : undefined;
    if (value === undefined) return undefined;
  }
  if (!order) return value;
  return Array.isArray(value) ? value.map((item) => (isPlainObject(item) ? item.item_id : undefined)) : undefined;
}
