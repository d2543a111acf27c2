import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentDeclinedError, type ChargeInput, type PaymentPort } from './port';
import { createStripePayments } from './stripe';
import { startStripeFake, type StripeFake } from '../../testing/payments/stripe-fake';

const secret = 'whsec_dealbook_test';
let fake: StripeFake;
let payments: PaymentPort;

beforeAll(async () => {
  fake = await startStripeFake();
  const keys = { secretKey: 'sk_test_dealbook', publishableKey: 'pk_test_dealbook', webhookSecret: secret };
  payments = createStripePayments({ ...keys, host: fake.host, port: fake.port, protocol: 'http' });
});
afterAll(() => fake.close());

const charge = (token: string | null, extra: Partial<ChargeInput> = {}): ChargeInput => ({
  idempotencyKey: `model-u1-${randomUUID()}`,
  userId: 'u1',
  email: 'ann@example.com',
  token,
  amount: 4995,
  description: 'Excel model: Harbor Point',
  metadata: { kind: 'model', deal_id: 'd1' },
  now: new Date(),
  ...extra,
});
const requestsWith = (key: string) => fake.requests.filter((request) => request.idempotencyKey === key);
const succeeded = () => fake.events.filter((event) => event.type === 'payment_intent.succeeded').length;

describe("the Stripe adapter's one-time charge, against the local fake of Stripe", () => {
  it('charges a tok_visa card with a PaymentIntent confirmed at once, on session, keyed by the idempotency key', async () => {
    const input = charge('tok_visa');
    const paid = await payments.charge(input);
    expect(paid).toEqual({
      chargeRef: expect.stringMatching(/^pi_/),
      amount: 4995,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: expect.any(Number) },
      invoiceId: null,
    });
    const [request] = requestsWith(input.idempotencyKey);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      body: {
        amount: '4995',
        currency: 'usd',
        confirm: 'true',
        off_session: 'false',
        payment_method_data: { type: 'card', card: { token: 'tok_visa' } },
        description: 'Excel model: Harbor Point',
        receipt_email: 'ann@example.com',
        metadata: { kind: 'model', deal_id: 'd1', user_id: 'u1' },
      },
    });
    const kept = fake.events.find((event) => event.type === 'payment_intent.succeeded' && event.data.object.id === paid.chargeRef);
    expect(kept?.data.object).toMatchObject({ status: 'succeeded', amount_received: 4995, description: 'Excel model: Harbor Point' });
  });

  it('charges once for a retried command, whether we retry or the SDK does after a lost answer', async () => {
    const intents = fake.count('payment_intents');
    const input = charge('tok_visa');
    const first = await payments.charge(input);
    expect(await payments.charge(input)).toEqual(first);
    expect(fake.count('payment_intents')).toBe(intents + 1);

    fake.dropNextAnswer('/v1/payment_intents');
    const lost = charge('tok_mastercard');
    expect(await payments.charge(lost)).toMatchObject({ card: { brand: 'mastercard', last4: '4444' } });
    expect(requestsWith(lost.idempotencyKey)).toHaveLength(2);
    expect(fake.count('payment_intents')).toBe(intents + 2);
  });

  it.each([
    ['tok_chargeDeclined', 'CARD_DECLINED', 'Your card was declined.'],
    ['tok_chargeDeclinedInsufficientFunds', 'INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
    ['tok_chargeDeclinedExpiredCard', 'EXPIRED_CARD', 'Your card has expired.'],
    ['tok_chargeDeclinedIncorrectCvc', 'INCORRECT_CVC', "Your card's security code is incorrect."],
    ['tok_chargeCustomerFail', 'CARD_DECLINED', 'Your card was declined.'],
    ['tok_not_issued_by_stripe', 'INVALID_TOKEN', 'This card could not be read: enter it again.'],
  ])('refuses %s as %s, charges nothing, and answers a retry with the same refusal', async (token, code, message) => {
    const before = { succeeded: succeeded(), intents: fake.count('payment_intents') };
    const input = charge(token);
    const failure = await payments.charge(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentDeclinedError);
    expect(failure).toMatchObject({ code, message });
    await expect(payments.charge(input)).rejects.toMatchObject({ code, message });
    expect(succeeded()).toBe(before.succeeded);
    // Stripe keeps a declined PaymentIntent (nothing charged); an unknown token makes none.
    expect(fake.count('payment_intents')).toBe(before.intents + (code === 'INVALID_TOKEN' ? 0 : 1));
  });

  it.each([0, -4995, 49, 49.5])('refuses an amount of %s cents without asking Stripe', async (amount) => {
    const input = charge('tok_visa', { amount });
    await expect(payments.charge(input)).rejects.toBeInstanceOf(RangeError);
    expect(requestsWith(input.idempotencyKey)).toEqual([]);
  });

  it("charges the customer's card on file without a new card, and refuses one that fails its charges", async () => {
    const subscribe = (token: string, trialDays: number) =>
      payments.startSubscription({
        idempotencyKey: randomUUID(),
        userId: 'u1',
        email: 'ann@example.com',
        token,
        planId: 'regPremium-0-monthly',
        term: 'monthly',
        amount: 9900,
        percentOff: 0,
        discountDuration: null,
        trialDays,
        now: new Date(),
      });
    const { customerRef } = await subscribe('tok_amex', 0);
    const onFile = await payments.charge(charge(null, { customerRef }));
    expect(onFile).toMatchObject({ amount: 4995, card: { brand: 'amex', last4: '8431' } });
    const intent = fake.events.find((event) => event.type === 'payment_intent.succeeded' && event.data.object.id === onFile.chargeRef);
    expect(intent?.data.object).toMatchObject({ customer: customerRef });

    const failing = await subscribe('tok_chargeCustomerFail', 14);
    await expect(payments.charge(charge(null, { customerRef: failing.customerRef }))).rejects.toMatchObject({ code: 'CARD_DECLINED' });
    await expect(payments.charge(charge(null))).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it("reads the charge's webhooks as nothing to act on: the command that charged records it", async () => {
    const from = fake.events.length;
    await payments.charge(charge('tok_visa'));
    const events = fake.events.slice(from);
    expect(events.map((event) => event.type)).toEqual(['payment_intent.created', 'charge.succeeded', 'payment_intent.succeeded']);
    for (const event of events) {
      const payload = JSON.stringify(event);
      expect(payments.readWebhook!(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret }))).toBeNull();
    }
  });
});
