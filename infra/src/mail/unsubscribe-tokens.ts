import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../security/seal';

/**
 * The token of an unsubscribe link (and of the referral link): what it is for, whom it names (an account
 * id, or a lead's email) and a keyed HMAC of both. Nothing is stored: any mail can carry one, and it
 * stays valid as long as the session key does, as a List-Unsubscribe link should.
 */
export type SignedKind = 'user' | 'lead' | 'refer';
const prefixes: Record<SignedKind, string> = { user: 'u', lead: 'l', refer: 'r' };

export function signedTokens(sessionKey: Buffer) {
  const key = deriveKey(sessionKey, 'dealbook signed links');
  const mac = (kind: SignedKind, subject: string) => createHmac('sha256', key).update(`${kind}:${subject}`).digest().subarray(0, 18);
  return {
    tokenFor(kind: SignedKind, subject: string): string {
      return `${prefixes[kind]}.${Buffer.from(subject, 'utf8').toString('base64url')}.${mac(kind, subject).toString('base64url')}`;
    },
    /** Whom the token names, or null when it is not a token of this kind made with this key. */
    subjectOf(kind: SignedKind, token: string): string | null {
      const [prefix, subject64, mac64, ...rest] = token.split('.');
      if (prefix !== prefixes[kind] || !subject64 || !mac64 || rest.length) return null;
      const subject = Buffer.from(subject64, 'base64url').toString('utf8');
      const given = Buffer.from(mac64, 'base64url');
      const expected = mac(kind, subject);
      return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
    },
  };
}

export type SignedTokens = ReturnType<typeof signedTokens>;
