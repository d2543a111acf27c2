import { describe, expect, it } from 'vitest';
import { companyNameKey, mixesLookAlikeScripts } from './company-name';

describe('a company name', () => {
  it('is one company whatever its compatibility forms, spacing or case', () => {
    expect(companyNameKey('  Granite   PEAK ')).toBe('granite peak');
    expect(companyNameKey('Ｇｒａｎｉｔｅ Peak')).toBe('granite peak');
    expect(companyNameKey('Oﬃce Partners')).toBe('office partners');
  });

  it('mixing look-alike alphabets reads like another company’s name', () => {
    expect(mixesLookAlikeScripts('Gr\u0430nite Peak')).toBe(true); // a Cyrillic а
    expect(mixesLookAlikeScripts('Riverbend Capit\u03b1l')).toBe(true); // a Greek α
    expect(mixesLookAlikeScripts('Granite Peak Équité')).toBe(false);
    expect(mixesLookAlikeScripts('Гранит Капитал')).toBe(false);
    expect(mixesLookAlikeScripts('ABC 株式会社')).toBe(false);
    expect(mixesLookAlikeScripts('3 & 4 Partners, LLC')).toBe(false);
  });
});
