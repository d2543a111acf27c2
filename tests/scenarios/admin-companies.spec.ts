import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, startIdentityRuntime } from './identity-helpers';
import { approveJoin, send, signedInAccount } from './account-helpers';

type Company = { id: string; name: string; company_ghost: boolean; member_count: number };

const listUrl = (params: { filter?: object; sort?: [string, string]; range?: [number, number] } = {}) => {
  const query = Object.entries(params).map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`);
  return `/api/admin/companies${query.length ? `?${query.join('&')}` : ''}`;
};

describe('admin companies over HTTP', () => {
  let rt: TestRuntime;
  let ann: { id: string; cookie: string };
  let admin: string;
  const ids: Record<string, string> = {};

  /** Names a company on the profile, as a user does (the company starts as a ghost); an admin approves a request to join one. */
  const joinCompany = async (person: { id: string; cookie: string }, company: string, headquarters_address = '') =>
    approveJoin(
      rt,
      person.id,
      await send(rt, 'PUT', '/api/app/users/secure/profile', { first_name: 'Pat', company, headquarters_address }, person.cookie),
    );

  beforeAll(async () => {
    ({ rt } = await startIdentityRuntime());
    ann = await signedInAccount(rt, 'ann@example.com');
    const bob = await signedInAccount(rt, 'bob@example.com');
    const cy = await signedInAccount(rt, 'cy@example.com');
    await joinCompany(ann, 'Harbor Capital', '500 Congress Ave, Austin, TX 78701, USA');
    await joinCompany(bob, 'harbor  capital');
    await joinCompany(cy, 'Birch Lane Partners');
    await caughtUp(rt);
    for (const [who, account] of [
      ['harbor', ann],
      ['birch', cy],
    ] as const) {
      ids[who] = (await send(rt, 'GET', '/api/app/users/secure/company', undefined, account.cookie)).json().id;
    }
    admin = await rt.cookieFor({ id: 'admin-1', email: 'admin@example.com', admin: true });
  });
  afterAll(() => rt.dispose());

  it('needs a session and an admin', async () => {
    for (const url of [listUrl(), `/api/admin/companies/${ids.harbor}`]) {
      expect((await send(rt, 'GET', url)).statusCode).toBe(401);
      expect((await send(rt, 'GET', url, undefined, ann.cookie)).statusCode).toBe(403);
    }
  });

  it('lists companies by name with their member counts and a Content-Range', async () => {
    const res = await send(rt, 'GET', listUrl({ sort: ['name', 'ASC'], range: [0, 24] }), undefined, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('companies 0-1/2');
    expect(res.json()).toMatchObject([
      { id: ids.birch, name: 'Birch Lane Partners', company_ghost: true, member_count: 1 },
      { id: ids.harbor, name: 'Harbor Capital', company_ghost: true, member_count: 2, headquarters_city: 'Austin' },
    ]);
    const second = await send(rt, 'GET', listUrl({ sort: ['name', 'DESC'], range: [1, 1] }), undefined, admin);
    expect(second.headers['content-range']).toBe('companies 1-1/2');
    expect(second.json().map((c: Company) => c.name)).toEqual(['Birch Lane Partners']);
  });

  it('searches the name case-insensitively with q', async () => {
    const res = await send(rt, 'GET', listUrl({ filter: { q: 'HARB' } }), undefined, admin);
    expect(res.json().map((c: Company) => c.name)).toEqual(['Harbor Capital']);
    expect(res.headers['content-range']).toBe('companies 0-0/1');
    expect((await send(rt, 'GET', listUrl({ filter: { q: 'nothing like it' } }), undefined, admin)).json()).toEqual([]);
  });

  it('shows one company with the people who named it, and 404 for an unknown id', async () => {
    const res = await send(rt, 'GET', `/api/admin/companies/${ids.harbor}`, undefined, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Harbor Capital', company_ghost: true, member_count: 2, headquarters_state: 'TX' });
    expect(
      res
        .json()
        .members.map((m: { email: string }) => m.email)
        .sort(),
    ).toEqual(['ann@example.com', 'bob@example.com']);
    const missing = await send(rt, 'GET', '/api/admin/companies/nope', undefined, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('COMPANY_NOT_FOUND');
  });

  it('refuses a filter that is not JSON', async () => {
    const res = await send(rt, 'GET', '/api/admin/companies?filter=%7Bq', undefined, admin);
    expect(res.statusCode).toBe(400);
  });

  it('shows a company confirmed through the PUT as confirmed, and the ghost filter follows', async () => {
    const put = await send(rt, 'PUT', `/api/admin/companies/${ids.harbor}/confirm`, undefined, admin);
    expect(put.statusCode).toBe(200);
    // Read-your-writes: the list waits for the accounts projection to reach the confirmation.
    const position = String(put.headers['x-position']);
    const read = (filter: object) =>
      rt.app.inject({ method: 'GET', url: listUrl({ filter }), headers: { cookie: admin, 'x-min-position': position } });
    const all = (await read({})).json() as Company[];
    expect(all.find((c) => c.id === ids.harbor)?.company_ghost).toBe(false);
    expect(((await read({ ghost: false })).json() as Company[]).map((c) => c.name)).toEqual(['Harbor Capital']);
    expect(((await read({ ghost: true })).json() as Company[]).map((c) => c.name)).toEqual(['Birch Lane Partners']);
    const shown = await rt.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${ids.harbor}`,
      headers: { cookie: admin, 'x-min-position': position },
    });
    expect(shown.json().company_ghost).toBe(false);
  });
});
