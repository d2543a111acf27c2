/**
 * The JSON text of a value, as JSON.stringify writes it, reusing the text of each frozen object or array it
 * has written before. Frozen values cannot change (everything this code freezes it freezes deeply, with
 * `deepFreeze`), and the documents and answers written after each save share most of their parts with the
 * last ones, frozen: a deal's 50 components kept as they were. Their text is then written once, not once per
 * save. Below the first levels, and for values with a `toJSON`, it is JSON.stringify's own.
 */
const texts = new WeakMap<object, string>();
/** How deep the walk goes looking for frozen parts before it leaves the rest to JSON.stringify. */
const WALKED_LEVELS = 4;

export function jsonText(value: unknown): string | undefined {
  // JSON.stringify is quicker than the walk where there is no frozen part to reuse (a small document).
  return hasFrozenPart(value, FROZEN_PARTS_LOOKED_FOR) ? textOf(value, 0) : JSON.stringify(value);
}

/** How deep a frozen part is looked for before the walk is thought worth it (a deal's items in a document). */
const FROZEN_PARTS_LOOKED_FOR = 3;

function hasFrozenPart(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    if (child === null || typeof child !== 'object') continue;
    if (Object.isFrozen(child) || (levels > 1 && hasFrozenPart(child, levels - 1))) return true;
  }
  return false;
}

function textOf(value: unknown, depth: number): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Object.isFrozen(value)) {
    let text = texts.get(value);
    if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
    return text;
  }
  if (depth >= WALKED_LEVELS || typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + (textOf(value[i], depth + 1) ?? 'null');
    return out + ']';
  }
  let out = '{';
  let first = true;
  for (const key of Object.keys(value)) {
    const text = textOf((value as Record<string, unknown>)[key], depth + 1);
    if (text === undefined) continue;
    out += (first ? '' : ',') + JSON.stringify(key) + ':' + text;
    first = false;
  }
  return out + '}';
}
