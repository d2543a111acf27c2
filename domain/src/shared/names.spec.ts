import { describe, expect, it } from 'vitest';
import { cleanName, nameSchema } from './names';

describe('cleanName', () => {
  it.each([
    ['NUL and other C0 controls', 'Harbor\u0000 Po\u0007int\u001B', 'Harbor Point'],
    ['DEL and C1 controls', 'Harbor\u007F Point\u0085\u009B', 'Harbor Point'],
    ['a right-to-left override and its pop', '\u202Egnp.exe\u202C', 'gnp.exe'],
    ['embeddings, isolates and marks', '\u202AA\u202B\u2066B\u2067\u2068C\u2069\u200E\u200F\u061C', 'ABC'],
    ['line breaks and tabs, kept as word breaks', 'Harbor\tPoint\r\nTower', 'Harbor Point Tower'],
  ])('strips %s', (_, raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it('keeps letters of every script, accents, emoji and joiners', () => {
    for (const name of ['Zoë Ångström', 'שלום', 'مرحبا', '北京中心', '👩‍💼 Office']) expect(cleanName(name)).toBe(name);
  });

  it('counts a limit on the cleaned name', () => {
    expect(nameSchema.max(5).safeParse('\u202Eabcde\u202C').success).toBe(true);
    expect(nameSchema.max(5).safeParse('abcdef').success).toBe(false);
  });
});
