import type Stripe from 'stripe';
import { StripeFailure, cardError, genericDecline, invalid, missing, testTokens, type Refusal } from './stripe-fake-cards';
import type { FakeLedger } from './stripe-fake-ledger';
import * as make from './stripe-fake-objects';
import {
  form,
  metadataOf,
  text,
  type Card,
  type Charge,
  type Customer,
  type Form,
  type PaymentIntent,
  type Shape,
} from './stripe-fake-objects';

/** Stripe's smallest charge in USD. */
const MIN_AMOUNT = 50;

/** A PaymentMethod names its card's brand as Stripe's lowercase code, not a source's display name. */
const brandCodes: Record<string, string> = { Visa: 'visa', MasterCard: 'mastercard', 'American Express': 'amex' };

interface Charged {
  /** The PaymentMethod (a `pm_` made from a token) or the customer's source (a `card_`) the charge used. */
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  refusal: Refusal | null;
}

/**
 * The fake's PaymentIntents: made and confirmed in one request (`confirm=true`, the only way the adapter
 * makes them), charging a test token given as `payment_method_data[card][token]` or, with neither a token
 * nor a payment method, the customer's default source, as Stripe does for Charges API migrants. A declined
 * card answers Stripe's 402 with the PaymentIntent inside, which stays behind as `requires_payment_method`
 * with its failed charge; nothing was charged.
 */
export function createFakeIntents(ledger: FakeLedger) {
  const { customers, cards, paymentIntents, charges, find, expanded, now, emit } = ledger;

  const cardFor = (params: Form, customer: Customer | null): Charged => {
    const token = text(form(form(params.payment_method_data).card).token);
    if (token) {
      const test = testTokens[token];
      if (!test) throw missing('token', token, 'payment_method_data[card][token]');
      const refusal = test.refused ?? (test.chargesFail ? genericDecline : null);
      return { ...described(make.card(test.brand, test.last4, '')), id: make.newId('pm'), refusal };
    }
    const source = text(params.payment_method) ?? customer?.default_source;
    if (!source) {
      const message = "You cannot confirm this PaymentIntent because it's missing a payment method.";
      throw new StripeFailure(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message });
    }
    const card = find(cards, 'payment_method', source, 'payment_method');
    if (card.customer !== customer?.id) throw invalid(`The payment method ${source} belongs to another customer.`, 'payment_method');
    return { ...described(card), refusal: card.chargesFail ? genericDecline : null };
  };

  return {
    createPaymentIntent(params: Form) {
      const amount = Number(text(params.amount));
      if (!Number.isInteger(amount) || amount < MIN_AMOUNT) {
        const message = 'Amount must be at least $0.50 usd';
        throw new StripeFailure(400, { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message });
      }
      if (text(params.confirm) !== 'true') throw invalid('The fake makes PaymentIntents confirmed at once only (confirm=true).', 'confirm');
      const customerId = text(params.customer);
      const customer = customerId ? find(customers, 'customer', customerId, 'customer') : null;
      const card = cardFor(params, customer);
      const at = now();
      const intent = paymentIntent(params, amount, customer?.id ?? null, card.id, at);
      const charge = chargeOf(intent, card, at);
      intent.latest_charge = charge.id;
      charges.set(charge.id, charge);
      emit('payment_intent.created', intent, at);
      if (card.refusal) {
        const [code, decline_code, message] = card.refusal;
        intent.last_payment_error = { type: 'card_error', code, decline_code, message, charge: charge.id };
        paymentIntents.set(intent.id, intent);
        emit('charge.failed', charge, at);
        emit('payment_intent.payment_failed', intent, at);
        throw cardError(card.refusal, { payment_intent: structuredClone(intent), charge: charge.id });
      }
      Object.assign(intent, { status: 'succeeded', amount_received: amount });
      paymentIntents.set(intent.id, intent);
      emit('charge.succeeded', charge, at);
      emit('payment_intent.succeeded', intent, at);
      return expanded(intent, params);
    },
    retrievePaymentIntent: (id: string, params: Form) => expanded(find(paymentIntents, 'payment_intent', id), params),
  };
}

/** A card as a charge's `payment_method_details` describe it. */
const described = (card: Card) => ({
  id: card.id,
  brand: brandCodes[card.brand] ?? 'unknown',
  last4: card.last4,
  exp_month: card.exp_month ?? 12,
  exp_year: card.exp_year ?? new Date().getUTCFullYear() + 3,
});

function paymentIntent(params: Form, amount: number, customer: string | null, paymentMethod: string, at: number): PaymentIntent {
  const id = make.newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${make.newId('s')}`,
    confirmation_method: 'automatic',
    created: at,
    currency: text(params.currency) ?? 'usd',
    customer,
    description: text(params.description) ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: metadataOf(params.metadata),
    next_action: null,
    payment_method: paymentMethod,
    payment_method_types: ['card'],
    receipt_email: text(params.receipt_email) ?? null,
    setup_future_usage: null,
    status: 'requires_payment_method',
  } satisfies Shape<Stripe.PaymentIntent>;
}

function chargeOf(intent: PaymentIntent, card: Charged, at: number): Charge {
  const paid = card.refusal === null;
  return {
    id: make.newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: paid ? intent.amount : 0,
    amount_refunded: 0,
    captured: paid,
    created: at,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    failure_code: card.refusal?.[0] ?? null,
    failure_message: card.refusal?.[2] ?? null,
    livemode: false,
    metadata: intent.metadata,
    paid,
    payment_intent: intent.id,
    payment_method: card.id,
    payment_method_details: {
      type: 'card',
      card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year, funding: 'credit' },
    },
    receipt_email: intent.receipt_email,
    refunded: false,
    status: paid ? 'succeeded' : 'failed',
  } satisfies Shape<Stripe.Charge>;
}
