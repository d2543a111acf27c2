import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages } from '@dealbook/domain';
import type { TestRuntime } from '../support/runtime';
import {
  PASSWORD,
  activeAccount,
  caughtUp,
  checkToken,
  forgot,
  linkOf,
  mails,
  setPassword,
  signIn,
  signUp,
  startIdentityRuntime,
  waitForMails,
  type movableClock,
} from './identity-helpers';

const NEW_PASSWORD = 'a brand new passphrase';

describe('forgotten password and reset', () => {
  let rt: TestRuntime;
  let clock: ReturnType<typeof movableClock>;
  beforeAll(async () => {
    ({ rt, clock } = await startIdentityRuntime());
  });
  afterAll(() => rt.dispose());

  /** The reset link mailed after a forgot request (the activation mail came first). */
  const resetToken = async (email: string) => {
    expect((await forgot(rt, email)).statusCode).toBe(200);
    const mail = (await waitForMails(rt, email, 2))[1]!;
    expect(mail.subject).toBe('Reset your Dealbook password');
    return linkOf(mail);
  };

  it('mails a reset link that sets a new password; the old one stops working', async () => {
    await activeAccount(rt, 'ann@example.com');
    const { link, token } = await resetToken('ann@example.com');
    expect(link).toBe(`http://localhost:3000/reset/${token}`);
    expect((await checkToken(rt, 'reset-password', token)).json()).toEqual({ valid: true });
    const res = await setPassword(rt, 'reset', token, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'ann@example.com' });
    expect((await signIn(rt, 'ann@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await signIn(rt, 'ann@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session that started before the password was reset', async () => {
    await activeAccount(rt, 'bea@example.com');
    const res = await signIn(rt, 'bea@example.com', PASSWORD);
    const cookie = `dealbook_session=${encodeURIComponent(res.cookies.find((c) => c.name === 'dealbook_session')!.value)}`;
    const me = (minPosition?: string) =>
      rt.app.inject({
        method: 'GET',
        url: '/api/app/users/secure/retrieve',
        headers: { cookie, ...(minPosition ? { 'x-min-position': minPosition } : {}) },
      });
    expect((await me(String(res.headers['x-position']))).statusCode).toBe(200);
    clock.advance(1000);
    const { token } = await resetToken('bea@example.com');
    const reset = await setPassword(rt, 'reset', token, NEW_PASSWORD);
    expect((await me(String(reset.headers['x-position']))).statusCode).toBe(401);
  });

  it('refuses a reset link used once already, with “Error: Invalid Security Token”', async () => {
    await activeAccount(rt, 'reuse@example.com');
    const { token } = await resetToken('reuse@example.com');
    expect((await setPassword(rt, 'reset', token, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await setPassword(rt, 'reset', token, 'yet another passphrase');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      statusCode: 410,
      error: 'Gone',
      code: 'INVALID_RESET_TOKEN',
      title: 'Error: Invalid Security Token',
      message: identityMessages.invalidResetToken.message,
    });
    expect((await checkToken(rt, 'reset-password', token)).json()).toMatchObject({ valid: false, reason: 'INVALID_RESET_TOKEN' });
  });

  it('refuses a reset link after its hour', async () => {
    await activeAccount(rt, 'late@example.com');
    const { token } = await resetToken('late@example.com');
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await checkToken(rt, 'reset-password', token)).json()).toMatchObject({ valid: false });
    expect((await setPassword(rt, 'reset', token, NEW_PASSWORD)).json()).toMatchObject({ statusCode: 410, code: 'INVALID_RESET_TOKEN' });
  });

  it('voids an older reset link once the password was set with a newer one', async () => {
    await activeAccount(rt, 'twice@example.com');
    const first = await resetToken('twice@example.com');
    expect((await forgot(rt, 'twice@example.com')).statusCode).toBe(200);
    const second = linkOf((await waitForMails(rt, 'twice@example.com', 3))[2]!);
    expect((await setPassword(rt, 'reset', second.token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await checkToken(rt, 'reset-password', first.token)).json()).toMatchObject({ valid: false });
    expect((await setPassword(rt, 'reset', first.token, 'yet another passphrase')).statusCode).toBe(410);
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    await activeAccount(rt, 'known@example.com');
    const known = await forgot(rt, 'known@example.com');
    const unknown = await forgot(rt, 'unknown@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ message: identityMessages.recoverySent.message });
    expect(unknown.headers['x-position']).toBeUndefined();
    expect(known.headers['x-position']).toBeUndefined();
    await waitForMails(rt, 'known@example.com', 2);
    await caughtUp(rt);
    expect((await mails(rt)).filter((m) => m.to.includes('unknown@example.com'))).toEqual([]);
  });

  it('mails a new activation link, not a reset link, to an account not yet activated', async () => {
    expect((await signUp(rt, 'pending@example.com')).statusCode).toBe(201);
    await waitForMails(rt, 'pending@example.com');
    expect((await forgot(rt, 'pending@example.com')).statusCode).toBe(200);
    const mail = (await waitForMails(rt, 'pending@example.com', 2))[1]!;
    expect(mail.subject).toBe('Activate your Dealbook account');
    const { link, token } = linkOf(mail);
    expect(link).toBe(`http://localhost:3000/account/activate/${token}`);
    expect((await setPassword(rt, 'activate', token)).statusCode).toBe(200);
  });

  it('checks only the token purposes of this issue, and says so for the others', async () => {
    for (const type of ['users-survey', 'email-unsubscribe', 'anything']) {
      const res = await checkToken(rt, type, 'abc');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_TOKEN_TYPE', message: 'unsupported token_type' });
    }
    expect((await checkToken(rt, 'reset-password', 'no-such-token')).json()).toMatchObject({
      valid: false,
      title: 'Error: Invalid Security Token',
    });
  });

  it('refuses a new password under 12 characters', async () => {
    await activeAccount(rt, 'weak@example.com');
    const { token } = await resetToken('weak@example.com');
    expect((await setPassword(rt, 'reset', token, 'short')).json()).toMatchObject({ statusCode: 422, code: 'PASSWORD_TOO_SHORT' });
  });

  it('limits recovery requests from one address, so that nobody floods a mailbox', async () => {
    const ask = (email = 'x@example.com') =>
      rt.app.inject({ method: 'POST', url: '/api/app/users/email/forgot', payload: { email }, remoteAddress: '127.0.0.77' });
    for (let i = 0; i < 20; i++) expect((await ask(`x${i}@example.com`)).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('sends one address at most 5 recovery mails a day, whoever asks, known or not, with a 429 that says when to retry', async () => {
    await activeAccount(rt, 'daily@example.com');
    const ask = (email: string, i: number) =>
      rt.app.inject({ method: 'POST', url: '/api/app/users/email/forgot', payload: { email }, remoteAddress: `10.9.0.${i + 1}` });
    for (const email of ['daily@example.com', 'unknown-daily@example.com']) {
      for (let i = 0; i < 5; i++) expect((await ask(email, i)).statusCode).toBe(200);
      const refused = await ask(email, 99);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'MAIL_LIMIT_ADDRESS', title: 'Too Many Emails' });
      expect(refused.json().message).toContain(`We have already sent ${email} as many emails as we send one address in a day.`);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    }
    // The activation mail and the 5 recovery mails; the refused requests recorded nothing to send.
    await waitForMails(rt, 'daily@example.com', 1 + 5);
    await caughtUp(rt);
    expect((await mails(rt)).filter((m) => m.to.includes('daily@example.com'))).toHaveLength(1 + 5);
  });
});
