import { assertNever } from '../shared';
import type { ConsoleView, EmailReservationEvent, TokenEvent, UserEvent, UserType } from './events';
import { ACTIVATION_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS, SIGN_IN_FAILURE_WINDOW_MS, type TokenPurpose } from './limits';

export interface PendingToken {
  purpose: TokenPurpose;
  expiresAt: string;
}

export interface UserState {
  /** `pending`: registered or created as a ghost, not yet activated; it cannot sign in. */
  status: 'none' | 'pending' | 'active';
  email: string;
  firstName: string;
  lastName: string;
  type: UserType | null;
  ghost: boolean;
  passwordHash: string | null;
  admin: boolean;
  auditor: boolean;
  /** Closed by an admin: no sign-in, no session, until reopened. */
  deactivated: boolean;
  /** The person's data was erased: closed for good. */
  erased: boolean;
  consoleView: ConsoleView;
  sandbox: boolean;
  /**
   * Links mailed since the password was last set, by token hash. Setting a password voids them all, so a
   * reset link still sitting in a mailbox stops working once the password has changed.
   */
  pendingTokens: Record<string, PendingToken>;
  /** Times of the password failures that can still count toward the lockout window. */
  recentFailures: string[];
}

/**
 * The version of the user state kept in snapshots (the user decider opts in: every sign-in appends to
 * `user-<id>`, so the stream grows with the account's age). Bump it with any change to `evolveUser`, to
 * the helpers it calls, to `initialUserState` or to `UserState`: kept states of another version are
 * ignored. `snapshot.spec.ts` pins the fold of a history of every user event to this number.
 */
export const USER_STATE_VERSION = 2;

export const initialUserState: UserState = {
  status: 'none',
  email: '',
  firstName: '',
  lastName: '',
  type: null,
  ghost: false,
  passwordHash: null,
  admin: false,
  auditor: false,
  deactivated: false,
  erased: false,
  consoleView: 'my_projects',
  sandbox: false,
  pendingTokens: {},
  recentFailures: [],
};

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, status: 'pending', ...person(event.data), ghost: event.data.ghost };
    case 'GhostUserCreated':
      return { ...state, status: 'pending', ...person(event.data), ghost: true };
    case 'ActivationTokenIssued':
      return { ...state, pendingTokens: withToken(state.pendingTokens, event.data, 'activation') };
    case 'ResetTokenIssued':
      return { ...state, pendingTokens: withToken(state.pendingTokens, event.data, 'reset') };
    case 'UserActivated':
      return { ...state, status: 'active' };
    case 'PasswordChanged':
      // Proving the email through a mailed link also lifts a lockout.
      return { ...state, passwordHash: event.data.passwordHash, pendingTokens: {}, recentFailures: [] };
    case 'SignedIn':
      return { ...state, recentFailures: [] };
    case 'SignInFailed':
      // An attempt refused by the lockout tested no password, so it does not extend the lockout.
      if (event.data.reason === 'locked_out' || event.data.reason === 'deactivated') return state;
      return { ...state, recentFailures: [...failuresStillInWindow(state.recentFailures, event.data.at), event.data.at] };
    case 'SignedOut':
      return state;
    case 'AdminGranted':
      return { ...state, admin: true };
    case 'AdminRevoked':
      return { ...state, admin: false };
    case 'AuditorGranted':
      return { ...state, auditor: true };
    case 'AuditorRevoked':
      return { ...state, auditor: false };
    case 'AccountDeactivated':
      return { ...state, deactivated: true };
    case 'AccountReactivated':
      return { ...state, deactivated: false };
    case 'PersonalDataErased':
      return { ...state, deactivated: true, erased: true, pendingTokens: {} };
    case 'ConsoleViewSet':
      return { ...state, consoleView: event.data.view };
    case 'SandboxSet':
      return { ...state, sandbox: event.data.sandbox };
    default:
      return assertNever(event);
  }
}

function person(data: { email: string; first_name: string; last_name: string; type: UserType }) {
  return { email: data.email, firstName: data.first_name, lastName: data.last_name, type: data.type };
}

/** Failures older than a window before `now` can never count again; dropping them bounds the state. */
export function failuresStillInWindow(failures: string[], now: string): string[] {
  const t = Date.parse(now);
  return failures.filter((at) => t - Date.parse(at) < SIGN_IN_FAILURE_WINDOW_MS);
}

/** Adds a mailed link, dropping those already expired when it was issued. */
function withToken(tokens: Record<string, PendingToken>, issued: { tokenHash: string; expiresAt: string }, purpose: TokenPurpose) {
  const issuedAt = Date.parse(issued.expiresAt) - (purpose === 'activation' ? ACTIVATION_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS);
  const live = Object.entries(tokens).filter(([, t]) => Date.parse(t.expiresAt) > issuedAt);
  return { ...Object.fromEntries(live), [issued.tokenHash]: { purpose, expiresAt: issued.expiresAt } };
}

export interface EmailReservationState {
  reservedBy: string | null;
  reservedAt: string | null;
}

export const initialEmailReservationState: EmailReservationState = { reservedBy: null, reservedAt: null };

export function evolveEmailReservation(state: EmailReservationState, event: EmailReservationEvent): EmailReservationState {
  switch (event.type) {
    case 'EmailReserved':
      return { reservedBy: event.data.userId, reservedAt: event.data.at };
    case 'EmailReleased':
      return state.reservedBy === event.data.userId ? initialEmailReservationState : state;
    default:
      return assertNever(event);
  }
}

export interface TokenState {
  status: 'none' | 'issued' | 'used';
  userId: string | null;
  purpose: TokenPurpose | null;
  expiresAt: string | null;
}

export const initialTokenState: TokenState = { status: 'none', userId: null, purpose: null, expiresAt: null };

export function evolveToken(state: TokenState, event: TokenEvent): TokenState {
  switch (event.type) {
    case 'TokenIssued':
      return { status: 'issued', ...event.data };
    case 'TokenUsed':
      return { ...state, status: 'used' };
    default:
      return assertNever(event);
  }
}
