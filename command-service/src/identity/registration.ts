import { DomainError, identityErrors, type UserState, type UserType } from '@dealbook/domain';
import { normalizeEmail } from '@dealbook/infra/security/emails';
import { eventIdFor } from '../event-ids';
import type { CommandContext, CommandResult } from '../handle';
import type { IdentityDeps } from './deps';
import type { LinkToken, linkTokens } from './secrets';
import { readReservation, readUser, runEmail, runToken, runUser, step } from './streams';

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  type: UserType;
  ghost: boolean;
  optIn: boolean;
  invitationCode: string | null;
}

export interface Registered {
  userId: string;
  email: string;
  token: LinkToken;
  result: CommandResult<UserState>;
}

/**
 * A reservation this old whose account was never written is a sign-up that stopped between its two
 * appends (the process died): the next sign-up with that email completes it instead of being refused.
 */
export const ORPHAN_AFTER_MS = 60_000;

type Deps = Pick<IdentityDeps, 'store' | 'types'>;
type Tokens = ReturnType<typeof linkTokens>;

/**
 * Reserve the email (the store lets one sign-up per email through), issue the activation token on its
 * own stream, then register the account with the token's hash. The token comes before the account: a
 * stop in between leaves a token naming no account, harmless, rather than an account whose link cannot
 * work. `mail: false` (the admin seeded from configuration) leaves the sealed token out, so no mail goes.
 */
export async function registerAccount(
  deps: Deps,
  tokens: Tokens,
  account: NewAccount,
  context: CommandContext,
  options: { mail: boolean; userId?: string } = { mail: true },
): Promise<Registered> {
  if (!account.optIn) throw identityErrors.optInRequired();
  const email = normalizeEmail(account.email);
  const now = context.now.toISOString();
  let userId = options.userId ?? eventIdFor(`${context.commandId}:user`, 0);
  try {
    await runEmail(deps, email, { type: 'ReserveEmail', data: { userId, now } }, step(context, 'reserve'));
  } catch (error) {
    const orphan = isCode(error, 'EMAIL_ALREADY_REGISTERED') ? await orphanedAccount(deps, email, context.now) : null;
    if (!orphan) throw error;
    userId = orphan;
  }
  const token = await tokens.draw(deps, context, 'activation', userId);
  await runToken(deps, token.hash, { type: 'IssueToken', data: { userId, purpose: 'activation', now } }, step(context, 'token'));
  try {
    const result = await runUser(
      deps,
      userId,
      {
        type: 'RegisterUser',
        data: {
          email,
          firstName: account.firstName,
          lastName: account.lastName,
          type: account.type,
          ghost: account.ghost,
          optIn: account.optIn,
          invitationCode: account.invitationCode,
          activationTokenHash: token.hash,
          ...(options.mail ? { sealedToken: token.sealed } : {}),
          now,
        },
      },
      step(context, 'register', userId),
    );
    return { userId, email, token, result };
  } catch (error) {
    // Two sign-ups completing the same stopped one: the second finds the account already there.
    if (isCode(error, 'USER_EXISTS')) throw identityErrors.emailAlreadyRegistered();
    throw error;
  }
}

async function orphanedAccount(deps: Deps, email: string, now: Date): Promise<string | null> {
  const reservation = await readReservation(deps, email);
  if (!reservation.reservedBy || !reservation.reservedAt) return null;
  if (now.getTime() - Date.parse(reservation.reservedAt) < ORPHAN_AFTER_MS) return null;
  const user = await readUser(deps, reservation.reservedBy);
  return user.status === 'none' ? reservation.reservedBy : null;
}

export function isCode(error: unknown, code: string): boolean {
  return error instanceof DomainError && error.code === code;
}
