import { z } from 'zod';
import { isExcludedFromComparison } from './fields';
import { findItem, formatPath, parsePath, type Segment } from './path';
import { isPlainObject } from './schema-parts';

/**
 * One change of a deal: the value at `path` (see path.ts) went from `from` to `to`. `undefined` means
 * absent: an added list item has no `from`, a removed one no `to` (JSON drops the key; reading it back
 * gives undefined again). An order change (`list#order`) goes from the old to the new item ids.
 */
export interface Change {
  path: string;
  from: unknown;
  to: unknown;
}

/** JSON drops an undefined `from` or `to`; reading a change back puts the key again, as undefined. */
export const changeSchema = z.preprocess(
  (value) => (isPlainObject(value) ? { from: undefined, to: undefined, ...value } : value),
  z.object({ path: z.string().min(1), from: z.unknown(), to: z.unknown() }),
);

type Skip = (key: string) => boolean;
const skipNone: Skip = () => false;
const itemIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What changed from `before` to `after`, leaving out the fields ignored in comparison.
 * Items of lists whose items carry an `item_id` are matched by it: an added or removed item is one change
 * carrying the whole item, a field of a kept item is a change of its own, and a move is an order change.
 * Other values (arrays without item ids included) are compared whole.
 */
export function diffDeal(before: object, after: object): Change[] {
  const out: Change[] = [];
  diffValue([], before, after, isExcludedFromComparison, out);
  return out;
}

/**
 * The changes `diffDeal` leaves out: those of the fields ignored in comparison (the benchmark results in
 * `calc_` fields, for instance). Applied after `diffDeal`'s changes they give `after` exactly, so a save
 * that changes something keeps those fields too, without them ever counting as a change. A caller that has
 * `diffDeal`'s changes already passes them.
 */
export function diffUntracked(before: object, after: object, tracked: readonly Change[] = diffDeal(before, after)): Change[] {
  return diffAll(applyChanges(before, tracked), after);
}

/** Every change, the ignored fields included. */
export function diffAll(before: object, after: object): Change[] {
  const out: Change[] = [];
  diffValue([], before, after, skipNone, out);
  return out;
}

/**
 * One walk: objects key by key, item lists item by item, anything else compared whole. `segments` is the
 * path so far, pushed and popped as the walk goes (a change copies it into its text).
 */
function diffValue(segments: Segment[], a: unknown, b: unknown, skip: Skip, out: Change[]): void {
  if (a === b) return;
  if (isPlainObject(a) && isPlainObject(b)) {
    for (const key of Object.keys(a)) if (!skip(key)) diffKey(segments, key, a[key], b[key], skip, out);
    for (const key of Object.keys(b)) if (!Object.hasOwn(a, key) && !skip(key)) diffKey(segments, key, undefined, b[key], skip, out);
    return;
  }
  if (segments.length === 0) return;
  // Equal item lists give no change item by item: no deep comparison of the whole list first.
  if (isItemList(a) && isItemList(b)) return diffList(segments, a, b, skip, out);
  if (!deepEqual(a, b, skip)) out.push({ path: formatPath(segments), from: a, to: b });
}

function diffKey(segments: Segment[], key: string, a: unknown, b: unknown, skip: Skip, out: Change[]): void {
  segments.push({ key });
  diffValue(segments, a, b, skip, out);
  segments.pop();
}

type Item = Record<string, unknown> & { item_id: string };

function diffList(segments: Segment[], a: Item[], b: Item[], skip: Skip, out: Change[]): void {
  // A save mostly sends every item back, in the same order.
  if (a.length === b.length && a.every((item, i) => item.item_id === b[i]!.item_id)) {
    for (let i = 0; i < a.length; i++) diffItem(segments, a[i]!, b[i]!, skip, out);
    return;
  }
  const beforeIds = a.map((item) => item.item_id);
  const afterIds = b.map((item) => item.item_id);
  const inBefore = new Set(beforeIds);
  const inAfter = new Set(afterIds);
  for (const item of a)
    if (!inAfter.has(item.item_id)) out.push({ path: formatPath([...segments, { itemId: item.item_id }]), from: item, to: undefined });
  for (const item of b)
    if (!inBefore.has(item.item_id)) out.push({ path: formatPath([...segments, { itemId: item.item_id }]), from: undefined, to: item });
  const byId = new Map(a.map((item) => [item.item_id, item]));
  for (const item of b) {
    const old = byId.get(item.item_id);
    if (old) diffItem(segments, old, item, skip, out);
  }
  // Removing and appending keep the others' order; anything else is a move.
  const afterRemovingAndAppending = [...beforeIds.filter((id) => inAfter.has(id)), ...afterIds.filter((id) => !inBefore.has(id))];
  if (afterRemovingAndAppending.some((id, i) => id !== afterIds[i])) {
    out.push({ path: formatPath(segments, true), from: beforeIds, to: afterIds });
  }
}

