import { cleanName } from '../shared';

/**
 * A company's name as it identifies the company: compatibility forms folded (a full-width `Ｇ` is `G`, a
 * ligature `ﬁ` is `fi`), spacing and case aside. One key, one company.
 */
export function companyNameKey(name: string): string {
  return cleanName(name).normalize('NFKC').replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Scripts with letters that look like one another's (`a` and Cyrillic `а`, `o` and Greek `ο`). A name
 * may be written in any one of them, and mixed with scripts that look like none of them (`ABC 株式会社`).
 */
const lookAlike = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee'].map((script) => ({
  script,
  letter: new RegExp(`\\p{Script=${script}}`, 'u'),
}));

/**
 * Whether a name mixes letters of look-alike scripts (`Grаnite` with a Cyrillic `а`): such a name reads
 * like another company's and is a different one, so no company may be founded under it. Browsers refuse
 * such host names for the same reason.
 */
export function mixesLookAlikeScripts(name: string): boolean {
  const seen = new Set<string>();
  for (const char of companyNameKey(name)) {
    const found = lookAlike.find((s) => s.letter.test(char));
    if (found) seen.add(found.script);
  }
  return seen.size > 1;
}
