import type Stripe from 'stripe';
import { WebhookSignatureError, type ProviderNotice } from './port';

export const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();

/**
 * A webhook delivery, checked over its raw body (the signature covers the bytes, not parsed JSON) and its
 * signed timestamp, then read as a notice. Any failure is a signature error: the caller answers 400 and
 * records nothing, and Stripe delivers again.
 */
export function readStripeWebhook(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  toleranceSeconds: number,
): ProviderNotice | null {
  if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('.')[0] ?? error.message) : String(error);
    throw new WebhookSignatureError(`The Stripe webhook did not check out: ${reason}.`);
  }
  return noticeOfEvent(event);
}

/**
 * The events we act on. A renewal is an invoice paid for a new cycle (`subscription_cycle`: also the
 * charge at a trial's natural end); the first charge and an ended trial are paid by our own commands, so
 * their invoices say nothing new. Notices without our user id (a subscription made elsewhere) are dropped.
 */
function noticeOfEvent(event: Stripe.Event): ProviderNotice | null {
  const at = iso(event.created);
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object;
      const about = invoiceSubscription(invoice);
      const period = invoice.lines.data[0]?.period;
      if (invoice.billing_reason !== 'subscription_cycle' || !about || !period) return null;
      const amounts = { invoiceId: invoice.id, amount: invoice.amount_paid, currentPeriodEnd: iso(period.end) };
      return { kind: 'renewed', id: event.id, at, ...about, ...amounts };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const about = invoiceSubscription(invoice);
      if (!about) return null;
      const period = invoice.billing_reason === 'subscription_cycle' ? invoice.lines.data[0]?.period : undefined;
      return {
        kind: 'payment_failed',
        id: event.id,
        at,
        ...about,
        invoiceId: invoice.id,
        amount: invoice.amount_due,
        attempt: invoice.attempt_count,
        nextAttemptAt: invoice.next_payment_attempt ? iso(invoice.next_payment_attempt) : null,
        message: invoice.last_finalization_error?.message ?? 'The renewal charge was declined.',
        ...(period ? { periodEnd: iso(period.end) } : {}),
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const userId = subscription.metadata.user_id;
      if (!userId) return null;
      const reason = subscription.cancellation_details?.reason === 'payment_failed' ? 'unpaid' : 'cancelled';
      return { kind: 'ended', id: event.id, at, userId, subscriptionRef: subscription.id, reason };
    }
    default:
      return null;
  }
}

/**
 * Whose subscription an invoice bills. Since API version 2025-03-31 the invoice carries it under
 * `parent.subscription_details`, with a snapshot of the subscription's metadata (our user id).
 */
function invoiceSubscription(invoice: Stripe.Invoice): { userId: string; subscriptionRef: string } | null {
  const details = invoice.parent?.subscription_details;
  const userId = details?.metadata?.user_id;
  if (!details || !userId) return null;
  const subscriptionRef = typeof details.subscription === 'string' ? details.subscription : details.subscription.id;
  return { userId, subscriptionRef };
}
