import type { Entitlements } from '@dealbook/domain/entitlements/index';
import { httpClient as defaultHttpClient, type HttpClient } from '../providers/httpClient';
import { keyedCommand } from '../providers/keyedCommand';

/** `past_due`: the card provider could not take a renewal; like `ended`, the plan gives no rights (spec 1 §4). */
export type SubscriptionStatus = 'none' | 'trialing' | 'active' | 'canceled' | 'past_due' | 'ended';

/** The plan a subscription bills: `amount` in cents a term. */
export type SubscribedPlan = { id: string; interval: 'month' | 'year'; amount: number; nickname: string };

/** `GET /api/app/users/secure/subscription` (domain/src/subscriptions/README.md); times are epoch seconds. */
export type SubscriptionView = {
  status: SubscriptionStatus;
  plan: SubscribedPlan | null;
  /** Cents of the first charge after a coupon or the referral discount (absent from older answers). */
  first_charge?: number | null;
  current_period_end: number | null;
  canceled_at: number | null;
  trial_end: number | null;
  label: string;
  entitlements: Entitlements;
};

/** What the sandbox tokeniser takes; the card number goes no further than it. */
export type CardDetails = { number: string; exp_month: number; exp_year: number; cvc: string };

export type SubscribeInput = { plan: string; token: string; coupon_code?: string };

/** `sandbox`: cards go through `POST /api/sandbox/card-tokens`; otherwise the card provider's browser library (later). */
export type PaymentSettings = { key: string | null; sandbox: boolean };

export const SUBSCRIPTION_PATH = '/api/app/users/secure/subscription';

/**
 * The subscription's calls (spec 1 §7, the contract in domain/src/subscriptions/README.md). Commands carry an
 * Idempotency-Key, so a resent payment charges nothing twice; errors are the http client's ApiError
 * (`status`, `code`, `title`, `message`).
 */
export function createSubscriptionApi(http: HttpClient = defaultHttpClient) {
  const get = async <T>(path: string) => (await http(path, { method: 'GET' })).json as T;
  const send = keyedCommand(http);
  return {
    retrieve: () => get<SubscriptionView>(SUBSCRIPTION_PATH),
    publishable: () => get<PaymentSettings>('/api/stripe/publishable'),
    tokenize: (card: CardDetails) => send<{ id: string }>('POST', '/api/sandbox/card-tokens', card),
    /** Coupon codes are sent in uppercase (spec 1 §5); an empty one is left out. */
    subscribe: ({ plan, token, coupon_code }: SubscribeInput) => {
      const coupon = coupon_code?.trim().toUpperCase();
      return send<SubscriptionView>('POST', SUBSCRIPTION_PATH, { plan, token, ...(coupon ? { coupon_code: coupon } : {}) });
    },
    change: (plan: string) => send<SubscriptionView>('PUT', SUBSCRIPTION_PATH, { plan }),
    cancel: () => send<SubscriptionView>('DELETE', SUBSCRIPTION_PATH),
    endTrial: () => send<SubscriptionView>('DELETE', `${SUBSCRIPTION_PATH}/trial`),
  };
}

export type SubscriptionApi = ReturnType<typeof createSubscriptionApi>;
export const subscriptionApi = createSubscriptionApi();

/** Every command answers the new view; invalidating `all` refreshes the view and whatever hangs under it. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  view: ['subscription', 'view'] as const,
  publishable: ['subscription', 'publishable'] as const,
};
