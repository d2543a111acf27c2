import type { Summarizer } from '../activity/summaries';

/**
 * The audit trail's lines for identity events. They name the account's email where the event has it,
 * never a password hash, a token, a token's hash or a sealed token.
 */
const userTypes: Record<string, string> = { D: 'Investment Professional', PI: 'Qualified Capital Provider' };
const signInFailures: Record<string, string> = {
  wrong_password: 'wrong password',
  not_activated: 'account not activated',
  locked_out: 'locked after too many failures',
};
const consoleViews: Record<string, string> = {
  my_projects: 'my projects',
  other_deals: 'other deals',
  matched_solicitations: 'matched solicitations',
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const typeOf = (value: unknown) => userTypes[String(value)] ?? 'unknown type';
const to = (email: unknown) => (text(email) ? ` to ${String(email)}` : '');

export const identitySummaries: Record<string, Summarizer> = {
  UserRegistered: (d) => `Account registered: ${String(d.email)} (${typeOf(d.type)})${d.ghost === true ? ', from a campaign link' : ''}`,
  GhostUserCreated: (d) => `Account opened for ${String(d.email)} (${typeOf(d.type)})`,
  ActivationTokenIssued: (d) => `Activation link issued${to(d.email)}`,
  ResetTokenIssued: (d) => `Password reset link issued${to(d.email)}`,
  UserActivated: () => 'Account activated',
  PasswordChanged: (d) => (d.reason === 'activation' ? 'Password set at activation' : d.reason === 'reset' ? 'Password reset' : null),
  SignedIn: () => 'Signed in',
  SignInFailed: (d) => `Sign-in failed (${signInFailures[String(d.reason)] ?? 'refused'})`,
  SignedOut: () => 'Signed out',
  AdminGranted: (d) => `Admin rights granted${d.by === null ? ' (from configuration)' : ''}`,
  AdminRevoked: () => 'Admin rights revoked',
  ConsoleViewSet: (d) => `Console view set to ${consoleViews[String(d.view)] ?? String(d.view)}`,
  SandboxSet: (d) => `Sandbox turned ${d.sandbox === true ? 'on' : 'off'}`,
  EmailReserved: (d) => `Email reserved for account ${String(d.userId)}`,
  EmailReleased: (d) => `Email released by erased account ${String(d.userId)}`,
  TokenIssued: (d) => `${d.purpose === 'reset' ? 'Password reset' : 'Activation'} link created for account ${String(d.userId)}`,
  TokenUsed: () => 'Link used',
};
