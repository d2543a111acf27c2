import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages } from '@dealbook/domain';
import type { TestRuntime } from '../support/runtime';
import { PASSWORD, activeAccount, caughtUp, sessionCookie, signIn, startIdentityRuntime, type movableClock } from './identity-helpers';

const retrieve = (rt: TestRuntime, cookie?: string, minPosition?: string) =>
  rt.app.inject({
    method: 'GET',
    url: '/api/app/users/secure/retrieve',
    headers: { ...(cookie ? { cookie } : {}), ...(minPosition ? { 'x-min-position': minPosition } : {}) },
  });

describe('sign-in and sign-out', () => {
  let rt: TestRuntime;
  let clock: ReturnType<typeof movableClock>;
  let annId: string;
  beforeAll(async () => {
    ({ rt, clock } = await startIdentityRuntime());
    annId = await activeAccount(rt, 'ann@example.com');
  });
  afterAll(() => rt.dispose());

  it('signs in with a session cookie and answers the user', async () => {
    const res = await signIn(rt, 'ANN@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: annId,
      email: 'ann@example.com',
      first_name: 'Ann',
      last_name: 'Lee',
      type: 'D',
      admin: false,
      auditor: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'dealbook_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await retrieve(rt, sessionCookie(res), String(res.headers['x-position']));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: annId,
      email: 'ann@example.com',
      active: true,
      console_view: 'my_projects',
      last_sign_in_at: expect.any(String),
    });
  });

  it('starts a new session on every sign-in', async () => {
    const first = sessionCookie(await signIn(rt, 'ann@example.com', PASSWORD));
    const second = sessionCookie(await signIn(rt, 'ann@example.com', PASSWORD));
    expect(second).not.toBe(first);
  });

  it('answers a wrong password and an unknown email alike, revealing nothing', async () => {
    const wrong = await signIn(rt, 'ann@example.com', 'not the password at all');
    const unknown = await signIn(rt, 'nobody@example.com', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
      message: identityMessages.signInFailed.message,
    });
  });

  it('locks an account after 10 failed sign-ins in 15 minutes, even for the right password, until the window passes', async () => {
    await activeAccount(rt, 'target@example.com');
    for (let i = 0; i < 10; i++) expect((await signIn(rt, 'target@example.com', `wrong password ${i}`, '127.0.0.2')).statusCode).toBe(401);
    const locked = await signIn(rt, 'target@example.com', PASSWORD, '127.0.0.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_SIGN_INS', message: identityMessages.tooManySignIns.message });
    await caughtUp(rt);
    const lines = (await rt.adapters.documents.find('activity', { type: 'SignInFailed' })).map((a) => a.summary);
    expect(lines).toContain('Sign-in failed (wrong password)');
    expect(lines).toContain('Sign-in failed (locked after too many failures)');
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await signIn(rt, 'target@example.com', PASSWORD, '127.0.0.3')).statusCode).toBe(200);
  });

  it('answers an address with no account as it answers a locked account: ten refusals, then 429 until the window passes', async () => {
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await signIn(rt, email, `wrong password ${i}`, '127.0.0.4');
        seen.push(`${res.statusCode} ${res.json().code}`);
      }
      return seen;
    };
    await activeAccount(rt, 'known-target@example.com');
    const known = await answers('known-target@example.com');
    expect(await answers('nobody-target@example.com')).toEqual(known);
    expect(known.at(-1)).toBe('429 TOO_MANY_SIGN_INS');
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await signIn(rt, 'nobody-target@example.com', 'wrong again', '127.0.0.4')).statusCode).toBe(401);
  });

  it('signs out: the session ends and the activity log says so', async () => {
    const cookie = sessionCookie(await signIn(rt, 'ann@example.com', PASSWORD));
    const out = await rt.app.inject({ method: 'DELETE', url: '/api/app/users/auth', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: identityMessages.signedOut.message });
    const cleared = out.cookies.find((c) => c.name === 'dealbook_session');
    expect(cleared?.value ?? '').toBe('');
    expect((await retrieve(rt)).statusCode).toBe(401);
    await caughtUp(rt);
    expect(await rt.adapters.documents.find('activity', { type: 'SignedOut', actor_id: annId })).toHaveLength(1);
  });

  it('ends the session on the server: a copy of the signed-out cookie no longer works', async () => {
    const cookie = sessionCookie(await signIn(rt, 'ann@example.com', PASSWORD));
    const other = sessionCookie(await signIn(rt, 'ann@example.com', PASSWORD));
    const out = await rt.app.inject({ method: 'DELETE', url: '/api/app/users/auth', headers: { cookie } });
    const position = String(out.headers['x-position']);
    expect((await retrieve(rt, cookie, position)).statusCode).toBe(401);
    expect((await retrieve(rt, other, position)).statusCode).toBe(200);
  });

  it('signing out without a session is harmless', async () => {
    expect((await rt.app.inject({ method: 'DELETE', url: '/api/app/users/auth' })).statusCode).toBe(200);
  });
});

describe('the limit on failed sign-ins from one address', () => {
  let rt: TestRuntime;
  let clock: ReturnType<typeof movableClock>;
  beforeAll(async () => {
    // Every failure costs a (dummy) hash: the cheapest cost keeps 100 of them quick, and cost is not the point here.
    ({ rt, clock } = await startIdentityRuntime({ PASSWORD_HASH_COST: '10' }));
    await activeAccount(rt, 'ann@example.com');
  });
  afterAll(() => rt.dispose());

  it('refuses every sign-in from an address after 100 failures within the hour, and only from it', async () => {
    const attacker = '127.0.0.66';
    for (let i = 0; i < 100; i++) expect((await signIn(rt, `guess${i}@example.com`, PASSWORD, attacker)).statusCode).toBe(401);
    const blocked = await signIn(rt, 'ann@example.com', PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_SIGN_INS', message: identityMessages.tooManySignInsFromAddress.message });
    expect((await signIn(rt, 'ann@example.com', PASSWORD, '127.0.0.67')).statusCode).toBe(200);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await signIn(rt, 'ann@example.com', PASSWORD, attacker)).statusCode).toBe(200);
  });
});
