import { createHmac, randomBytes } from 'node:crypto';
import type { TokenPurpose } from '@dealbook/domain';
import { deriveKey, seal, TOKEN_MAIL_PURPOSE } from '@dealbook/infra/security/seal';
import { hashPassword, verifyPassword, type ScryptParams } from '@dealbook/infra/security/passwords';
import { hashToken } from '@dealbook/infra/security/tokens';

export interface LinkToken {
  token: string;
  hash: string;
  /** The token sealed for the mail worker (it goes in the event; the token itself never does). */
  sealed: string;
}

/**
 * The token of a mailed link. It is derived from the command id with a keyed hash rather than drawn at
 * random, so a retried request (same Idempotency-Key) makes the same token and appends nothing new;
 * without the key, the token is as unguessable as 256 random bits.
 */
export function linkTokens(sessionKey: Buffer) {
  const sealKey = deriveKey(sessionKey, TOKEN_MAIL_PURPOSE);
  const tokenKey = deriveKey(sessionKey, 'dealbook link token');
  return {
    tokenFor(commandId: string, purpose: TokenPurpose): LinkToken {
      const token = createHmac('sha256', tokenKey).update(`${purpose}:${commandId}`).digest('base64url');
      return { token, hash: hashToken(token), sealed: seal(sealKey, token) };
    },
  };
}

/**
 * Password hashing at the configured cost. An account without a password (unknown email, not yet
 * activated) is checked against a dummy hash of the same cost, so the time taken tells nothing.
 */
export function passwordHasher(cost: number) {
  const params: ScryptParams = { N: 2 ** cost, r: 8, p: 1 };
  let dummy: Promise<string> | null = null;
  return {
    hash: (password: string) => hashPassword(password, params),
    async verify(password: string, hash: string | null): Promise<boolean> {
      if (hash) return verifyPassword(password, hash);
      dummy ??= hashPassword(randomBytes(16).toString('hex'), params);
      await verifyPassword(password, await dummy);
      return false;
    },
  };
}

export type PasswordHasher = ReturnType<typeof passwordHasher>;
