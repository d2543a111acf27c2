import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './tokens';

describe('security tokens', () => {
  it('makes a URL-safe token of 32 random bytes and its sha256 hash', () => {
    const { token, hash } = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hash);
  });

  it('never makes the same token twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newToken().token));
    expect(tokens.size).toBe(1000);
  });

  it('hashes as sha256 of the token text', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
