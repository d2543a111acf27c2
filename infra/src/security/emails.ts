import { createHash } from 'node:crypto';

/** The form an email is compared, reserved and looked up in: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Names the email's reservation stream: `email-<hash>`, with no address in the stream id. */
export function emailHash(email: string): string {
  return createHash('sha256').update(normalizeEmail(email), 'utf8').digest('hex');
}
