import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentDeclinedError, WebhookSignatureError, termEnd, type PaymentPort, type ProviderNotice, type StartInput } from './port';
import { createStripePayments } from './stripe';
import { startStripeFake, type FakeEvent, type StripeFake } from '../../testing/payments/stripe-fake';

const secret = 'whsec_dealbook_test';
let fake: StripeFake;
let payments: PaymentPort;

beforeAll(async () => {
  fake = await startStripeFake();
  const keys = { secretKey: 'sk_test_dealbook', publishableKey: 'pk_test_dealbook', webhookSecret: secret };
  payments = createStripePayments({ ...keys, host: fake.host, port: fake.port, protocol: 'http' });
});
afterAll(() => fake.close());

const start = (token: string | null, extra: Partial<StartInput> = {}): StartInput => ({
  idempotencyKey: randomUUID(),
  userId: 'u1',
  email: 'ann@example.com',
  token,
  planId: 'regPremium-0-monthly',
  term: 'monthly',
  amount: 9900,
  percentOff: 0,
  discountDuration: null,
  trialDays: 0,
  now: new Date(),
  ...extra,
});

/** Within a few seconds of `expected` (the fake bills on the wall clock). */
const near = (iso: string | null, expected: Date) => expect(Math.abs(Date.parse(iso ?? '') - expected.getTime())).toBeLessThan(5_000);
const days = (n: number) => new Date(Date.now() + n * 86_400_000);

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...options });
const deliver = (event: FakeEvent | object): ProviderNotice | null => {
  const payload = JSON.stringify(event);
  return payments.readWebhook!(Buffer.from(payload), sign(payload));
};
/** The amounts Stripe charged among its events. */
const chargesIn = (events: FakeEvent[]) =>
  events
    .filter((event) => event.type === 'invoice.paid')
    .map((event) => (event.data.object as { amount_paid: number }).amount_paid)
    .filter((amount) => amount > 0);
/** What the app would act on among the webhooks Stripe sends for a step of its clock. */
const noticesOf = (events: FakeEvent[]) => events.map(deliver).filter((notice) => notice !== null);

