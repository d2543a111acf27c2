import { assertNever, type Decider, type DomainError } from '../shared';
import type { ActivateAccount, CreateGhostUser, RegisterUser, ResetPassword, SetRoles, SignIn, UserCommand } from './commands';
import { identityErrors } from './errors';
import type { ActivationTokenIssued, ResetTokenIssued, UserEvent } from './events';
import { SIGN_IN_FAILURE_LIMIT, tokenExpiresAt, type TokenPurpose } from './limits';
import { USER_STATE_VERSION, evolveUser, failuresStillInWindow, initialUserState, type PendingToken, type UserState } from './state';

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  const { now } = command.data;
  if (command.type === 'RegisterUser') return register(command, state);
  if (command.type === 'CreateGhostUser') return createGhost(command, state);
  if (command.type === 'SignIn') return signIn(command, state);
  if (state.status === 'none') {
    // A token names its user, so a token for a missing user is as good as an unknown token.
    if (command.type === 'ActivateAccount') throw identityErrors.invalidToken('activation');
    if (command.type === 'ResetPassword') throw identityErrors.invalidToken('reset');
    throw identityErrors.userNotFound();
  }
  switch (command.type) {
    case 'RequestRecovery':
      return [tokenIssued(state.status === 'active' ? 'reset' : 'activation', { ...command.data, email: state.email })];
    case 'ActivateAccount':
      return activate(command, state);
    case 'ResetPassword':
      return resetPassword(command, state);
    case 'SignOut':
      return [{ type: 'SignedOut', data: command.data.sessionHash ? { at: now, session: command.data.sessionHash } : { at: now } }];
    case 'GrantAdmin':
      return state.admin ? [] : [{ type: 'AdminGranted', data: { by: command.data.by } }];
    case 'RevokeAdmin':
      return state.admin ? [{ type: 'AdminRevoked', data: { by: command.data.by } }] : [];
    case 'SetRoles':
      return setRoles(command, state);
    case 'DeactivateAccount':
      if (command.data.userId === command.data.by) throw identityErrors.cannotDeactivateSelf();
      return state.deactivated ? [] : [{ type: 'AccountDeactivated', data: { by: command.data.by } }];
    case 'ReactivateAccount':
      if (state.erased) throw identityErrors.erased();
      return state.deactivated ? [{ type: 'AccountReactivated', data: { by: command.data.by } }] : [];
    case 'ErasePersonalData':
      if (command.data.userId === command.data.by) throw identityErrors.cannotDeactivateSelf();
      return state.erased ? [] : [{ type: 'PersonalDataErased', data: { by: command.data.by, at: now, subjects: command.data.subjects } }];
    case 'SetConsoleView':
      return state.consoleView === command.data.view ? [] : [{ type: 'ConsoleViewSet', data: { view: command.data.view } }];
    case 'SetSandbox':
      return state.sandbox === command.data.sandbox ? [] : [{ type: 'SandboxSet', data: { sandbox: command.data.sandbox } }];
    default:
      return assertNever(command);
  }
}

/**
 * The roles afterwards are the roles listed. An account is an admin or an auditor, not both (an auditor
 * checks what admins do), and no admin takes their own admin role away (someone must be left to give it back).
 */
function setRoles(command: SetRoles, state: UserState): UserEvent[] {
  const { roles, by } = command.data;
  const admin = roles.includes('admin');
  const auditor = roles.includes('auditor');
  if (admin && auditor) throw identityErrors.adminOrAuditor();
  if (by === command.data.userId && state.admin && !admin) throw identityErrors.cannotDropOwnAdmin();
  const events: UserEvent[] = [];
  if (state.admin !== admin) events.push({ type: admin ? 'AdminGranted' : 'AdminRevoked', data: { by } });
  if (state.auditor !== auditor) events.push({ type: auditor ? 'AuditorGranted' : 'AuditorRevoked', data: { by } });
  return events;
}

function register(command: RegisterUser, state: UserState): UserEvent[] {
  const { data } = command;
  if (!data.optIn) throw identityErrors.optInRequired();
  if (state.status !== 'none') throw identityErrors.userAlreadyExists();
  return [
    {
      type: 'UserRegistered',
      data: {
        email: data.email,
        first_name: data.firstName,
        last_name: data.lastName,
        type: data.type,
        ghost: data.ghost,
        opt_in: true,
        invitation_code: data.invitationCode,
      },
    },
    tokenIssued('activation', { ...data, tokenHash: data.activationTokenHash }),
  ];
}

