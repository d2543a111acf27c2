import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../src/payments/stripe';

/**
 * Stripe's objects as the fake answers them, at the adapter's API version. `Shape` lets fields we do not
 * model stay out while `satisfies` still rejects a field that is misspelt, mistyped or in the wrong place
 * for that version (the point of the fake: an adapter that passes against it reads real field names).
 */
export type Shape<T> = T extends (infer U)[] ? Shape<U>[] : T extends object ? { [K in keyof T]?: Shape<T[K]> } : T;

/** Parsed form parameters, as Stripe's bracket syntax nests them. */
export type Form = { [key: string]: string | Form | Form[] | string[] };

export const text = (value: Form[string] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
export const form = (value: Form[string] | undefined): Form => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
export const list = (value: Form[string] | undefined): Form[string][] => (Array.isArray(value) ? value : []);
export const metadataOf = (value: Form[string] | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(form(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** Stripe's shape with the fields the fake relies on made precise. */
export type Known<T, K> = Omit<Shape<T>, keyof K> & K;

export type Customer = Known<Stripe.Customer, { id: string; metadata: Record<string, string>; default_source: string | null }>;
export type Card = Known<Stripe.Card, { id: string; brand: string; last4: string }>;
export type Price = Known<
  Stripe.Price,
  { id: string; unit_amount: number; lookup_key: string | null; recurring: Known<Stripe.Price.Recurring, { interval: Interval }> }
>;
export type Coupon = Known<Stripe.Coupon, { id: string; percent_off: number; duration: Stripe.Coupon.Duration }>;
export type Discount = Known<Stripe.Discount, { id: string; source: { coupon: string; type: 'coupon' }; end: number | null }>;
type Item = Known<Stripe.SubscriptionItem, { id: string; price: Price; current_period_start: number; current_period_end: number }>;
export type Subscription = Known<
  Stripe.Subscription,
  {
    id: string;
    customer: string;
    status: Stripe.Subscription.Status;
    items: { object: 'list'; data: [Item] };
    discounts: string[];
    metadata: Record<string, string>;
    latest_invoice: string | null;
    cancel_at_period_end: boolean;
    trial_end: number | null;
  }
>;
export type PaymentIntent = Known<
  Stripe.PaymentIntent,
  { id: string; amount: number; status: Stripe.PaymentIntent.Status; latest_charge: string | null; metadata: Record<string, string> }
>;
export type Charge = Known<Stripe.Charge, { id: string; amount: number; status: Stripe.Charge.Status; payment_intent: string }>;
export type Invoice = Known<Stripe.Invoice, { id: string; amount_due: number; attempt_count: number; status: Stripe.Invoice.Status }>;
/** A webhook event as Stripe sends it. */
export type FakeEvent = ReturnType<typeof event>;
export type Interval = 'month' | 'year';

export const newId = (prefix: string): string => `${prefix}_${randomBytes(10).toString('hex')}`;

export function card(brand: string, last4: string, customer: string): Card {
  return {
    id: newId('card'),
    object: 'card',
    brand,
    last4,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 3,
    country: 'US',
    customer,
    cvc_check: 'pass',
    funding: 'credit',
    fingerprint: randomBytes(8).toString('hex'),
    metadata: {},
  } satisfies Shape<Stripe.Card>;
}

export function customer(id: string, email: string | null, metadata: Record<string, string>, source: string | null, at: number): Customer {
  return {
    id,
    object: 'customer',
    balance: 0,
    created: at,
    default_source: source,
    description: null,
    email,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata,
    shipping: null,
    tax_exempt: 'none',
  } satisfies Shape<Stripe.Customer>;
}

export function price(lookupKey: string | null, amount: number, interval: Interval, product: string, at: number): Price {
  return {
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: at,
    currency: 'usd',
    livemode: false,
    lookup_key: lookupKey,
    metadata: {},
    nickname: null,
    product,
    recurring: { interval, interval_count: 1, usage_type: 'licensed', meter: null },
    tax_behavior: 'unspecified',
    type: 'recurring',
    unit_amount: amount,
    unit_amount_decimal: String(amount),
  } satisfies Shape<Stripe.Price>;
}

export function coupon(id: string, percentOff: number, duration: Stripe.Coupon.Duration, months: number | null, at: number): Coupon {
  return {
    id,
    object: 'coupon',
    amount_off: null,
    created: at,
    currency: null,
    duration,
    duration_in_months: months,
    livemode: false,
    max_redemptions: null,
    metadata: {},
    name: null,
    percent_off: percentOff,
    redeem_by: null,
    times_redeemed: 0,
    valid: true,
  } satisfies Shape<Stripe.Coupon>;
}

export function discount(coupon: Coupon, customer: string, subscription: string, at: number): Discount {
  const end = coupon.duration === 'repeating' && coupon.duration_in_months ? addMonths(at, coupon.duration_in_months) : null;
  return {
    id: newId('di'),
    object: 'discount',
    source: { coupon: coupon.id, type: 'coupon' },
    customer,
    subscription,
    start: at,
    end,
  } satisfies Shape<Stripe.Discount>;
}

export function subscription(customer: string, price: Price, at: number, end: number, metadata: Record<string, string>): Subscription {
  const id = newId('sub');
  const item: Item = {
    id: newId('si'),
    object: 'subscription_item',
    price,
    quantity: 1,
    subscription: id,
    current_period_start: at,
    current_period_end: end,
  };
  return {
    id,
    object: 'subscription',
    billing_cycle_anchor: at,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: at,
    currency: 'usd',
    customer,
    default_payment_method: null,
    default_source: null,
    discounts: [],
    ended_at: null,
    items: { object: 'list', data: [item] as [Item] },
    latest_invoice: null,
    livemode: false,
    metadata,
    start_date: at,
    status: 'active',
    trial_start: null,
    trial_end: null,
  } satisfies Shape<Stripe.Subscription>;
}

export function invoice(
  subscription: Subscription,
  reason: Stripe.Invoice.BillingReason,
  amount: number,
  period: { start: number; end: number },
  at: number,
): Invoice {
  const id = newId('in');
  const item = subscription.items.data[0];
  const trial = subscription.status === 'trialing' && amount === 0;
  return {
    id,
    object: 'invoice',
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    attempt_count: 0,
    attempted: false,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: at,
    currency: 'usd',
    customer: subscription.customer,
    last_finalization_error: null,
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          amount: trial ? 0 : item.price.unit_amount,
          currency: 'usd',
          description: `${trial ? 'Trial period for ' : '1 × '}${item.price.lookup_key ?? item.price.id}`,
          invoice: id,
          livemode: false,
          metadata: {},
          period,
          quantity: 1,
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: subscription.id,
              subscription_item: item.id,
            },
          },
        },
      ],
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    period_start: at,
    period_end: at,
    status: 'open',
    subtotal: item.price.unit_amount,
    total: amount,
  } satisfies Shape<Stripe.Invoice>;
}

export function event(type: Stripe.Event.Type, object: object, at: number) {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: at,
    data: { object: structuredClone(object) as Record<string, unknown> },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } satisfies Shape<Omit<Stripe.Event, 'type' | 'data'>> & { type: Stripe.Event.Type; data: { object: object } };
}

/** Calendar months after `seconds`, on the same day clamped to the month's end (Stripe's billing anchor). */
function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

export const periodAfter = (start: number, interval: Interval): number => addMonths(start, interval === 'year' ? 12 : 1);
