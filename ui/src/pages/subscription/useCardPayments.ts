import { useQuery } from '@tanstack/react-query';
import type { Stripe } from '@stripe/stripe-js';
import { subscriptionApi, subscriptionKeys } from '../../account/subscription-api';
import { subscriptionMessages } from '../../account/subscription-failures';
import { loadStripeJs } from './stripe-loader';
import { stripeMessages } from './stripe-token';

/**
 * How cards are paid here: not (yet), `notice` says why; through the sandbox tokeniser; or through Stripe's card
 * Element, `stripe` set once Stripe.js has loaded.
 */
export type CardPayments =
  | { mode: 'none'; notice: string | null }
  | { mode: 'sandbox'; notice: null }
  | { mode: 'stripe'; stripe: Stripe | null; loading: boolean; notice: string | null };

export function useCardPayments(): CardPayments {
  const settings = useQuery({ queryKey: subscriptionKeys.publishable, queryFn: subscriptionApi.publishable, staleTime: Infinity });
  const key = settings.data && !settings.data.sandbox ? settings.data.key : null;
  const stripe = useQuery({
    queryKey: ['stripe-js', key],
    queryFn: () => loadStripeJs(key!),
    enabled: key !== null,
    staleTime: Infinity,
    // A Stripe instance is no plain data to compare or copy.
    structuralSharing: false,
  });
  if (settings.isError) return { mode: 'none', notice: subscriptionMessages.settingsFailed };
  if (!settings.data) return { mode: 'none', notice: null };
  if (settings.data.sandbox) return { mode: 'sandbox', notice: null };
  if (!key) return { mode: 'none', notice: subscriptionMessages.notConfigured };
  if (stripe.isError) return { mode: 'stripe', stripe: null, loading: false, notice: stripeMessages.unavailable };
  return { mode: 'stripe', stripe: stripe.data ?? null, loading: stripe.isPending, notice: null };
}
