import type { Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js for a publishable key. The library, and the script it fetches from js.stripe.com, load only when a
 * payment dialog in Stripe mode asks for them, never with the public site. Rejects when Stripe.js cannot load
 * (offline, blocked by an extension).
 */
export async function loadStripeJs(key: string): Promise<Stripe> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(key);
  if (!stripe) throw new Error('Stripe.js is not available in this browser.');
  return stripe;
}
