import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

// Cheap parameters where the cost is not what the test is about; verify reads them from the hash.
const fast = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a 16-byte salt by default, and verifies the password', async () => {
    const hash = await hashPassword('correct horse battery');
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect({ scheme, N, r, p }).toEqual({ scheme: 'scrypt', N: '131072', r: '8', p: '1' });
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  });

  it('refuses a wrong password', async () => {
    const hash = await hashPassword('correct horse battery', fast);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('never stores the password, and salts each hash differently', async () => {
    const a = await hashPassword('correct horse battery', fast);
    const b = await hashPassword('correct horse battery', fast);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct');
  });

  it('accepts the same password typed with composed or decomposed accents', async () => {
    const hash = await hashPassword('caf\u00e9 au lait noir', fast);
    expect(await verifyPassword('cafe\u0301 au lait noir', hash)).toBe(true);
  });

  it('treats anything that is not one of its hashes as a failed check, not a crash', async () => {
    for (const bad of [
      '',
      'plain',
      'scrypt$131072$8$1$$',
      'bcrypt$2$8$1$AAAA$AAAA',
      'scrypt$1000$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5a2V5',
      'scrypt$2147483648$8$1$c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5',
    ]) {
      expect(await verifyPassword('anything at all', bad)).toBe(false);
    }
  });

  it('asks for a rehash of hashes made with weaker parameters', async () => {
    expect(needsRehash(await hashPassword('correct horse battery', fast))).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });
});
