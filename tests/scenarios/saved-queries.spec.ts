import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { send } from './account-helpers';
import { startIdentityRuntime } from './identity-helpers';

const url = '/api/admin/saved-queries/activity';
const deals = {
  label: 'Deal changes this week',
  value: { filter: { type: 'DealUpdated', at_gte: '2026-11-18' }, sort: 'at', order: 'DESC' },
};

describe('saved queries of the admin lists, kept with the account', () => {
  let rt: TestRuntime;
  let admin: string;
  let auditor: string;
  let other: string;

  beforeAll(async () => {
    ({ rt } = await startIdentityRuntime());
    admin = await rt.cookieFor({ id: 'admin-1', email: 'admin@example.com', admin: true });
    auditor = await rt.cookieFor({ id: 'auditor-1', email: 'audit@example.com', auditor: true });
    other = await rt.cookieFor({ id: 'user-1', email: 'user@example.com' });
  });
  afterAll(() => rt.dispose());

  it('keeps each reviewer’s list per resource, the latest save counting, and an auditor may keep theirs', async () => {
    expect((await send(rt, 'GET', url, undefined, admin)).json()).toEqual({ resource: 'activity', queries: [] });
    expect((await send(rt, 'PUT', url, { queries: [deals] }, admin)).statusCode).toBe(200);
    const two = [deals, { label: 'Exports', value: { filter: { type: 'ActivityExported' } } }];
    expect((await send(rt, 'PUT', url, { queries: two }, admin)).json()).toEqual({ resource: 'activity', queries: two });
    expect((await send(rt, 'GET', url, undefined, admin)).json().queries).toEqual(two);
    expect((await send(rt, 'GET', '/api/admin/saved-queries/users', undefined, admin)).json().queries).toEqual([]);

    expect((await send(rt, 'PUT', url, { queries: [deals] }, auditor)).statusCode).toBe(200);
    expect((await send(rt, 'GET', url, undefined, auditor)).json().queries).toEqual([deals]);
    expect((await send(rt, 'GET', url, undefined, admin)).json().queries).toEqual(two);
  });

  it('refuses people who are not reviewers, bad names and oversized lists', async () => {
    expect((await send(rt, 'GET', url, undefined, other)).statusCode).toBe(403);
    expect((await send(rt, 'PUT', url, { queries: [deals] }, other)).statusCode).toBe(403);
    expect((await send(rt, 'PUT', url, { queries: [deals] })).statusCode).toBe(401);
    expect((await send(rt, 'PUT', url, { queries: [{ label: '', value: {} }] }, admin)).statusCode).toBe(400);
    expect((await send(rt, 'PUT', '/api/admin/saved-queries/Not%20a%20list', { queries: [] }, admin)).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => ({ label: `q${i}`, value: {} }));
    expect((await send(rt, 'PUT', url, { queries: many }, admin)).statusCode).toBe(400);
  });
});
