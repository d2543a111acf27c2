import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { send, signedInAccount } from './account-helpers';
import { harborPoint } from './deals-helpers';
import { caughtUp, startIdentityRuntime } from './identity-helpers';

type Account = { id: string; cookie: string };
const m = (dealId: string) => `/api/app/deals/secure/${dealId}/attachments`;
const unlockUrl = (dealId: string) => `/api/app/deals/${dealId}/attachments/model/unlock`;
const listOf = (filter: Record<string, string>) => `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('the Excel models as the admins see them: payments and the dashboard (issues 16, 17)', () => {
  let rt: TestRuntime;
  let admin: string;
  let auditor: string;
  let ann: Account;
  let dan: Account;
  const deals: Record<string, string> = {};

  const newDeal = async (who: Account, name: string) => {
    const res = await send(rt, 'POST', '/api/app/deals/secure/create', { ...harborPoint, project_name: name }, who.cookie);
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const token = async () => {
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };
    return (await send(rt, 'POST', '/api/sandbox/card-tokens', card)).json().id as string;
  };
  const completeProfile = async (who: Account, company: string) => {
    const profile = {
      first_name: 'Ann',
      last_name: 'Lee',
      contact_telephone: '+1 512 555 0100',
      company,
      legal_entity_dba: `${company} LLC`,
    };
    expect((await send(rt, 'PUT', '/api/app/users/secure/profile', profile, who.cookie)).statusCode).toBe(200);
    await caughtUp(rt);
    const found = (await send(rt, 'GET', '/api/app/users/secure/company', undefined, who.cookie)).json() as { id: string };
    expect((await send(rt, 'PUT', `/api/admin/companies/${found.id}/confirm`, undefined, admin)).statusCode).toBe(200);
  };
  /** Queues a build and follows the log until the worker records its outcome (no polling). */
  const build = async (who: Account, dealId: string) => {
    const queued = await send(rt, 'POST', `${m(dealId)}/model/build`, {}, who.cookie);
    expect(queued.statusCode).toBe(202);
    const { build_id } = queued.json() as { build_id: string };
    const log = rt.adapters.store.subscribeToAll({ signal: AbortSignal.timeout(30_000) });
    try {
      for await (const event of log) {
        const outcome = event.type === 'ModelBuilt' || event.type === 'ModelBuildFailed';
        if (!outcome || (event.data as { build_id?: unknown }).build_id !== build_id) continue;
        expect(event.type).toBe('ModelBuilt');
        return;
      }
    } finally {
      await log.close();
    }
    throw new Error('the build did not finish in 30 s');
  };
  const payments = async (filter: Record<string, string> = {}) => {
    const res = await send(rt, 'GET', listOf(filter), undefined, auditor);
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; user_id: string; amount: number; deal_id: string | null }[];
  };

  beforeAll(async () => {
    ({ rt } = await startIdentityRuntime());
    admin = await rt.cookieFor({ id: 'admin-1', email: 'admin@example.com', admin: true });
    auditor = await rt.cookieFor({ id: 'audit-1', email: 'audit@example.com', auditor: true });
    ann = await signedInAccount(rt, 'ann@example.com');
    dan = await signedInAccount(rt, 'dan@example.com');
    await completeProfile(ann, 'Harbor Capital');
    expect((await send(rt, 'POST', '/api/admin/coupons', { code: 'HALF', percent_off: 50, duration: 'once' }, admin)).statusCode).toBe(201);

    // Ann pays for two models (one at half price) and builds the first; Dan's plan has no limit: he pays nothing.
    deals.paid = await newDeal(ann, 'Harbor Point');
    deals.half = await newDeal(ann, 'Half Moon');
    deals.plan = await newDeal(dan, 'Planned');
    expect((await send(rt, 'PUT', unlockUrl(deals.paid), { token: await token() }, ann.cookie)).json()).toMatchObject({
      unlocked_via: 'payment',
    });
    const half = await send(rt, 'PUT', unlockUrl(deals.half), { token: await token(), coupon_code: 'HALF' }, ann.cookie);
    expect(half.json()).toMatchObject({ unlocked_via: 'payment' });
    await build(ann, deals.paid);
    await givePlan(rt.adapters.store, dan.id, 'regPremium-7-monthly');
    await build(dan, deals.plan);
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('lists each model paid by card as a paid payment of the excel-model plan, with its deal and coupon', async () => {
    const rows = await payments();
    expect(rows).toHaveLength(2);
    const model = { user_id: ann.id, email: 'ann@example.com', paid_by: ann.id, status: 'paid', plan_id: 'excel-model' };
    expect(rows.find((r) => r.deal_id === deals.paid)).toMatchObject({
      ...model,
      amount: 4995,
      plan_name: 'Excel model',
      kind: 'model',
      coupon: null,
      message: null,
      id: expect.stringMatching(/^pi_/),
    });
    expect(rows.find((r) => r.deal_id === deals.half)).toMatchObject({ ...model, amount: 2498, coupon: 'HALF' });
  });

  it('filters the model payments like every charge: plan, status, person, email and time', async () => {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    expect(await payments({ plan_id: 'excel-model' })).toHaveLength(2);
    expect(await payments({ status: 'paid', at_gte: since })).toHaveLength(2);
    expect(await payments({ q: 'ann@' })).toHaveLength(2);
    expect(await payments({ user_id: ann.id })).toHaveLength(2);
    expect(await payments({ status: 'failed' })).toEqual([]);
    expect(await payments({ user_id: dan.id })).toEqual([]); // unlocked by his plan: nothing was charged
    expect(await payments({ at_gte: new Date(Date.now() + 3_600_000).toISOString() })).toEqual([]);
  });

  it('shows the buyer what each model cost in her own payments', async () => {
    const invoices = (await send(rt, 'GET', '/api/app/users/secure/subscription/invoices', undefined, ann.cookie)).json();
    expect(invoices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'model', amount: 4995, status: 'paid', for: null, description: 'Excel model: Harbor Point' }),
        expect.objectContaining({ kind: 'model', amount: 2498, description: 'Excel model: Half Moon' }),
      ]),
    );
    expect(invoices).toHaveLength(2);
    expect((await send(rt, 'GET', '/api/app/users/secure/subscription/invoices', undefined, dan.cookie)).json()).toEqual([]);
  });

  it('counts the models built in the window and sums the models sold in one revenue line', async () => {
    for (const days of [7, 30, 90]) {
      const res = await send(rt, 'GET', `/api/admin/dashboard?days=${days}`, undefined, auditor);
      expect(res.statusCode).toBe(200);
      const dashboard = res.json() as {
        to: string;
        series: { type: string; total: number; days: { day: string; n: number }[] }[];
        revenue: unknown;
      };
      const built = dashboard.series.find((s) => s.type === 'ModelBuilt')!;
      expect(built.total).toBe(2);
      expect(built.days).toHaveLength(days);
      expect(dashboard.revenue).toEqual({
        total: 7493,
        by_plan: [{ plan_id: 'excel-model', plan_name: 'Excel models', amount: 7493, payments: 2 }],
      });
    }
  });
});
