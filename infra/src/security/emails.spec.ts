import { describe, expect, it } from 'vitest';
import { emailHash, normalizeEmail } from './emails';

describe('emails', () => {
  it('compares emails trimmed and lower-cased', () => {
    expect(normalizeEmail('  Ann.Lee@Example.COM \n')).toBe('ann.lee@example.com');
  });

  it('gives one reservation hash to every spelling of the same email', () => {
    expect(emailHash(' ANN@example.com')).toBe(emailHash('ann@EXAMPLE.com'));
    expect(emailHash('ann@example.com')).not.toBe(emailHash('anne@example.com'));
  });

  it('hashes as sha256 hex of the normalised email', () => {
    expect(emailHash('ABC')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
