import type Stripe from 'stripe';
import { StripeFailure, cardError, invalid, missing, testTokens } from './stripe-fake-cards';
import { createLedger } from './stripe-fake-ledger';
import * as make from './stripe-fake-objects';
import { form, list, metadataOf, text, type Coupon, type Customer, type Form, type Interval, type Price } from './stripe-fake-objects';

/**
 * The fake's API: the Stripe endpoints the adapter calls, each taking the request's parsed form and
 * answering Stripe's object or throwing a StripeFailure (its error envelope). A subscription's own life
 * (renewals, retries, its end) is the ledger's `advance`.
 */
export function createFakeBilling() {
  const ledger = createLedger();
  const { customers, cards, prices, coupons, discounts, subscriptions, find, expanded, now, emit } = ledger;

  return {
    ledger,
    createCustomer(params: Form): Customer {
      const token = text(params.source);
      const test = token ? testTokens[token] : undefined;
      if (token && !test) throw missing('token', token, 'source');
      if (test?.refused) throw cardError(test.refused);
      const id = make.newId('cus');
      const card = test ? { ...make.card(test.brand, test.last4, id), chargesFail: test.chargesFail ?? false } : null;
      if (card) cards.set(card.id, card);
      const customer = make.customer(id, text(params.email) ?? null, metadataOf(params.metadata), card?.id ?? null, now());
      customers.set(id, customer);
      emit('customer.created', customer, now());
      return expanded(customer, params);
    },
    retrieveCustomer: (id: string, params: Form) => expanded(find(customers, 'customer', id), params),
    /** A new card from a token becomes the default source (a refused one changes nothing). */
    updateCustomer(id: string, params: Form): Customer {
      const customer = find(customers, 'customer', id);
      const token = text(params.source);
      if (token) {
        const test = testTokens[token];
        if (!test) throw missing('token', token, 'source');
        if (test.refused) throw cardError(test.refused);
        const card = { ...make.card(test.brand, test.last4, id), chargesFail: test.chargesFail ?? false };
        cards.set(card.id, card);
        customer.default_source = card.id;
        emit('customer.updated', customer, now());
      }
      return expanded(customer, params);
    },
    listPrices(params: Form) {
      const keys = make.list(params.lookup_keys);
      const active = text(params.active);
      const data = [...prices.values()]
        .filter((price) => keys.length === 0 || keys.includes(price.lookup_key ?? ''))
        .filter((price) => active === undefined || String(price.active) === active)
        .slice(0, Number(text(params.limit) ?? 10));
      return { object: 'list', data, has_more: false, url: '/v1/prices' };
    },
    createPrice(params: Form): Price {
      const lookupKey = text(params.lookup_key) ?? null;
      const holder = [...prices.values()].find((price) => lookupKey !== null && price.lookup_key === lookupKey);
      if (holder && text(params.transfer_lookup_key) !== 'true') {
        throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
      }
      if (holder) holder.lookup_key = null;
      const interval = text(form(params.recurring).interval) as Interval;
      const price = make.price(lookupKey, Number(text(params.unit_amount)), interval, make.newId('prod'), now());
      prices.set(price.id, price);
      return price;
    },
    retrieveCoupon: (id: string) => find(coupons, 'coupon', id),
    createCoupon(params: Form): Coupon {
      const id = text(params.id) ?? make.newId('co');
      if (coupons.has(id)) {
        throw new StripeFailure(400, { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Coupon already exists.' });
      }
      const duration = text(params.duration) as Stripe.Coupon.Duration;
      const months = text(params.duration_in_months);
      if (duration === 'repeating' && !months) throw invalid('A repeating coupon needs duration_in_months.', 'duration_in_months');
      const coupon = make.coupon(id, Number(text(params.percent_off)), duration, months ? Number(months) : null, now());
      coupons.set(id, coupon);
      return coupon;
    },
    createSubscription(params: Form) {
      const customer = find(customers, 'customer', text(params.customer) ?? '', 'customer');
      const price = find(prices, 'price', text(form(list(params.items)[0]).price) ?? '', 'items[0][price]');
      const chosen = list(params.discounts).map((entry, i) =>
        find(coupons, 'coupon', text(form(entry).coupon) ?? '', `discounts[${i}][coupon]`),
      );
      const at = now();
      const trialDays = Number(text(params.trial_period_days) ?? 0);
      const trialEnd = trialDays > 0 ? at + trialDays * 86_400 : null;
      const end = trialEnd ?? make.periodAfter(at, price.recurring.interval);
      const subscription = make.subscription(customer.id, price, at, end, metadataOf(params.metadata));
      if (trialEnd)
        Object.assign(subscription, { status: 'trialing', trial_start: at, trial_end: trialEnd, billing_cycle_anchor: trialEnd });
      subscription.discounts = chosen
        .map((coupon) => make.discount(coupon, customer.id, subscription.id, at))
        .map((discount) => {
          discounts.set(discount.id, discount);
          return discount.id;
        });
      const amount = trialEnd ? 0 : ledger.chargeOf(subscription, at);
      const invoice = make.invoice(subscription, 'subscription_create', amount, { start: at, end }, at);
      const refusal = ledger.refusalOf(customer.id, amount);
      // `error_if_incomplete`: a refused first charge answers 402 and leaves no subscription behind.
      if (refusal && text(params.payment_behavior) === 'error_if_incomplete') throw cardError(refusal);
      subscriptions.set(subscription.id, subscription);
      emit('customer.subscription.created', subscription, at);
      if (refusal) {
        Object.assign(subscription, { status: 'incomplete', latest_invoice: invoice.id });
        ledger.invoices.set(invoice.id, { ...invoice, attempted: true, attempt_count: 1 });
      } else ledger.paid(subscription, invoice, at);
      return expanded(subscription, params);
    },
    retrieveSubscription: (id: string, params: Form) => expanded(find(subscriptions, 'subscription', id), params),
    updateSubscription(id: string, params: Form) {
      const current = find(subscriptions, 'subscription', id);
      if (current.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
      const next = structuredClone(current);
      const item = next.items.data[0];
      const wasInterval = item.price.recurring.interval;
      const at = now();
      Object.assign(next.metadata, metadataOf(params.metadata));
      const change = form(list(params.items)[0]);
      if (text(change.id) !== undefined && text(change.id) !== item.id)
        throw missing('subscription item', text(change.id)!, 'items[0][id]');
      if (text(change.price)) item.price = find(prices, 'price', text(change.price)!, 'items[0][price]');
      const cancel = text(params.cancel_at_period_end);
      if (cancel !== undefined) {
        const on = cancel === 'true';
        Object.assign(next, { cancel_at_period_end: on, cancel_at: on ? item.current_period_end : null, canceled_at: on ? at : null });
        next.cancellation_details = { comment: null, feedback: null, reason: on ? 'cancellation_requested' : null };
      }
      const trialEnd = text(params.trial_end);
      let bill: ReturnType<typeof ledger.newPeriod> | null = null;
      if (trialEnd === 'now') {
        if (next.status !== 'trialing') throw invalid('This subscription is not in a trial.', 'trial_end');
        Object.assign(next, { status: 'active', trial_end: at, billing_cycle_anchor: at });
        bill = ledger.newPeriod(next, 'subscription_update', at);
      } else if (trialEnd) {
        // A trial set on a running plan moves its billing anchor to the trial's end: nothing is charged until then.
        const until = Number(trialEnd);
        Object.assign(next, { status: 'trialing', trial_start: at, trial_end: until, billing_cycle_anchor: until });
        Object.assign(item, { current_period_start: at, current_period_end: until });
        bill = { invoice: make.invoice(next, 'subscription_update', 0, { start: at, end: until }, at), refusal: null };
      } else if (item.price.recurring.interval !== wasInterval && next.status === 'active') {
        // Stripe restarts the cycle when the interval changes, and bills the new price at once.
        next.billing_cycle_anchor = at;
        bill = ledger.newPeriod(next, 'subscription_update', at);
      }
      if (bill?.refusal && text(params.payment_behavior) === 'error_if_incomplete') throw cardError(bill.refusal);
      subscriptions.set(id, next);
      if (bill?.refusal) ledger.failed(next, bill.invoice, at);
      else if (bill) ledger.paid(next, bill.invoice, at);
      emit('customer.subscription.updated', next, at);
      return expanded(next, params);
    },
  };
}
