import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { PASSWORD, activeAccount, caughtUp, sessionCookie, signIn, signUp, startIdentityRuntime } from './identity-helpers';

const secureRoutes: [string, string, Record<string, unknown>?][] = [
  ['GET', '/api/app/users/secure/retrieve'],
  ['GET', '/api/app/users/secure/all'],
  ['GET', '/api/app/users/secure/query?email=a@b.com'],
  ['PUT', '/api/app/users/secure/console/set/view', { type: 'OTH' }],
  ['PUT', '/api/app/users/secure/console/set/sandbox', { type: true }],
];
const adminRoutes = ['/api/app/users/secure/all', '/api/admin/users', '/api/admin/users/x'];

describe('who may call which identity route', () => {
  let rt: TestRuntime;
  let member: string;
  let memberId: string;
  let admin: string;
  beforeAll(async () => {
    ({ rt } = await startIdentityRuntime());
    memberId = await activeAccount(rt, 'member@example.com');
    member = sessionCookie(await signIn(rt, 'member@example.com', PASSWORD));
    admin = await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true });
    await activeAccount(rt, 'zoe.adams@example.com');
    expect((await signUp(rt, 'pending@example.com', { first_name: 'Pat', last_name: 'Adams', type: 'PI' })).statusCode).toBe(201);
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('answers 401 on every secure route without a session', async () => {
    for (const [method, url, payload] of secureRoutes) {
      const res = await rt.app.inject({ method: method as 'GET' | 'PUT', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 403 on every admin route to a signed-in non-admin', async () => {
    for (const url of adminRoutes) {
      const res = await rt.app.inject({ method: 'GET', url, headers: { cookie: member } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('answers the signed-in user to the user, without any hash', async () => {
    const res = await rt.app.inject({ method: 'GET', url: '/api/app/users/secure/retrieve', headers: { cookie: member } });
    expect(res.json()).toMatchObject({ id: memberId, email: 'member@example.com', admin: false, active: true });
    expect(res.body).not.toMatch(/scrypt|hash|token/i);
  });

  it('sets the console view by the spec’s code or name, and the sandbox', async () => {
    const set = (url: string, payload: Record<string, unknown>) =>
      rt.app.inject({ method: 'PUT', url, headers: { cookie: member }, payload });
    const view = await set('/api/app/users/secure/console/set/view', { type: 'SYN' });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({ console_view: 'matched_solicitations' });
    expect((await set('/api/app/users/secure/console/set/view', { type: 'other_deals' })).json()).toEqual({ console_view: 'other_deals' });
    expect((await set('/api/app/users/secure/console/set/view', { type: 'XYZ' })).statusCode).toBe(400);
    const sandbox = await set('/api/app/users/secure/console/set/sandbox', { type: true });
    expect(sandbox.json()).toEqual({ sandbox: true });
    const me = await rt.app.inject({
      method: 'GET',
      url: '/api/app/users/secure/retrieve',
      headers: { cookie: member, 'x-min-position': String(sandbox.headers['x-position']) },
    });
    expect(me.json()).toMatchObject({ console_view: 'other_deals', sandbox: true });
  });

  it('lists users for admins with 0-based pages and name and email filters', async () => {
    const get = (query: string) => rt.app.inject({ method: 'GET', url: `/api/app/users/secure/all?${query}`, headers: { cookie: admin } });
    const all = (await get('limit=2&page=0')).json();
    expect(all).toMatchObject({ total: 4, page: 0, limit: 2 });
    expect(all.users).toHaveLength(2);
    expect((await get('limit=3&page=1')).json().users).toHaveLength(1);
    const adams = (await get('last_name=adams')).json();
    expect(adams.users.map((u: { email: string }) => u.email)).toEqual(['pending@example.com']);
    expect((await get('email=ZOE')).json().users.map((u: { email: string }) => u.email)).toEqual(['zoe.adams@example.com']);
    expect((await get('first_name=pat')).json()).toMatchObject({ total: 1 });
  });

  it('finds one user by email or id for admins', async () => {
    const get = (query: string) =>
      rt.app.inject({ method: 'GET', url: `/api/app/users/secure/query?${query}`, headers: { cookie: admin } });
    expect((await get('email=Member@Example.com')).json()).toMatchObject({ id: memberId, email: 'member@example.com' });
    expect((await get(`id=${memberId}`)).json()).toMatchObject({ email: 'member@example.com' });
    expect((await get('email=nobody@example.com')).json()).toMatchObject({ statusCode: 404, code: 'USER_NOT_FOUND' });
    expect((await get('')).statusCode).toBe(400);
  });

  it('lets a dealmaker look up a colleague by email for sharing, with only what a share needs', async () => {
    const res = await rt.app.inject({
      method: 'GET',
      url: '/api/app/users/secure/query?email=zoe.adams@example.com',
      headers: { cookie: member },
    });
    expect(Object.keys(res.json()).sort()).toEqual(['active', 'email', 'first_name', 'id', 'last_name', 'type']);
    expect(res.json()).toMatchObject({ email: 'zoe.adams@example.com', active: true });
  });

  it('serves the react-admin Users list and show, read-only', async () => {
    const list = await rt.app.inject({
      method: 'GET',
      url: `/api/admin/users?sort=${encodeURIComponent('["email","ASC"]')}&range=[0,1]&filter=${encodeURIComponent('{"q":"example"}')}`,
      headers: { cookie: admin },
    });
    expect(list.headers['content-range']).toBe('users 0-1/4');
    expect(list.json().map((u: { email: string }) => u.email)).toEqual(['admin@example.com', 'member@example.com']);
    const filtered = await rt.app.inject({
      method: 'GET',
      url: `/api/admin/users?filter=${encodeURIComponent('{"active":false}')}`,
      headers: { cookie: admin },
    });
    expect(filtered.json().map((u: { email: string }) => u.email)).toEqual(['pending@example.com']);
    const one = await rt.app.inject({ method: 'GET', url: `/api/admin/users/${memberId}`, headers: { cookie: admin } });
    expect(one.json()).toMatchObject({ id: memberId, email: 'member@example.com', type: 'D' });
    expect((await rt.app.inject({ method: 'GET', url: '/api/admin/users/nope', headers: { cookie: admin } })).statusCode).toBe(404);
    expect(
      (await rt.app.inject({ method: 'PUT', url: `/api/admin/users/${memberId}`, headers: { cookie: admin }, payload: {} })).statusCode,
    ).toBe(404);
  });

  it('tells the app its environment and address', async () => {
    const res = await rt.app.inject({ method: 'GET', url: '/api/get_app_env' });
    expect(res.json()).toEqual({ env: 'embedded', app_url: 'http://localhost:3000' });
  });
});
