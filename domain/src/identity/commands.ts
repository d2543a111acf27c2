import type { ConsoleView, UserType } from './events';
import type { TokenPurpose } from './limits';

/** A command as the deciders see it. `now` is an ISO 8601 string from the handler's clock. */
interface Command<Type extends string, Data> {
  type: Type;
  data: Data & { now: string };
}

// Stream user-<id>. Passwords arrive hashed (hashing is I/O-bound work done by the handler, after it
// ran `checkPasswordPolicy` on the plain password); tokens arrive as their sha256 hash.

export type RegisterUser = Command<
  'RegisterUser',
  {
    email: string;
    firstName: string;
    lastName: string;
    type: UserType;
    ghost: boolean;
    optIn: boolean;
    invitationCode: string | null;
    /** Every new account proves its email through an activation link that sets its password. */
    activationTokenHash: string;
    /** The token sealed for the mail worker; absent when no mail is wanted. */
    sealedToken?: string;
  }
>;

export type CreateGhostUser = Command<
  'CreateGhostUser',
  {
    email: string;
    firstName: string;
    lastName: string;
    type: UserType;
    createdBy: string | null;
    activationTokenHash: string;
    sealedToken?: string;
  }
>;

/** The recovery page: a reset link for an active account, an activation link for one not yet activated. */
export type RequestRecovery = Command<'RequestRecovery', { tokenHash: string; sealedToken?: string }>;

/** The handler has already spent the token on its own stream (`UseToken`). */
export type ActivateAccount = Command<'ActivateAccount', { tokenHash: string; passwordHash: string }>;
export type ResetPassword = Command<'ResetPassword', { tokenHash: string; passwordHash: string }>;

/** `passwordMatches`: the handler verified the password against the hash in the state it read. */
export type SignIn = Command<'SignIn', { passwordMatches: boolean }>;
/** `sessionHash`: sha256 of the session id being ended. */
export type SignOut = Command<'SignOut', { sessionHash?: string }>;

/** `by` is the acting admin's id, or null when the runtime seeds the first admin from configuration. */
export type GrantAdmin = Command<'GrantAdmin', { by: string | null }>;
export type RevokeAdmin = Command<'RevokeAdmin', { by: string | null }>;

/** The platform roles an admin gives an account: admin and auditor, never both. */
export const platformRoles = ['admin', 'auditor'] as const;
export type PlatformRole = (typeof platformRoles)[number];
/** `userId`: the account (the stream's); `by`: the admin setting them; the roles listed are the account's roles afterwards. */
export type SetRoles = Command<'SetRoles', { userId: string; roles: PlatformRole[]; by: string }>;

/** `by`: the admin closing or reopening the account `userId`. */
export type DeactivateAccount = Command<'DeactivateAccount', { userId: string; by: string }>;
export type ReactivateAccount = Command<'ReactivateAccount', { by: string }>;
export type ErasePersonalData = Command<'ErasePersonalData', { userId: string; by: string; subjects: string[] }>;

export type SetConsoleView = Command<'SetConsoleView', { view: ConsoleView }>;
export type SetSandbox = Command<'SetSandbox', { sandbox: boolean }>;

export type UserCommand =
  | RegisterUser
  | CreateGhostUser
  | RequestRecovery
  | ActivateAccount
  | ResetPassword
  | SignIn
  | SignOut
  | GrantAdmin
  | RevokeAdmin
  | SetRoles
  | DeactivateAccount
  | ReactivateAccount
  | ErasePersonalData
  | SetConsoleView
  | SetSandbox;

// Stream email-<hash>, appended with 'no_stream' expected.
export type ReserveEmail = Command<'ReserveEmail', { userId: string }>;
/** An erased account's address, free for a sign-up again. */
export type ReleaseEmail = Command<'ReleaseEmail', { userId: string }>;
export type EmailReservationCommand = ReserveEmail | ReleaseEmail;

// Stream token-<hash>.
export type IssueToken = Command<'IssueToken', { userId: string; purpose: TokenPurpose }>;
/** `purpose` is what the route expects (a reset link cannot activate an account, nor the reverse). */
export type UseToken = Command<'UseToken', { purpose: TokenPurpose }>;
export type TokenCommand = IssueToken | UseToken;

export type IdentityCommand = UserCommand | EmailReservationCommand | TokenCommand;
