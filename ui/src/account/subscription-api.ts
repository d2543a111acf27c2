import type { Entitlements } from '@dealbook/domain/entitlements/index';
import { httpClient as defaultHttpClient, type HttpClient } from '../providers/httpClient';
import { keyedCommand } from '../providers/keyedCommand';

/** `past_due`: a renewal charge failed; the plan keeps its rights while the card provider tries again. */
export type SubscriptionStatus = 'none' | 'trialing' | 'active' | 'canceled' | 'past_due' | 'ended';

/** The plan a subscription bills: `amount` in cents a term. */
export type SubscribedPlan = { id: string; interval: 'month' | 'year'; amount: number; nickname: string };

/** The card on file as the card provider describes it (never its number); `brand` is the provider's ('visa', …). */
export type CardOnFile = { brand: string; last4: string; exp_month: number; exp_year: number };

/** Who pays for and manages a team plan. */
export type PlanManager = { id: string; name: string };

/** Set while `past_due`: the card provider's reason, and when it tries again (null: it has given up, the plan ends). */
export type PaymentIssue = { message: string; next_attempt_at: number | null };

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
  // The third part's fields; absent from older answers.
  card?: CardOnFile | null;
  /** A team plan: the colleague who pays for it; its holder cannot change, cancel or end its trial. */
  managed_by?: PlanManager | null;
  payment_issue?: PaymentIssue | null;
};

/** One charge, mine or for a colleague's team plan (`for`); `amount` in cents, `at` in epoch seconds. */
export type Invoice = {
  id: string;
  at: number;
  amount: number;
  status: 'paid' | 'failed';
  plan_id: string;
  plan_name: string;
  /** `model`: an Excel model of a deal bought by card. */
  kind: 'first' | 'trial_end' | 'renewal' | 'model';
  /** What a model payment bought ('Excel model: <deal>'); absent on plan charges. */
  description?: string | null;
  for: { id: string; name: string } | null;
  /** The card provider's reason for a failed charge. */
  message: string | null;
};

/** A colleague (same company) as `GET …/subscription/team` answers them. */
export type TeamMember = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: SubscriptionStatus;
  plan: { id: string; nickname: string } | null;
  current_period_end: number | null;
  /** I pay for and manage this colleague's plan. */
  managed_by_me: boolean;
  /** I may put this colleague on my team; when not, `reason` says why in a sentence. */
  can_manage: boolean;
  reason: string | null;
};

export type AddTeamMemberInput = { user_id: string; plan: string };

/** What the sandbox tokeniser takes; the card number goes no further than it. */
export type CardDetails = { number: string; exp_month: number; exp_year: number; cvc: string };

export type SubscribeInput = { plan: string; token: string; coupon_code?: string };

/** `sandbox`: cards go through `POST /api/sandbox/card-tokens`; otherwise the card provider's browser library (later). */
export type PaymentSettings = { key: string | null; sandbox: boolean };

export const SUBSCRIPTION_PATH = '/api/app/users/secure/subscription';

/**
 * The subscription's calls (the contract in domain/src/subscriptions/README.md). Commands carry an
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
    /** Coupon codes are sent in uppercase; an empty one is left out. */
    subscribe: ({ plan, token, coupon_code }: SubscribeInput) => {
      const coupon = coupon_code?.trim().toUpperCase();
      return send<SubscriptionView>('POST', SUBSCRIPTION_PATH, { plan, token, ...(coupon ? { coupon_code: coupon } : {}) });
    },
    change: (plan: string) => send<SubscriptionView>('PUT', SUBSCRIPTION_PATH, { plan }),
    /** The card (a token, as for `subscribe`) replaces the card on file; the next charge, or retry, uses it. */
    updateCard: ({ token }: { token: string }) => send<SubscriptionView>('PUT', SUBSCRIPTION_PATH, { token }),
    cancel: () => send<SubscriptionView>('DELETE', SUBSCRIPTION_PATH),
    endTrial: () => send<SubscriptionView>('DELETE', `${SUBSCRIPTION_PATH}/trial`),
    /** Newest first; empty while nothing was charged (a trial charges nothing). */
    invoices: () => get<Invoice[]>(`${SUBSCRIPTION_PATH}/invoices`),
    team: () => get<TeamMember[]>(`${SUBSCRIPTION_PATH}/team`),
    /** Charged to my card on file now, on a team plan (`…-team`), without a trial. */
    addTeamMember: (input: AddTeamMemberInput) => send<TeamMember>('POST', `${SUBSCRIPTION_PATH}/team`, input),
    /** The plan ends at its period end. The route's `subscriptions` (plural) is the spec's. */
    cancelTeamMember: (userId: string) =>
      send<TeamMember>('DELETE', `/api/app/users/secure/subscriptions/team/${encodeURIComponent(userId)}/cancel`),
  };
}

export type SubscriptionApi = ReturnType<typeof createSubscriptionApi>;
export const subscriptionApi = createSubscriptionApi();

/** Every command answers the new view; invalidating `all` refreshes the view and whatever hangs under it. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  view: ['subscription', 'view'] as const,
  publishable: ['subscription', 'publishable'] as const,
  invoices: ['subscription', 'invoices'] as const,
  team: ['subscription', 'team'] as const,
};