function createGhost(command: CreateGhostUser, state: UserState): UserEvent[] {
  const { data } = command;
  if (state.status !== 'none') throw identityErrors.userAlreadyExists();
  return [
    {
      type: 'GhostUserCreated',
      data: { email: data.email, first_name: data.firstName, last_name: data.lastName, type: data.type, created_by: data.createdBy },
    },
    tokenIssued('activation', { ...data, tokenHash: data.activationTokenHash }),
  ];
}

/** A mailed link: where it goes and, sealed, the token the mail worker puts in it. */
function tokenIssued(
  purpose: TokenPurpose,
  link: { tokenHash: string; email: string; sealedToken?: string | undefined; now: string },
): ActivationTokenIssued | ResetTokenIssued {
  const data = {
    tokenHash: link.tokenHash,
    expiresAt: tokenExpiresAt(purpose, link.now),
    email: link.email,
    ...(link.sealedToken === undefined ? {} : { sealedToken: link.sealedToken }),
  };
  return purpose === 'reset' ? { type: 'ResetTokenIssued', data } : { type: 'ActivationTokenIssued', data };
}

function activate(command: ActivateAccount, state: UserState): UserEvent[] {
  const { tokenHash, passwordHash, now } = command.data;
  if (state.status !== 'pending' || !isLive(state.pendingTokens[tokenHash], 'activation', now)) {
    throw identityErrors.invalidToken('activation');
  }
  return [
    { type: 'UserActivated', data: { at: now } },
    { type: 'PasswordChanged', data: { passwordHash, reason: 'activation' } },
  ];
}

function resetPassword(command: ResetPassword, state: UserState): UserEvent[] {
  const { tokenHash, passwordHash, now } = command.data;
  if (state.status !== 'active' || !isLive(state.pendingTokens[tokenHash], 'reset', now)) {
    throw identityErrors.invalidToken('reset');
  }
  return [{ type: 'PasswordChanged', data: { passwordHash, reason: 'reset' } }];
}

/**
 * Every attempt on an existing account is recorded, including the ones the lockout refuses: the audit
 * trail then shows a guessing attack as it happens (and monitoring can alert on it), while the refused
 * attempt tested no password and gave the attacker nothing. The outcome is in the events, not thrown,
 * so that the failure is appended; the handler answers with `signInError(events)` after appending.
 * A not-activated account fails exactly like a wrong password: the spec's login-failure dialog already
 * advises activating through the emailed link, so the one message serves both without telling anyone
 * whether an email has an account, or an active one.
 */
function signIn(command: SignIn, state: UserState): UserEvent[] {
  const { passwordMatches, now } = command.data;
  if (state.status === 'none') throw identityErrors.invalidCredentials();
  if (failuresStillInWindow(state.recentFailures, now).length >= SIGN_IN_FAILURE_LIMIT) {
    return [{ type: 'SignInFailed', data: { at: now, reason: 'locked_out' } }];
  }
  if (state.status === 'pending') return [{ type: 'SignInFailed', data: { at: now, reason: 'not_activated' } }];
  if (!passwordMatches) return [{ type: 'SignInFailed', data: { at: now, reason: 'wrong_password' } }];
  // Said only to whoever knows the password: a guesser learns nothing about the account.
  if (state.deactivated) return [{ type: 'SignInFailed', data: { at: now, reason: 'deactivated' } }];
  return [{ type: 'SignedIn', data: { at: now } }];
}

/** What the caller of a sign-in is told, from the events the decider returned. */
export function signInError(events: UserEvent[]): DomainError | null {
  for (const event of events) {
    if (event.type === 'SignedIn') return null;
    if (event.type === 'SignInFailed') {
      if (event.data.reason === 'locked_out') return identityErrors.tooManySignIns();
      return event.data.reason === 'deactivated' ? identityErrors.deactivated() : identityErrors.invalidCredentials();
    }
  }
  return identityErrors.invalidCredentials();
}

function isLive(token: PendingToken | undefined, purpose: TokenPurpose, now: string): boolean {
  return token !== undefined && token.purpose === purpose && Date.parse(now) < Date.parse(token.expiresAt);
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUserState,
  snapshot: { version: USER_STATE_VERSION },
};
