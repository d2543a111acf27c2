import Stripe from 'stripe';
import { PaymentDeclinedError, type DeclineCode } from './port';

/** Stripe's decline codes that the payment dialog explains; any other refusal is a plain decline. */
const declines: Record<string, DeclineCode> = {
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  expired_card: 'EXPIRED_CARD',
  incorrect_cvc: 'INCORRECT_CVC',
};

/** Where a card token goes: a customer's `source`, or a PaymentIntent's `payment_method_data[card][token]`. */
const tokenParam = (param: string | undefined) => param === 'source' || param === 'payment_method_data[card][token]';

/**
 * A refused card becomes our decline; a token Stripe does not know (or knows as spent) is unreadable. Any
 * other error is passed on as it is.
 */
export function declined(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeCardError) {
    const code = declines[error.decline_code ?? ''] ?? declines[error.code ?? ''] ?? 'CARD_DECLINED';
    return new PaymentDeclinedError(code, error.message);
  }
  const unreadable = error instanceof Stripe.errors.StripeInvalidRequestError && tokenParam(error.param);
  if (unreadable && (error.code === 'resource_missing' || error.code === 'token_already_used')) {
    return new PaymentDeclinedError('INVALID_TOKEN', 'This card could not be read: enter it again.');
  }
  return error;
}
