import Stripe from 'stripe';
import type { CardOnFile, PaymentPort, StartInput, StartedPayment } from './port';
import { chargeWithStripe } from './stripe-charge';
import { declined } from './stripe-declines';
import { iso, readStripeWebhook } from './stripe-notices';

/**
 * The Stripe API version we speak: the SDK's own pin, so its types describe the answers. Since 2025-03-31
 * (basil) a subscription's period lives on its items and an invoice names its subscription under
 * `parent.subscription_details`; code reading those fields follows this version, and so does the fake.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** A 'repeating' discount without its own months lasts this many (Stripe counts from the start, trial included). */
const REPEATING_MONTHS = 3;

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the API answers: Stripe itself unless set (tests point these at the local fake). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** How old a webhook's signed timestamp may be, in seconds (Stripe's default: 300). */
  toleranceSeconds?: number;
}

/**
 * The Stripe adapter. Cards arrive as Stripe.js tokens and become a customer's default source. Plans are
 * prices found by lookup key (the plan id); discounts are shared coupons named by percent and duration.
 * Charges that fail answer an error rather than an incomplete subscription (`error_if_incomplete`), so a
 * declined card leaves nothing behind, as with the sandbox. A one-time charge is a PaymentIntent
 * (`stripe-charge.ts`).
 */
