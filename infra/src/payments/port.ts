import type { BillingNotice, CardOnFile as DomainCard } from '@dealbook/domain';

/**
 * The payment port: the card provider behind subscriptions and one-time charges (a deal's spreadsheet
 * model). Adapters: the sandbox (embedded default; it accepts the card provider's documented test numbers
 * and bills on a clock its caller moves) and Stripe.
 * Every call that moves money carries an idempotency key derived from the command id, so a retried
 * command charges nothing twice. What the provider does on its own (renewals, failed charges, the end of a
 * cancelled or unpaid plan) reaches us as notices: Stripe's signed webhooks, the sandbox's `due(now)`.
 */
export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The card on file as the provider describes it (never its number). */
export type CardOnFile = DomainCard;

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
  /** The invoice of a charge made now (null while a trial runs: nothing was charged). */
  invoiceId: string | null;
  card: CardOnFile | null;
}

export interface StartInput {
  idempotencyKey: string;
  /** Our account the plan is for: kept by the provider (Stripe: the subscription's metadata.user_id) and
   * answered in every notice about it. */
  userId: string;
  email: string;
  /** A one-time card token (the browser's tokeniser), or null to charge `customerRef`'s card on file. */
  token: string | null;
  /** The paying customer when charging a card on file (a team owner paying for a colleague). */
  customerRef?: string;
  planId: string;
  term: 'monthly' | 'annual';
  /** Cents a term before any discount. */
  amount: number;
  percentOff: number;
  /** How long the discount lasts: the first charge only, some months, or every charge. */
  discountDuration: 'once' | 'repeating' | 'forever' | null;
  /** A 'repeating' discount's months, counted from the plan's start as Stripe counts them (trial included). */
  discountMonths?: number | null;
  trialDays: number;
  now: Date;
}

export interface ChargeInput {
  /** The same key charges once: a retried command answers the first charge (or its decline). */
  idempotencyKey: string;
  userId: string;
  email: string;
  /** A one-time card token from the tokeniser (sandbox `tokenize`, Stripe.js in the browser), or null to
   * charge `customerRef`'s card on file. A card given as a token is charged, not kept. */
  token: string | null;
  customerRef?: string;
  /** Cents: a whole number, at least MIN_CHARGE. */
  amount: number;
  /** Shown on the statement and the receipt, e.g. 'Excel model: <deal name>'. */
  description: string;
  /** What the charge is for, kept by the provider (Stripe: the PaymentIntent's metadata, with our user_id). */
  metadata: Record<string, string>;
  now: Date;
}

export interface Charge {
  /** The provider's payment (Stripe: the PaymentIntent's id). */
  chargeRef: string;
  /** Cents charged. */
  amount: number;
  /** The card that paid. */
  card: CardOnFile | null;
  /** A one-time charge makes no invoice (a PaymentIntent has none): null on both adapters. */
  invoiceId: string | null;
}

/**
 * Stripe's smallest charge in USD, in cents: it refuses less (`amount_too_small`), so the sandbox does too,
 * and a price below it has to be made free (or raised) before it reaches the card provider.
 */
export const MIN_CHARGE = 50;

/** A charge's amount is the caller's bug when wrong, never the card's: refused before the provider is asked. */
export function checkChargeAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < MIN_CHARGE) {
    throw new RangeError(`A card charge is a whole number of cents, at least ${MIN_CHARGE}: got ${amount}.`);
  }
}

export interface PaymentPort {
  /** The sandbox's tokeniser runs on our server; Stripe's runs in the browser with the publishable key. */
  readonly sandbox: boolean;
  readonly publishableKey: string | null;
  /** Sandbox only: a card (already checked by the payment dialog's rules) becomes a one-time token. */
  tokenize?(card: CardInput): Promise<string>;
  startSubscription(input: StartInput): Promise<StartedPayment>;
  changePlan(input: {
    idempotencyKey: string;
    subscriptionRef: string;
    planId: string;
    term: 'monthly' | 'annual';
    amount: number;
  }): Promise<void>;
  cancelAtPeriodEnd(input: { idempotencyKey: string; subscriptionRef: string }): Promise<void>;
  /**
   * A one-time charge, confirmed at once: it went through, or it throws PaymentDeclinedError (the same codes
   * as a subscription's first charge) and nothing was charged. An amount below MIN_CHARGE throws RangeError.
   */
  charge(input: ChargeInput): Promise<Charge>;
  /** Replaces the customer's card on file with a new token's; the next charge (or retry) uses it. */
  updateCard(input: { idempotencyKey: string; customerRef: string; token: string }): Promise<CardOnFile>;
  /** Charges now and starts the first paid period; answers its end and the invoice. */
  endTrial(input: {
    idempotencyKey: string;
    subscriptionRef: string;
    term: 'monthly' | 'annual';
    now: Date;
  }): Promise<{ currentPeriodEnd: string; invoiceId: string; amount: number }>;
  /**
   * Sandbox only: bills what its clock has reached by `now` (renewal charges, failed charges and retries,
   * plan ends) and hands each notice to `deliver`, as a webhook would: a notice stays pending until a
   * delivery of it succeeds. Answers how many were delivered.
   */
  deliverDue?(now: Date, deliver: (notice: ProviderNotice) => Promise<void>): Promise<number>;
  /**
   * Stripe only: a webhook delivery checked over its raw body with the provider's signature and timestamp
   * tolerance (throws WebhookSignatureError), then read as a notice; null for kinds we do not act on.
   */
  readWebhook?(rawBody: Buffer, signature: string | undefined): ProviderNotice | null;
}

/**
 * What the provider did on its own (the domain's `BillingNotice`). `id` is the provider's event id: it
 * becomes the command id, so a notice delivered twice has one effect. Notices may arrive out of order;
 * the decider drops stale ones.
 */
export type ProviderNotice = BillingNotice;

/** A webhook whose signature or timestamp did not check out: answered 400, nothing recorded. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
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
export const termEnd = (from: Date, term: 'monthly' | 'annual'): Date => addMonths(from, term === 'monthly' ? 1 : 12);

/** `months` calendar months after `from`, clamped to the month's last day (Jan 31 + 1 = Feb 28). */
export function addMonths(from: Date, months: number): Date {
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}
