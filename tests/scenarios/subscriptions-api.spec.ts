import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { createDeal, dealsApi, ok, startDealsRuntime } from './deals-helpers';

type Api = ReturnType<typeof dealsApi>;
interface View {
  status: string;
  plan: { id: string; interval: string; amount: number; nickname: string } | null;
  current_period_end: number | null;
  canceled_at: number | null;
  trial_end: number | null;
  label: string;
  entitlements: { kind: string; dealcomp: boolean; matching: boolean; unlimitedDeals: boolean; modelBuildsLeft: number | null };
}
const SUB = '/api/app/users/secure/subscription';
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2031, cvc: '123' });

describe('subscribing with a card, changing, ending the trial and cancelling', () => {
  let rt: TestRuntime;
  let ann: Api;
  let key = 0;
  const keyed = () => ({ 'idempotency-key': `k-${key++}` });
  const tokenFor = async (number: string) => ok<{ id: string }>(await ann.call('POST', '/api/sandbox/card-tokens', card(number)), 201).id;
  const view = async () => ok<View>(await ann.call('GET', SUB));

  beforeAll(async () => {
    // MATCHING_OPEN off: matching is the CapMatch add-on's, as the requirements say.
    ({ rt } = await startDealsRuntime({ DEAL_MAX_REVISIONS: '2', MATCHING_OPEN: 'false' }));
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
  });
  afterAll(() => rt.dispose());

  it('starts on no plan, and says how cards are tokenised here', async () => {
    expect(await view()).toMatchObject({
      status: 'none',
      plan: null,
      label: 'Basic',
      entitlements: { kind: 'none', unlimitedDeals: false },
    });
    expect(ok(await ann.call('GET', '/api/stripe/publishable'))).toEqual({ key: null, sandbox: true });
  });

  it('refuses card details the payment dialog refuses, a plan not in the catalogue, and an unknown coupon', async () => {
    for (const bad of [
      card('1234567812345678'),
      card('4242424242424241'),
      { ...card('4242424242424242'), exp_year: 2020 },
      { ...card('378282246310005'), cvc: '123' },
    ]) {
      expect((await ann.call('POST', '/api/sandbox/card-tokens', bad)).json()).toMatchObject({
        statusCode: 422,
        code: 'BAD_CARD',
        title: 'The credit card details entered are incorrect. Please check and try again.',
      });
    }
    const token = await tokenFor('4242424242424242');
    expect((await ann.call('POST', SUB, { plan: 'regPremium-9-monthly', token }, keyed())).json()).toMatchObject({
      statusCode: 422,
      code: 'INVALID_PLAN',
      title: 'Invalid Plan',
    });
    expect((await ann.call('POST', SUB, { plan: 'regPremium-0-monthly', token, coupon_code: 'spring' }, keyed())).json()).toMatchObject({
      code: 'INVALID_COUPON',
      title: 'Error: Invalid Coupon',
      message: 'The coupon SPRING is not valid.',
    });
  });

  it('changes nothing when the card is declined', async () => {
    for (const [number, code] of [
      ['4000000000000002', 'CARD_DECLINED'],
      ['4000000000009995', 'INSUFFICIENT_FUNDS'],
    ] as const) {
      const res = await ann.call('POST', SUB, { plan: 'regPremium-1-monthly', token: await tokenFor(number) }, keyed());
      expect(res.json()).toMatchObject({ statusCode: 402, code, title: 'Error: Stripe Payment' });
    }
    expect((await view()).status).toBe('none');
    expect(await rt.adapters.store.readStream('subscription-u-ann')).toEqual([]);
  });

  it('subscribes with a test card into a 14-day trial that lifts the revision limit and opens DealComp, once per key', async () => {
    const deal = await createDeal(ann);
    ok(await ann.update(deal.id, { ...deal.deal, closing_basis: 1 }));
    expect((await ann.update(deal.id, { ...deal.deal, closing_basis: 2 })).json()).toMatchObject({ code: 'REVISION_LIMIT' });
    expect(
      (await ann.call('GET', '/api/app/deals/benchmark/valuation?prop_type=multifamily&latitude=42.36&longitude=-71.06')).json(),
    ).toMatchObject({
      code: 'DEALCOMP_REQUIRED',
    });

    const token = await tokenFor('4242 4242 4242 4242');
    const headers = { 'idempotency-key': 'subscribe-once' };
    const started = ok<View>(await ann.call('POST', SUB, { plan: 'regPremium-1-monthly', token }, headers), 201);
    expect(started).toMatchObject({
      status: 'trialing',
      plan: { id: 'regPremium-1-monthly', interval: 'month', amount: 17800, nickname: 'Premium Limited with DealComp' },
      label: 'Premium Limited with DealComp',
      entitlements: { kind: 'premium', dealcomp: true, matching: false, unlimitedDeals: true, modelBuildsLeft: 5 },
    });
    const days = (started.trial_end! * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    ok(await ann.call('POST', SUB, { plan: 'regPremium-1-monthly', token }, headers), 201);
    expect(await rt.adapters.store.readStream('subscription-u-ann')).toHaveLength(1);

    ok(await ann.update(deal.id, { ...deal.deal, closing_basis: 2 }));
    // Benchmarks answer now: figures, or the 404 of no comparable deals on an empty platform.
    const benchmark = await ann.call('GET', '/api/app/deals/benchmark/valuation?prop_type=multifamily&latitude=42.36&longitude=-71.06');
    expect([200, 404]).toContain(benchmark.statusCode);
    expect(
      (await ann.call('POST', SUB, { plan: 'regPremium-0-monthly', token: await tokenFor('4242424242424242') }, keyed())).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'ALREADY_SUBSCRIBED',
    });
  });

  it('changes the plan as the buttons allow, ends the trial, then cancels at the period end', async () => {
    expect((await ann.call('PUT', SUB, { plan: 'regPremium-1-monthly' }, keyed())).json()).toMatchObject({ code: 'PLAN_CHANGE_REFUSED' });
    const upgraded = ok<View>(await ann.call('PUT', SUB, { plan: 'regPremium-3-monthly' }, keyed()));
    expect(upgraded.entitlements).toMatchObject({ dealcomp: true, matching: true });

    const active = ok<View>(await ann.call('DELETE', `${SUB}/trial`, undefined, keyed()));
    expect(active).toMatchObject({ status: 'active', trial_end: null });
    expect(active.current_period_end! * 1000 - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect((await ann.call('DELETE', `${SUB}/trial`, undefined, keyed())).json()).toMatchObject({ statusCode: 409, code: 'NOT_TRIALING' });

    const cancelled = ok<View>(await ann.call('DELETE', SUB, undefined, keyed()));
    expect(cancelled).toMatchObject({
      status: 'canceled',
      current_period_end: active.current_period_end,
      entitlements: { kind: 'premium' },
    });
    expect(cancelled.canceled_at).not.toBeNull();
    expect((await ann.call('PUT', SUB, { plan: 'regPremium-7-monthly' }, keyed())).json()).toMatchObject({
      code: 'PLAN_CHANGE_REFUSED',
      message: 'A cancelled plan cannot change before its period ends.',
    });
    expect((await ann.call('DELETE', SUB, undefined, keyed())).json()).toMatchObject({ statusCode: 409, code: 'NOT_SUBSCRIBED' });
  });

  it('lets no auditor subscribe, and no visitor', async () => {
    const auditor = dealsApi(rt, await rt.cookieFor({ id: 'u-aud', email: 'aud@example.com', auditor: true }));
    expect((await auditor.call('POST', SUB, { plan: 'regPremium-0-monthly', token: 'x' })).statusCode).toBe(403);
    expect((await dealsApi(rt, null).call('GET', SUB)).statusCode).toBe(401);
  });
});
