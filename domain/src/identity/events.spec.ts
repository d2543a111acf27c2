import { describe, expect, it } from 'vitest';
import { decodeEvent, fold } from '../shared';
import type { UserCommand } from './commands';
import { userDecider } from './decide';
import { tokenDecider } from './decide-token';
import { emailReservationDecider } from './decide-email';
import { identityEventTypes, type IdentityEvent, type UserEvent } from './events';

const hash = (c: string) => c.repeat(64);
const now = '2025-03-01T10:00:00.000Z';

describe('identity events', () => {
  it('every event a decider returns fits its schema, and none carries a password or a raw token', () => {
    const commands: UserCommand[] = [
      {
        type: 'RegisterUser',
        data: {
          email: 'ann@example.com',
          firstName: 'Ann',
          lastName: 'Lee',
          type: 'D',
          ghost: true,
          optIn: true,
          invitationCode: 'REF20',
          activationTokenHash: hash('a'),
          now,
        },
      },
      { type: 'ActivateAccount', data: { tokenHash: hash('a'), passwordHash: 'scrypt$131072$8$1$c2FsdA$aGFzaA', now } },
      { type: 'SignIn', data: { passwordMatches: false, now } },
      { type: 'SignIn', data: { passwordMatches: true, now } },
      { type: 'RequestRecovery', data: { tokenHash: hash('b'), sealedToken: 'v1.c2VhbGVk', now } },
      { type: 'ResetPassword', data: { tokenHash: hash('b'), passwordHash: 'scrypt$131072$8$1$c2FsdA$b3RoZXI', now } },
      { type: 'SignOut', data: { now } },
      { type: 'GrantAdmin', data: { by: null, now } },
      { type: 'RevokeAdmin', data: { by: 'u9', now } },
      { type: 'SetRoles', data: { userId: 'u1', roles: ['auditor'], by: 'u9', now } },
      { type: 'SetRoles', data: { userId: 'u1', roles: [], by: 'u9', now } },
      { type: 'DeactivateAccount', data: { userId: 'u1', by: 'u9', now } },
      { type: 'ReactivateAccount', data: { by: 'u9', now } },
      { type: 'SetConsoleView', data: { view: 'matched_solicitations', now } },
      { type: 'SetSandbox', data: { sandbox: true, now } },
      { type: 'ErasePersonalData', data: { userId: 'u1', by: 'u9', subjects: ['user:u1', `email:${hash('e')}`], now } },
    ];
    const events: IdentityEvent[] = [];
    const user: UserEvent[] = [];
    for (const command of commands) user.push(...userDecider.decide(command, fold(userDecider, user)));
    events.push(...user);
    const ghost: UserCommand = {
      type: 'CreateGhostUser',
      data: { email: 'bob@example.com', firstName: '', lastName: '', type: 'PI', createdBy: 'u1', activationTokenHash: hash('c'), now },
    };
    events.push(...userDecider.decide(ghost, userDecider.initialState));
    const reserved = emailReservationDecider.decide(
      { type: 'ReserveEmail', data: { userId: 'u1', now } },
      emailReservationDecider.initialState,
    );
    const release = { type: 'ReleaseEmail' as const, data: { userId: 'u1', now } };
    events.push(...reserved, ...emailReservationDecider.decide(release, fold(emailReservationDecider, reserved)));
    const token = tokenDecider.decide({ type: 'IssueToken', data: { userId: 'u1', purpose: 'reset', now } }, tokenDecider.initialState);
    events.push(...token, ...tokenDecider.decide({ type: 'UseToken', data: { purpose: 'reset', now } }, fold(tokenDecider, token)));

    expect(new Set(events.map((e) => e.type))).toEqual(new Set(Object.keys(identityEventTypes)));
    for (const event of events) {
      expect(decodeEvent(identityEventTypes, event.type, event.data, 1)).toEqual(event.data);
      expect(JSON.stringify(event.data)).not.toMatch(/password"\s*:/i);
    }
  });
});
