import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages } from '@dealbook/domain';
import type { TestRuntime } from '../support/runtime';
import {
  PASSWORD,
  caughtUp,
  checkToken,
  linkOf,
  setPassword,
  signIn,
  signUp,
  startIdentityRuntime,
  waitForMails,
  type movableClock,
} from './identity-helpers';

const DAY = 24 * 60 * 60 * 1000;

describe('activation of an account', () => {
  let rt: TestRuntime;
  let clock: ReturnType<typeof movableClock>;
  beforeAll(async () => {
    ({ rt, clock } = await startIdentityRuntime());
  });
  afterAll(() => rt.dispose());

  const mailedToken = async (email: string) => {
    expect((await signUp(rt, email)).statusCode).toBe(201);
    return linkOf((await waitForMails(rt, email))[0]!).token;
  };

  it('sets the password through the mailed link, after which the person signs in', async () => {
    const token = await mailedToken('ann@example.com');
    const res = await setPassword(rt, 'activate', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(String), email: 'ann@example.com' });
    await caughtUp(rt);
    const signedIn = await signIn(rt, 'ann@example.com', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', type: 'D', admin: false });
  });

  it('refuses a link used once already, with “Error: Invalid Security Token”', async () => {
    const token = await mailedToken('reuse@example.com');
    expect((await setPassword(rt, 'activate', token)).statusCode).toBe(200);
    const again = await setPassword(rt, 'activate', token, 'another long password');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      statusCode: 410,
      error: 'Gone',
      code: 'INVALID_ACTIVATION_TOKEN',
      title: 'Error: Invalid Security Token',
      message: identityMessages.invalidActivationToken.message,
    });
    expect((await checkToken(rt, 'users-activate-ghost-account', token)).json()).toMatchObject({
      valid: false,
      reason: 'INVALID_ACTIVATION_TOKEN',
    });
  });

  it('refuses a link after its 7 days', async () => {
    const token = await mailedToken('late@example.com');
    clock.advance(7 * DAY + 1000);
    try {
      expect((await checkToken(rt, 'users-activate-ghost-account', token)).json()).toMatchObject({
        valid: false,
        title: 'Error: Invalid Security Token',
      });
      expect((await setPassword(rt, 'activate', token)).json()).toMatchObject({ statusCode: 410, code: 'INVALID_ACTIVATION_TOKEN' });
    } finally {
      clock.advance(-(7 * DAY + 1000));
    }
  });

  it('refuses an unknown token in the same words', async () => {
    const res = await setPassword(rt, 'activate', 'no-such-token');
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'INVALID_ACTIVATION_TOKEN' });
  });

  it('refuses a password under 12 characters with a clear message, and keeps the link usable', async () => {
    const token = await mailedToken('short@example.com');
    const res = await setPassword(rt, 'activate', token, 'too short');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: identityMessages.passwordTooShort.message });
    expect((await setPassword(rt, 'activate', token)).statusCode).toBe(200);
  });

  it('an account not yet activated cannot sign in, and is told no more than for a wrong password', async () => {
    await mailedToken('pending@example.com');
    const res = await signIn(rt, 'pending@example.com', PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: identityMessages.signInFailed.message });
    expect(res.cookies.find((c) => c.name === 'dealbook_session')).toBeUndefined();
  });

  it('an activation link cannot reset a password', async () => {
    const token = await mailedToken('cross@example.com');
    expect((await setPassword(rt, 'reset', token)).json()).toMatchObject({ statusCode: 410, code: 'INVALID_RESET_TOKEN' });
    expect((await checkToken(rt, 'reset-password', token)).json()).toMatchObject({ valid: false });
    expect((await setPassword(rt, 'activate', token)).statusCode).toBe(200);
  });
});
