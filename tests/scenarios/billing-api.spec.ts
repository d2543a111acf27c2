import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { inProcessOnly } from '../support/split-runtime';
import { joinCompany, signedInAccount } from './account-helpers';
import { caughtUp, startIdentityRuntime } from './identity-helpers';

const SUB = '/api/app/users/secure/subscription';
const DAY = 86_400_000;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('billing on the provider’s clock, teams and invoices', () => {
  let rt: TestRuntime;
  let clock: { advance(ms: number): void };
  let admin: string;
  let key = 0;
  const people: Record<string, { id: string; cookie: string }> = {};
  /** Moves the clock and signs everyone in again: the days passed are past any session's limits. */
  const passTime = (ms: number) => {
    clock.advance(ms);
    for (const person of Object.values(people)) person.cookie = rt.renewed(person.cookie);
    admin = rt.renewed(admin);
  };
  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    rt.app.inject({ method, url, headers: { cookie, 'idempotency-key': `k-${key++}` }, ...(payload ? { payload } : {}) });
  const json = async (cookie: string, method: Method, url: string, payload?: object) => (await call(cookie, method, url, payload)).json();
  const subscribe = async (who: string, number: string, plan = 'regPremium-0-monthly') => {
    const card = { number, exp_month: 12, exp_year: 2031, cvc: '123' };
    const token = (await json(people[who]!.cookie, 'POST', '/api/sandbox/card-tokens', card)).id as string;
    return call(people[who]!.cookie, 'POST', SUB, { plan, token });
  };
  const view = (who: string) => json(people[who]!.cookie, 'GET', SUB);
  const bill = async () => {
    const res = await call(admin, 'POST', '/api/sandbox/billing');
    expect(res.statusCode).toBe(200);
    await caughtUp(rt);
    return (res.json() as { notices: number }).notices;
  };
  const streamTypes = async (who: string) => (await rt.adapters.store.readStream(`subscription-${people[who]!.id}`)).map((e) => e.type);

  beforeAll(async () => {
    let moved;
    ({ rt, clock: moved } = await startIdentityRuntime({ MATCHING_OPEN: 'false' }));
    clock = moved;
    admin = await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true });
    for (const [who, first, company] of [
      ['ann', 'Ann', 'Harbor Capital'],
      ['bob', 'Bob', 'Harbor Capital'],
      ['cy', 'Cy', 'Harbor Capital'],
      ['dee', 'Dee', 'Other Partners'],
    ] as const) {
      people[who] = await signedInAccount(rt, `${who}@example.com`);
      // Ann founds Harbor Capital; Bob and Cy join it with an admin's approval.
      await joinCompany(rt, people[who]!, company, { first_name: first, last_name: 'Hart' });
    }
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('refuses a team plan before I have a plan of my own, and says why in the team list', async () => {
    const team = await json(people.ann!.cookie, 'GET', `${SUB}/team`);
    expect(team.map((t: { first_name: string }) => t.first_name).sort()).toEqual(['Bob', 'Cy']);
    expect(team[0]).toMatchObject({ can_manage: false, reason: 'Activate your own plan first: team plans are charged to your card.' });
    expect(
      await json(people.ann!.cookie, 'POST', `${SUB}/team`, { user_id: people.bob!.id, plan: 'regPremium-0-monthly-team' }),
    ).toMatchObject({
      statusCode: 409,
      code: 'NO_CARD_ON_FILE',
      title: 'Unable to Add Team Member',
    });
  });

  it('charges the trial’s first charge when it ends on the provider’s clock, shows the card and the invoice', async () => {
    expect((await subscribe('ann', '4242424242424242')).statusCode).toBe(201);
    expect(await view('ann')).toMatchObject({ status: 'trialing', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 } });
    expect(await json(people.ann!.cookie, 'GET', '/api/app/users/secure/profile/stripe')).toMatchObject({ last4: '4242' });
    expect(await json(people.ann!.cookie, 'GET', `${SUB}/invoices`)).toEqual([]);
    expect(await bill()).toBe(0);
    passTime(15 * DAY);
    expect(await bill()).toBe(1);
    expect(await bill()).toBe(0);
    expect(await view('ann')).toMatchObject({ status: 'active', payment_issue: null });
    expect(await json(people.ann!.cookie, 'GET', `${SUB}/invoices`)).toMatchObject([
      { amount: 9900, status: 'paid', kind: 'renewal', plan_name: 'Premium Limited', for: null },
    ]);
  });

  it('adds a colleague to my team once, charged to my card; they cannot change it; I can cancel it', async () => {
    const add = (user_id: string, plan = 'regPremium-1-monthly-team') => json(people.ann!.cookie, 'POST', `${SUB}/team`, { user_id, plan });
    expect(await add(people.bob!.id, 'regPremium-1-monthly')).toMatchObject({ statusCode: 422, code: 'INVALID_PLAN' });
    expect(await add(people.dee!.id)).toMatchObject({ statusCode: 404, code: 'NOT_A_COLLEAGUE' });
    expect(await add(people.bob!.id)).toMatchObject({
      id: people.bob!.id,
      first_name: 'Bob',
      status: 'active',
      plan: { id: 'regPremium-1-monthly-team' },
      managed_by_me: true,
      can_manage: true,
    });
    expect(await add(people.bob!.id)).toMatchObject({
      statusCode: 409,
      code: 'TEAM_MEMBER_EXISTS',
      message: 'Bob Hart is already on your team.',
    });
    await caughtUp(rt);
    expect(await view('bob')).toMatchObject({
      status: 'active',
      managed_by: { id: people.ann!.id, name: 'Ann Hart' },
      entitlements: { kind: 'premium', dealcomp: true },
    });
    expect((await view('bob')).card).toBeNull(); // Ann's card is not Bob's to see
    const token = await json(people.bob!.cookie, 'POST', '/api/sandbox/card-tokens', {
      number: '4242424242424242',
      exp_month: 1,
      exp_year: 2032,
      cvc: '123',
    });
    expect(await json(people.bob!.cookie, 'PUT', SUB, { token: token.id })).toMatchObject({ statusCode: 409, code: 'MANAGED_BY_OTHER' });
    expect(await json(people.bob!.cookie, 'DELETE', SUB)).toMatchObject({
      statusCode: 409,
      code: 'MANAGED_BY_OTHER',
      message: 'Your plan is managed by Ann Hart: ask them to change it.',
    });
    expect(await json(people.cy!.cookie, 'DELETE', `/api/app/users/secure/subscriptions/team/${people.bob!.id}/cancel`)).toMatchObject({
      statusCode: 403,
      code: 'NOT_YOUR_TEAM_MEMBER',
    });
    const cy = (await json(people.cy!.cookie, 'GET', `${SUB}/team`)).find((t: { id: string }) => t.id === people.bob!.id);
    expect(cy).toMatchObject({ can_manage: false, reason: 'Managed by Ann Hart.' });
    expect(await json(people.bob!.cookie, 'GET', `${SUB}/invoices`)).toEqual([]); // Ann paid it, not Bob
    const invoices = await json(people.ann!.cookie, 'GET', `${SUB}/invoices`);
    expect(invoices[0]).toMatchObject({ amount: 17800, status: 'paid', kind: 'first', for: { id: people.bob!.id, name: 'Bob Hart' } });
    expect(await json(people.ann!.cookie, 'DELETE', `/api/app/users/secure/subscriptions/team/${people.bob!.id}/cancel`)).toMatchObject({
      status: 'canceled',
      managed_by_me: true,
    });
  });

  it('ends a cancelled plan at its period end, once, and the account loses the plan’s rights', async () => {
    passTime(32 * DAY);
    expect(await bill()).toBeGreaterThanOrEqual(2); // Ann renews, Bob's cancelled team plan ends
    expect(await view('bob')).toMatchObject({ status: 'ended', entitlements: { kind: 'none', dealcomp: false } });
    expect((await streamTypes('bob')).filter((t) => t === 'SubscriptionEnded')).toHaveLength(1);
    expect(await bill()).toBe(0);
    expect((await streamTypes('bob')).filter((t) => t === 'SubscriptionEnded')).toHaveLength(1);
  });

  it('a card that fails at renewal is past due with its retry date and keeps its rights, then the plan ends unpaid', async () => {
    expect((await subscribe('cy', '4000 0000 0000 0341')).statusCode).toBe(201);
    passTime(15 * DAY);
    expect(await bill()).toBe(1);
    const due = await view('cy');
    expect(due).toMatchObject({ status: 'past_due', entitlements: { kind: 'premium' } });
    expect(due.payment_issue.message).toContain('Your card was declined.');
    expect(due.payment_issue.next_attempt_at).toBeGreaterThan(Date.now() / 1000);
    // A new card that is refused changes nothing; a colleague on a team plan has no card of their own to change.
    const declined = await json(people.cy!.cookie, 'POST', '/api/sandbox/card-tokens', {
      number: '4000000000000002',
      exp_month: 1,
      exp_year: 2032,
      cvc: '123',
    });
    expect(await json(people.cy!.cookie, 'PUT', SUB, { token: declined.id })).toMatchObject({ statusCode: 402, code: 'CARD_DECLINED' });
    // Bob's team plan has ended: its card was Ann's, so he has none to replace.
    expect(await json(people.bob!.cookie, 'PUT', SUB, { token: declined.id })).toMatchObject({ statusCode: 409, code: 'NOT_SUBSCRIBED' });
    expect(await json(people.dee!.cookie, 'PUT', SUB, { token: declined.id })).toMatchObject({ statusCode: 409, code: 'NOT_SUBSCRIBED' });
    expect((await view('cy')).card.last4).toBe('0341');
    passTime(7 * DAY);
    expect(await bill()).toBe(3); // attempts 2 and 3, then the end
    expect(await view('cy')).toMatchObject({ status: 'ended', payment_issue: null, entitlements: { kind: 'none' } });
    const failed = await json(people.cy!.cookie, 'GET', `${SUB}/invoices`);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ status: 'failed', amount: 9900 });
  });

  it('a new card while past due is used for the next attempt, which pays and makes the plan active again', async () => {
    expect((await subscribe('dee', '4000 0000 0000 0341')).statusCode).toBe(201);
    passTime(15 * DAY);
    await bill();
    expect((await view('dee')).status).toBe('past_due');
    const good = await json(people.dee!.cookie, 'POST', '/api/sandbox/card-tokens', {
      number: '5555555555554444',
      exp_month: 3,
      exp_year: 2032,
      cvc: '123',
    });
    expect(await json(people.dee!.cookie, 'PUT', SUB, { token: good.id })).toMatchObject({
      status: 'past_due',
      card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2032 },
    });
    expect(await json(people.dee!.cookie, 'GET', '/api/app/users/secure/profile/stripe')).toMatchObject({ last4: '4444' });
    passTime(3 * DAY);
    await bill();
    expect(await view('dee')).toMatchObject({ status: 'active', payment_issue: null });
    const invoices = await json(people.dee!.cookie, 'GET', `${SUB}/invoices`);
    expect(invoices.map((i: { status: string }) => i.status)).toEqual(['paid']); // the failed invoice, paid on retry
  });

  it('lists every charge for the admins, filtered by status', async () => {
    inProcessOnly('the charges the tests before it made by moving the clock: this list of them');
    const all = await rt.app.inject({ method: 'GET', url: '/api/admin/payments?_start=0&_end=50', headers: { cookie: admin } });
    expect(all.statusCode).toBe(200);
    const rows = all.json() as Array<{ email: string; paid_by_email: string; status: string }>;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows).toContainEqual(expect.objectContaining({ email: 'bob@example.com', paid_by_email: 'ann@example.com', status: 'paid' }));
    const failed = await rt.app.inject({
      method: 'GET',
      url: `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}`,
      headers: { cookie: admin },
    });
    expect(failed.json()).toEqual([expect.objectContaining({ email: 'cy@example.com', status: 'failed' })]);
    const listed = async (filter: object) => {
      const url = `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify(filter))}`;
      return (await rt.app.inject({ method: 'GET', url, headers: { cookie: admin } })).json() as Array<{ plan_id: string; at: string }>;
    };
    const team = await listed({ plan_id: 'regPremium-1-monthly-team' });
    expect(team.length).toBeGreaterThanOrEqual(1);
    expect(team.every((p) => p.plan_id === 'regPremium-1-monthly-team')).toBe(true);
    const newest = (await listed({}))
      .map((p) => p.at)
      .sort()
      .at(-1)!;
    expect((await listed({ at_gte: newest })).map((p) => p.at)).toEqual([newest]);
    expect((await rt.app.inject({ method: 'GET', url: '/api/admin/payments', headers: { cookie: people.ann!.cookie } })).statusCode).toBe(
      403,
    );
    expect((await call(people.ann!.cookie, 'POST', '/api/sandbox/billing')).statusCode).toBe(403);
  });
});
