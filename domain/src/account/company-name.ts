import { cleanName } from '../shared';

/** Characters that show nothing: a name with one reads exactly as the name without it. */
const invisible = /[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/g;

/**
 * A company's name as it identifies the company: invisible characters dropped, compatibility forms folded (a
 * full-width `Ｇ` is `G`, a ligature `ﬁ` is `fi`), spacing and case aside. One key, one company.
 */
export function companyNameKey(name: string): string {
  return cleanName(name).replace(invisible, '').normalize('NFKC').replace(/\s+/g, ' ').toLowerCase();
}

/** Scripts a name's letters may come from; a letter of any other counts as a script of its own. */
const scripts = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Thai',
  'Ethiopic',
  'Cherokee',
  'Lisu',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
].map((script) => ({ script, letter: new RegExp(`^\\p{Script=${script}}$`, 'u') }));
/** Written together in Japanese and Korean names, and beside Latin letters in many (`ABC 株式会社`). */
const writtenTogether = new Set(['Latin', 'Han', 'Hiragana', 'Katakana', 'Hangul']);

/**
 * Whether a name could pass for another company's: it mixes the letters of scripts not written together
 * (`Grаnite` with a Cyrillic `а`, `ꓡone Star` with a Lisu `ꓡ`), or puts a combining mark on a Latin letter
 * that no precomposed letter stands for (`Lendi̇ng`). No company may be founded under such a name; browsers
 * refuse such host names for the same reason.
 */
export function mixesLookAlikeScripts(name: string): boolean {
  const key = companyNameKey(name).normalize('NFC');
  if (/\p{Script=Latin}\p{M}/u.test(key)) return true;
  const seen = new Set<string>();
  for (const char of key) {
    if (!/\p{L}/u.test(char)) continue;
    seen.add(scripts.find((s) => s.letter.test(char))?.script ?? 'Other');
  }
  const apart = [...seen].filter((script) => !writtenTogether.has(script));
  return apart.length > 1 || (apart.length === 1 && seen.size > 1);
}
