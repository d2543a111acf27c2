import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { subscriptionMessages } from '../../account/subscription-failures';

export const stripeMessages = {
  unavailable: 'The card form could not be loaded. Check your connection and try again.',
  loading: 'Loading the card form',
} as const;

/** Stripe.js and the card Element mounted in the dialog: all it takes to turn the card into a token. */
export type StripeCard = { stripe: Stripe; card: StripeCardElement };

/** Stripe refused to make a token of the card (incomplete, invalid, declined by its checks): its message is for people. */
export class StripeTokenRefused extends Error {}

/** The card's token, made by Stripe from the Element: the number goes to Stripe, never to our server. */
export async function stripeToken({ stripe, card }: StripeCard, zip: string): Promise<{ id: string }> {
  const result = await stripe.createToken(card, { address_zip: zip.trim() });
  if (result.error) throw new StripeTokenRefused(result.error.message ?? subscriptionMessages.badCard);
  return result.token;
}