export function createStripePayments(options: StripeOptions): PaymentPort {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  const tolerance = options.toleranceSeconds ?? 300;

  const payingCustomer = async (input: StartInput): Promise<Stripe.Customer> => {
    if (input.token) {
      const params = { email: input.email, source: input.token, metadata: { user_id: input.userId }, expand: ['default_source'] };
      return stripe.customers.create(params, { idempotencyKey: `${input.idempotencyKey}:customer` });
    }
    if (!input.customerRef) throw new Error('A subscription needs a card token or a customer with a card on file.');
    const customer = await stripe.customers.retrieve(input.customerRef, { expand: ['default_source'] });
    if (customer.deleted) throw new Error(`Stripe customer ${input.customerRef} was deleted.`);
    return customer;
  };

  /**
   * The plan's price. Prices cannot change, so a plan whose amount or term changed gets a new price that
   * takes over the lookup key. The idempotency key is the price's content: two first subscribers create one.
   */
  const priceFor = async (planId: string, term: 'monthly' | 'annual', amount: number): Promise<string> => {
    const interval = intervalOf(term);
    const { data } = await stripe.prices.list({ lookup_keys: [planId], active: true, limit: 1 });
    const found = data[0];
    if (found && found.unit_amount === amount && found.recurring?.interval === interval) return found.id;
    const params = {
      lookup_key: planId,
      transfer_lookup_key: true,
      unit_amount: amount,
      currency: 'usd',
      recurring: { interval },
      product_data: { name: planId },
    } satisfies Stripe.PriceCreateParams;
    const price = await stripe.prices.create(params, { idempotencyKey: `price:${planId}:${interval}:${amount}` });
    return price.id;
  };

  const couponFor = async (percentOff: number, duration: 'once' | 'repeating' | 'forever', repeatMonths: number): Promise<string> => {
    const id = duration === 'repeating' ? `DB-${percentOff}-repeating-${repeatMonths}` : `DB-${percentOff}-${duration}`;
    try {
      return (await stripe.coupons.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')) throw error;
    }
    const months = duration === 'repeating' ? { duration_in_months: repeatMonths } : {};
    const coupon = await stripe.coupons.create({ id, percent_off: percentOff, duration, ...months }, { idempotencyKey: `coupon:${id}` });
    return coupon.id;
  };

  return {
    sandbox: false,
    publishableKey: options.publishableKey,
    async startSubscription(input) {
      try {
        const customer = await payingCustomer(input);
        const price = await priceFor(input.planId, input.term, input.amount);
        // A discount without a duration lasts, as the sandbox reads it.
        const duration = input.discountDuration ?? 'forever';
        const coupon = input.percentOff > 0 ? await couponFor(input.percentOff, duration, input.discountMonths ?? REPEATING_MONTHS) : null;
        const params: Stripe.SubscriptionCreateParams = {
          customer: customer.id,
          items: [{ price }],
          metadata: { user_id: input.userId },
          payment_behavior: 'error_if_incomplete',
          expand: ['latest_invoice'],
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          ...(coupon ? { discounts: [{ coupon }] } : {}),
        };
        const subscription = await stripe.subscriptions.create(params, { idempotencyKey: input.idempotencyKey });
        return started(subscription, customer, input.percentOff, duration);
      } catch (error) {
        throw declined(error);
      }
    },
    /**
     * Our rule: the new price applies from the next charge, so nothing is prorated. Stripe bills a change
     * of interval (monthly to annual) at once and restarts the cycle from it; a trial up to the current
     * period's end defers that charge to the period's end, where Stripe bills the new price as a cycle
     * (`subscription_cycle`: a renewal notice). A subscription already on the price (a retried command
     * whose first attempt got through) needs nothing more.
     */
    async changePlan(input) {
      const subscription = await stripe.subscriptions.retrieve(input.subscriptionRef);
      const item = firstItem(subscription);
      const price = await priceFor(input.planId, input.term, input.amount);
      if (item.price.id === price) return;
      const interval = intervalOf(input.term);
      const params: Stripe.SubscriptionUpdateParams = {
        items: [{ id: item.id, price }],
        proration_behavior: 'none',
        ...(item.price.recurring?.interval === interval ? {} : { trial_end: item.current_period_end }),
      };
      await stripe.subscriptions.update(input.subscriptionRef, params, { idempotencyKey: input.idempotencyKey });
    },
    async updateCard(input) {
      try {
        const params = { source: input.token, expand: ['default_source'] };
        const customer = await stripe.customers.update(input.customerRef, params, { idempotencyKey: input.idempotencyKey });
        const card = cardOf(customer.default_source);
        if (!card) throw new Error(`Stripe kept no card for customer ${input.customerRef}.`);
        return card;
      } catch (error) {
        throw declined(error);
      }
    },
    async cancelAtPeriodEnd(input) {
      await stripe.subscriptions.update(input.subscriptionRef, { cancel_at_period_end: true }, { idempotencyKey: input.idempotencyKey });
    },
    async endTrial(input) {
      try {
        const params: Stripe.SubscriptionUpdateParams = {
          trial_end: 'now',
          payment_behavior: 'error_if_incomplete',
          expand: ['latest_invoice'],
        };
        const subscription = await stripe.subscriptions.update(input.subscriptionRef, params, { idempotencyKey: input.idempotencyKey });
        const invoice = expandedInvoice(subscription);
        return { currentPeriodEnd: iso(firstItem(subscription).current_period_end), invoiceId: invoice.id, amount: invoice.amount_paid };
      } catch (error) {
        throw declined(error);
      }
    },
    charge: (input) => chargeWithStripe(stripe, input),
    readWebhook: (rawBody, signature) => readStripeWebhook(stripe, rawBody, signature, options.webhookSecret, tolerance),
  };
}

function started(subscription: Stripe.Subscription, customer: Stripe.Customer, percentOff: number, duration: string): StartedPayment {
  if (subscription.status !== 'trialing' && subscription.status !== 'active') {
    throw new Error(`Stripe answered a ${subscription.status} subscription ${subscription.id}.`);
  }
  const item = firstItem(subscription);
  const invoice = expandedInvoice(subscription);
  const unit = item.price.unit_amount ?? 0;
  const trialing = subscription.status === 'trialing';
  return {
    customerRef: customer.id,
    subscriptionRef: subscription.id,
    amount: duration === 'once' ? unit : discounted(unit, percentOff),
    // While a trial runs the first charge is still to come; otherwise the invoice says what it was.
    firstCharge: trialing ? discounted(unit, percentOff) : invoice.amount_paid,
    status: trialing ? 'trialing' : 'active',
    currentPeriodEnd: iso(item.current_period_end),
    trialEnd: subscription.trial_end ? iso(subscription.trial_end) : null,
    invoiceId: invoice.amount_paid > 0 ? invoice.id : null,
    card: cardOf(customer.default_source),
  };
}

/** Stripe rounds the discount to the cent and takes it off (so 50% of 4999 is 2499 to pay). */
function discounted(amount: number, percentOff: number): number {
  return amount - Math.round((amount * percentOff) / 100);
}

const intervalOf = (term: 'monthly' | 'annual') => (term === 'annual' ? 'year' : 'month');

function firstItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items.`);
  return item;
}

function expandedInvoice(subscription: Stripe.Subscription): Stripe.Invoice {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') throw new Error(`Stripe subscription ${subscription.id} came without its invoice.`);
  return invoice;
}

function cardOf(source: Stripe.Customer['default_source']): CardOnFile | null {
  if (!source || typeof source === 'string' || source.object !== 'card') return null;
  return { brand: source.brand, last4: source.last4, exp_month: source.exp_month, exp_year: source.exp_year };
}
