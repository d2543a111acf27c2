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

describe('a company name that could pass for another', () => {
  it('reads the same without its invisible characters', () => {
    expect(companyNameKey('Lo\u200dne Star')).toBe(companyNameKey('Lone Star'));
    expect(companyNameKey('Lone\u00ad Star')).toBe(companyNameKey('Lone Star'));
  });

  it('is refused for a letter of another script or a stray combining mark', () => {
    expect(mixesLookAlikeScripts('\ua4e1one Star Lending')).toBe(true); // a Lisu ꓡ
    expect(mixesLookAlikeScripts('Lone Star Lendi\u0307ng')).toBe(true); // a combining dot on an i
    expect(mixesLookAlikeScripts('Société Générale')).toBe(false);
    expect(mixesLookAlikeScripts('שלום Capital')).toBe(true);
    expect(mixesLookAlikeScripts('サクラ 株式会社')).toBe(false);
  });
});
