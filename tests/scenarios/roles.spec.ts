import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { after, caughtUp, createDeal, dealsApi, ok, startDealsRuntime } from './deals-helpers';
import { PASSWORD, activeAccount, sessionCookie, signIn, signUp, waitForMails } from './identity-helpers';

type Api = ReturnType<typeof dealsApi>;
type Paths = Record<string, Record<string, unknown>>;

/** Every route the services serve, as 'METHOD /path/{param}', from the OpenAPI document. */
async function servedRoutes(rt: TestRuntime): Promise<string[]> {
  await rt.app.ready();
  const paths = (rt.app.swagger() as { paths: Paths }).paths;
  return Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x');

describe('platform roles: admins, auditors and dealmakers', () => {
  let rt: TestRuntime;
  let admin: Api;
  let auditor: Api;
  let dealmaker: Api;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
    auditor = dealsApi(rt, await rt.cookieFor({ id: 'u-audit', email: 'audit@example.com', auditor: true }));
    dealmaker = dealsApi(rt, await rt.cookieFor({ id: 'u-dm', email: 'dm@example.com' }));
  });
  afterAll(() => rt.dispose());

  it('refuses an auditor every command route but signing in and out and keeping their saved queries, before reading the body', async () => {
    const commands = (await servedRoutes(rt)).filter((r) => !r.startsWith('GET ') && !r.startsWith('HEAD '));
    expect(commands.length).toBeGreaterThan(30);
    for (const route of commands) {
      const [method, path] = route.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
      const res = await auditor.call(method, concrete(path), {});
      const open = ['POST /api/app/users/auth', 'DELETE /api/app/users/auth', 'PUT /api/admin/saved-queries/{resource}'];
      if (open.includes(route)) expect(res.statusCode, route).not.toBe(403);
      else expect([res.statusCode, res.json().code], route).toEqual([403, 'AUDITOR_READ_ONLY']);
    }
  });

  it('opens every admin read to auditors and admins, and none to dealmakers', async () => {
    const reads = (await servedRoutes(rt)).filter((r) => r.startsWith('GET /api/admin/') || r === 'GET /api/app/users/secure/all');
    expect(reads.length).toBeGreaterThan(8);
    for (const route of reads) {
      const url = concrete(route.slice(4));
      for (const [who, api] of [
        ['auditor', auditor],
        ['admin', admin],
      ] as const) {
        expect([401, 403], `${who}: ${route}`).not.toContain((await api.call('GET', url)).statusCode);
      }
      expect((await dealmaker.call('GET', url)).statusCode, `dealmaker: ${route}`).toBe(403);
    }
  });

  it('lets an auditor read any deal with its history, and change none of it', async () => {
    const deal = await createDeal(dealmaker);
    await caughtUp(rt);
    const seen = ok<{ access: { role: string; can: Record<string, boolean> } }>(await auditor.retrieve(deal.id));
    expect(seen.access.role).toBe('auditor');
    expect(
      Object.entries(seen.access.can)
        .filter(([, yes]) => yes)
        .map(([c]) => c)
        .sort(),
    ).toEqual(['export', 'see_history', 'view']);
    ok(await auditor.history(deal.id, 'project_name'));
    ok(await auditor.asOf(deal.id, 'at=2100-01-01T00:00:00Z'));
    ok(await auditor.distribution(deal.id));
    expect((await auditor.rename(deal.id, 'Audited')).json()).toMatchObject({ statusCode: 403, code: 'AUDITOR_READ_ONLY' });
  });

  it('has an admin grant and revoke the auditor role, each an event, and refuses what makes no sense', async () => {
    const id = await activeAccount(rt, 'reviewer@example.com');
    const set = (roles: string[], as: Api = admin) => as.call('PUT', `/api/admin/users/${id}/roles`, { roles });
    const granted = await set(['auditor']);
    expect(ok(granted)).toEqual({ id, roles: ['auditor'] });
    const reviewer = dealsApi(rt, sessionCookie(await signIn(rt, 'reviewer@example.com', PASSWORD)));
    expect((await reviewer.call('GET', '/api/admin/users', undefined, after(granted))).statusCode).toBe(200);
    expect((await reviewer.create()).json()).toMatchObject({ code: 'AUDITOR_READ_ONLY' });
    expect((await set(['admin', 'auditor'])).json()).toMatchObject({ statusCode: 422, code: 'ADMIN_OR_AUDITOR' });
    expect((await set([], dealmaker)).statusCode).toBe(403);
    expect((await admin.call('PUT', '/api/admin/users/u-admin/roles', { roles: [] })).statusCode).toBe(404);
    const revoked = await set([]);
    expect(ok(revoked)).toEqual({ id, roles: [] });
    expect((await reviewer.call('GET', '/api/admin/users', undefined, after(revoked))).statusCode).toBe(403);
    const lines = ok<{ type: string }[]>(await admin.call('GET', '/api/admin/activity?range=[0,50]', undefined, after(revoked)));
    expect(lines.map((l) => l.type)).toEqual(expect.arrayContaining(['AuditorGranted', 'AuditorRevoked']));
  });

  it('has an admin close and reopen an account, and mail a new activation link to one not yet activated', async () => {
    const id = await activeAccount(rt, 'closing@example.com');
    const member = dealsApi(rt, sessionCookie(await signIn(rt, 'closing@example.com', PASSWORD)));
    const closed = await admin.call('PUT', `/api/admin/users/${id}/deactivate`);
    expect(ok(closed)).toEqual({ id, deactivated: true });
    expect((await member.call('GET', '/api/app/users/secure/retrieve', undefined, after(closed))).statusCode).toBe(401);
    expect((await signIn(rt, 'closing@example.com', PASSWORD)).json()).toMatchObject({ statusCode: 403, code: 'ACCOUNT_DEACTIVATED' });
    expect((await signIn(rt, 'closing@example.com', 'a wrong password entirely')).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await admin.call('PUT', `/api/admin/users/${id}/deactivate`, undefined, { cookie: '' })).statusCode).toBe(401);
    ok(await admin.call('PUT', `/api/admin/users/${id}/reactivate`));
    expect((await signIn(rt, 'closing@example.com', PASSWORD)).statusCode).toBe(200);

    expect((await signUp(rt, 'pending@example.com')).statusCode).toBe(201);
    await caughtUp(rt);
    const pendingId = ok<{ id: string; email: string }[]>(
      await admin.call('GET', '/api/admin/users?filter=' + encodeURIComponent('{"q":"pending@"}')),
    ).at(0)!.id;
    const resent = await admin.call('POST', `/api/admin/users/${pendingId}/activation`);
    expect(ok(resent, 202)).toEqual({ id: pendingId, email: 'pending@example.com' });
    const links = (await waitForMails(rt, 'pending@example.com', 2)).filter((m) => m.text.includes('/account/activate/'));
    expect(links).toHaveLength(2);
    expect((await admin.call('POST', `/api/admin/users/${id}/activation`)).json()).toMatchObject({
      statusCode: 409,
      code: 'ALREADY_ACTIVE',
    });
  });
});
