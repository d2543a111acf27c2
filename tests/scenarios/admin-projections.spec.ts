import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { inProcessOnly } from '../support/split-runtime';
import { after, caughtUp, createDeal, dealsApi, ok, startDealsRuntime } from './deals-helpers';

type Api = ReturnType<typeof dealsApi>;

describe('admins run the projections', () => {
  let rt: TestRuntime;
  let admin: Api;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
  });
  afterAll(() => rt.dispose());

  it('asks for a rebuild, which the runner does while the live documents serve, and records who asked', async () => {
    inProcessOnly("watching the runner's rebuilds");
    const owner = dealsApi(rt, await rt.cookieFor({ id: 'u-dm', email: 'dm@example.com' }));
    const deal = await createDeal(owner);
    await caughtUp(rt);
    const before = ok(await owner.retrieve(deal.id));
    const rebuilt: string[] = [];
    const rebuild = rt.runner.rebuild;
    rt.runner.rebuild = async (name) => {
      await rebuild(name);
      rebuilt.push(name);
    };
    const asked = await admin.call('POST', '/api/admin/projections/deals/rebuild');
    expect(ok(asked, 202)).toMatchObject({ projection: 'deals', requested: 'rebuild' });
    await expect.poll(() => rebuilt, { timeout: 10_000 }).toEqual(['deals']);
    expect((await rt.runner.status()).find((p) => p.name === 'deals')?.state).toBe('running');
    await caughtUp(rt);
    expect(ok(await owner.retrieve(deal.id))).toEqual(before);
    const lines = ok<{ type: string; actor_id: string }[]>(
      await admin.call('GET', '/api/admin/activity?range=[0,9]', undefined, after(asked)),
    );
    expect(lines).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'ProjectionRebuildRequested', actor_id: 'u-admin' })]));
  });

  it('refuses a projection that does not exist, and lists no dead letters while none failed', async () => {
    expect((await admin.call('POST', '/api/admin/projections/nothing/retry')).json()).toMatchObject({
      statusCode: 404,
      code: 'NO_SUCH_PROJECTION',
    });
    expect(ok(await admin.call('GET', '/api/admin/dead-letters'))).toEqual([]);
    const member = dealsApi(rt, await rt.cookieFor({ id: 'u-m', email: 'm@example.com' }));
    expect((await member.call('POST', '/api/admin/projections/deals/retry')).statusCode).toBe(403);
  });

  it("shows one projection as the list does, with its dead letters' count, to admins and auditors", async () => {
    const auditor = dealsApi(rt, await rt.cookieFor({ id: 'u-audit', email: 'audit@example.com', auditor: true }));
    const letter = (id: string, projection: string) => ({ _id: id, projection, position: '1', error: 'boom', at: '2026-01-02T10:00:00Z' });
    await rt.adapters.documents.upsert('dead_letters', letter('dl-deals', 'deals'));
    await rt.adapters.documents.upsert('dead_letters', letter('dl-users', 'users'));
    type Status = { id: string; version: number; state: string; lag: number };
    const listed = ok<Status[]>(await admin.call('GET', '/api/admin/projections')).find((p) => p.id === 'deals')!;
    const shown = ok<Status & { dead_letters: number }>(await auditor.call('GET', '/api/admin/projections/deals'));
    expect(shown).toMatchObject({ id: 'deals', version: listed.version, state: listed.state, lag: expect.any(Number), dead_letters: 1 });
    expect(Object.keys(shown).sort()).toEqual([...Object.keys(listed), 'dead_letters'].sort());
    expect((await admin.call('GET', '/api/admin/projections/nothing')).json()).toMatchObject({
      statusCode: 404,
      code: 'NO_SUCH_PROJECTION',
    });
    const member = dealsApi(rt, await rt.cookieFor({ id: 'u-m', email: 'm@example.com' }));
    expect((await member.call('GET', '/api/admin/projections/deals')).statusCode).toBe(403);
  });
});
