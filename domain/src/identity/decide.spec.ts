import { describe, expect, it } from 'vitest';
import type { UserCommand } from './commands';
import { userDecider } from './decide';
import type { UserEvent } from './events';
import { givenFor } from './given';

const given = givenFor(userDecider);

const hash = (c: string) => c.repeat(64);
const t0 = '2025-03-01T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', type: 'D', ghost: false, opt_in: true, invitation_code: null },
};
const activationIssued: UserEvent = {
  type: 'ActivationTokenIssued',
  data: { tokenHash: hash('a'), expiresAt: at(7 * 24 * 60), email: 'ann@example.com', sealedToken: 'sealed-a' },
};
const activated: UserEvent[] = [
  { type: 'UserActivated', data: { at: at(1) } },
  { type: 'PasswordChanged', data: { passwordHash: 'scrypt$first', reason: 'activation' } },
];
const activeUser = [registered, activationIssued, ...activated];

const register = (optIn: boolean): UserCommand => ({
  type: 'RegisterUser',
  data: {
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    type: 'D',
    ghost: false,
    optIn,
    invitationCode: null,
    activationTokenHash: hash('a'),
    sealedToken: 'sealed-a',
    now: t0,
  },
});

describe('registration', () => {
  it('registers the account and mails a 7-day activation link', () => given([]).when(register(true)).then([registered, activationIssued]));

  it('refuses a registration without the opt-in to the terms, privacy and communications policies', () => {
    const error = given([]).when(register(false)).thenFails('OPT_IN_REQUIRED');
    expect(error.kind).toBe('invalid');
    expect(error.message).toContain('agree to the terms of service, privacy policy and communications policy');
  });

  it('refuses to register an account id twice', () => given([registered]).when(register(true)).thenFails('USER_EXISTS'));
});

describe('activation of a ghost', () => {
  const ghost: UserEvent[] = [
    { type: 'GhostUserCreated', data: { email: 'bob@example.com', first_name: 'Bob', last_name: '', type: 'PI', created_by: 'sponsor-1' } },
    { type: 'ActivationTokenIssued', data: { tokenHash: hash('a'), expiresAt: at(7 * 24 * 60), email: 'bob@example.com' } },
  ];
  const activate = (minutes: number, tokenHash = hash('a')): UserCommand => ({
    type: 'ActivateAccount',
    data: { tokenHash, passwordHash: 'scrypt$new', now: at(minutes) },
  });

  it('a ghost created by a sponsor gets an activation link', () =>
    given([])
      .when({
        type: 'CreateGhostUser',
        data: {
          email: 'bob@example.com',
          firstName: 'Bob',
          lastName: '',
          type: 'PI',
          createdBy: 'sponsor-1',
          activationTokenHash: hash('a'),
          now: t0,
        },
      })
      .then(ghost));

  it('activates a ghost and sets its password through the mailed link', () =>
    given(ghost)
      .when(activate(60))
      .then([
        { type: 'UserActivated', data: { at: at(60) } },
        { type: 'PasswordChanged', data: { passwordHash: 'scrypt$new', reason: 'activation' } },
      ]));

  it('refuses an activation link after its 7 days', () =>
    given(ghost)
      .when(activate(7 * 24 * 60))
      .thenFails('INVALID_ACTIVATION_TOKEN'));

  it('refuses a link that was not mailed to this account', () =>
    given(ghost)
      .when(activate(60, hash('f')))
      .thenFails('INVALID_ACTIVATION_TOKEN'));

  it('refuses to activate an account twice', () =>
    given([...ghost, ...activated])
      .when(activate(60))
      .thenFails('INVALID_ACTIVATION_TOKEN'));
});

