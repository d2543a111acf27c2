import type Stripe from 'stripe';
import { checkChargeAmount, PaymentDeclinedError, type CardOnFile, type Charge, type ChargeInput } from './port';
import { declined } from './stripe-declines';

/**
 * A one-time charge on Stripe: a PaymentIntent confirmed as it is made, on session (the buyer is at the
 * dialog), with the request's idempotency key as Stripe's, so a retried command (or the SDK's own retry after
 * a lost answer) replays the first answer, a decline included. A token is charged through
 * `payment_method_data` and not kept; without one, Stripe charges the customer's default source (the card on
 * file a subscription saved). Nothing here can take the buyer through 3-D Secure, so a card that asks for it
 * fails at once (`error_on_requires_action`) rather than leaving a payment pending.
 */
export async function chargeWithStripe(stripe: Stripe, input: ChargeInput): Promise<Charge> {
  checkChargeAmount(input.amount);
  if (input.token === null && !input.customerRef) throw new PaymentDeclinedError('INVALID_TOKEN', 'No card is on file: enter a card.');
  const params: Stripe.PaymentIntentCreateParams = {
    amount: input.amount,
    currency: 'usd',
    confirm: true,
    off_session: false,
    error_on_requires_action: true,
    allowed_payment_method_types: ['card'],
    description: input.description,
    receipt_email: input.email,
    metadata: { ...input.metadata, user_id: input.userId },
    expand: ['latest_charge'],
    ...(input.customerRef ? { customer: input.customerRef } : {}),
    ...(input.token === null ? {} : { payment_method_data: cardToken(input.token) }),
  };
  try {
    return charged(await stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }));
  } catch (error) {
    throw declined(error);
  }
}

/** The API takes a Stripe.js card token as `payment_method_data[card][token]`; the SDK's types leave it out. */
const cardToken = (token: string) => ({ type: 'card', card: { token } }) as Stripe.PaymentIntentCreateParams.PaymentMethodData;

function charged(intent: Stripe.PaymentIntent): Charge {
  if (intent.status !== 'succeeded') throw new Error(`Stripe answered a ${intent.status} payment ${intent.id}.`);
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') throw new Error(`Stripe payment ${intent.id} came without its charge.`);
  return { chargeRef: intent.id, amount: intent.amount_received, card: chargedCard(charge), invoiceId: null };
}

function chargedCard(charge: Stripe.Charge): CardOnFile | null {
  const card = charge.payment_method_details?.card;
  if (!card?.brand || !card.last4) return null;
  return { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year };
}
