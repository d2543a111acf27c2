import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake, type FakeEvent, type StripeFake } from '@dealbook/infra/testing/payments/stripe-fake';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, startIdentityRuntime } from './identity-helpers';
import { signedInAccount } from './account-helpers';

const SUB = '/api/app/users/secure/subscription';
const secret = 'whsec_dealbook_scenario';

/**
 * The runtime on PAYMENTS=stripe against the local fake of Stripe's API: a subscription made through our
 * route, then Stripe's own billing reaching us as signed webhooks, replayed, out of order, forged or stale.
 */
describe('Stripe webhooks over HTTP', () => {
  let rt: TestRuntime;
  let fake: StripeFake;
  let ann: { id: string; cookie: string };
  let subscriptionRef: string;

  const webhook = (event: FakeEvent | object, sign: { secret?: string; timestamp?: number } | null = {}) => {
    const payload = JSON.stringify(event);
    const signature = sign ? Stripe.webhooks.generateTestHeaderString({ payload, secret, ...sign }) : undefined;
    return rt.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
  };
  const events = async () => (await rt.adapters.store.readStream(`subscription-${ann.id}`)).map((e) => e.type);
  const view = async () => (await rt.app.inject({ method: 'GET', url: SUB, headers: { cookie: ann.cookie } })).json();

  beforeAll(async () => {
    fake = await startStripeFake();
    ({ rt } = await startIdentityRuntime({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_dealbook',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_dealbook',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_URL: `http://${fake.host}:${fake.port}`,
    }));
    ann = await signedInAccount(rt, 'ann@example.com');
  });
  afterAll(async () => {
    await rt.dispose();
    await fake.close();
  });

  it('gives the browser Stripe.js’s key, has no sandbox tokeniser, and subscribes with a Stripe token', async () => {
    expect((await rt.app.inject({ method: 'GET', url: '/api/stripe/publishable' })).json()).toEqual({
      key: 'pk_test_dealbook',
      sandbox: false,
    });
    const tokeniser = await rt.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-tokens',
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' },
    });
    expect(tokeniser.statusCode).toBe(404);
    const declined = await rt.app.inject({
      method: 'POST',
      url: SUB,
      headers: { cookie: ann.cookie, 'idempotency-key': 'declined' },
      payload: { plan: 'regPremium-0-monthly', token: 'tok_chargeDeclinedInsufficientFunds' },
    });
    expect(declined.json()).toMatchObject({ statusCode: 402, code: 'INSUFFICIENT_FUNDS', title: 'Error: Stripe Payment' });
    expect(await events()).toEqual([]);
    const res = await rt.app.inject({
      method: 'POST',
      url: SUB,
      headers: { cookie: ann.cookie, 'idempotency-key': 'first' },
      payload: { plan: 'regPremium-0-monthly', token: 'tok_visa' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'trialing', card: { last4: '4242' } });
    subscriptionRef = ((await rt.adapters.store.readStream(`subscription-${ann.id}`))[0]!.data as { subscription_ref: string })
      .subscription_ref;
    expect(fake.count('subscriptions')).toBe(1);
  });

  it('records the charge at the trial’s end once, however often Stripe delivers it', async () => {
    const sent = fake.advance(subscriptionRef);
    for (const event of [...sent, ...sent]) expect((await webhook(event)).statusCode).toBe(200);
    await caughtUp(rt);
    expect(await events()).toEqual(['SubscriptionStarted', 'SubscriptionRenewed']);
    expect(await view()).toMatchObject({ status: 'active' });
  });

  it('refuses a forged, unsigned or stale delivery with 400 and records nothing', async () => {
    const [next] = fake.advance(subscriptionRef).filter((e) => e.type === 'invoice.paid');
    for (const sign of [{ secret: 'whsec_forged' }, null, { timestamp: Math.floor(Date.now() / 1000) - 600 }]) {
      const res = await webhook(next!, sign);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    }
    expect(await events()).toEqual(['SubscriptionStarted', 'SubscriptionRenewed']);
    expect((await webhook(next!)).statusCode).toBe(200);
    expect(await events()).toEqual(['SubscriptionStarted', 'SubscriptionRenewed', 'SubscriptionRenewed']);
  });

  it('drops a late failure of an invoice already paid, and ends the plan when Stripe ends it', async () => {
    fake.failCharges(((await rt.adapters.store.readStream(`subscription-${ann.id}`))[0]!.data as { customer_ref: string }).customer_ref);
    const failing = fake.advance(subscriptionRef);
    const failed = failing.find((e) => e.type === 'invoice.payment_failed')!;
    expect((await webhook(failed)).statusCode).toBe(200);
    expect(await view()).toMatchObject({ status: 'past_due', entitlements: { kind: 'premium' } });
    const paidBefore = { ...failed, id: `${failed.id}_late`, type: 'invoice.payment_failed' };
    expect((await webhook(paidBefore)).statusCode).toBe(200); // same invoice, attempt already seen: no effect
    expect((await events()).filter((t) => t === 'SubscriptionPaymentFailed')).toHaveLength(1);
    const rest = [...fake.advance(subscriptionRef), ...fake.advance(subscriptionRef)];
    for (const event of rest) expect((await webhook(event)).statusCode).toBe(200);
    await caughtUp(rt);
    expect(await view()).toMatchObject({ status: 'ended', entitlements: { kind: 'none' } });
    expect((await events()).at(-1)).toBe('SubscriptionEnded');
  });

  it('answers 200 to events it does not act on, so Stripe stops sending them', async () => {
    const res = await webhook({ id: 'evt_other', object: 'event', type: 'customer.created', created: 1, data: { object: {} } });
    expect(res.statusCode).toBe(200);
  });
});
