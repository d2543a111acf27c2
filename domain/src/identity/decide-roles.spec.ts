import { describe, expect, it } from 'vitest';
import type { PlatformRole, UserCommand } from './commands';
import { signInError, userDecider } from './decide';
import type { UserEvent } from './events';
import { givenFor } from './given';

const given = givenFor(userDecider);
const t0 = '2025-03-01T10:00:00.000Z';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', type: 'D', ghost: false, opt_in: true, invitation_code: null },
};
const setRoles = (roles: PlatformRole[], by = 'u-admin', userId = 'u-ann'): UserCommand => ({
  type: 'SetRoles',
  data: { userId, roles, by, now: t0 },
});
const admin: UserEvent = { type: 'AdminGranted', data: { by: 'u-admin' } };

describe('platform roles', () => {
  it('grants what is listed and revokes what is not, one event a change', () => {
    given([registered])
      .when(setRoles(['auditor']))
      .then([{ type: 'AuditorGranted', data: { by: 'u-admin' } }]);
    given([registered, admin])
      .when(setRoles(['auditor']))
      .then([
        { type: 'AdminRevoked', data: { by: 'u-admin' } },
        { type: 'AuditorGranted', data: { by: 'u-admin' } },
      ]);
    given([registered, { type: 'AuditorGranted', data: { by: 'u-admin' } }])
      .when(setRoles([]))
      .then([{ type: 'AuditorRevoked', data: { by: 'u-admin' } }]);
  });

  it('appends nothing when the roles are already those', () =>
    given([registered, admin])
      .when(setRoles(['admin']))
      .then([]));

  it('refuses an admin who is also an auditor', () =>
    given([registered])
      .when(setRoles(['admin', 'auditor']))
      .thenFails('ADMIN_OR_AUDITOR'));

  it('refuses an admin taking away their own admin role', () =>
    given([registered, admin]).when(setRoles([], 'u-ann')).thenFails('OWN_ADMIN_ROLE'));

  it('refuses an account that does not exist', () =>
    given([])
      .when(setRoles(['auditor']))
      .thenFails('USER_NOT_FOUND'));
});

describe('closing an account', () => {
  const active: UserEvent[] = [registered, { type: 'UserActivated', data: { at: t0 } }];
  const closed: UserEvent[] = [...active, { type: 'AccountDeactivated', data: { by: 'u-admin' } }];
  const signIn = (passwordMatches: boolean): UserCommand => ({ type: 'SignIn', data: { passwordMatches, now: t0 } });

  it('closes and reopens it, once each', () => {
    given(active)
      .when({ type: 'DeactivateAccount', data: { userId: 'u-ann', by: 'u-admin', now: t0 } })
      .then([{ type: 'AccountDeactivated', data: { by: 'u-admin' } }]);
    given(closed)
      .when({ type: 'DeactivateAccount', data: { userId: 'u-ann', by: 'u-admin', now: t0 } })
      .then([]);
    given(closed)
      .when({ type: 'ReactivateAccount', data: { by: 'u-admin', now: t0 } })
      .then([{ type: 'AccountReactivated', data: { by: 'u-admin' } }]);
    given(active)
      .when({ type: 'ReactivateAccount', data: { by: 'u-admin', now: t0 } })
      .then([]);
  });

  it('refuses an admin closing their own account', () =>
    given(active)
      .when({ type: 'DeactivateAccount', data: { userId: 'u-ann', by: 'u-ann', now: t0 } })
      .thenFails('OWN_ACCOUNT'));

  it('tells only someone with the right password that the account is closed', () => {
    const right = userDecider.decide(signIn(true), closed.reduce(userDecider.evolve, userDecider.initialState));
    expect(right).toEqual([{ type: 'SignInFailed', data: { at: t0, reason: 'deactivated' } }]);
    expect(signInError(right)?.code).toBe('ACCOUNT_DEACTIVATED');
    const wrong = userDecider.decide(signIn(false), closed.reduce(userDecider.evolve, userDecider.initialState));
    expect(signInError(wrong)?.code).toBe('INVALID_CREDENTIALS');
  });
});
