import { isPlainObject } from './schema-parts';
import { itemListNames, systemFields, type Deal } from './schema-deal';

const excludedParts = ['not_used', 'headline', 'calc_', 'unlocked', 'demo', 'prefix'];
/**
 * `_at` and `_by` mark timestamps and authors (updated_at, created_by), so they count as a word of the name,
 * not as any substring: read literally, `_at` would also drop `other_income_attribution`, a user input.
 */
const excludedWords = /_(at|by)(_|$)/;

/** Answers by key: a save's diff asks it of every key of the deal, and a deal has a few hundred names. */
const excludedByKey = new Map<string, boolean>();
const REMEMBERED_KEYS = 10_000;

/** Fields whose names contain these are ignored when comparing deals. */
export function isExcludedFromComparison(key: string): boolean {
  let excluded = excludedByKey.get(key);
  if (excluded === undefined) {
    excluded = excludedParts.some((part) => key.includes(part)) || excludedWords.test(key);
    if (excludedByKey.size < REMEMBERED_KEYS) excludedByKey.set(key, excluded);
  }
  return excluded;
}

/** The value without the fields that are ignored in comparison, at any depth. */
export function stripExcluded(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripExcluded);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined && !isExcludedFromComparison(key)) out[key] = stripExcluded(v);
  return out;
}

const system: ReadonlySet<string> = new Set(systemFields);

/** The deal as its author entered it: the system's fields removed. */
export function withoutSystemFields(deal: Deal): Deal {
  return Object.fromEntries(Object.entries(deal).filter(([key]) => !system.has(key))) as Deal;
}

/** The submitted deal with the system's fields taken from the stored one: a save cannot change them. */
export function withSystemFieldsOf(stored: Deal, submitted: Deal): Deal {
  const kept = Object.fromEntries(Object.entries(stored).filter(([key]) => system.has(key)));
  return { ...withoutSystemFields(submitted), ...kept } as Deal;
}

/**
 * Gives every list item without an `item_id` one from `nextId`, before the deal is parsed: items entered
 * before ids existed, or by a client that leaves them to the server. Keyed objects are turned into arrays
 * on the way. `nextId` is the caller's (a UUID generator in the handler), so the domain stays deterministic.
 */
export function withItemIds(raw: unknown, nextId: () => string): unknown {
  if (!isPlainObject(raw)) return raw;
  const out: Record<string, unknown> = { ...raw };
  for (const name of itemListNames) {
    const list = out[name];
    const items = isPlainObject(list) ? Object.values(list) : list;
    if (!Array.isArray(items)) continue;
    out[name] = items.map((item) => (isPlainObject(item) && typeof item.item_id !== 'string' ? { ...item, item_id: nextId() } : item));
  }
  return out;
}
