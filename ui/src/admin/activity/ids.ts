/**
 * Long ids in the activity log: uuids, stream ids (`deal-0190f5a2-…`), hashes, padded positions. They have
 * no spaces, so in full they widen the page; shortened, they keep their category and their first characters.
 */

const KEEP = 8;

/** 'deal-0190f5a2-7c1e-7000-8000-000000000001' → 'deal-0190f5a2…'; '0190f5a2-7c1e-…' → '0190f5a2…'; short ones stay whole. */
export function shortId(value: string): string {
  const category = /^([a-z][A-Za-z]*-)(.+)$/.exec(value);
  const [prefix, rest] = category ? [category[1]!, category[2]!] : ['', value];
  return rest.length <= KEEP + 2 ? value : `${prefix}${rest.slice(0, KEEP)}…`;
}

/** Words of a summary that are ids: a uuid, or a run of 16 or more letters, digits, '-' or '_' holding a digit (a hash, a stream id). */
const ID = /[A-Za-z0-9_-]{16,}/g;
const isId = (word: string) => /\d/.test(word) && /[0-9a-f]{8}/i.test(word);

/** A summary cut into text and ids, in order, for the list to shorten the ids. */
export function splitIds(text: string): { text: string; id: boolean }[] {
  const parts: { text: string; id: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(ID)) {
    if (!isId(match[0])) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), id: false });
    parts.push({ text: match[0], id: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), id: false });
  return parts;
}
