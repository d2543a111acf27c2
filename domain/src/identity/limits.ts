/** The identity rules' numbers (and the team's security decisions). */
export const ACTIVATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase or manager-generated password, short enough to bound hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

/** More failed sign-ins than this within the window locks the account until the window slides past them. */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export type TokenPurpose = 'activation' | 'reset';

export function tokenExpiresAt(purpose: TokenPurpose, now: string): string {
  const ttl = purpose === 'activation' ? ACTIVATION_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  return new Date(Date.parse(now) + ttl).toISOString();
}
