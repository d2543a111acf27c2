import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent } from '@dealbook/projections/test-support';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, dealsApi, ok, startDealsRuntime } from './deals-helpers';

type Api = ReturnType<typeof dealsApi>;
const SUB = '/api/app/users/secure/subscription';

describe('coupons and the referral discount', () => {
  let rt: TestRuntime;
  let admin: Api;
  let bob: Api;
  const tokenFor = async (api: Api) =>
    ok<{ id: string }>(
      await api.call('POST', '/api/sandbox/card-tokens', { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }),
      201,
    ).id;
  const startedEvent = async (userId: string) => (await rt.adapters.store.readStream(`subscription-${userId}`))[0]?.data;

  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
    bob = dealsApi(rt, await rt.cookieFor({ id: 'u-bob', email: 'bob@example.com' }));
  });
  afterAll(() => rt.dispose());

  it('lets only an admin create a coupon, once per code, and answers its discount as a fraction in any case', async () => {
    const spring = { code: 'spring25', percent_off: 25, duration: 'once', plans: ['regPremium-0-monthly'] };
    expect((await bob.call('POST', '/api/admin/coupons', spring)).statusCode).toBe(403);
    const created = ok(await admin.call('POST', '/api/admin/coupons', spring), 201);
    expect(created).toMatchObject({ valid: true, id: 'SPRING25', percent_off: 25, discount: 0.25, duration: 'once' });
    expect((await admin.call('POST', '/api/admin/coupons', { ...spring, code: 'SPRING25' })).json()).toMatchObject({
      statusCode: 409,
      code: 'COUPON_EXISTS',
    });
    expect(ok(await bob.call('GET', '/api/app/payments/coupons/Spring25'))).toMatchObject({ id: 'SPRING25', discount: 0.25 });
    expect(ok(await bob.call('GET', '/api/app/subscriptions/coupons/spring25?plan=regPremium-0-monthly'))).toMatchObject({ valid: true });
    for (const [url, message] of [
      ['/api/app/payments/coupons/spring25?plan=regPremium-7-monthly', 'The coupon SPRING25 is not valid for this plan.'],
      ['/api/app/payments/coupons/nothing', 'The coupon NOTHING is not valid.'],
    ]) {
      expect((await bob.call('GET', url!)).json()).toMatchObject({
        statusCode: 422,
        code: 'INVALID_COUPON',
        title: 'Error: Invalid Coupon',
        message,
      });
    }
    ok(
      await admin.call('POST', '/api/admin/coupons', {
        code: 'OLD',
        percent_off: 50,
        duration: 'forever',
        expires_at: '2020-01-01T00:00:00Z',
      }),
      201,
    );
    expect((await bob.call('GET', '/api/app/payments/coupons/old')).json()).toMatchObject({ message: 'The coupon OLD has expired.' });
  });

  it('takes a coupon’s discount off the first charge, and refuses one made for another plan without charging', async () => {
    const other = await bob.call('POST', SUB, { plan: 'regPremium-7-monthly', token: await tokenFor(bob), coupon_code: 'spring25' });
    expect(other.json()).toMatchObject({ code: 'INVALID_COUPON' });
    const started = ok<{ plan: { amount: number }; first_charge: number }>(
      await bob.call('POST', SUB, { plan: 'regPremium-0-monthly', token: await tokenFor(bob), coupon_code: 'spring25' }),
      201,
    );
    // A 'once' coupon lowers the first charge only.
    expect([started.first_charge, started.plan.amount]).toEqual([7425, 9900]);
    expect(await startedEvent('u-bob')).toMatchObject({
      coupon: 'SPRING25',
      discount: { source: 'coupon', percent_off: 25, duration: 'once' },
    });
  });

  it('gives someone referred 20% off their first subscription, and nobody else', async () => {
    await rt.adapters.store.append('account-u-cat', [newEvent('ReferredBy', { referrer_id: 'u-bob' })], 'no_stream');
    await rt.adapters.store.append(
      'account-u-bob',
      [newEvent('ReferredAccountOpened', { user_id: 'u-cat', email: 'cat@example.com' })],
      'any',
    );
    const cat = dealsApi(rt, await rt.cookieFor({ id: 'u-cat', email: 'cat@example.com' }));
    const dan = dealsApi(rt, await rt.cookieFor({ id: 'u-dan', email: 'dan@example.com' }));
    const plan = 'regPremium-4-monthly';
    const cats = ok<{ plan: { amount: number }; first_charge: number }>(
      await cat.call('POST', SUB, { plan, token: await tokenFor(cat) }),
      201,
    );
    expect([cats.first_charge, cats.plan.amount]).toEqual([14240, 17800]);
    expect(await startedEvent('u-cat')).toMatchObject({ discount: { source: 'referral', percent_off: 20 } });
    expect(ok<{ plan: { amount: number } }>(await dan.call('POST', SUB, { plan, token: await tokenFor(dan) }), 201).plan.amount).toBe(
      17800,
    );
  });

  it('lists every subscription and coupon to admins and auditors, and to nobody else', async () => {
    await caughtUp(rt);
    const res = await admin.call('GET', '/api/admin/subscriptions?sort=["updated_at","DESC"]&range=[0,9]');
    const subs = ok<{ user_id: string; email: string | null; status: string; plan_name: string; discount_source: string | null }[]>(res);
    expect(res.headers['content-range']).toBe('subscriptions 0-2/3');
    expect(subs.find((x) => x.user_id === 'u-bob')).toMatchObject({
      email: 'bob@example.com',
      status: 'trialing',
      plan_name: 'Premium Limited',
      discount_source: 'coupon',
    });
    expect(subs.find((x) => x.user_id === 'u-cat')).toMatchObject({ discount_source: 'referral' });
    const trialing = ok<unknown[]>(
      await admin.call('GET', `/api/admin/subscriptions?filter=${encodeURIComponent('{"status":"trialing"}')}`),
    );
    expect(trialing).toHaveLength(3);
    const coupons = ok<{ id: string; percent_off: number }[]>(await admin.call('GET', '/api/admin/coupons'));
    expect(coupons.map((c) => c.id).sort()).toEqual(['OLD', 'SPRING25']);
    const auditor = dealsApi(rt, await rt.cookieFor({ id: 'u-aud', email: 'aud@example.com', auditor: true }));
    ok(await auditor.call('GET', '/api/admin/coupons/spring25'));
    expect((await auditor.call('POST', '/api/admin/coupons', { code: 'NOPE', percent_off: 5, duration: 'once' })).statusCode).toBe(403);
    expect((await bob.call('GET', '/api/admin/subscriptions')).statusCode).toBe(403);
  });
});
