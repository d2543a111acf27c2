import { checkPasswordPolicy, checkToken, identityErrors, type TokenPurpose, type UserState } from '@dealbook/domain';
import { normalizeEmail } from '@dealbook/infra/security/emails';
import { hashToken } from '@dealbook/infra/security/tokens';
import type { CommandContext, CommandResult } from '../handle';
import type { IdentityDeps } from './deps';
import type { linkTokens, PasswordHasher } from './secrets';
import { readToken, readUser, runToken, runUser, step, userIdForEmail } from './streams';

type Deps = Pick<IdentityDeps, 'store' | 'types'>;

/**
 * The recovery page: a reset link for an active account, a new activation link for one not yet
 * activated, nothing at all for an unknown email (the caller answers the same in every case).
 */
export async function requestRecovery(
  deps: Deps,
  tokens: ReturnType<typeof linkTokens>,
  email: string,
  context: CommandContext,
): Promise<void> {
  const userId = await userIdForEmail(deps, normalizeEmail(email));
  if (!userId) return;
  const user = await readUser(deps, userId);
  if (user.status === 'none') return;
  const purpose: TokenPurpose = user.status === 'active' ? 'reset' : 'activation';
  const now = context.now.toISOString();
  const token = await tokens.draw(deps, context, purpose, userId);
  await runToken(deps, token.hash, { type: 'IssueToken', data: { userId, purpose, now } }, step(context, 'token'));
  await runUser(
    deps,
    userId,
    { type: 'RequestRecovery', data: { tokenHash: token.hash, sealedToken: token.sealed, now } },
    step(context, 'recovery'),
  );
}

export interface PasswordSet {
  userId: string;
  email: string;
  result: CommandResult<UserState>;
}

/**
 * Activation and reset: the token is checked first (an invalid link answers as such whatever the
 * password, and costs no hashing), then the password policy, then the hash is made; only then is the
 * token spent on its own stream, before the account is touched (see decide-token.ts for why).
 */
export async function setPasswordWithToken(
  deps: Deps,
  hasher: PasswordHasher,
  input: { token: string; password: string; purpose: TokenPurpose },
  context: CommandContext,
): Promise<PasswordSet> {
  const tokenHash = hashToken(input.token);
  const state = await readToken(deps, tokenHash);
  const invalid = checkToken(state, input.purpose, context.now.toISOString());
  if (invalid || !state.userId) throw invalid ?? identityErrors.invalidToken(input.purpose);
  const userId = state.userId;
  const weak = checkPasswordPolicy(input.password);
  if (weak) throw weak;
  const passwordHash = await hasher.hash(input.password);
  const now = context.now.toISOString();
  await runToken(deps, tokenHash, { type: 'UseToken', data: { purpose: input.purpose, now } }, step(context, 'use-token', userId));
  const result = await runUser(
    deps,
    userId,
    input.purpose === 'activation'
      ? { type: 'ActivateAccount', data: { tokenHash, passwordHash, now } }
      : { type: 'ResetPassword', data: { tokenHash, passwordHash, now } },
    step(context, input.purpose, userId),
  );
  return { userId, email: result.state.email, result };
}
