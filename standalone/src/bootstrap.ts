import { randomUUID } from 'node:crypto';
import { checkPasswordPolicy, type EventTypes } from '@dealbook/domain';
import type { CommandContext } from '@dealbook/command-service';
import { eventIdFor } from '@dealbook/command-service/event-ids';
import {
  linkTokens,
  passwordHasher,
  readReservation,
  readUser,
  registerAccount,
  runUser,
  setPasswordWithToken,
  step,
} from '@dealbook/command-service/identity/index';
import { runToken } from '@dealbook/command-service/identity/streams';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { emailHash, normalizeEmail } from '@dealbook/infra/security/emails';

export interface BootstrapDeps {
  store: EventStore;
  types: EventTypes;
  clock: () => Date;
  sessionKey: Buffer;
  passwordHashCost: number;
}

/** `created`: the account was made (or finished); `exists`: nothing to do; `taken`: someone else's account has the email. */
export type BootstrapOutcome = 'created' | 'exists' | 'taken';

/**
 * The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD: registered, activated and granted admin through
 * the same deciders as everyone (so the activity log shows it), with no mail sent. The account id derives
 * from the email, so a restart finds the account it made and does nothing, and a start that stopped
 * half-way finishes the job. An account someone registered with that email is never taken over.
 */
export async function bootstrapAdmin(deps: BootstrapDeps, admin: { email: string; password: string }): Promise<BootstrapOutcome> {
  const email = normalizeEmail(admin.email);
  const userId = eventIdFor(`bootstrap-admin:${emailHash(email)}`, 0);
  const reservedBy = (await readReservation(deps, email)).reservedBy;
  if (reservedBy !== null && reservedBy !== userId) return 'taken';
  let user = await readUser(deps, userId);
  if (user.status === 'active' && user.admin) return 'exists';

  const weak = checkPasswordPolicy(admin.password);
  if (weak) throw new Error(`ADMIN_PASSWORD: ${weak.message}`);
  const commandId = `bootstrap-admin:${randomUUID()}`;
  const context: CommandContext = { commandId, actorId: null, correlationId: commandId, causationId: commandId, now: deps.clock() };
  const tokens = linkTokens(deps.sessionKey);
  const account = { email, firstName: 'Admin', lastName: '', type: 'D' as const, ghost: false, optIn: true, invitationCode: null };

  let token: string | null = null;
  if (user.status === 'none') {
    token = (await registerAccount(deps, tokens, account, context, { mail: false, userId })).token.token;
  } else if (user.status === 'pending') {
    // A start that stopped before activating: the first link's token was never kept, so issue another.
    const fresh = await tokens.draw(deps, step(context, 'again'), 'activation', userId);
    const now = context.now.toISOString();
    await runToken(deps, fresh.hash, { type: 'IssueToken', data: { userId, purpose: 'activation', now } }, step(context, 'token-again'));
    await runUser(deps, userId, { type: 'RequestRecovery', data: { tokenHash: fresh.hash, now } }, step(context, 'recovery'));
    token = fresh.token;
  }
  if (token !== null) {
    const hasher = passwordHasher(deps.passwordHashCost);
    await setPasswordWithToken(deps, hasher, { token, password: admin.password, purpose: 'activation' }, context);
  }
  user = await readUser(deps, userId);
  if (!user.admin) {
    await runUser(deps, userId, { type: 'GrantAdmin', data: { by: null, now: context.now.toISOString() } }, step(context, 'grant-admin'));
  }
  return 'created';
}
