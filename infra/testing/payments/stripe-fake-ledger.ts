import type Stripe from 'stripe';
import { genericDecline, missing, type Refusal } from './stripe-fake-cards';
import * as make from './stripe-fake-objects';
import type {
  Card,
  Charge,
  Coupon,
  Customer,
  Discount,
  FakeEvent,
  Form,
  Invoice,
  PaymentIntent,
  Price,
  Subscription,
} from './stripe-fake-objects';

const DAY = 86_400;
/** Stripe retries a failed renewal charge; ours, like the sandbox: every 3 days, giving up at the third failure. */
const RETRY_SECONDS = 3 * DAY;
const ATTEMPTS = 3;

/**
 * What the fake Stripe holds, and what Stripe Billing does with it: charging cards, paying or failing
 * invoices, and the clock's steps (renewals, retries, ends) with the webhook events they make. The clock is
 * the wall clock, except that `advance` moves a subscription to its next moment and stamps what happens
 * there with that time.
 */
export function createLedger() {
  const customers = new Map<string, Customer>();
  const cards = new Map<string, Card & { chargesFail: boolean }>();
  const prices = new Map<string, Price>();
  const coupons = new Map<string, Coupon>();
  const discounts = new Map<string, Discount>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const events: FakeEvent[] = [];
  const emit = (type: Stripe.Event.Type, object: object, at: number) => events.push(make.event(type, object, at));
  const couponOf = (discountId: string) => coupons.get(discounts.get(discountId)?.source.coupon ?? '');

  /** What a charge at `at` costs: Stripe rounds the discount to the cent. A 'once' discount waits for a charge. */
  const chargeOf = (subscription: Subscription, at: number): number => {
    const unit = subscription.items.data[0].price.unit_amount;
    const discount = subscription.discounts.map((id) => discounts.get(id)).find(Boolean);
    const coupon = discount && couponOf(discount.id);
    if (!discount || !coupon || (discount.end !== null && at >= discount.end)) return unit;
    return unit - Math.round((unit * coupon.percent_off) / 100);
  };

  const refusalOf = (customerId: string, amount: number): Refusal | null => {
    const source = customers.get(customerId)?.default_source;
    const card = source ? cards.get(source) : undefined;
    if (amount === 0) return null;
    return !card || card.chargesFail ? genericDecline : null;
  };

  /** A charge that went through: the invoice is paid, and a 'once' discount is used up by a charge above zero. */
  const paid = (subscription: Subscription, invoice: Invoice, at: number) => {
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, next_payment_attempt: null });
    if (invoice.amount_due > 0) Object.assign(invoice, { attempted: true, attempt_count: invoice.attempt_count + 1 });
    if (invoice.amount_due > 0) subscription.discounts = subscription.discounts.filter((id) => couponOf(id)?.duration !== 'once');
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    if (subscription.status === 'past_due') subscription.status = 'active';
    emit('invoice.paid', invoice, at);
    emit('invoice.payment_succeeded', invoice, at);
  };

  const failed = (subscription: Subscription, invoice: Invoice, at: number) => {
    const attempt = invoice.attempt_count + 1;
    const givesUp = attempt >= ATTEMPTS;
    Object.assign(invoice, { attempted: true, attempt_count: attempt, next_payment_attempt: givesUp ? null : at + RETRY_SECONDS });
    invoices.set(invoice.id, invoice);
    Object.assign(subscription, { status: 'past_due', latest_invoice: invoice.id });
    emit('invoice.payment_failed', invoice, at);
    if (givesUp) end(subscription, at, 'payment_failed');
  };

  const end = (subscription: Subscription, at: number, reason: Stripe.Subscription.CancellationDetails.Reason) => {
    Object.assign(subscription, { status: 'canceled', ended_at: at, canceled_at: subscription.canceled_at ?? at });
    subscription.cancellation_details = { comment: null, feedback: null, reason };
    emit('customer.subscription.deleted', subscription, at);
  };

  /** A paid period of the subscription's interval starts at `at`; its invoice is made, not yet charged. */
  const newPeriod = (subscription: Subscription, reason: Stripe.Invoice.BillingReason, at: number) => {
    const item = subscription.items.data[0];
    Object.assign(item, { current_period_start: at, current_period_end: make.periodAfter(at, item.price.recurring.interval) });
    const invoice = make.invoice(subscription, reason, chargeOf(subscription, at), { start: at, end: item.current_period_end }, at);
    return { invoice, refusal: refusalOf(subscription.customer, invoice.amount_due) };
  };

  const find = <T>(store: Map<string, T>, what: string, id: string, param = 'id'): T => {
    const found = store.get(id);
    if (!found) throw missing(what, id, param);
    return found;
  };

  /** The `expand[]` of a request: the named fields' ids become their objects. */
  const expanded = <T extends object>(object: T, params: Form): T => {
    const out = structuredClone(object) as Record<string, unknown>;
    const stores: Map<string, object>[] = [customers, cards, prices, coupons, subscriptions, invoices, paymentIntents, charges];
    for (const path of make.list(params.expand)) {
      const value = typeof path === 'string' ? out[path] : undefined;
      const found = typeof value === 'string' ? stores.map((store) => store.get(value)).find(Boolean) : undefined;
      if (typeof path === 'string' && found) out[path] = structuredClone(found);
    }
    return out as T;
  };

  return {
    customers,
    cards,
    prices,
    coupons,
    discounts,
    subscriptions,
    invoices,
    paymentIntents,
    charges,
    events,
    now: () => Math.floor(Date.now() / 1000),
    emit,
    find,
    expanded,
    chargeOf,
    refusalOf,
    paid,
    failed,
    newPeriod,
    /** A customer's card starts failing every charge (the card was lost, or ran out). */
    failCharges(customerId: string) {
      const source = find(customers, 'customer', customerId).default_source;
      const card = source ? cards.get(source) : undefined;
      if (card) card.chargesFail = true;
    },
    /**
     * Stripe Billing's next step for a subscription, as its clock reaches it: past due, the retry of the
     * open invoice; otherwise the period's end, where a plan cancelled at period end ends and any other
     * renews with a charge (a trial's natural end too: the invoice is a `subscription_cycle` one).
     */
    advance(id: string): FakeEvent[] {
      const subscription = find(subscriptions, 'subscription', id);
      const from = events.length;
      const latest = subscription.latest_invoice ? invoices.get(subscription.latest_invoice) : undefined;
      const open = subscription.status === 'past_due' && latest?.status === 'open' ? latest : undefined;
      if (subscription.status === 'canceled') return [];
      if (open) {
        const at = open.next_payment_attempt ?? subscription.items.data[0].current_period_start;
        if (refusalOf(subscription.customer, open.amount_due)) failed(subscription, open, at);
        else paid(subscription, open, at);
        return events.slice(from);
      }
      const at = subscription.items.data[0].current_period_end;
      if (subscription.cancel_at_period_end) {
        end(subscription, at, 'cancellation_requested');
        return events.slice(from);
      }
      subscription.status = 'active';
      const { invoice, refusal } = newPeriod(subscription, 'subscription_cycle', at);
      if (refusal) failed(subscription, invoice, at);
      else paid(subscription, invoice, at);
      emit('customer.subscription.updated', subscription, at);
      return events.slice(from);
    },
  };
}

export type FakeLedger = ReturnType<typeof createLedger>;
