import Stripe from 'stripe';
import { expect } from 'vitest';
import type { FakeEvent, StripeFake } from '@dealbook/infra/testing/payments/stripe-fake';
import type { TestRuntime } from '../support/runtime';
import { signedInAccount } from '../scenarios/account-helpers';

/** Test support for R11 (not a spec file): Stripe's webhooks, signed as Stripe signs them, and a real billing history. */

export const WEBHOOK_SECRET = 'whsec_dealbook_reliability';
export const SUBSCRIPTION = '/api/app/users/secure/subscription';

/** The Stripe-Signature header for `payload`: Stripe's own scheme (`t=…,v1=HMAC-SHA256`), as its SDK makes it for tests. */
export const signature = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, ...options });

/** One delivery to the real route, with the signature header as given (none when undefined). */
export const deliver = (rt: TestRuntime, payload: string, header: string | undefined) =>
  rt.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(header === undefined ? {} : { 'stripe-signature': header }) },
  });

/** A delivery of `event` signed now, as Stripe sends each (a retry is signed afresh). */
export const delivery = (rt: TestRuntime, event: FakeEvent) => {
  const payload = JSON.stringify(event);
  return deliver(rt, payload, signature(payload));
};

/** What Stripe says the subscription is at the end, in our words: its status and the end of the paid period. */
export interface Truth {
  status: 'active' | 'past_due' | 'canceled' | 'ended';
  currentPeriodEnd: string;
}

export interface History {
  userId: string;
  cookie: string;
  /** Every event Stripe made for this account, oldest first (those we act on and those we do not). */
  events: FakeEvent[];
  truth: Truth;
  /** The invoices Stripe charged successfully for the plan's cycles. */
  paidInvoices: string[];
}

type SubscriptionObject = {
  object: 'subscription';
  status: string;
  cancel_at_period_end: boolean;
  items: { data: { current_period_end: number }[] };
};

/**
 * An account's real life at Stripe, made through our own routes and the fake's clock, with no webhook
 * delivered: a trial, two renewals, a declined renewal, a new card, the retry paid, one more renewal;
 * `cancel` then cancels it and lets it end.
 */
export async function billingHistory(rt: TestRuntime, fake: StripeFake, email: string, cancel = false): Promise<History> {
  const { id: userId, cookie } = await signedInAccount(rt, email);
  const from = fake.events.length;
  const send = (method: 'POST' | 'PUT' | 'DELETE', payload?: object) =>
    rt.app.inject({
      method,
      url: SUBSCRIPTION,
      headers: { cookie, 'idempotency-key': `${email}-${fake.events.length}` },
      ...(payload ? { payload } : {}),
    });
  const started = await send('POST', { plan: 'regPremium-0-monthly', token: 'tok_visa' });
  expect(started.statusCode, started.body).toBe(201);
  const [first] = await rt.adapters.store.readStream(`subscription-${userId}`);
  const { subscription_ref: ref, customer_ref: customer } = first!.data as { subscription_ref: string; customer_ref: string };
  fake.advance(ref); // the trial's end, charged
  fake.advance(ref); // a renewal
  fake.failCharges(customer);
  fake.advance(ref); // the next renewal, declined
  const card = await send('PUT', { token: 'tok_mastercard' });
  expect(card.statusCode, card.body).toBe(200);
  fake.advance(ref); // the retry, paid with the new card
  fake.advance(ref); // a renewal
  if (cancel) {
    expect((await send('DELETE')).statusCode).toBe(200);
    fake.advance(ref); // the period's end: the plan ends
  }
  const events = fake.events.slice(from);
  const subscriptions = events.map((e) => e.data.object as unknown as SubscriptionObject).filter((o) => o.object === 'subscription');
  const last = subscriptions.at(-1)!;
  const status = last.status === 'canceled' ? 'ended' : last.cancel_at_period_end ? 'canceled' : (last.status as Truth['status']);
  const paidInvoices = events
    .filter((e) => e.type === 'invoice.paid' && (e.data.object as { billing_reason: string }).billing_reason === 'subscription_cycle')
    .map((e) => (e.data.object as { id: string }).id);
  return {
    userId,
    cookie,
    events,
    truth: { status, currentPeriodEnd: new Date(last.items.data[0]!.current_period_end * 1000).toISOString() },
    paidInvoices,
  };
}
