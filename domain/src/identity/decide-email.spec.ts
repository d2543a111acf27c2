import { describe, expect, it } from 'vitest';
import { emailReservationDecider } from './decide-email';
import { givenFor } from './given';

const given = givenFor(emailReservationDecider);
const now = '2025-03-01T10:00:00.000Z';

describe('one account per email', () => {
  it('reserves a free email for the new account', () =>
    given([])
      .when({ type: 'ReserveEmail', data: { userId: 'u1', now } })
      .then([{ type: 'EmailReserved', data: { userId: 'u1', at: now } }]));

  it('refuses a second account for a reserved email, with the spec already-registered message', () => {
    const error = given([{ type: 'EmailReserved', data: { userId: 'u1', at: now } }])
      .when({ type: 'ReserveEmail', data: { userId: 'u2', now } })
      .thenFails('EMAIL_ALREADY_REGISTERED');
    expect(error).toMatchObject({ kind: 'conflict', message: 'The email entered has already been registered on our platform' });
  });

  it('releases the address of an erased account, which may then be reserved by a new one', () => {
    given([{ type: 'EmailReserved', data: { userId: 'u1', at: now } }])
      .when({ type: 'ReleaseEmail', data: { userId: 'u1', now } })
      .then([{ type: 'EmailReleased', data: { userId: 'u1', at: now } }]);
    given([
      { type: 'EmailReserved', data: { userId: 'u1', at: now } },
      { type: 'EmailReleased', data: { userId: 'u1', at: now } },
    ])
      .when({ type: 'ReserveEmail', data: { userId: 'u2', now } })
      .then([{ type: 'EmailReserved', data: { userId: 'u2', at: now } }]);
  });

  it('releases nothing for an account that does not hold the address (a retry, or after a new sign-up)', () =>
    given([
      { type: 'EmailReserved', data: { userId: 'u1', at: now } },
      { type: 'EmailReleased', data: { userId: 'u1', at: now } },
      { type: 'EmailReserved', data: { userId: 'u2', at: now } },
    ])
      .when({ type: 'ReleaseEmail', data: { userId: 'u1', now } })
      .then([]));

  it('a retried sign-up of the same account appends nothing', () =>
    given([{ type: 'EmailReserved', data: { userId: 'u1', at: now } }])
      .when({ type: 'ReserveEmail', data: { userId: 'u1', now } })
      .then([]));
});
