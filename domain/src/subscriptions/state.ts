import { assertNever, decodeStored, type EventTypes } from '../shared';
import type { StoredEvent } from './coupons';
import type { CardOnFile, SubscriptionEvent } from './events';
import type { SubscriptionFacts } from './kinds';
import type { Term } from './plans';

export interface SubscriptionState {
  status: 'none' | 'trialing' | 'active' | 'canceled' | 'past_due' | 'ended';
  planId: string | null;
  term: Term | null;
  amount: number;
  /** Cents of the plan's first charge (a 'once' coupon or the referral discount lowers only this one). */
  firstCharge: number;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  canceledAt: string | null;
  customerRef: string | null;
  subscriptionRef: string | null;
  /** Has this account ever started a plan (a trial and the referral discount are for new subscribers). */
  everSubscribed: boolean;
  /** A team plan's owner, who pays for it and manages it (null: the account's own plan). */
  managedBy: string | null;
  card: CardOnFile | null;
  /** The last failed charge while the provider retries (cleared by a renewal). */
  paymentIssue: { invoiceId: string; attempt: number; message: string; nextAttemptAt: string | null } | null;
  /** The invoices paid lately (the newest 24), so a late failure notice of a paid invoice changes nothing. */
  paidInvoices: string[];
  /**
   * The ends of the periods paid lately (the newest 24): a late renewal for one of them is a duplicate, one
   * for an older period never paid here is a payment to record. Absent from states kept before it was.
   */
  paidPeriods?: string[];
}

const remember = (paid: string[], id: string | null): string[] => (id ? [...paid, id].slice(-24) : paid);

/** Whether the plan is already paid up to `periodEnd` (a renewal for it, or a failure of it, is late). */
export const covers = (state: SubscriptionState, periodEnd: string): boolean =>
  state.currentPeriodEnd !== null && Date.parse(periodEnd) <= Date.parse(state.currentPeriodEnd);

/** Whether a payment for the period ending at `periodEnd` is recorded. */
export const periodPaid = (state: SubscriptionState, periodEnd: string): boolean =>
  (state.paidPeriods ?? []).some((end) => Date.parse(end) === Date.parse(periodEnd));

export const initialSubscriptionState: SubscriptionState = {
  status: 'none',
  planId: null,
  term: null,
  amount: 0,
  firstCharge: 0,
  currentPeriodEnd: null,
  trialEnd: null,
  canceledAt: null,
  customerRef: null,
  subscriptionRef: null,
  everSubscribed: false,
  managedBy: null,
  card: null,
  paymentIssue: null,
  paidInvoices: [],
  paidPeriods: [],
};

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const d = event.data;
  switch (event.type) {
    case 'SubscriptionStarted':
      return {
        status: event.data.status,
        planId: event.data.plan_id,
        term: event.data.term,
        amount: event.data.amount,
        firstCharge: event.data.first_charge ?? event.data.amount,
        currentPeriodEnd: event.data.current_period_end,
        trialEnd: event.data.trial_end,
        canceledAt: null,
        customerRef: event.data.customer_ref,
        subscriptionRef: event.data.subscription_ref,
        everSubscribed: true,
        managedBy: event.data.managed_by,
        card: event.data.card ?? state.card,
        paymentIssue: null,
        paidInvoices: remember(state.paidInvoices, event.data.invoice_id),
      };
    case 'SubscriptionPlanChanged':
      return { ...state, planId: event.data.to, term: event.data.term, amount: event.data.amount };
    case 'SubscriptionCancelled':
      return { ...state, status: 'canceled', canceledAt: d.at, currentPeriodEnd: event.data.ends_at };
    case 'SubscriptionTrialEnded':
      return {
        ...state,
        status: 'active',
        trialEnd: d.at,
        currentPeriodEnd: event.data.current_period_end,
        paidInvoices: remember(state.paidInvoices, event.data.invoice_id),
      };
    case 'SubscriptionRenewed': {
      const end = event.data.current_period_end;
      const paid = {
        paidInvoices: remember(state.paidInvoices, event.data.invoice_id),
        paidPeriods: remember(state.paidPeriods ?? [], end),
      };
      // The late payment of a period already covered (delivered after a later one): paid, and the plan stays as it is.
      if (covers(state, end)) return { ...state, ...paid };
      return { ...state, status: state.status === 'canceled' ? 'canceled' : 'active', currentPeriodEnd: end, paymentIssue: null, ...paid };
    }
    case 'SubscriptionPaymentFailed': {
      const e = event.data;
      const issue = { invoiceId: e.invoice_id, attempt: e.attempt, message: e.message, nextAttemptAt: e.next_attempt_at };
      return { ...state, status: state.status === 'canceled' ? 'canceled' : 'past_due', paymentIssue: issue };
    }
    case 'SubscriptionCardUpdated':
      return { ...state, card: event.data.card };
    case 'SubscriptionEnded':
      return { ...state, status: 'ended', paymentIssue: null };
    default:
      return assertNever(event);
  }
}

/**
 * What the entitlements and the plan buttons read of the state at `now` (null: no plan). A cancelled plan
 * counts until its period end, then it has ended even before the provider says so.
 */
export function factsOf(state: SubscriptionState, now: Date): SubscriptionFacts | null {
  if (state.status === 'none' || !state.planId || !state.term) return null;
  const over = state.status === 'canceled' && state.currentPeriodEnd !== null && Date.parse(state.currentPeriodEnd) <= now.getTime();
  return { planId: state.planId, status: over ? 'ended' : state.status, term: state.term, canceledAt: state.canceledAt };
}

/** An account's subscription from its stream's stored events (decoded and validated). */
export function subscriptionFrom(types: EventTypes, recorded: readonly StoredEvent[]): SubscriptionState {
  return recorded.reduce(
    (state, e) => evolveSubscription(state, { type: e.type, data: decodeStored(types, e) } as SubscriptionEvent),
    initialSubscriptionState,
  );
}
