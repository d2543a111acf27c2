import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake, type FakeEvent, type StripeFake } from '@dealbook/infra/testing/payments/stripe-fake';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, mails, startIdentityRuntime } from '../scenarios/identity-helpers';
import { figure } from '../reliability/figures';
import { SUBSCRIPTION, WEBHOOK_SECRET, billingHistory, deliver, delivery, signature, type History } from './webhook-stripe';

const TOLERANCE_SECONDS = 300;
/** Copies of one delivery sent at once, as Stripe's retries and a slow answer can make them. */
const CONCURRENT_COPIES = 8;

/** The Stripe events we act on: a cycle's invoice paid or failed, and the subscription's end. */
const actsOn = (event: FakeEvent) => {
  const object = event.data.object as { billing_reason?: string };
  if (event.type === 'invoice.paid') return object.billing_reason === 'subscription_cycle';
  return event.type === 'invoice.payment_failed' || event.type === 'customer.subscription.deleted';
};

/** In order, but for the declined renewal's failure and its later payment: both after the renewal that followed them. */
function failureLate(events: FakeEvent[]): FakeEvent[][] {
  const failed = events.find((e) => e.type === 'invoice.payment_failed')!;
  const invoice = (failed.data.object as { id: string }).id;
  const paid = events.find((e) => e.type === 'invoice.paid' && (e.data.object as { id: string }).id === invoice)!;
  return [...events.filter((e) => e !== failed && e !== paid), failed, paid].map((e) => [e]);
}

/** A seeded shuffle (mulberry32): the same disorder on every run. */
function shuffled<T>(items: T[], seed: number): T[] {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * R11: Stripe's webhooks against the real route and the real signature check (the Stripe SDK's,
 * over the raw body), with a real billing history made through our routes and the local fake of Stripe's
 * API. Forged, unsigned, tampered and stale deliveries are refused; replays, concurrent copies and every
 * order of delivery leave one effect per Stripe event, and the state Stripe has.
 */
