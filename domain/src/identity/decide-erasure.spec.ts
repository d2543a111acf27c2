import { describe, it } from 'vitest';
import type { UserCommand } from './commands';
import { userDecider } from './decide';
import type { UserEvent } from './events';
import { givenFor } from './given';

const given = givenFor(userDecider);
const t0 = '2025-03-01T10:00:00.000Z';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', type: 'D', ghost: false, opt_in: true, invitation_code: null },
};
const subjects = ['user:u-ann', 'email:abc'];
const erase = (by = 'u-admin'): UserCommand => ({ type: 'ErasePersonalData', data: { userId: 'u-ann', by, subjects, now: t0 } });
const erased: UserEvent = { type: 'PersonalDataErased', data: { by: 'u-admin', at: t0, subjects } };

describe('erasing a person (R12)', () => {
  it('records the erasure with the subjects whose keys go', () => given([registered]).when(erase()).then([erased]));

  it('records nothing the second time', () => given([registered, erased]).when(erase()).then([]));

  it('refuses an admin erasing their own account', () => given([registered]).when(erase('u-ann')).thenFails('OWN_ACCOUNT'));

  it('refuses to reopen an erased account', () =>
    given([registered, erased])
      .when({ type: 'ReactivateAccount', data: { by: 'u-admin', now: t0 } })
      .thenFails('ACCOUNT_ERASED'));

  it('refuses a person who does not exist', () => given([]).when(erase()).thenFails('USER_NOT_FOUND'));
});
