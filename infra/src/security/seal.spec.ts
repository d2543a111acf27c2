import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey, open, seal } from './seal';

const sessionKey = randomBytes(32);
const key = deriveKey(sessionKey);

describe('sealing a secret for the mail worker', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = seal(key, 'raw-token-value');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('raw-token-value');
    expect(open(key, sealed)).toBe('raw-token-value');
  });

  it('seals the same secret differently each time', () => {
    expect(seal(key, 'same')).not.toBe(seal(key, 'same'));
  });

  it('derives the same key from the same session key, and another for another purpose', () => {
    expect(deriveKey(sessionKey).equals(key)).toBe(true);
    expect(deriveKey(sessionKey, 'another purpose').equals(key)).toBe(false);
    expect(key.equals(sessionKey)).toBe(false);
  });

  it('refuses to open with another key', () => {
    expect(open(deriveKey(randomBytes(32)), seal(key, 'secret'))).toBeNull();
    expect(open(deriveKey(sessionKey, 'another purpose'), seal(key, 'secret'))).toBeNull();
  });

  it('refuses an altered or malformed sealed text instead of throwing', () => {
    const sealed = seal(key, 'secret');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1; // one bit of the ciphertext
    const altered = `v1.${raw.toString('base64url')}`;
    for (const bad of [altered, 'v2.abc', 'v1.', 'v1.AAAA', 'nonsense', `${sealed}.x`]) {
      expect(open(key, bad)).toBeNull();
    }
  });

  it('refuses a session key too short to derive from', () => {
    expect(() => deriveKey(randomBytes(16))).toThrow(/32 bytes/);
  });
});
