import type { SubscriptionEvent } from './events';
import { covers, periodPaid, type SubscriptionState } from './state';

interface NoticeBase {
  /** The provider's event id: the command id, so a notice delivered twice has one effect. */
  id: string;
  userId: string;
  subscriptionRef: string;
  /** When the provider made it. */
  at: string;
}

/**
 * What the card provider did on its own: a renewal charge (also the charge at a trial's natural end), a
 * failed charge, the end of a cancelled or unpaid plan. Stripe's webhooks and the sandbox's clock both
 * speak it (the payment port's `ProviderNotice`).
 */
export type BillingNotice =
  | (NoticeBase & { kind: 'renewed'; invoiceId: string; amount: number; currentPeriodEnd: string })
  | (NoticeBase & {
      kind: 'payment_failed';
      invoiceId: string;
      amount: number;
      attempt: number;
      /** When the provider tries again (null: it has given up and the plan ends). */
      nextAttemptAt: string | null;
      message: string;
      /** The end of the period the failed renewal was for, when the provider says (Stripe's cycle invoices do). */
      periodEnd?: string;
    })
  | (NoticeBase & { kind: 'ended'; reason: 'cancelled' | 'unpaid' });

/** Who records a provider's notice on the stream. */
export const PROVIDER_ACTOR = 'card-provider';

/**
 * The events a notice makes, or none when it is stale: about another (older) subscription, a plan that
 * has ended, a renewal of an invoice or a period already paid, a failure of an invoice already paid or of a
 * period already covered, an attempt already seen. A renewal for an older period that was never paid here
 * is the late notice of a real payment: recorded, it moves nothing. Deliveries out of order therefore land
 * as one effect each, and the plan where the latest of them puts it.
 */
export function eventsOfNotice(state: SubscriptionState, notice: BillingNotice): SubscriptionEvent[] {
  if (notice.subscriptionRef !== state.subscriptionRef || state.status === 'ended' || state.status === 'none') return [];
  const stamp = { at: notice.at, by: PROVIDER_ACTOR };
  switch (notice.kind) {
    case 'renewed': {
      if (state.paidInvoices.includes(notice.invoiceId)) return [];
      // A period already covered: a duplicate when its payment is recorded; else paid late, recorded (moving nothing).
      if (covers(state, notice.currentPeriodEnd) && periodPaid(state, notice.currentPeriodEnd)) return [];
      const data = { invoice_id: notice.invoiceId, amount: notice.amount, current_period_end: notice.currentPeriodEnd, ...stamp };
      return [{ type: 'SubscriptionRenewed', data }];
    }
    case 'payment_failed': {
      if (state.paidInvoices.includes(notice.invoiceId)) return [];
      if (notice.periodEnd && covers(state, notice.periodEnd)) return [];
      const seen = state.paymentIssue;
      if (seen && seen.invoiceId === notice.invoiceId && seen.attempt >= notice.attempt) return [];
      const data = {
        invoice_id: notice.invoiceId,
        amount: notice.amount,
        attempt: notice.attempt,
        next_attempt_at: notice.nextAttemptAt,
        message: notice.message,
        ...stamp,
      };
      return [{ type: 'SubscriptionPaymentFailed', data }];
    }
    case 'ended':
      return [{ type: 'SubscriptionEnded', data: { reason: notice.reason, ...stamp } }];
  }
}