describe('recovery and reset', () => {
  const recover = (c: string, minutes: number): UserCommand => ({
    type: 'RequestRecovery',
    data: { tokenHash: hash(c), sealedToken: `sealed-${c}`, now: at(minutes) },
  });
  const reset = (c: string, minutes: number): UserCommand => ({
    type: 'ResetPassword',
    data: { tokenHash: hash(c), passwordHash: 'scrypt$reset', now: at(minutes) },
  });
  const resetIssued = (c: string, minutes: number): UserEvent => ({
    type: 'ResetTokenIssued',
    data: { tokenHash: hash(c), expiresAt: at(minutes + 60), email: 'ann@example.com', sealedToken: `sealed-${c}` },
  });

  it('mails a 1-hour reset link to an active account', () =>
    given(activeUser)
      .when(recover('b', 10))
      .then([resetIssued('b', 10)]));

  it('mails a new activation link, not a reset link, to an account not yet activated', () =>
    given([registered, activationIssued])
      .when(recover('b', 10))
      .then([
        {
          type: 'ActivationTokenIssued',
          data: { tokenHash: hash('b'), expiresAt: at(10 + 7 * 24 * 60), email: 'ann@example.com', sealedToken: 'sealed-b' },
        },
      ]));

  it('sets the new password with a live reset link', () =>
    given([...activeUser, resetIssued('b', 10)])
      .when(reset('b', 69))
      .then([{ type: 'PasswordChanged', data: { passwordHash: 'scrypt$reset', reason: 'reset' } }]));

  it('refuses a reset link after its hour', () =>
    given([...activeUser, resetIssued('b', 10)])
      .when(reset('b', 70))
      .thenFails('INVALID_RESET_TOKEN'));

  it('refuses a second reset link once the password was changed with another one', () =>
    given([
      ...activeUser,
      resetIssued('b', 10),
      resetIssued('c', 11),
      { type: 'PasswordChanged', data: { passwordHash: 'scrypt$x', reason: 'reset' } },
    ])
      .when(reset('b', 20))
      .thenFails('INVALID_RESET_TOKEN'));

  it('an activation link cannot reset a password', () =>
    given([...activeUser, activationIssued])
      .when(reset('a', 20))
      .thenFails('INVALID_RESET_TOKEN'));

  it('recovery for an account that does not exist is refused (the handler answers the same either way)', () =>
    given([]).when(recover('b', 10)).thenFails('USER_NOT_FOUND'));
});

describe('admin grant and revoke', () => {
  const grant: UserCommand = { type: 'GrantAdmin', data: { by: 'admin-1', now: t0 } };
  const revoke: UserCommand = { type: 'RevokeAdmin', data: { by: 'admin-1', now: t0 } };
  const granted: UserEvent = { type: 'AdminGranted', data: { by: 'admin-1' } };

  it('grants admin', () => given(activeUser).when(grant).then([granted]));
  it('granting admin to an admin changes nothing', () =>
    given([...activeUser, granted])
      .when(grant)
      .then([]));
  it('revokes admin', () =>
    given([...activeUser, granted])
      .when(revoke)
      .then([{ type: 'AdminRevoked', data: { by: 'admin-1' } }]));
  it('revoking admin from a non-admin changes nothing', () => given(activeUser).when(revoke).then([]));
  it('refuses to grant admin to an account that does not exist', () => given([]).when(grant).thenFails('USER_NOT_FOUND'));
});

describe('console preferences', () => {
  it('defaults to my projects, so setting it again changes nothing', () =>
    given(activeUser)
      .when({ type: 'SetConsoleView', data: { view: 'my_projects', now: t0 } })
      .then([]));

  it('records a new console view', () =>
    given(activeUser)
      .when({ type: 'SetConsoleView', data: { view: 'other_deals', now: t0 } })
      .then([{ type: 'ConsoleViewSet', data: { view: 'other_deals' } }]));

  it('toggles the sandbox only when it changes', () => {
    given(activeUser)
      .when({ type: 'SetSandbox', data: { sandbox: true, now: t0 } })
      .then([{ type: 'SandboxSet', data: { sandbox: true } }]);
    given([...activeUser, { type: 'SandboxSet', data: { sandbox: true } }])
      .when({ type: 'SetSandbox', data: { sandbox: true, now: t0 } })
      .then([]);
  });

  it('records a sign-out', () =>
    given(activeUser)
      .when({ type: 'SignOut', data: { now: t0 } })
      .then([{ type: 'SignedOut', data: { at: t0 } }]));
});
