import { identityErrors } from '@dealbook/domain';
import type { CommandContext, CommandResult } from '../handle';
import { isCode } from '../identity/registration';
import { linkTokens } from '../identity/secrets';
import { runEmail, runToken, runUser, step } from '../identity/streams';
import type { AccountDeps } from './deps';
import { runAccount } from './streams';

export interface ReferredPerson {
  /** Normalised. */
  email: string;
  firstName: string;
  lastName: string;
  type: 'D' | 'PI';
}

/**
 * Opens a ghost account for someone a user brings in (a referral, a deal shared with a newcomer): the
 * email reserved, an activation link issued (the identity mail worker sends it), the account created
 * with its referrer, and the referral recorded on both sides. `userId` derives from the command id, and
 * so does every step (the activation token is drawn at random and kept for the command), so a retried request completes what a crash interrupted and appends nothing twice.
 */
export async function openReferredAccount(
  deps: AccountDeps,
  referrerId: string,
  person: ReferredPerson,
  userId: string,
  context: CommandContext,
): Promise<CommandResult<unknown>> {
  const now = context.now.toISOString();
  try {
    await runEmail(deps, person.email, { type: 'ReserveEmail', data: { userId, now } }, step(context, 'reserve'));
  } catch (error) {
    if (isCode(error, 'EMAIL_ALREADY_REGISTERED')) throw identityErrors.emailAlreadyRegistered();
    throw error;
  }
  const token = await linkTokens(deps.sessionKey).draw(deps, context, 'activation', userId);
  await runToken(deps, token.hash, { type: 'IssueToken', data: { userId, purpose: 'activation', now } }, step(context, 'token'));
  await runUser(
    deps,
    userId,
    {
      type: 'CreateGhostUser',
      data: {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        type: person.type,
        createdBy: referrerId,
        activationTokenHash: token.hash,
        sealedToken: token.sealed,
        now,
      },
    },
    step(context, 'ghost', userId),
  );
  await runAccount(deps, userId, { type: 'RecordReferrer', data: { referrerId, now } }, step(context, 'referred-by'));
  return runAccount(
    deps,
    referrerId,
    { type: 'RecordReferredAccount', data: { userId, email: person.email, now } },
    step(context, 'referred'),
  );
}
