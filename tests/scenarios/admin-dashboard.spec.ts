import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, createDeal, dealsApi, harborPoint, ok, startDealsRuntime } from './deals-helpers';
import { PASSWORD, activeAccount, sessionCookie, signIn } from './identity-helpers';
import { approveJoin } from './account-helpers';

type Dashboard = {
  from: string;
  to: string;
  users: Record<string, number>;
  deals: Record<string, number>;
  series: { type: string; total: number; days: { day: string; n: number }[] }[];
  matching: Record<string, number>;
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

  it('counts match runs, matches contacted, and invitations accepted and declined', async () => {
    const secure = (id: string) => `/api/app/deals/secure/${id}`;
    const admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
    ok(await admin.call('POST', '/api/admin/demo/providers'));
    const signedIn = async (email: string) => {
      const id = await activeAccount(rt, email);
      return { id, api: dealsApi(rt, sessionCookie(await signIn(rt, email, PASSWORD))) };
    };
    const sponsor = await signedIn('ann@example.com');
    await givePlan(rt.adapters.store, sponsor.id); // matching is the CapMatch add-on
    const patAccount = await signedIn('pat@example.com');
    const pat = patAccount.api;
    // Pat works at a demo lender that the sample deal matches first: an admin approves his request to join it.
    await approveJoin(
      rt,
      patAccount.id,
      await pat.call('PUT', '/api/app/users/secure/profile', {
        first_name: 'Pat',
        last_name: 'Tester',
        company: 'Lone Star Construction Lending',
      }),
    );
    const contactFirstMatch = async () => {
      const dealId = ok<{ id: string }>(await sponsor.api.call('POST', '/api/app/deals/secure/sample'), 201).id;
      const run = ok<{ matches: { id: string }[] }>(await sponsor.api.call('PUT', `${secure(dealId)}/modify/get_matched`));
      ok(await sponsor.api.call('PUT', `${secure(dealId)}/matches/${run.matches[0]!.id}/contact/demo`));
      await caughtUp(rt);
      return dealId;
    };
    const accepted = await contactFirstMatch();
    ok(await pat.call('PUT', `${secure(accepted)}/invitations/feedback`, { status: 'viewed' }));
    ok(await pat.call('PUT', `${secure(accepted)}/invitations/feedback`, { status: 'accepted' }));
    const declined = await contactFirstMatch();
    const reasons = [{ name: 'dealSize', rating: 4 }];
    ok(await pat.call('PUT', `${secure(declined)}/invitations/feedback`, { status: 'declined', feedback: reasons, comment: '' }));
    await caughtUp(rt);

    const board = ok<Dashboard>(await admin.call('GET', '/api/admin/dashboard?days=7'));
    expect(board.matching).toEqual({ runs: 2, contacted: 2, accepted: 1, declined: 1 });
    const series = Object.fromEntries(board.series.map((s) => [s.type, s.total]));
    expect([series.DealMatched, series.MatchContacted]).toEqual([2, 2]);
  });
});
