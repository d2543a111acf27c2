import type { DialogText } from '@dealbook/domain/identity/messages';
import { dealMessages } from '@dealbook/domain/deals/messages';
import { PAYMENT_FAILED_TITLE } from '@dealbook/domain/subscriptions/cards';
import { readFailure } from '../deals/failures';

/** The requirements' texts for the plan choice and the payment dialog; the rest are ours. */
export const subscriptionMessages = {
  badCard: 'The credit card details entered are incorrect. Please check and try again.',
  invalidPlan: 'Invalid Plan',
  paymentFailed: PAYMENT_FAILED_TITLE,
  trialEnded: 'Congratulations, the trial has ended',
  // ours
  notConfigured: 'Card payments are not configured on this server.',
  settingsFailed: 'The payment settings could not be loaded. Close this dialog and try again.',
  testCards: 'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
  couponRefused: 'The coupon code is not valid.',
  paymentFallback: 'The card was not charged. Please try another card.',
  planFallback: 'This plan is not on offer. Please choose another one.',
  refusedFallback: 'Your subscription could not be changed just now.',
  refusedTitle: 'Sorry...',
  addMemberFailed: 'Unable to Add Team Member',
} as const;

/** What a failed payment shows: a message in the payment dialog, or (a refused coupon) a toast and a cleared code. */
export type PaymentFailure = { kind: 'message'; title?: string; message: string } | { kind: 'coupon'; message: string };

/** A 4xx carries a reason meant for people; a 5xx or a network failure does not. */
const reasonOf = (error: unknown) => {
  const failure = readFailure(error);
  const { status } = failure;
  return { ...failure, reason: status !== undefined && status >= 400 && status < 500 ? failure.message : undefined };
};

/**
 * The contract's answers to tokenize and subscribe: 402 'Error: Stripe Payment' with the card provider's message,
 * 422 INVALID_PLAN 'Invalid Plan', 422 BAD_CARD the bad-card text, 409 the server's reason; a refused coupon
 * is the requirements' toast (the code is cleared); anything else is the generic Oops.
 */
export function paymentFailure(error: unknown): PaymentFailure {
  const { status, code, title, reason } = reasonOf(error);
  const m = subscriptionMessages;
  if (status === 402) return { kind: 'message', title: title ?? m.paymentFailed, message: reason ?? m.paymentFallback };
  if (code === 'BAD_CARD') return { kind: 'message', message: m.badCard };
  if (code === 'INVALID_PLAN') return { kind: 'message', title: m.invalidPlan, message: reason ?? m.planFallback };
  if (code?.includes('COUPON')) return { kind: 'coupon', message: reason ?? m.couponRefused };
  if (reason) return { kind: 'message', title: title ?? m.refusedTitle, message: reason };
  return { kind: 'message', ...dealMessages.oops };
}

/** A refused change, cancellation or trial end: 409 (and any other 4xx) gives the server's reason; the rest is Oops. */
export function commandFailure(error: unknown): DialogText {
  const { title, reason } = reasonOf(error);
  if (reason) return { title: title ?? subscriptionMessages.refusedTitle, message: reason };
  return dealMessages.oops;
}

/**
 * Adding a colleague to my team: 402 'Error: Stripe Payment' with the card provider's message; any other 4xx the
 * server's title ('Unable to Add Team Member') and reason (already on the team, managed by someone else, …).
 */
export function teamFailure(error: unknown): DialogText {
  const { status, title, reason } = reasonOf(error);
  const m = subscriptionMessages;
  if (status === 402) return { title: title ?? m.paymentFailed, message: reason ?? m.paymentFallback };
  if (reason) return { title: title ?? m.addMemberFailed, message: reason };
  return dealMessages.oops;
}
