import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SEEN_REFRESH_MS, SESSION_IDLE_MS, SESSION_MAX_MS } from '@dealbook/infra/http/session';
import type { TestRuntime } from '../support/runtime';
import {
  PASSWORD,
  activeAccount,
  caughtUp,
  forgot,
  linkOf,
  sessionCookie,
  setPassword,
  signIn,
  startIdentityRuntime,
  waitForMails,
  type movableClock,
} from '../scenarios/identity-helpers';
import { figure } from '../reliability/figures';

const APP = 'http://localhost:3000';
const webhook = '/api/stripe/webhook';

/**
 * The card provider's webhook names no Origin and carries no session: its signature is what it is checked
 * by. On a runtime set up for Stripe (nothing calls Stripe's API here), a signed delivery without Origin
 * is taken and an unsigned one refused for its signature, not its origin.
 */
async function webhookWithoutOrigin() {
  const secret = 'whsec_r9';
  const { rt } = await startIdentityRuntime({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_r9',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_r9',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
  try {
    const payload = JSON.stringify({
      id: 'evt_r9',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: { id: 'cus_r9' } },
    });
    const send = (signature?: string) =>
      rt.app.inject({
        method: 'POST',
        url: webhook,
        payload,
        headers: { origin: undefined, 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      });
    const signed = await send(Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    const unsigned = await send();
    return { signed: signed.statusCode, unsigned: unsigned.statusCode };
  } finally {
    await rt.dispose();
  }
}
const HOUR = 3600 * 1000;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * R9: sessions and CSRF. The cookie's attributes, a new session at every sign-in, a copied
 * cookie dead after sign-out and after a password change, the idle (12 h) and absolute (7 days) limits,
 * and every state-changing route refusing a foreign Origin, a missing one and a form or text body.
 */
describe('R9 sessions and CSRF', () => {
  let rt: TestRuntime;
  let clock: ReturnType<typeof movableClock>;
  const checks: string[] = [];
  const me = (cookie: string | null) =>
    rt.app.inject({ method: 'GET', url: '/api/app/users/secure/profile', headers: cookie ? { cookie } : {} });
  const signedIn = async (email: string, password = PASSWORD) => {
    const res = await signIn(rt, email, password);
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookie(res);
  };
  const sidOf = (cookie: string) => rt.app.decodeSecureSession(decodeURIComponent(cookie.slice('dealbook_session='.length)))?.get('sid');

  beforeAll(async () => {
    ({ rt, clock } = await startIdentityRuntime());
    await activeAccount(rt, 'ann@example.com');
    await activeAccount(rt, 'eve@example.com');
  });
  afterAll(() => rt.dispose());

  it('sets the cookie HttpOnly and SameSite=Lax, Secure when the app is served over TLS', async () => {
    const plain = (await signIn(rt, 'ann@example.com', PASSWORD)).cookies.find((c) => c.name === 'dealbook_session')!;
    expect(plain).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(plain.secure).toBeFalsy();

    const { rt: tls } = await startIdentityRuntime({ APP_URL: 'https://deals.example.com' });
    try {
      await activeAccount(tls, 'tls@example.com');
      const res = await signIn(tls, 'tls@example.com', PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'dealbook_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
    } finally {
      await tls.dispose();
    }
    checks.push('cookie attributes');
  });

  it('starts a new session at sign-in: a cookie planted before it is not carried into it', async () => {
    const planted = await signedIn('eve@example.com');
    const res = await rt.app.inject({
      method: 'POST',
      url: '/api/app/users/auth',
      headers: { cookie: planted },
      payload: { email: 'ann@example.com', password: PASSWORD },
    });
    const anns = sessionCookie(res);
    expect(anns).not.toBe(planted);
    expect(sidOf(anns)).not.toBe(sidOf(planted));
    expect((await me(anns)).json()).toMatchObject({ email: 'ann@example.com' });
    expect((await me(planted)).json()).toMatchObject({ email: 'eve@example.com' });
    expect(sidOf(await signedIn('ann@example.com'))).not.toBe(sidOf(anns));
    checks.push('new session at sign-in');
  });

  it('kills a copied cookie at sign-out, and every session at a password change', async () => {
    const cookie = await signedIn('ann@example.com');
    const copy = cookie;
    expect((await me(copy)).statusCode).toBe(200);
    expect((await rt.app.inject({ method: 'DELETE', url: '/api/app/users/auth', headers: { cookie } })).statusCode).toBe(200);
    await caughtUp(rt); // the sign-out reaches the sessions' read model a few milliseconds later
    expect((await me(copy)).statusCode).toBe(401);

    const laptop = await signedIn('ann@example.com');
    const phone = await signedIn('ann@example.com');
    expect((await forgot(rt, 'ann@example.com')).statusCode).toBe(200);
    const mail = (await waitForMails(rt, 'ann@example.com', 2)).at(-1)!;
    clock.advance(1000); // a password change ends the sessions that began before it
    expect((await setPassword(rt, 'reset', linkOf(mail).token, 'a new long passphrase')).statusCode).toBe(200);
    await caughtUp(rt);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(await signedIn('ann@example.com', 'a new long passphrase'))).statusCode).toBe(200);
    checks.push('copied cookie dead after sign-out and password change');
  });

  it('ends a session after 12 idle hours, and 7 days after sign-in however busy', async () => {
    let cookie = await signedIn('eve@example.com');
    const use = async () => {
      const res = await me(cookie);
      const renewed = res.cookies.find((c) => c.name === 'dealbook_session');
      if (renewed) cookie = `dealbook_session=${encodeURIComponent(renewed.value)}`;
      return res;
    };
    clock.advance(SEEN_REFRESH_MS + 1000);
    expect((await use()).statusCode).toBe(200);
    // Used every 11 hours, the session lives on past 12 hours from sign-in...
    clock.advance(11 * HOUR);
    expect((await use()).statusCode).toBe(200);
    clock.advance(11 * HOUR);
    expect((await use()).statusCode).toBe(200);
    // ...but not past 12 hours left alone.
    const idle = cookie;
    clock.advance(SESSION_IDLE_MS);
    expect((await me(idle)).statusCode).toBe(401);

    cookie = await signedIn('eve@example.com');
    let busyHours = 0;
    while (busyHours + 11 < SESSION_MAX_MS / HOUR) {
      clock.advance(11 * HOUR);
      busyHours += 11;
      expect((await use()).statusCode).toBe(200);
    }
    clock.advance(SESSION_MAX_MS - busyHours * HOUR);
    expect((await use()).statusCode).toBe(401);
    checks.push('idle 12 h and absolute 7 days limits');
  });

  it('refuses a foreign Origin, a missing Origin and form or text bodies on every state-changing route', async (context) => {
    const cookie = await signedIn('eve@example.com');
    const docs = (await rt.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(docs.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((method) => ['post', 'put', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase() as Method, url: path.replace(/\{[^}]+\}/g, 'x1') })),
    );
    const guarded = routes.filter((r) => r.url !== webhook);
    expect(guarded.length).toBeGreaterThan(60);
    const send = (route: { method: Method; url: string }, headers: Record<string, string | undefined>, payload: string) =>
      rt.app.inject({ method: route.method, url: route.url, headers: { cookie, 'content-type': 'application/json', ...headers }, payload });

    const accepted: string[] = [];
    const expectRefused = (res: LightMyRequestResponse, status: number, code: string | null, what: string) => {
      if (res.statusCode !== status || (code && (res.json() as { code?: string }).code !== code))
        accepted.push(`${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    };
    let requests = 0;
    for (const route of guarded) {
      const at = `${route.method} ${route.url}`;
      expectRefused(await send(route, { origin: 'https://evil.example' }, '{}'), 403, 'CROSS_ORIGIN', `${at} foreign Origin`);
      expectRefused(await send(route, { origin: 'null' }, '{}'), 403, 'CROSS_ORIGIN', `${at} opaque Origin`);
      expectRefused(await send(route, { origin: undefined }, '{}'), 403, 'ORIGIN_REQUIRED', `${at} no Origin`);
      // What an HTML form on a hostile page can post without a preflight (its Origin refused above).
      expectRefused(
        await send(route, { origin: APP, 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'),
        415,
        null,
        `${at} form body`,
      );
      expectRefused(await send(route, { origin: APP, 'content-type': 'text/plain' }, '{}'), 415, null, `${at} text body`);
      requests += 5;
    }
    expect(accepted).toEqual([]);

    // A browser that leaves Origin out of a same-origin request says so in Sec-Fetch-Site, which no page can set.
    const viaFetchMetadata = await rt.app.inject({
      method: 'PUT',
      url: '/api/app/users/secure/console/set/sandbox',
      headers: { cookie, origin: undefined, 'sec-fetch-site': 'same-origin' },
      payload: { type: true },
    });
    expect(viaFetchMetadata.statusCode, viaFetchMetadata.body).toBe(200);
    const crossSiteMetadata = await rt.app.inject({
      method: 'PUT',
      url: '/api/app/users/secure/console/set/sandbox',
      headers: { cookie, origin: undefined, 'sec-fetch-site': 'cross-site' },
      payload: { type: true },
    });
    expect(crossSiteMetadata.json()).toMatchObject({ statusCode: 403, code: 'ORIGIN_REQUIRED' });
    expect(await webhookWithoutOrigin()).toEqual({ signed: 200, unsigned: 400 });

    figure(
      context,
      `R9 sessions and CSRF: ${accepted.length} of ${requests.toLocaleString('en-US')} forged state changes accepted over ${guarded.length} routes ` +
        `(foreign, opaque and missing Origin, form and text bodies); ${checks.length} of 4 session checks hold (${checks.join('; ')})`,
    );
  });
});
