import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, createDeal, dealsApi, harborPoint, startDealsRuntime } from './deals-helpers';

type Route = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>];

/** Every deal route, for the deal `id`. */
const dealRoutes = (id: string): Route[] => [
  ['GET', `/api/app/deals/secure/${id}/retrieve`],
  ['GET', `/api/app/deals/secure/${id}/version`],
  ['GET', `/api/app/deals/secure/${id}/history?path=project_name`],
  ['GET', `/api/app/deals/secure/${id}/as-of?at=2030-01-01T00:00:00Z`],
  ['PUT', `/api/app/deals/secure/${id}/modify/rename`, { project_name: 'Mine now' }],
  ['PUT', `/api/app/deals/secure/${id}/modify/update`, { ...harborPoint, closing_basis: 1 }],
  ['PUT', `/api/app/deals/secure/${id}/modify/update/blur`, { ...harborPoint, closing_basis: 1 }],
  ['POST', `/api/app/deals/secure/${id}/modify/replicate`, {}],
  ['POST', `/api/app/deals/secure/${id}/versions/1/restore`],
  ['DELETE', `/api/app/deals/secure/${id}/modify/delete`],
  ['POST', `/api/app/deals/secure/${id}/modify/recover`],
];

describe('who may reach a deal', () => {
  let rt: TestRuntime;
  let ann: ReturnType<typeof dealsApi>;
  let bob: ReturnType<typeof dealsApi>;
  let dealId: string;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
    bob = dealsApi(rt, await rt.cookieFor({ id: 'u-bob', email: 'bob@example.com' }));
    dealId = (await createDeal(ann)).id;
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('answers 401 on every deal, partial and console route without a session', async () => {
    const nobody = dealsApi(rt, null);
    const routes: Route[] = [
      ['POST', '/api/app/deals/secure/create', harborPoint],
      ...dealRoutes(dealId),
      ['POST', '/api/app/partials/secure/create', { project_name: 'x' }],
      ['PUT', '/api/app/partials/secure/p1/update', { project_name: 'x' }],
      ['DELETE', '/api/app/partials/secure/p1/delete'],
      ...(['partials', 'deals', 'collabs', 'invitations'].map((l) => ['GET', `/api/app/console/secure/${l}`]) as Route[]),
    ];
    for (const [method, url, payload] of routes) {
      const res = await nobody.call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers another user’s deal with the 404 of a deal that does not exist, never its data', async () => {
    for (const [method, url, payload] of dealRoutes(dealId)) {
      const theirs = await bob.call(method, url, payload);
      const missing = await bob.call(method, url.replace(dealId, 'no-such-deal'), payload);
      expect(theirs.statusCode, `${method} ${url}`).toBe(404);
      expect(theirs.json(), `${method} ${url}`).toEqual(missing.json());
      expect(theirs.body).not.toContain('Harbor Point');
    }
    await caughtUp(rt);
    const mine = await ann.retrieve(dealId);
    expect(mine.json()).toMatchObject({ revision: 0, deal: { project_name: 'Harbor Point', closing_basis: 10_000_000 } });
  });

  it('answers 404, not 409, to a stale If-Match on another user’s deal', async () => {
    const res = await bob.update(dealId, harborPoint, { 'if-match': '"7"' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps a partial to its author', async () => {
    const created = await ann.createPartial({ project_name: 'Draft A' });
    expect(created.statusCode).toBe(201);
    const { partial_id } = created.json() as { partial_id: string };
    expect((await bob.updatePartial(partial_id, { project_name: 'Bob was here' })).statusCode).toBe(404);
    expect((await bob.deletePartial(partial_id)).statusCode).toBe(404);
    await caughtUp(rt);
    expect(await bob.console('partials').then((r) => r.json())).toEqual([]);
    expect(await ann.console('partials').then((r) => r.json())).toMatchObject([{ partial_id, project_name: 'Draft A' }]);
  });

  it('documents the deal routes in the OpenAPI document', async () => {
    const paths = Object.keys((await rt.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/app/deals/secure/create', '/api/app/deals/secure/{id}/modify/update', '/api/app/console/secure/deals']),
    );
  });
});