describe('the Stripe payment adapter, against the local fake of Stripe', () => {
  it('charges a tok_visa card at once for a calendar month, and answers the invoice and the card on file', async () => {
    const paid = await payments.startSubscription(start('tok_visa'));
    expect(paid).toMatchObject({ status: 'active', amount: 9900, firstCharge: 9900, trialEnd: null });
    expect(paid.invoiceId).toMatch(/^in_/);
    expect(paid.card).toEqual({ brand: 'Visa', last4: '4242', exp_month: 12, exp_year: expect.any(Number) });
    near(paid.currentPeriodEnd, termEnd(new Date(), 'monthly'));
    expect(payments).toMatchObject({ sandbox: false, publishableKey: 'pk_test_dealbook' });
  });

  it('starts a trial with nothing charged: the period ends with the trial, the first charge is still to come', async () => {
    const trial = await payments.startSubscription(start('tok_visa', { trialDays: 14 }));
    expect(trial).toMatchObject({ status: 'trialing', amount: 9900, firstCharge: 9900, invoiceId: null });
    near(trial.trialEnd, days(14));
    expect(trial.currentPeriodEnd).toBe(trial.trialEnd);
  });

  it("takes a 'once' discount off the first charge only, with or without a trial", async () => {
    const once = { percentOff: 20, discountDuration: 'once' as const };
    const now = await payments.startSubscription(start('tok_visa', once));
    expect(now).toMatchObject({ amount: 9900, firstCharge: 7920 });
    expect(noticesOf(fake.advance(now.subscriptionRef))).toMatchObject([{ kind: 'renewed', amount: 9900 }]);

    const later = await payments.startSubscription(start('tok_visa', { ...once, trialDays: 14 }));
    expect(later).toMatchObject({ status: 'trialing', amount: 9900, firstCharge: 7920 });
    const ended = await payments.endTrial({
      idempotencyKey: randomUUID(),
      subscriptionRef: later.subscriptionRef,
      term: 'monthly',
      now: new Date(),
    });
    expect(ended.amount).toBe(7920);
  });

  it('keeps a forever discount on every charge, and a repeating one for its three months', async () => {
    const forever = await payments.startSubscription(start('tok_visa', { percentOff: 20, discountDuration: 'forever' }));
    expect(forever).toMatchObject({ amount: 7920, firstCharge: 7920 });
    const repeating = await payments.startSubscription(start('tok_visa', { percentOff: 20, discountDuration: 'repeating' }));
    const renewals = [1, 2, 3].flatMap(() => noticesOf(fake.advance(repeating.subscriptionRef)));
    expect(renewals.map((notice) => notice.kind === 'renewed' && notice.amount)).toEqual([7920, 7920, 9900]);
  });

  it.each([
    ['tok_chargeDeclined', 'CARD_DECLINED', 'Your card was declined.'],
    ['tok_chargeDeclinedInsufficientFunds', 'INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
    ['tok_chargeDeclinedExpiredCard', 'EXPIRED_CARD', 'Your card has expired.'],
    ['tok_chargeDeclinedIncorrectCvc', 'INCORRECT_CVC', "Your card's security code is incorrect."],
    ['tok_chargeCustomerFail', 'CARD_DECLINED', 'Your card was declined.'],
    ['tok_not_issued_by_stripe', 'INVALID_TOKEN', 'This card could not be read: enter it again.'],
  ])('refuses %s as %s and leaves no subscription behind', async (token, code, message) => {
    const before = fake.count('subscriptions');
    const failure = await payments.startSubscription(start(token)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentDeclinedError);
    expect(failure).toMatchObject({ code, message });
    expect(fake.count('subscriptions')).toBe(before);
  });

  it('refuses to end a trial when the card fails the charge, and the trial runs on', async () => {
    const trial = await payments.startSubscription(start('tok_chargeCustomerFail', { trialDays: 7 }));
    expect(trial.status).toBe('trialing');
    const end = { idempotencyKey: randomUUID(), subscriptionRef: trial.subscriptionRef, term: 'monthly' as const, now: new Date() };
    await expect(payments.endTrial(end)).rejects.toMatchObject({ code: 'CARD_DECLINED' });
    await expect(payments.endTrial(end)).rejects.toBeInstanceOf(PaymentDeclinedError);
    const [atTrialEnd] = noticesOf(fake.advance(trial.subscriptionRef));
    expect(atTrialEnd).toMatchObject({ kind: 'payment_failed', attempt: 1, at: trial.trialEnd });
  });

  it('charges once for a retried command, whether we retry or the SDK does after a lost answer', async () => {
    const before = fake.count('subscriptions');
    const input = start('tok_visa');
    const first = await payments.startSubscription(input);
    expect(await payments.startSubscription(input)).toEqual(first);
    expect(fake.count('subscriptions')).toBe(before + 1);

    fake.dropNextAnswer('/v1/subscriptions');
    const lost = start('tok_visa');
    await payments.startSubscription(lost);
    expect(fake.count('subscriptions')).toBe(before + 2);
    const attempts = fake.requests.filter((request) => request.method === 'POST' && request.idempotencyKey === lost.idempotencyKey);
    expect(attempts).toHaveLength(2);
  });

  it("charges a team plan to the owner's card on file, without a new card", async () => {
    const owner = await payments.startSubscription(start('tok_mastercard'));
    const customers = fake.count('customers');
    const colleague = await payments.startSubscription(
      start(null, { customerRef: owner.customerRef, userId: 'u2', planId: 'regPremium-0-monthly-team' }),
    );
    expect(colleague).toMatchObject({ customerRef: owner.customerRef, status: 'active', firstCharge: 9900 });
    expect(colleague.card).toMatchObject({ brand: 'MasterCard', last4: '4444' });
    expect(colleague.invoiceId).toMatch(/^in_/);
    expect(colleague.subscriptionRef).not.toBe(owner.subscriptionRef);
    expect(fake.count('customers')).toBe(customers);
  });

  it('replaces the card on file; the next renewal charges the new card; a refused card changes nothing', async () => {
    const plan = await payments.startSubscription(start('tok_visa'));
    fake.failCharges(plan.customerRef);
    const failed = noticesOf(fake.advance(plan.subscriptionRef));
    expect(failed).toMatchObject([{ kind: 'payment_failed', attempt: 1 }]);
    const refused = payments.updateCard({ idempotencyKey: randomUUID(), customerRef: plan.customerRef, token: 'tok_chargeDeclined' });
    await expect(refused).rejects.toMatchObject({ code: 'CARD_DECLINED' });
    const card = await payments.updateCard({ idempotencyKey: randomUUID(), customerRef: plan.customerRef, token: 'tok_mastercard' });
    expect(card).toMatchObject({ brand: 'MasterCard', last4: '4444' });
    expect(noticesOf(fake.advance(plan.subscriptionRef))).toMatchObject([{ kind: 'renewed', amount: 9900 }]);
  });

  it('changes the plan with the new price from the next charge, also from monthly to annual', async () => {
    const plan = await payments.startSubscription(start('tok_visa'));
    const change = { subscriptionRef: plan.subscriptionRef, planId: 'regPremium-7-monthly', term: 'monthly' as const, amount: 33600 };
    await payments.changePlan({ ...change, idempotencyKey: randomUUID() });
    expect(noticesOf(fake.advance(plan.subscriptionRef))).toMatchObject([{ kind: 'renewed', amount: 33600 }]);

    const annual = { ...change, planId: 'regPremium-7-annual', term: 'annual' as const, amount: 299900, idempotencyKey: randomUUID() };
    const from = fake.events.length;
    await payments.changePlan(annual);
    await payments.changePlan(annual);
    expect(chargesIn(fake.events.slice(from))).toEqual([]);
    const [renewal] = noticesOf(fake.advance(plan.subscriptionRef));
    expect(renewal).toMatchObject({ kind: 'renewed', amount: 299900 });
    near(
      renewal?.kind === 'renewed' ? renewal.currentPeriodEnd : null,
      termEnd(termEnd(termEnd(new Date(), 'monthly'), 'monthly'), 'annual'),
    );
  });

  it('ends a trial with a charge now and a first paid month, and a retry answers the same', async () => {
    const trial = await payments.startSubscription(start('tok_amex', { trialDays: 14 }));
    const end = { idempotencyKey: randomUUID(), subscriptionRef: trial.subscriptionRef, term: 'monthly' as const, now: new Date() };
    const ended = await payments.endTrial(end);
    expect(ended).toMatchObject({ amount: 9900, invoiceId: expect.stringMatching(/^in_/) });
    near(ended.currentPeriodEnd, termEnd(new Date(), 'monthly'));
    expect(await payments.endTrial(end)).toEqual(ended);
  });
});

describe("the Stripe adapter's webhooks", () => {
  it("reads a renewal, and the charge at a trial's natural end, as 'renewed'; the first charge says nothing new", async () => {
    const firstCharges = fake.events.length;
    const plan = await payments.startSubscription(start('tok_visa', { trialDays: 14 }));
    expect(noticesOf(fake.events.slice(firstCharges))).toEqual([]);
    const events = fake.advance(plan.subscriptionRef);
    const paid = events.find((event) => event.type === 'invoice.paid')!;
    expect(noticesOf(events)).toEqual([
      {
        kind: 'renewed',
        id: paid.id,
        userId: 'u1',
        subscriptionRef: plan.subscriptionRef,
        at: plan.trialEnd,
        invoiceId: (paid.data.object as { id: string }).id,
        amount: 9900,
        currentPeriodEnd: termEnd(new Date(plan.trialEnd!), 'monthly').toISOString(),
      },
    ]);
  });

  it("reads failed renewal charges as 'payment_failed' with the next attempt, and the third as the plan's end, unpaid", async () => {
    const plan = await payments.startSubscription(start('tok_visa'));
    fake.failCharges(plan.customerRef);
    const failures = [1, 2, 3].flatMap(() => noticesOf(fake.advance(plan.subscriptionRef)));
    expect(failures).toMatchObject([
      {
        kind: 'payment_failed',
        attempt: 1,
        amount: 9900,
        message: 'The renewal charge was declined.',
        subscriptionRef: plan.subscriptionRef,
      },
      { kind: 'payment_failed', attempt: 2 },
      { kind: 'payment_failed', attempt: 3, nextAttemptAt: null },
      { kind: 'ended', reason: 'unpaid', userId: 'u1', subscriptionRef: plan.subscriptionRef },
    ]);
    const first = failures[0] as Extract<ProviderNotice, { kind: 'payment_failed' }>;
    expect(Date.parse(first.nextAttemptAt!) - Date.parse(first.at)).toBe(3 * 86_400_000);
  });

  it("reads the end of a plan cancelled at its period's end as 'ended', cancelled", async () => {
    const plan = await payments.startSubscription(start('tok_visa'));
    await payments.cancelAtPeriodEnd({ idempotencyKey: randomUUID(), subscriptionRef: plan.subscriptionRef });
    expect(noticesOf(fake.advance(plan.subscriptionRef))).toMatchObject([
      { kind: 'ended', reason: 'cancelled', userId: 'u1', at: plan.currentPeriodEnd },
    ]);
  });

  it('answers null for events we do not act on, and for a subscription without our user id', async () => {
    const plan = await payments.startSubscription(start('tok_visa'));
    const [paid] = fake.advance(plan.subscriptionRef).filter((event) => event.type === 'invoice.paid');
    const anonymous = structuredClone(paid!);
    Object.assign(anonymous.data.object, {
      parent: { type: 'subscription_details', subscription_details: { metadata: {}, subscription: 's' } },
    });
    expect(deliver(anonymous)).toBeNull();
    expect(deliver(fake.events.find((event) => event.type === 'customer.created')!)).toBeNull();
    expect(deliver({ ...paid!, type: 'invoice.payment_succeeded' })).toBeNull();
  });

  const delivery = (body: string, signature: string | undefined) => () => payments.readWebhook!(Buffer.from(body), signature);
  it.each([
    ['a signature made with another secret', (body: string) => delivery(body, sign(body, { secret: 'whsec_someone_else' }))],
    ['a missing signature header', (body: string) => delivery(body, undefined)],
    ['a timestamp 10 minutes old', (body: string) => delivery(body, sign(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }))],
    ['a body changed after signing', (body: string) => delivery(body.replaceAll('"u1"', '"u9"'), sign(body))],
  ])('refuses %s', (_case, deliveryOf) => {
    const body = JSON.stringify(fake.events.find((event) => event.type === 'invoice.paid'));
    expect(deliveryOf(body)).toThrow(WebhookSignatureError);
  });
});
