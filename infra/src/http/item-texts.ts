/**
 * The source text of each element of a JSON body's top-level arrays of objects, read in the pass that
 * measures how deep the body nests. A route that remembers what it made of a list item by the item's JSON
 * text (command-service/src/deals/remembered-items.ts: a deal's components, sent again at every save) takes
 * the text from here instead of writing the parsed item back out.
 *
 * The texts are exact: each is the slice of the body that JSON.parse turned into that element. They are
 * given only where that is sure: a body that is an object whose keys all differ (JSON.parse keeps the last
 * of twins), and per key only an array whose elements are all objects or arrays (so that the n-th text is
 * the n-th element).
 */
const texts = new WeakMap<object, ReadonlyMap<string, readonly string[]>>();

/** The element texts per top-level key of a parsed body, if its parser recorded them. */
export function itemTextsOf(body: unknown): ReadonlyMap<string, readonly string[]> | undefined {
  return body !== null && typeof body === 'object' ? texts.get(body) : undefined;
}

export function recordItemTexts(body: unknown, items: ReadonlyMap<string, readonly string[]> | null): void {
  if (items && body !== null && typeof body === 'object' && !Array.isArray(body)) texts.set(body, items);
}

export interface JsonScan {
  /** How deeply the text nests objects and arrays (counting stops past the limit). */
  depth: number;
  /** Per top-level key holding an array of objects or arrays, its elements' texts; null where not sure. */
  items: Map<string, string[]> | null;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;

/** Brackets inside strings do not count; whitespace between tokens is skipped as JSON allows. */
export function scanJson(text: string, limit = Number.POSITIVE_INFINITY): JsonScan {
  let depth = 0;
  let deepest = 0;
  let items: Map<string, string[]> | null = new Map();
  const keys = new Set<string>();
  let expectKey = false;
  let keyStart = -1;
  let key: string | null = null;
  /** The array at depth 2 being read, its key, and where its current element started. */
  let list: string[] | null = null;
  let listKey = '';
  let elementStart = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i;
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
      if (depth === 1 && expectKey) {
        keyStart = start;
        key = keyOf(text.slice(keyStart, i + 1));
        if (key === null) items = null;
        expectKey = false;
      } else if (depth === 2 && list) list = dropList(items, listKey); // a string element
      continue;
    }
    if (c === 123 || c === 91) {
      if (++depth > deepest && (deepest = depth) > limit) return { depth: deepest, items: null };
      if (depth === 1) {
        if (c !== 123) items = null; // the body is not an object
        expectKey = true;
      } else if (depth === 2 && c === 91 && key !== null && items) {
        list = [];
        listKey = key;
        items.set(key, list);
      } else if (depth === 3 && list) elementStart = i;
    } else if (c === 125 || c === 93) {
      if (depth === 3 && list && elementStart >= 0) {
        list.push(text.slice(elementStart, i + 1));
        elementStart = -1;
      } else if (depth === 2) list = null;
      depth--;
    } else if (depth === 1 && c === COMMA) expectKey = true;
    else if (depth === 1 && c === COLON && key !== null) {
      if (keys.has(key)) items = null; // twin keys: JSON.parse keeps the last
      keys.add(key);
    } else if (depth === 2 && list && c !== COMMA && c > 32) list = dropList(items, listKey); // a number, true...
  }
  return { depth: deepest, items };
}

/** A key's value, its escapes read; null for one JSON.parse will refuse anyway. */
function keyOf(raw: string): string | null {
  if (!raw.includes('\\')) return raw.slice(1, -1);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return null;
  }
}

/** A list with an element that is not an object or array: its texts could not be matched by position. */
function dropList(items: Map<string, string[]> | null, key: string): null {
  items?.delete(key);
  return null;
}
