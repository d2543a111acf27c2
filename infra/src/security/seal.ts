import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) for a secret that must pass through a store without being
 * readable there: the raw token of a mailed link travels sealed in its event, and only the mail worker,
 * holding the key, opens it. Format: `v1.` + base64url(iv ‖ tag ‖ ciphertext).
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The purpose label: a key derived for token mail can open nothing sealed for another purpose. */
export const TOKEN_MAIL_PURPOSE = 'dealbook token mail';

/**
 * A key of its own for one purpose, derived by HKDF-SHA256 from the session key, so the session key
 * itself never encrypts anything but sessions and one configured secret serves both.
 */
export function deriveKey(sessionKey: Buffer, purpose: string = TOKEN_MAIL_PURPOSE): Buffer {
  if (sessionKey.length < 32) throw new Error('the session key must have at least 32 bytes');
  return Buffer.from(hkdfSync('sha256', sessionKey, Buffer.alloc(0), purpose, 32));
}

export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plaintext, or null when the text was not sealed with this key or was altered. */
export function open(key: Buffer, sealed: string): string | null {
  const [version, payload, ...rest] = sealed.split('.');
  if (version !== VERSION || payload === undefined || rest.length > 0) return null;
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
