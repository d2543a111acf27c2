import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { membershipAdmin, signedInAccount } from './account-helpers';
import { caughtUp, dealsApi, ok, startDealsRuntime } from './deals-helpers';

type Api = ReturnType<typeof dealsApi>;
type Membership = {
  company: { id: string; name: string } | null;
  role: 'manager' | 'member' | null;
  domains: string[];
  pending: { company_id: string; company_name: string }[];
};
const PROFILE = '/api/app/users/secure/profile';
const COMPANY = '/api/app/users/secure/company';

/** Joining a company takes proof (domain/src/account/README.md, "Membership"), over HTTP. */
describe('company membership over HTTP', () => {
  let rt: TestRuntime;
  let admin: Api;
  const people: Record<string, { id: string; api: Api }> = {};
  const person = async (name: string, domain = 'example.com') => {
    const account = await signedInAccount(rt, `${name}@${domain}`);
    people[name] = { id: account.id, api: dealsApi(rt, account.cookie) };
    return people[name];
  };
  const membership = async (api: Api) => {
    await caughtUp(rt);
    return ok<Membership>(await api.call('GET', `${COMPANY}/membership`));
  };
  const colleagues = async (api: Api) => {
    await caughtUp(rt);
    return ok<{ email: string }[]>(await api.call('GET', '/api/app/users/secure/companies/colleagues')).map((c) => c.email);
  };
  const name = (api: Api, company: string, more: Record<string, unknown> = {}) =>
    api.call('PUT', PROFILE, { first_name: 'Someone', company, ...more });

  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    admin = dealsApi(rt, await membershipAdmin(rt));
    await person('ann', 'harbor.example');
    for (const who of ['bob', 'cy', 'dan']) await person(who);
  });
  afterAll(() => rt.dispose());

  it('makes the first person to name a new company its founder, who manages it', async () => {
    const saved = ok<{ company_id: string | null; company_request: unknown }>(
      await name(people.ann!.api, 'Harbor Capital', {
        legal_entity_dba: 'Harbor Capital LLC',
        headquarters_address: '500 Congress Ave, Austin, TX 78701, USA',
      }),
    );
    expect(saved).toMatchObject({ company_request: null, headquarters_city: 'Austin' });
    expect(saved.company_id).toMatch(/^[0-9a-f]{24}$/);
    expect(await membership(people.ann!.api)).toMatchObject({ company: { name: 'Harbor Capital' }, role: 'manager', pending: [] });
  });

  it('files a request when a profile names an existing company, and leaves its details alone', async () => {
    const bob = people.bob!.api;
    const saved = await name(bob, 'harbor  CAPITAL', { legal_entity_dba: 'Hijacked LLC', headquarters_address: 'Miami, FL, USA' });
    expect(ok(saved)).toMatchObject({ company_id: null, company: '', company_request: { company_name: 'Harbor Capital' } });
    expect(await membership(bob)).toMatchObject({ company: null, role: null, pending: [{ company_name: 'Harbor Capital' }] });
    expect(await colleagues(bob)).toEqual([]);
    expect(await colleagues(people.ann!.api)).toEqual([]);
    expect(ok(await people.ann!.api.call('GET', COMPANY))).toMatchObject({
      legal_entity_dba: 'Harbor Capital LLC',
      headquarters_city: 'Austin',
    });
    // Saving again files nothing more.
    ok(await name(bob, 'Harbor Capital'));
    await caughtUp(rt);
    const requests = ok<{ user_id: string; email: string }[]>(await people.ann!.api.call('GET', `${COMPANY}/requests`));
    expect(requests).toMatchObject([{ user_id: people.bob!.id, email: 'bob@example.com' }]);
    // Bob is nobody's manager: he sees no requests and answers none.
    expect((await bob.call('GET', `${COMPANY}/requests`)).statusCode).toBe(403);
    expect((await bob.call('POST', `${COMPANY}/requests/${people.bob!.id}/approve`)).statusCode).toBe(403);
  });

  it('makes the requester a member once a manager approves; a member does not change the company’s details', async () => {
    const { ann, bob } = people as Required<typeof people>;
    ok(await ann!.api.call('POST', `${COMPANY}/requests/${bob!.id}/approve`));
    expect(await membership(bob!.api)).toMatchObject({ company: { name: 'Harbor Capital' }, role: 'member', pending: [] });
    expect(await colleagues(ann!.api)).toEqual(['bob@example.com']);
    expect(await colleagues(bob!.api)).toEqual(['ann@harbor.example']);
    ok(await name(bob!.api, 'Harbor Capital', { legal_entity_dba: 'Hijacked LLC', headquarters_address: 'Miami, FL, USA' }));
    expect(ok(await ann!.api.call('GET', COMPANY))).toMatchObject({ legal_entity_dba: 'Harbor Capital LLC', headquarters_city: 'Austin' });
    // A member who is not a manager neither approves nor removes.
    expect((await bob!.api.call('DELETE', `${COMPANY}/members/${ann!.id}`)).statusCode).toBe(403);
  });

  it('lets a manager decline and a requester withdraw', async () => {
    const { ann, cy } = people as Required<typeof people>;
    const company = (await membership(ann!.api)).company!.id;
    ok(await name(cy!.api, 'Harbor Capital'));
    ok(await ann!.api.call('POST', `${COMPANY}/requests/${cy!.id}/decline`));
    expect(await membership(cy!.api)).toMatchObject({ company: null, pending: [] });
    expect((await ann!.api.call('POST', `${COMPANY}/requests/${cy!.id}/approve`)).statusCode).toBe(404);
    expect(ok(await cy!.api.call('POST', `${COMPANY}/requests`, { company_id: company }))).toMatchObject({ status: 'pending' });
    ok(await cy!.api.call('DELETE', `${COMPANY}/requests/${company}`));
    expect(await membership(cy!.api)).toMatchObject({ company: null, pending: [] });
    expect((await cy!.api.call('DELETE', `${COMPANY}/requests/${company}`)).statusCode).toBe(404);
  });

  it('lets a member leave and a manager remove a member', async () => {
    const { ann, bob, dan } = people as Required<typeof people>;
    ok(await bob!.api.call('POST', `${COMPANY}/leave`));
    expect(await colleagues(ann!.api)).toEqual([]);
    expect(await membership(bob!.api)).toMatchObject({ company: null, role: null });
    ok(await name(dan!.api, 'Harbor Capital'));
    ok(await ann!.api.call('POST', `${COMPANY}/requests/${dan!.id}/approve`));
    expect(await colleagues(ann!.api)).toEqual(['dan@example.com']);
    ok(await ann!.api.call('DELETE', `${COMPANY}/members/${dan!.id}`));
    expect(await membership(dan!.api)).toMatchObject({ company: null, role: null });
    expect((await ann!.api.call('DELETE', `${COMPANY}/members/${dan!.id}`)).statusCode).toBe(404);
    expect((await ann!.api.call('DELETE', `${COMPANY}/members/${ann!.id}`)).statusCode).toBe(422);
  });

  it('admits a verified address at a domain the manager verified, and only such domains', async () => {
    const ann = people.ann!.api;
    expect((await ann.call('POST', `${COMPANY}/domains`, { domain: 'rival.example' })).statusCode).toBe(403);
    expect((await ann.call('POST', `${COMPANY}/domains`, { domain: 'gmail.com' })).statusCode).toBe(422);
    expect(ok(await ann.call('POST', `${COMPANY}/domains`, { domain: 'harbor.example' }))).toEqual({ domains: ['harbor.example'] });
    const eve = await person('eve', 'harbor.example');
    expect(ok(await name(eve.api, 'Harbor Capital'))).toMatchObject({ company: 'Harbor Capital', company_request: null });
    expect(await membership(eve.api)).toMatchObject({ role: 'member' });
    expect(await membership(ann)).toMatchObject({ domains: ['harbor.example'] });
    // Nobody else's domain admits anyone: a stranger at another domain still asks.
    const fay = await person('fay', 'elsewhere.example');
    expect(ok(await name(fay.api, 'Harbor Capital'))).toMatchObject({ company_request: { company_name: 'Harbor Capital' } });
  });

  it('shows the admins every request, and lets them answer one', async () => {
    await caughtUp(rt);
    const filter = encodeURIComponent(JSON.stringify({ status: 'pending' }));
    const rows = ok<{ id: string; email: string; company_name: string }[]>(
      await admin.call('GET', `/api/admin/company-requests?filter=${filter}`),
    );
    expect(rows).toMatchObject([{ email: 'fay@elsewhere.example', company_name: 'Harbor Capital' }]);
    ok(await admin.call('POST', `/api/admin/company-requests/${rows[0]!.id}/approve`));
    expect(await membership(people.fay!.api)).toMatchObject({ company: { name: 'Harbor Capital' }, role: 'member' });
    expect(ok(await admin.call('GET', `/api/admin/company-requests/${rows[0]!.id}`))).toMatchObject({
      status: 'approved',
      answered_as: 'admin',
    });
    expect((await admin.call('POST', `/api/admin/company-requests/${rows[0]!.id}/decline`)).statusCode).toBe(404);
  });
});
