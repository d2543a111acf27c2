/**
 * The payment port: the card provider behind subscriptions. Adapters: the sandbox (embedded default; it
 * accepts the card provider's documented test numbers and runs on the caller's clock) and, next, Stripe.
 * Every call that moves money carries an idempotency key derived from the command id, so a retried
 * command charges nothing twice.
 */
export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface StartedPayment {
  customerRef: string;
  subscriptionRef: string;
  /** Cents a term from the second charge on (a 'once' discount is not in it). */
  amount: number;
  /** Cents of the first charge, after any discount (charged when a trial ends, or now). */
  firstCharge: number;
  status: 'trialing' | 'active';
  currentPeriodEnd: string;
  trialEnd: string | null;
}

export interface StartInput {
  idempotencyKey: string;
  email: string;
  token: string;
  planId: string;
  term: 'monthly' | 'annual';
  /** Cents a term before any discount. */
  amount: number;
  percentOff: number;
  /** How long the discount lasts: the first charge only, some months, or every charge. */
  discountDuration: 'once' | 'repeating' | 'forever' | null;
  trialDays: number;
  now: Date;
}

export interface PaymentPort {
  /** The sandbox's tokeniser runs on our server; Stripe's runs in the browser with the publishable key. */
  readonly sandbox: boolean;
  readonly publishableKey: string | null;
  /** Sandbox only: a card (already checked by the payment dialog's rules) becomes a one-time token. */
  tokenize?(card: CardInput): Promise<string>;
  startSubscription(input: StartInput): Promise<StartedPayment>;
  changePlan(input: { idempotencyKey: string; subscriptionRef: string; planId: string; amount: number }): Promise<void>;
  cancelAtPeriodEnd(input: { idempotencyKey: string; subscriptionRef: string }): Promise<void>;
  /** Charges now and starts the first paid period; answers its end. */
  endTrial(input: {
    idempotencyKey: string;
    subscriptionRef: string;
    term: 'monthly' | 'annual';
    now: Date;
  }): Promise<{ currentPeriodEnd: string }>;
}

export type DeclineCode = 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'EXPIRED_CARD' | 'INCORRECT_CVC' | 'INVALID_TOKEN';

/** The provider refused the card: nothing was charged and nothing is recorded. */
export class PaymentDeclinedError extends Error {
  constructor(
    readonly code: DeclineCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The end of a term that starts at `from`: a calendar month or year later (clamped to the month's last day). */
export function termEnd(from: Date, term: 'monthly' | 'annual'): Date {
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (term === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}