/**
 * Pairs of frozen items found equal (under a skip), each item with the last one it equalled. Frozen values
 * cannot change, so the pair stays equal: a deal's state keeps its items frozen between saves, and a save's
 * unchanged items come back as the same frozen values (command-service/src/deals/remembered-items.ts), so the
 * next save compares each such item in one lookup instead of field by field.
 */
const equalPairs = new Map<Skip, WeakMap<object, object>>();

function diffItem(segments: Segment[], old: Item, item: Item, skip: Skip, out: Change[]): void {
  if (old === item) return;
  let pairs = equalPairs.get(skip);
  if (pairs?.get(old) === item) return;
  const before = out.length;
  segments.push({ itemId: item.item_id });
  diffValue(segments, old, item, skip, out);
  segments.pop();
  if (out.length > before || !Object.isFrozen(old) || !Object.isFrozen(item)) return;
  if (!pairs) equalPairs.set(skip, (pairs = new WeakMap()));
  pairs.set(old, item);
}

/** The answer for frozen lists, which cannot change: a deal's state is asked again at every save. */
const itemLists = new WeakMap<object, boolean>();

function isItemList(value: unknown): value is Item[] {
  if (!Array.isArray(value)) return false;
  const known = itemLists.get(value);
  if (known !== undefined) return known;
  const answer = hasItemIds(value);
  if (Object.isFrozen(value)) itemLists.set(value, answer);
  return answer;
}

function hasItemIds(value: unknown[]): boolean {
  const ids = new Set<string>();
  for (const item of value) {
    if (!isPlainObject(item) || typeof item.item_id !== 'string' || !itemIdPattern.test(item.item_id) || ids.has(item.item_id))
      return false;
    ids.add(item.item_id);
  }
  return true;
}

/** Structural equality of JSON values; an absent key equals an undefined one; keys `skip` names are ignored. */
export function deepEqual(a: unknown, b: unknown, skip: Skip = skipNone): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i], skip)) return false;
    return true;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    for (const key of Object.keys(a)) if (!skip(key) && !deepEqual(a[key], b[key], skip)) return false;
    for (const key of Object.keys(b)) if (!Object.hasOwn(a, key) && !skip(key) && b[key] !== undefined) return false;
    return true;
  }
  return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
}

/** Replays changes on a value, without touching it: unchanged parts are shared with the input. */
export function applyChanges<T>(state: T, changes: readonly Change[]): T {
  let out: unknown = state;
  for (const change of changes) {
    const { segments, order } = parsePath(change.path);
    out = setIn(out, segments, 0, order, change.to);
  }
  return out as T;
}

function setIn(container: unknown, segments: Segment[], i: number, order: boolean, value: unknown): unknown {
  if (i === segments.length) return order ? reorder(container, value) : value;
  const segment = segments[i]!;
  const last = i === segments.length - 1 && !order;
  if ('itemId' in segment) {
    const list = Array.isArray(container) ? container : [];
    const found = findItem(list, segment.itemId);
    if (!found) return last && value !== undefined ? [...list, value] : container;
    const next = setIn(found.item, segments, i + 1, order, value);
    if (next === undefined) return list.filter((_, j) => j !== found.index);
    return list.map((item, j) => (j === found.index ? next : item));
  }
  const object = isPlainObject(container) ? container : {};
  // Removing something below a key that is absent changes nothing (and creates no empty parents).
  if (value === undefined && object[segment.key] === undefined) return container;
  const next = setIn(object[segment.key], segments, i + 1, order, value);
  if (next === undefined) {
    const { [segment.key]: _removed, ...rest } = object;
    return rest;
  }
  return { ...object, [segment.key]: next };
}

/** The list in the order of `ids`; items `ids` does not name keep their order at the end. */
function reorder(list: unknown, ids: unknown): unknown {
  if (!Array.isArray(list) || !Array.isArray(ids)) return list;
  const byId = new Map(list.map((item) => [isPlainObject(item) ? item.item_id : undefined, item]));
  const named = new Set(ids);
  const ordered = ids.filter((id) => byId.has(id)).map((id) => byId.get(id));
  return [...ordered, ...list.filter((item) => !(isPlainObject(item) && named.has(item.item_id)))];
}
