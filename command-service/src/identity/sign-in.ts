import { identityErrors, initialUserState, signInError, type UserState } from '@dealbook/domain';
import { normalizeEmail } from '@dealbook/infra/security/emails';
import type { CommandContext, CommandResult } from '../handle';
import type { IdentityDeps } from './deps';
import type { IpThrottle } from './ip-throttle';
import type { PasswordHasher } from './secrets';
import { readUser, runUser, step, userIdForEmail } from './streams';

export interface SignedIn {
  userId: string;
  result: CommandResult<UserState>;
}

/**
 * The password is checked against the hash in the state read (an account without one, or no account,
 * against a dummy hash of the same cost), then the decider records the outcome, lockout included, and
 * the outcome is thrown after it was appended. An unknown email appends nothing and fails alike, its
 * failures counted apart (`unknownAddresses`) for the same lockout.
 */
export async function signIn(
  deps: Pick<IdentityDeps, 'store' | 'types'>,
  tools: { hasher: PasswordHasher; unknownAddresses: IpThrottle },
  credentials: { email: string; password: string },
  context: CommandContext,
): Promise<SignedIn> {
  const email = normalizeEmail(credentials.email);
  const userId = await userIdForEmail(deps, email);
  const state = userId ? await readUser(deps, userId) : initialUserState;
  const active = state.status === 'active';
  const matches = await tools.hasher.verify(credentials.password, active ? state.passwordHash : null);
  if (!userId || state.status === 'none') {
    // An address with no account is locked after as many failures as an account is, so that the lockout
    // does not tell the two apart: ten refusals, then 429 until the window slides past them.
    if (await tools.unknownAddresses.blocked(email)) throw identityErrors.tooManySignIns();
    await tools.unknownAddresses.recordFailure(email);
    throw identityErrors.invalidCredentials();
  }
  // The actor is the account only once the password proved it; an attempt is nobody's yet.
  const actor = active && matches ? userId : null;
  const result = await runUser(
    deps,
    userId,
    { type: 'SignIn', data: { passwordMatches: matches, now: context.now.toISOString() } },
    step(context, 'sign-in', actor),
  );
  const error = signInError(result.events as Parameters<typeof signInError>[0]);
  if (error) throw error;
  return { userId, result };
}
