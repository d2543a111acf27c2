import { describe, expect, it } from 'vitest';
import { userDecider } from './decide';
import type { UserEvent } from './events';
import { USER_STATE_VERSION, type UserState } from './state';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString();
const hash = (c: string) => c.repeat(64);

/** An account's life with every kind of user event, in an order the decider could have produced. */
const life: UserEvent[] = [
  {
    type: 'UserRegistered',
    data: { email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', type: 'D', ghost: false, opt_in: true, invitation_code: null },
  },
  { type: 'ActivationTokenIssued', data: { tokenHash: hash('a'), expiresAt: at(50), email: 'ann@example.com' } },
  { type: 'UserActivated', data: { at: at(1) } },
  { type: 'PasswordChanged', data: { passwordHash: 'scrypt$1', reason: 'activation' } },
  { type: 'SignInFailed', data: { at: at(2), reason: 'wrong_password' } },
  { type: 'SignedIn', data: { at: at(3) } },
  { type: 'SignInFailed', data: { at: at(4), reason: 'wrong_password' } },
  { type: 'SignedOut', data: { at: at(5), session: hash('b') } },
  { type: 'ResetTokenIssued', data: { tokenHash: hash('c'), expiresAt: at(59), email: 'ann@example.com' } },
  { type: 'AdminGranted', data: { by: null } },
  { type: 'AdminRevoked', data: { by: 'u-admin' } },
  { type: 'AuditorGranted', data: { by: 'u-admin' } },
  { type: 'AuditorRevoked', data: { by: 'u-admin' } },
  { type: 'AccountDeactivated', data: { by: 'u-admin' } },
  { type: 'AccountReactivated', data: { by: 'u-admin' } },
  { type: 'ConsoleViewSet', data: { view: 'other_deals' } },
  { type: 'SandboxSet', data: { sandbox: true } },
  { type: 'GhostUserCreated', data: { email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', type: 'PI', created_by: null } },
  { type: 'PersonalDataErased', data: { by: 'u-admin', at: at(6), subjects: ['user:u-ann'] } },
];
const everyType = {
  UserRegistered: true,
  GhostUserCreated: true,
  ActivationTokenIssued: true,
  ResetTokenIssued: true,
  UserActivated: true,
  PasswordChanged: true,
  SignedIn: true,
  SignInFailed: true,
  SignedOut: true,
  AdminGranted: true,
  AdminRevoked: true,
  AuditorGranted: true,
  AuditorRevoked: true,
  AccountDeactivated: true,
  AccountReactivated: true,
  ConsoleViewSet: true,
  SandboxSet: true,
  PersonalDataErased: true,
} satisfies Record<UserEvent['type'], true>;

/**
 * The fold of `life` under each version of the user state. A change to evolveUser that changes this
 * fold changes what a kept state means: add the new fold under a new version and bump USER_STATE_VERSION.
 */
const foldedBy: Record<number, UserState> = {
  // 1 had no `erased` and no PersonalDataErased.
  2: {
    status: 'pending',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    type: 'PI',
    ghost: true,
    passwordHash: 'scrypt$1',
    admin: false,
    auditor: false,
    deactivated: true,
    erased: true,
    consoleView: 'other_deals',
    sandbox: true,
    pendingTokens: {},
    recentFailures: [at(4)],
  },
};

describe('the user state kept in snapshots', () => {
  it('covers every user event in the history it checks', () => {
    expect(new Set(life.map((e) => e.type))).toEqual(new Set(Object.keys(everyType)));
  });

  it('comes back from JSON unchanged after every event', () => {
    let state = userDecider.initialState;
    for (const event of life) {
      state = userDecider.evolve(state, event);
      expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
    }
  });

  it('folds as the version the decider declares says it does (bump the version with evolve)', () => {
    expect(userDecider.snapshot).toEqual({ version: USER_STATE_VERSION });
    expect(life.reduce(userDecider.evolve, userDecider.initialState)).toStrictEqual(foldedBy[USER_STATE_VERSION]);
  });
});
