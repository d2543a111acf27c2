import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '@dealbook/domain';
import type { TestRuntime } from '../support/runtime';
import { joinCompany, signedInAccount } from './account-helpers';
import { caughtUp, startIdentityRuntime } from './identity-helpers';

const SUB = '/api/app/users/secure/subscription';
const DAY = 86_400_000;
type Method = 'GET' | 'POST' | 'PUT';
type Revenue = { total: number; by_plan: { plan_id: string; plan_name: string; amount: number; payments: number }[] };

describe('the admin dashboard’s revenue, over the window it is asked for', () => {
  let rt: TestRuntime;
  let clock: { advance(ms: number): void };
  let admin: string;
  let auditor: string;
  let key = 0;
  const people: Record<string, { id: string; cookie: string }> = {};
  /** Moves the clock and signs everyone in again: the days passed are past any session's limits. */
  const passTime = (ms: number) => {
    clock.advance(ms);
    for (const person of Object.values(people)) person.cookie = rt.renewed(person.cookie);
    [admin, auditor] = [rt.renewed(admin), rt.renewed(auditor)];
  };
  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    rt.app.inject({ method, url, headers: { cookie, 'idempotency-key': `k-${key++}` }, ...(payload ? { payload } : {}) });
  const subscribe = async (who: string, number: string) => {
    const card = { number, exp_month: 12, exp_year: 2031, cvc: '123' };
    const token = (await call(people[who]!.cookie, 'POST', '/api/sandbox/card-tokens', card)).json().id as string;
    expect((await call(people[who]!.cookie, 'POST', SUB, { plan: 'regPremium-0-monthly', token })).statusCode).toBe(201);
  };
  const revenue = async (days: number): Promise<Revenue> => {
    const res = await call(auditor, 'GET', `/api/admin/dashboard?days=${days}`);
    expect(res.statusCode).toBe(200);
    return res.json().revenue;
  };

  beforeAll(async () => {
    let moved;
    ({ rt, clock: moved } = await startIdentityRuntime());
    clock = moved;
    admin = await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true });
    auditor = await rt.cookieFor({ id: 'u-audit', email: 'audit@example.com', auditor: true });
    for (const [who, company] of [
      ['ann', 'Harbor Capital'],
      ['bob', 'Harbor Capital'],
      ['cy', 'Other Partners'],
    ] as const) {
      people[who] = await signedInAccount(rt, `${who}@example.com`);
      await joinCompany(rt, people[who]!, company, { first_name: who, last_name: 'Hart' });
    }
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('counts nothing for trials, then the paid charges per plan; a failed charge counts nothing', async () => {
    await subscribe('ann', '4242424242424242');
    await subscribe('cy', '4000 0000 0000 0341'); // attaches, then fails when charged
    await caughtUp(rt);
    expect(await revenue(30)).toEqual({ total: 0, by_plan: [] });

    passTime(15 * DAY); // both trials end: Ann's card pays, Cy's is declined
    expect((await call(admin, 'POST', '/api/sandbox/billing')).statusCode).toBe(200);
    await caughtUp(rt);
    const failed = await call(admin, 'GET', `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}`);
    expect(failed.json()).toEqual([expect.objectContaining({ email: 'cy@example.com', amount: 9900, status: 'failed' })]);
    expect(await revenue(30)).toEqual({
      total: 9900,
      by_plan: [{ plan_id: 'regPremium-0-monthly', plan_name: 'Premium Limited', amount: 9900, payments: 1 }],
    });
  });

  it('adds a team plan charged at once; 7 days leave out the older charge, 30 and 90 keep it', async () => {
    passTime(10 * DAY);
    const team = findPlan('regPremium-1-monthly-team')!;
    expect(team.amount).toBe(17800);
    const added = await call(people.ann!.cookie, 'POST', `${SUB}/team`, { user_id: people.bob!.id, plan: team.plan_id });
    expect(added.json()).toMatchObject({ id: people.bob!.id, status: 'active' });
    await caughtUp(rt);
    const teamRow = { plan_id: team.plan_id, plan_name: team.plan_name, amount: team.amount, payments: 1 };
    const annRow = { plan_id: 'regPremium-0-monthly', plan_name: 'Premium Limited', amount: 9900, payments: 1 };
    expect(await revenue(7)).toEqual({ total: team.amount, by_plan: [teamRow] });
    const month = await revenue(30);
    expect(month.total).toBe(team.amount + 9900);
    expect(month.by_plan).toEqual([teamRow, annRow]); // $178.00 before $99.00: the largest first
    expect(await revenue(90)).toEqual(month);
  });

  it('answers only the windows it offers, and only to admins and auditors', async () => {
    const board = await call(auditor, 'GET', '/api/admin/dashboard');
    expect(board.json().series[0].days).toHaveLength(30);
    expect(board.json().matching).toEqual({ runs: 0, contacted: 0, accepted: 0, declined: 0 });
    for (const days of ['14', 'abc', '']) {
      const res = await call(auditor, 'GET', `/api/admin/dashboard?days=${days}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        details: { fields: [{ message: 'days is the window in days: 7, 30 or 90.' }] },
      });
    }
    expect((await call(people.ann!.cookie, 'GET', '/api/admin/dashboard?days=7')).statusCode).toBe(403);
  });
});
