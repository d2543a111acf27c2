import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { inProcessOnly } from '../support/split-runtime';
import { caughtUp, createDeal, dealsApi, ok, startDealsRuntime } from './deals-helpers';
import { PASSWORD, activeAccount, sessionCookie, signIn, signUp } from './identity-helpers';

/**
 * What a person learns about others and what the server tells a visitor: an address from an id only
 * through a relationship, a clean 400 for a broken URL, an erased address free again.
 */
const ADMIN_PASSWORD = 'admin passphrase of length';

describe('small leaks', () => {
  let rt: TestRuntime;
  let ann: { id: string; cookie: string };
  let bob: { id: string; cookie: string };
  let eve: { id: string; cookie: string };
  let admin: string;
  const account = async (email: string) => {
    const id = await activeAccount(rt, email);
    return { id, cookie: sessionCookie(await signIn(rt, email, PASSWORD)) };
  };
  const lookup = (cookie: string, query: string) =>
    rt.app.inject({ method: 'GET', url: `/api/app/users/secure/query?${query}`, headers: { cookie } });

  beforeAll(async () => {
    // A real admin (from configuration, through events): an erasure rebuilds the read models from the log,
    // and an admin written only into the read model would be gone after it.
    ({ rt } = await startDealsRuntime({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: ADMIN_PASSWORD }));
    admin = sessionCookie(await signIn(rt, 'admin@example.com', ADMIN_PASSWORD));
    ann = await account('ann@example.com');
    bob = await account('bob@example.com');
    eve = await account('eve@example.com');
    await givePlan(rt.adapters.store, ann.id);
    const owner = dealsApi(rt, ann.cookie);
    const deal = await createDeal(owner);
    ok(await owner.share(deal.id, { email: 'bob@example.com', first_name: '', last_name: '' }), 201);
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('tells an address from an id only to someone related to its owner, an admin or an auditor', async () => {
    // Ann shared a deal with Bob: each may read the other's address from their id.
    expect((await lookup(ann.cookie, `id=${bob.id}`)).json()).toMatchObject({ id: bob.id, email: 'bob@example.com' });
    expect((await lookup(bob.cookie, `id=${ann.id}`)).json()).toMatchObject({ id: ann.id, email: 'ann@example.com' });
    // Eve knows neither: the same 404 as for an id that does not exist.
    const stranger = await lookup(eve.cookie, `id=${ann.id}`);
    const nobody = await lookup(eve.cookie, 'id=no-such-user');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('ann@example.com');
    expect(stranger.body).toBe(nobody.body);
    const auditor = await rt.cookieFor({ id: 'auditor-1', email: 'auditor@example.com', auditor: true });
    expect((await lookup(admin, `id=${ann.id}`)).json()).toMatchObject({ email: 'ann@example.com' });
    expect((await lookup(auditor, `id=${ann.id}`)).json()).toMatchObject({ email: 'ann@example.com' });
    // By email the caller already knows the address: the share dialog's lookup answers as before.
    expect((await lookup(eve.cookie, 'email=ann@example.com')).json()).toMatchObject({ id: ann.id, active: true });
  });

  it('answers a viewer URL with a broken percent escape with 400, not 500', async () => {
    for (const path of [
      '/api/app/deals/secure/%E0%A4%A/attachments/f/download',
      '/api/app/deals/d/attachments/%ZZ%/public/download?expires=1&sig=s',
    ]) {
      const res = await rt.app.inject({ method: 'GET', url: `/api/pdf?url=${encodeURIComponent(path)}`, headers: { cookie: ann.cookie } });
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'BAD_URL' });
    }
  });

  it('takes a state change from the host it was sent to only with the same scheme', async () => {
    // Over HTTP the client sets the Host header itself (fetch sends its own): this is the service's own check.
    inProcessOnly('a request naming a Host of its own');
    const signIn = (headers: Record<string, string>) =>
      rt.app.inject({ method: 'POST', url: '/api/app/users/auth', payload: { email: 'nobody@example.com', password: 'wrong' }, headers });
    // A gateway forwarding the app's own origin under another host name: same scheme and host, taken.
    expect((await signIn({ host: 'deals.internal:8080', origin: 'http://deals.internal:8080' })).statusCode).toBe(401);
    // The same host under another scheme is another origin.
    const other = await signIn({ host: 'deals.internal:8080', origin: 'https://deals.internal:8080' });
    expect(other.json()).toMatchObject({ statusCode: 403, code: 'CROSS_ORIGIN' });
  });

  it('frees an erased account’s address: it signs up again as a new account, and nothing tells it had one', async () => {
    const zed = await activeAccount(rt, 'zed@example.com');
    const erased = await rt.app.inject({ method: 'POST', url: `/api/admin/users/${zed}/erase`, headers: { cookie: admin } });
    expect(erased.json()).toEqual({ id: zed, erased: true });
    const again = await signUp(rt, 'zed@example.com');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(zed);
    // A retried erasure releases nothing the new account holds.
    expect((await rt.app.inject({ method: 'POST', url: `/api/admin/users/${zed}/erase`, headers: { cookie: admin } })).statusCode).toBe(
      200,
    );
    expect((await signUp(rt, 'zed@example.com')).json()).toMatchObject({ statusCode: 409, code: 'EMAIL_ALREADY_REGISTERED' });
  });

  it('asks who is asking before it reads what they sent to an admin route', async () => {
    const roles = (cookie?: string) =>
      rt.app.inject({ method: 'PUT', url: '/api/admin/users/x/roles', payload: { roles: ['x'] }, headers: cookie ? { cookie } : {} });
    expect((await roles()).json()).toMatchObject({ statusCode: 401 });
    expect((await roles(eve.cookie)).json()).toMatchObject({ statusCode: 403 });
    expect((await roles(admin)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('converts a lead only for the address this browser just signed up', async () => {
    const convert = (email: string, cookie?: string) =>
      rt.app.inject({ method: 'PUT', url: `/api/app/campaigns/email/leadgen/convert/${email}`, headers: cookie ? { cookie } : {} });
    expect((await convert('victim@example.com')).json()).toMatchObject({ statusCode: 403, code: 'ACCOUNT_NOT_PROVEN' });
    const proof = sessionCookie(await signUp(rt, 'lead@example.com', { ghost: true }));
    expect((await convert('victim@example.com', proof)).statusCode).toBe(403);
    expect((await convert('Lead@Example.com', proof)).statusCode).toBe(200);
    // Signed in, a person converts their own address.
    expect((await convert('eve@example.com', eve.cookie)).statusCode).toBe(200);
  });
});
