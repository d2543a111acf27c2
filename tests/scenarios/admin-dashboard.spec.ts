import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, createDeal, dealsApi, harborPoint, ok, startDealsRuntime } from './deals-helpers';
import { activeAccount } from './identity-helpers';

type Dashboard = {
  from: string;
  to: string;
  users: Record<string, number>;
  deals: Record<string, number>;
  series: { type: string; total: number; days: { day: string; n: number }[] }[];
};

describe('the admin dashboard', () => {
  let rt: TestRuntime;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    await givePlan(rt.adapters.store, 'u-dm'); // sharing is a plan feature
  });
  afterAll(() => rt.dispose());

  it('counts accounts, deals and each day’s sign-ups, deals, saves and shares', async () => {
    await activeAccount(rt, 'bob@example.com');
    const owner = dealsApi(rt, await rt.cookieFor({ id: 'u-dm', email: 'dm@example.com' }));
    const shared = await createDeal(owner);
    const gone = await createDeal(owner, { ...harborPoint, project_name: 'Gone' });
    ok(await owner.update(shared.id, { ...harborPoint, closing_basis: 1 }));
    ok(await owner.share(shared.id, { email: 'bob@example.com' }), 201);
    ok(await owner.remove(gone.id));
    await caughtUp(rt);
    const auditor = dealsApi(rt, await rt.cookieFor({ id: 'u-audit', email: 'audit@example.com', auditor: true }));
    const board = ok<Dashboard>(await auditor.call('GET', '/api/admin/dashboard?days=7'));
    const today = new Date().toISOString().slice(0, 10);
    expect(board.to).toBe(today);
    expect(board.deals).toEqual({ active: 1, deleted: 1, shared: 1 });
    expect(board.users).toMatchObject({ auditors: 1 });
    const series = Object.fromEntries(board.series.map((s) => [s.type, s]));
    expect(series.DealCreated!.days).toHaveLength(7);
    expect(series.DealCreated!.days.at(-1)).toEqual({ day: today, n: 2 });
    expect([series.UserRegistered!.total, series.UserActivated!.total, series.DealUpdated!.total, series.DealShared!.total]).toEqual([
      1, 1, 1, 1,
    ]);
    expect((await owner.call('GET', '/api/admin/dashboard')).statusCode).toBe(403);
  });
});