describe('R11 hostile and disordered webhooks', () => {
  let rt: TestRuntime;
  let fake: StripeFake;
  const answers: number[] = [];
  const counted = async (res: Promise<LightMyRequestResponse>) => {
    const answer = await res;
    answers.push(answer.statusCode);
    return answer;
  };

  /** Our side of an account: its stream's notices (one per Stripe event id), its view, its read-model documents. */
  const ours = async (history: History) => {
    await caughtUp(rt);
    const stream = await rt.adapters.store.readStream(`subscription-${history.userId}`);
    const notices = stream.filter((e) => e.metadata.actorId === null).map((e) => ({ type: e.type, notice: e.metadata.correlationId }));
    const view = (await rt.app.inject({ method: 'GET', url: SUBSCRIPTION, headers: { cookie: history.cookie } })).json() as {
      status: string;
      current_period_end: number;
      payment_issue: unknown;
    };
    const doc = await rt.adapters.documents.get<{ _id: string; state: { status: string; currentPeriodEnd: string } }>(
      'subscriptions',
      history.userId,
    );
    const payments = await rt.adapters.documents.find<{ _id: string; status: string }>('payments', { user_id: history.userId });
    return { notices, view, doc, payments };
  };
  /** What is wrong with our side against Stripe's, or nothing. */
  const differences = async (history: History) => {
    const { notices, view, doc, payments } = await ours(history);
    const seconds = Math.floor(Date.parse(history.truth.currentPeriodEnd) / 1000);
    const found: string[] = [];
    // An ended plan's last period is history: an end delivered before the renewals leaves the last one we had.
    const periodMatters = history.truth.status !== 'ended';
    const perEvent = new Map<string, number>();
    for (const n of notices) perEvent.set(n.notice, (perEvent.get(n.notice) ?? 0) + 1);
    for (const [id, count] of perEvent) if (count > 1) found.push(`${count} effects of ${id}`);
    if (view.status !== history.truth.status || (periodMatters && view.current_period_end !== seconds))
      found.push(`view ${view.status} until ${view.current_period_end}, Stripe ${history.truth.status} until ${seconds}`);
    if (doc?.state.status !== history.truth.status || (periodMatters && doc.state.currentPeriodEnd !== history.truth.currentPeriodEnd))
      found.push(`read model ${doc?.state.status} until ${doc?.state.currentPeriodEnd}`);
    if (history.truth.status === 'active' && view.payment_issue !== null) found.push('a payment issue on a plan Stripe has paid');
    for (const p of payments)
      if (p.status === 'failed' && history.paidInvoices.includes(p._id)) found.push(`paid invoice ${p._id} listed as failed`);
    return found;
  };

  beforeAll(async () => {
    fake = await startStripeFake();
    ({ rt } = await startIdentityRuntime({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_dealbook',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_dealbook',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://${fake.host}:${fake.port}`,
    }));
  });
  afterAll(async () => {
    await rt.dispose();
    await fake.close();
  });

  it('refuses forged, unsigned, tampered and stale deliveries; copies, replays and any order leave one effect per event and Stripe’s state', async (context) => {
    const started = performance.now();
    const history = await billingHistory(rt, fake, 'ann@example.com');
    // Mails the deliveries made (the accounts' own activation mails are sent before).
    let newMails = 0;
    let mailsBefore = (await mails(rt)).length;
    const now = () => Math.floor(Date.now() / 1000);
    let refused = 0;
    let hostile = 0;
    const notRefused: string[] = [];
    for (const event of history.events) {
      const payload = JSON.stringify(event);
      const tampered = payload.replace(/"amount_paid":\d+/, '"amount_paid":1').replace(/"status":"\w+"/, '"status":"active"');
      const attempts: [string, string, string | undefined][] = [
        ['signed with another secret', payload, signature(payload, { secret: 'whsec_forged' })],
        ['body changed after signing', tampered === payload ? `${payload} ` : tampered, signature(payload)],
        ['no signature', payload, undefined],
        ['a signature header that is not one', payload, `t=${now()},v1=${'0'.repeat(64)}`],
        ['signed beyond the tolerance', payload, signature(payload, { timestamp: now() - TOLERANCE_SECONDS - 60 })],
      ];
      for (const [what, body, header] of attempts) {
        const res = await counted(deliver(rt, body, header));
        hostile++;
        if (res.statusCode === 400 && (res.json() as { code?: string }).code === 'BAD_SIGNATURE') refused++;
        else notRefused.push(`${event.type} ${what}: ${res.statusCode}`);
      }
      // The genuine delivery, then Stripe's retry of it (signed afresh) and a replay of the very same request.
      const header = signature(payload);
      const copies = event.type.startsWith('invoice.') ? CONCURRENT_COPIES : 1;
      await Promise.all(Array.from({ length: copies }, () => counted(deliver(rt, payload, header))));
      await counted(delivery(rt, event));
      await counted(deliver(rt, payload, header));
      hostile += copies + 1;
    }
    const problems = await differences(history);
    const { notices } = await ours(history);
    newMails += (await mails(rt)).length - mailsBefore;
    const actedOn = history.events.filter(actsOn).length;

    // The same life for other accounts, delivered out of order: later states before earlier ones.
    const orders: [string, boolean, (events: FakeEvent[]) => FakeEvent[][]][] = [
      ['reversed', false, (events) => [...events].reverse().map((e) => [e])],
      ['shuffled, each twice', false, (events) => shuffled([...events, ...events], 20261126).map((e) => [e])],
      ['all at once', false, (events) => [events]],
      ['a failure after the next renewal, its payment last', false, failureLate],
      ['cancelled, reversed', true, (events) => [...events].reverse().map((e) => [e])],
    ];
    const results: string[] = [];
    let disordered = 0;
    let paid = 0;
    let listed = 0;
    /** Paid renewals missing from the payments list of a plan that has not ended (after its end, notices are dropped). */
    const unlisted: string[] = [];
    let mostEffects = 0;
    for (const [n, [name, cancel, order]] of orders.entries()) {
      const history = await billingHistory(rt, fake, `order-${n}@example.com`, cancel);
      mailsBefore = (await mails(rt)).length;
      const batches = order(history.events);
      for (const batch of batches) await Promise.all(batch.map((event) => counted(delivery(rt, event))));
      disordered += batches.flat().length;
      const found = await differences(history);
      newMails += (await mails(rt)).length - mailsBefore;
      results.push(`${name}: ${found.length === 0 ? 'as Stripe' : found.join('; ')}`);
      const { payments, notices } = await ours(history);
      const perEvent = notices.map((n) => notices.filter((m) => m.notice === n.notice).length);
      mostEffects = Math.max(mostEffects, ...perEvent);
      const listedHere = history.paidInvoices.filter((id) => payments.some((p) => p._id === id && p.status === 'paid'));
      paid += history.paidInvoices.length;
      listed += listedHere.length;
      if (!cancel && listedHere.length < history.paidInvoices.length)
        unlisted.push(`${name}: ${listedHere.length} of ${history.paidInvoices.length}`);
    }
    const asStripe = results.filter((r) => r.endsWith(': as Stripe')).length;
    const seconds = (performance.now() - started) / 1000;
    const fiveXx = answers.filter((s) => s >= 500).length;
    figure(
      context,
      `R11 webhooks: ${hostile} hostile deliveries of ${history.events.length} Stripe events: ${refused} forged, unsigned, tampered or stale ` +
        `refused with 400 (${notRefused.length} not), ${hostile - refused} retries, replays and copies ${CONCURRENT_COPIES} at once left ` +
        `${notices.length} effects for the ${actedOn} events we act on; ${disordered} deliveries in ${orders.length} disorders ` +
        `(reversed, shuffled with duplicates, all at once, a failure after the next renewal, the end first): ${asStripe} of ${orders.length} end in Stripe’s state, ` +
        `at most ${mostEffects} effect per event, ${listed} of ${paid} paid renewals in the payments list (none delivered after ` +
        `the plan’s end is); ${newMails} mails ` +
        `(billing notices send none); ${fiveXx} × 5xx; ${seconds.toFixed(1)} s`,
    );
    expect(notRefused).toEqual([]);
    expect(problems).toEqual([]);
    expect(notices).toHaveLength(actedOn);
    expect(notices.map((n) => n.type)).toEqual([
      'SubscriptionRenewed',
      'SubscriptionRenewed',
      'SubscriptionPaymentFailed',
      'SubscriptionRenewed',
      'SubscriptionRenewed',
    ]);
    expect(results).toEqual(orders.map(([name]) => `${name}: as Stripe`));
    expect(mostEffects).toBe(1);
    expect(unlisted).toEqual([]);
    expect(newMails).toBe(0);
    expect(fiveXx).toBe(0);
  });
});
