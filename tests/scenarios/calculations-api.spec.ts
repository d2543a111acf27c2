import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateDeal, type DealInput } from '@dealbook/domain';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, createDeal, dealsApi, ok, startDealsRuntime, type DealOut } from './deals-helpers';

interface CalculationsBody {
  id: string;
  deal_version: number;
  revision: number;
  as_of: string;
  deal: { closing_basis: number; unlevered_capitalization: number; exit_date: string; pro_forma: { months: unknown[] } };
  components: { id: string; name: string; min_hold_date: string }[];
}

const calculations = (id: string, query = '') => `/api/app/deals/secure/${id}/calculations${query}`;
const viewed = (id: string) => `/api/app/deals/secure/${id}/summary/viewed`;

describe('a deal’s calculations and its summary views', () => {
  let rt: TestRuntime;
  let ann: ReturnType<typeof dealsApi>;
  let bob: ReturnType<typeof dealsApi>;
  let created: DealOut;
  let savedAt: string;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
    bob = dealsApi(rt, await rt.cookieFor({ id: 'u-bob', email: 'bob@example.com' }));
    created = await createDeal(ann);
    savedAt = new Date().toISOString();
    await caughtUp(rt);
    ok(await ann.update(created.id, { ...created.deal, closing_basis: 12_000_000 }));
  });
  afterAll(() => rt.dispose());

  it('answers exactly what the engine computes for the deal as it stands, every field kept', async () => {
    const body = ok<CalculationsBody & Record<string, unknown>>(await ann.call('GET', calculations(created.id)));
    await caughtUp(rt);
    const current = ok(await ann.retrieve(created.id));
    const expected = calculateDeal({ ...(current.deal as DealInput), id: created.id }, body.as_of);
    expect(body).toEqual(JSON.parse(JSON.stringify({ id: created.id, deal_version: 2, revision: 1, as_of: body.as_of, ...expected })));
    expect(body.deal.closing_basis).toBe(12_000_000);
    expect(body.components.map((c) => c.name)).toEqual(['Tower', 'Shops']);
    expect(body.deal.pro_forma.months.length).toBeGreaterThan(0);
  });

  it('computes an earlier version with the same engine, at the time it was saved', async () => {
    const first = ok<CalculationsBody>(await ann.call('GET', calculations(created.id, '?version=1')));
    expect(first).toMatchObject({ deal_version: 1, revision: 0, deal: { closing_basis: 10_000_000 } });
    const expected = calculateDeal({ ...(created.deal as DealInput), id: created.id }, first.as_of);
    expect(first.deal.unlevered_capitalization).toBe(expected.deal.unlevered_capitalization);
    const second = ok<CalculationsBody>(await ann.call('GET', calculations(created.id, '?version=2')));
    expect(second.deal.closing_basis).toBe(12_000_000);
  });

  it('computes the deal as it was at a point in time', async () => {
    const then = ok<CalculationsBody>(await ann.call('GET', calculations(created.id, `?at=${encodeURIComponent(savedAt)}`)));
    expect(then).toMatchObject({ deal_version: 1, revision: 0, as_of: savedAt, deal: { closing_basis: 10_000_000 } });
  });

  it('answers 404 for a version that does not exist or a time before the deal', async () => {
    const missing = await ann.call('GET', calculations(created.id, '?version=9'));
    expect(missing.statusCode).toBe(404);
    const before = await ann.call('GET', calculations(created.id, '?at=2001-01-01T00:00:00Z'));
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'DEAL_NOT_YET' });
  });

  it('refuses version and at together, and a malformed version', async () => {
    const both = await ann.call('GET', calculations(created.id, `?version=1&at=${encodeURIComponent(savedAt)}`));
    expect(both.statusCode).toBe(400);
    expect((await ann.call('GET', calculations(created.id, '?version=zero'))).statusCode).toBe(400);
  });

  it('answers another user’s deal with the 404 of a deal that does not exist, and 401 without a session', async () => {
    for (const url of [calculations(created.id), calculations(created.id, '?version=1')]) {
      const theirs = await bob.call('GET', url);
      const none = await bob.call('GET', url.replace(created.id, 'no-such-deal'));
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(none.json());
    }
    expect((await bob.call('POST', viewed(created.id))).statusCode).toBe(404);
    const nobody = dealsApi(rt, null);
    expect((await nobody.call('GET', calculations(created.id))).statusCode).toBe(401);
    expect((await nobody.call('POST', viewed(created.id))).statusCode).toBe(401);
  });

  it('records opening the summary in the activity log without touching the deal’s revision', async () => {
    const res = await ann.call('POST', viewed(created.id), undefined, { 'idempotency-key': 'view-1' });
    expect(ok(res, 201)).toMatchObject({ deal_id: created.id, deal_version: 2 });
    ok(await ann.call('POST', viewed(created.id), undefined, { 'idempotency-key': 'view-1' }), 201);
    await caughtUp(rt);
    expect(ok(await ann.retrieve(created.id)).revision).toBe(1);
    const admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
    const lines = ok<{ type: string; summary: string; stream_id: string }[]>(await admin.call('GET', '/api/admin/activity?range=[0,99]'));
    const views = lines.filter((l) => l.type === 'DealSummaryViewed');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ stream_id: 'analytics-u-ann', summary: `Deal summary viewed (deal ${created.id}, version 2)` });
  });

  it('documents the whole response shape in the OpenAPI description', async () => {
    const docs = (await rt.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = docs.paths['/api/app/deals/secure/{id}/calculations'].get;
    const body = op.responses['200'].content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['id', 'deal_version', 'revision', 'as_of', 'deal', 'components']);
    expect(body.properties.deal.properties.returns.properties.levered.properties).toHaveProperty('irr');
    expect(body.properties.components.items.properties).toHaveProperty('min_hold_date');
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['version', 'at', 'id']));
    expect(docs.paths).toHaveProperty(['/api/app/deals/benchmark/valuation']);
    expect(docs.paths).toHaveProperty(['/api/app/deals/secure/{id}/summary/viewed']);
  });
});
