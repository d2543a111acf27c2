import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './seal';

/** How long a public download link works. */
export const FILE_LINK_TTL_MS = 15 * 60 * 1000;
/** How long a mailed one works: mail can take a while to be read, and removing the address still stops it at once. */
export const MAILED_FILE_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Signed, expiring download links of the public attachment pages: the deal, the file, the address the
 * visitor gave and the expiry, under a key derived from the session key. Nothing in them is guessable.
 */
export function fileLinks(sessionKey: Buffer) {
  const key = deriveKey(sessionKey, 'dealbook file link');
  const sign = (dealId: string, fileId: string, email: string, expires: number) =>
    createHmac('sha256', key).update(`${dealId}\n${fileId}\n${email.toLowerCase()}\n${expires}`).digest('base64url');
  return {
    linkFor(dealId: string, fileId: string, email: string, now: Date, ttlMs = FILE_LINK_TTL_MS): string {
      const expires = now.getTime() + ttlMs;
      const query = new URLSearchParams({ email, expires: String(expires), sig: sign(dealId, fileId, email, expires) });
      return `/api/app/deals/${encodeURIComponent(dealId)}/attachments/${encodeURIComponent(fileId)}/public/download?${query}`;
    },
    valid(dealId: string, fileId: string, email: string, expires: number, sig: string, now: Date): boolean {
      if (!Number.isFinite(expires) || expires < now.getTime()) return false;
      const expected = Buffer.from(sign(dealId, fileId, email, expires));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
