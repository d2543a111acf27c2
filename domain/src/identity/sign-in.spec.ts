import { describe, expect, it } from 'vitest';
import { fold } from '../shared';
import type { UserCommand } from './commands';
import { signInError, userDecider } from './decide';
import type { UserEvent } from './events';
import { givenFor } from './given';

const given = givenFor(userDecider);
const t0 = '2025-03-01T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', type: 'D', ghost: false, opt_in: true, invitation_code: null },
};
const activeUser: UserEvent[] = [
  registered,
  { type: 'UserActivated', data: { at: t0 } },
  { type: 'PasswordChanged', data: { passwordHash: 'scrypt$first', reason: 'activation' } },
];
const signIn = (passwordMatches: boolean, minutes: number): UserCommand => ({
  type: 'SignIn',
  data: { passwordMatches, now: at(minutes) },
});
const failed = (minutes: number, reason: 'wrong_password' | 'not_activated' | 'locked_out' = 'wrong_password'): UserEvent => ({
  type: 'SignInFailed',
  data: { at: at(minutes), reason },
});
/** `count` wrong passwords, one every `everyMinutes`, the first at minute 0. */
const failures = (count: number, everyMinutes: number) => Array.from({ length: count }, (_, i) => failed(i * everyMinutes));

describe('sign-in', () => {
  it('signs in an active account with the right password', () =>
    given(activeUser)
      .when(signIn(true, 1))
      .then([{ type: 'SignedIn', data: { at: at(1) } }]));

  it('records a wrong password and answers with the spec login-failure message', () => {
    given(activeUser)
      .when(signIn(false, 1))
      .then([failed(1)]);
    const error = signInError([failed(1)]);
    expect(error).toMatchObject({ kind: 'unauthenticated', code: 'INVALID_CREDENTIALS' });
    expect(error?.message).toContain('activation email');
  });

  it('an account not yet activated fails exactly like a wrong password', () => {
    given([registered])
      .when(signIn(true, 1))
      .then([failed(1, 'not_activated')]);
    expect(signInError([failed(1, 'not_activated')])).toEqual(signInError([failed(1)]));
  });

  it('an unknown account fails like a wrong password, recording nothing', () => {
    const error = given([]).when(signIn(true, 1)).thenFails('INVALID_CREDENTIALS');
    expect(error.message).toBe(signInError([failed(1)])?.message);
  });

  it('a successful sign-in is not an error', () => expect(signInError([{ type: 'SignedIn', data: { at: t0 } }])).toBeNull());
});

describe('lockout after more than 10 failed sign-ins within 15 minutes', () => {
  it('refuses the 11th attempt within 15 minutes of 10 failures, even with the right password, and records it', () => {
    given([...activeUser, ...failures(10, 1)])
      .when(signIn(true, 10))
      .then([failed(10, 'locked_out')]);
    expect(signInError([failed(10, 'locked_out')])).toMatchObject({ kind: 'too_many', code: 'TOO_MANY_SIGN_INS' });
  });

  it('still checks the password after 9 failures within 15 minutes', () =>
    given([...activeUser, ...failures(9, 1)])
      .when(signIn(true, 10))
      .then([{ type: 'SignedIn', data: { at: at(10) } }]));

  it('does not lock an account whose failures are spread over more than 15 minutes', () =>
    given([...activeUser, ...failures(10, 2)])
      .when(signIn(true, 20))
      .then([{ type: 'SignedIn', data: { at: at(20) } }]));

  it('lets the account in again once the window has slid past the first failure', () =>
    given([...activeUser, ...failures(10, 1)])
      .when(signIn(true, 15))
      .then([{ type: 'SignedIn', data: { at: at(15) } }]));

  it('attempts refused by the lockout do not extend it', () =>
    given([...activeUser, ...failures(10, 0), failed(5, 'locked_out'), failed(14, 'locked_out')])
      .when(signIn(true, 15))
      .then([{ type: 'SignedIn', data: { at: at(15) } }]));

  it('a successful sign-in clears the failures counted so far', () =>
    given([...activeUser, ...failures(9, 0), { type: 'SignedIn', data: { at: at(1) } }, failed(2)])
      .when(signIn(false, 3))
      .then([failed(3)]));

  it('resetting the password through a mailed link lifts the lockout', () =>
    given([...activeUser, ...failures(10, 0), { type: 'PasswordChanged', data: { passwordHash: 'scrypt$new', reason: 'reset' } }])
      .when(signIn(true, 1))
      .then([{ type: 'SignedIn', data: { at: at(1) } }]));

  it('keeps only the failures that can still count, however long the attack', () => {
    const state = fold(userDecider, [...activeUser, ...failures(1000, 1)]);
    expect(state.recentFailures.length).toBeLessThanOrEqual(15);
  });
});
