import { createHash, randomBytes } from 'node:crypto';

/**
 * Security tokens for mailed links: 256 random bits, base64url so they sit in a URL untouched. Only the
 * sha256 hash is stored (it names the token's stream); the token itself lives in the email alone. A
 * plain hash is enough here: unlike a password, the token has 256 bits of entropy to guess.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
