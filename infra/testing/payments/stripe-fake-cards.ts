// What the fake Stripe refuses, and how: its documented test cards and its error envelope.

/** A refusal in Stripe's error envelope, with its HTTP status. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: {
      type: string;
      code?: string;
      decline_code?: string;
      param?: string;
      message: string;
      /** A declined PaymentIntent comes back inside its error, with its failed charge. */
      payment_intent?: object;
      charge?: string;
    },
  ) {
    super(error.message);
  }
}

export type Refusal = [code: string, declineCode: string, message: string, param?: string];

/**
 * Stripe's documented test tokens. The refused ones fail as the card is saved to a customer (Stripe checks
 * a card when it attaches it); `tok_chargeCustomerFail` attaches and then fails every charge.
 */
export const testTokens: Record<string, { brand: string; last4: string; refused?: Refusal; chargesFail?: boolean }> = {
  tok_visa: { brand: 'Visa', last4: '4242' },
  tok_mastercard: { brand: 'MasterCard', last4: '4444' },
  tok_amex: { brand: 'American Express', last4: '8431' },
  tok_chargeDeclined: { brand: 'Visa', last4: '0002', refused: ['card_declined', 'generic_decline', 'Your card was declined.'] },
  tok_chargeDeclinedInsufficientFunds: {
    brand: 'Visa',
    last4: '9995',
    refused: ['card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
  },
  tok_chargeDeclinedExpiredCard: {
    brand: 'Visa',
    last4: '0069',
    refused: ['expired_card', 'expired_card', 'Your card has expired.', 'exp_month'],
  },
  tok_chargeDeclinedIncorrectCvc: {
    brand: 'Visa',
    last4: '0127',
    refused: ['incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect.", 'cvc'],
  },
  tok_chargeCustomerFail: { brand: 'Visa', last4: '0341', chargesFail: true },
};

export const genericDecline: Refusal = ['card_declined', 'generic_decline', 'Your card was declined.'];
export const cardError = ([code, decline_code, message, param]: Refusal, about: { payment_intent?: object; charge?: string } = {}) =>
  new StripeFailure(402, { type: 'card_error', code, decline_code, message, ...(param ? { param } : {}), ...about });
export const missing = (what: string, id: string, param: string) =>
  new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${what}: '${id}'` });
export const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
