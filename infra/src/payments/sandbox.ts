import { createHash, randomBytes } from 'node:crypto';
import { cardTypeOf } from '@dealbook/domain';
import {
  addMonths,
  checkChargeAmount,
  PaymentDeclinedError,
  termEnd,
  type CardInput,
  type CardOnFile,
  type PaymentPort,
  type ProviderNotice,
  type StartedPayment,
} from './port';
import { sandboxLedger, type Ledger, type SandboxSubscription } from './sandbox-ledger';

/** The card provider's documented test numbers that fail when the card is first given, and how. */
const failing: Record<string, [PaymentDeclinedError['code'], string]> = {
  '4000000000000002': ['CARD_DECLINED', 'Your card was declined.'],
  '4000000000009995': ['INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
  '4000000000000069': ['EXPIRED_CARD', 'Your card has expired.'],
  '4000000000000127': ['INCORRECT_CVC', "Your card's security code is incorrect."],
};
/** The provider's test number that attaches to a customer (a trial starts) but whose every charge fails. */
const FAILS_ON_CHARGE = '4000000000000341';
const DECLINED = 'Your card was declined.';

const DAY_MS = 86_400_000;
/** A failed renewal charge is tried again 3 days later, twice; then the provider gives up and the plan ends. */
export const RETRY_DAYS = 3;
export const MAX_ATTEMPTS = 3;
/** A 'repeating' discount without its own months lasts this many, as on the Stripe adapter. */
const REPEATING_MONTHS = 3;

/**
 * The embedded payment adapter, a stand-in for the card provider that never leaves the machine. Tokens
 * live in memory (a token is used at once, as Stripe's are); customers, subscriptions and one-time charges
 * are kept in a ledger (a JSON file in the data dir when `file` is given, so renewals survive a restart);
 * idempotency keys answer their first result. A card's outcome is decided by its number, as in the
 * provider's test mode. Billing moves only when `deliverDue(now)` is called, on the caller's clock.
 */
export function createSandboxPayments(options: { file?: string } = {}): PaymentPort {
  const tokens = new Map<string, CardInput>();
  const done = new Map<string, unknown>();
  const ledger: Ledger = sandboxLedger(options.file);
  const once = async <T>(key: string, run: () => T): Promise<T> => {
    if (!done.has(key)) done.set(key, run());
    return done.get(key) as T;
  };
  const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(9).toString('base64url')}`;
  const cardOf = (card: CardInput): CardOnFile & { number: string } => {
    const number = card.number.replace(/\D/g, '');
    return { number, brand: cardTypeOf(number) ?? 'card', last4: number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year };
  };
  /**
   * A token's card, used up; the provider's failing test numbers are refused as they are given, and when
   * `charging` at once so is the number that only fails its charges. A refused token stays unused, so a
   * retried command is refused the same way, as Stripe replays a declined request's answer.
   */
  const takeCard = (token: string, charging = false) => {
    const given = tokens.get(token);
    if (!given) throw new PaymentDeclinedError('INVALID_TOKEN', 'This card could not be read: enter it again.');
    const card = cardOf(given);
    const failure = failing[card.number];
    if (failure) throw new PaymentDeclinedError(...failure);
    if (charging && card.number === FAILS_ON_CHARGE) throw new PaymentDeclinedError('CARD_DECLINED', DECLINED);
    tokens.delete(token);
    return card;
  };
  const cardOnFile = (customerRef: string | undefined) => {
    const card = customerRef ? ledger.data.customers[customerRef] : undefined;
    if (!card) throw new PaymentDeclinedError('INVALID_TOKEN', 'No card is on file: enter a card.');
    if (card.number === FAILS_ON_CHARGE) throw new PaymentDeclinedError('CARD_DECLINED', DECLINED);
    return card;
  };
  const subscription = (ref: string): SandboxSubscription => {
    const sub = ledger.data.subscriptions[ref];
    if (!sub) throw new Error(`No such sandbox subscription: ${ref}`);
    return sub;
  };
  const chargeable = (customerRef: string) => ledger.data.customers[customerRef]?.number !== FAILS_ON_CHARGE;

  /** Advances one subscription to `now`, queueing its notices; a clock that jumped far bills every period. */
  const bill = (ref: string, sub: SandboxSubscription, now: Date) => {
    const notice = (extra: Record<string, unknown>, at: string) => {
      ledger.data.seq += 1;
      ledger.data.pending.push({
        id: `evt_sandbox_${ledger.data.seq}`,
        userId: sub.userId,
        subscriptionRef: ref,
        at,
        ...extra,
      } as ProviderNotice);
    };
    for (let guard = 0; guard < 1000 && !sub.ended; guard++) {
      const retry = sub.failing ? Date.parse(sub.failing.nextAttemptAt) : null;
      const due = retry ?? Date.parse(sub.periodEnd);
      if (due > now.getTime()) return;
      const at = new Date(due).toISOString();
      if (!retry && sub.cancelAtPeriodEnd) {
        sub.ended = true;
        notice({ kind: 'ended', reason: 'cancelled' }, at);
        return;
      }
      const invoiceId = sub.failing?.invoiceId ?? `in_sandbox_${ledger.data.seq + 1}`;
      if (sub.discountEnds && due >= Date.parse(sub.discountEnds)) Object.assign(sub, { amount: sub.fullAmount, discountEnds: null });
      const amount = sub.pendingFirstCharge ?? sub.amount;
      if (chargeable(sub.customerRef)) {
        sub.periodEnd = termEnd(new Date(sub.periodEnd), sub.term).toISOString();
        sub.pendingFirstCharge = null;
        sub.failing = null;
        notice({ kind: 'renewed', invoiceId, amount, currentPeriodEnd: sub.periodEnd }, at);
        continue;
      }
      const attempt = (sub.failing?.attempt ?? 0) + 1;
      const giveUp = attempt >= MAX_ATTEMPTS;
      const nextAttemptAt = giveUp ? null : new Date(due + RETRY_DAYS * DAY_MS).toISOString();
      notice(
        {
          kind: 'payment_failed',
          invoiceId,
          amount,
          attempt,
          nextAttemptAt,
          message: `${DECLINED} (attempt ${attempt} of ${MAX_ATTEMPTS})`,
        },
        at,
      );
      if (giveUp) {
        sub.ended = true;
        notice({ kind: 'ended', reason: 'unpaid' }, at);
        return;
      }
      sub.failing = { invoiceId, attempt, nextAttemptAt: nextAttemptAt! };
    }
  };

  return {
    sandbox: true,
    publishableKey: null,
    async tokenize(card: CardInput) {
      const token = id('tok');
      tokens.set(token, card);
      return token;
    },
    startSubscription(input) {
      return once(input.idempotencyKey, (): StartedPayment => {
        let customerRef = input.customerRef ?? null;
        if (input.token !== null) {
          const card = takeCard(input.token);
          customerRef = `cus_sandbox_${createHash('sha256').update(input.email.toLowerCase()).digest('hex').slice(0, 14)}`;
          ledger.data.customers[customerRef] = card;
        }
        if (!customerRef) throw new PaymentDeclinedError('INVALID_TOKEN', 'No card was given.');
        const trialing = input.trialDays > 0;
        if (!trialing && !chargeable(customerRef)) throw new PaymentDeclinedError('CARD_DECLINED', DECLINED);
        const trialEnd = trialing ? new Date(input.now.getTime() + input.trialDays * DAY_MS) : null;
        const periodEnd = trialEnd ?? termEnd(input.now, input.term);
        const discounted = Math.round(input.amount * (1 - input.percentOff / 100));
        const amount = input.discountDuration === 'once' ? input.amount : discounted;
        const subscriptionRef = id('sub');
        // A 'repeating' discount runs its months from the start, trial included, as Stripe counts them.
        const repeating = input.discountDuration === 'repeating' && input.percentOff > 0;
        const discountEnds = repeating ? addMonths(input.now, input.discountMonths ?? REPEATING_MONTHS) : null;
        ledger.data.subscriptions[subscriptionRef] = {
          userId: input.userId,
          customerRef,
          planId: input.planId,
          term: input.term,
          amount,
          discountEnds: discountEnds?.toISOString() ?? null,
          fullAmount: input.amount,
          pendingFirstCharge: trialing ? discounted : null,
          periodEnd: periodEnd.toISOString(),
          cancelAtPeriodEnd: false,
          failing: null,
          ended: false,
        };
        ledger.save();
        const { number: _number, ...card } = ledger.data.customers[customerRef] ?? { number: '' };
        return {
          customerRef,
          subscriptionRef,
          amount,
          firstCharge: discounted,
          status: trialing ? 'trialing' : 'active',
          currentPeriodEnd: periodEnd.toISOString(),
          trialEnd: trialEnd?.toISOString() ?? null,
          invoiceId: trialing ? null : id('in'),
          card: 'brand' in card ? card : null,
        };
      });
    },
    changePlan: (input) =>
      once(input.idempotencyKey, () => {
        Object.assign(subscription(input.subscriptionRef), { planId: input.planId, term: input.term, amount: input.amount });
        ledger.save();
      }),
    /** Kept in the ledger by its idempotency key, so a retry answers the first charge even after a restart. */
    async charge(input) {
      checkChargeAmount(input.amount);
      const kept = ledger.data.charges.find((charge) => charge.idempotencyKey === input.idempotencyKey);
      if (kept && (kept.amount !== input.amount || kept.userId !== input.userId)) {
        throw new Error(`The idempotency key ${input.idempotencyKey} was first used for another charge.`);
      }
      if (kept) return { chargeRef: kept.chargeRef, amount: kept.amount, card: kept.card, invoiceId: null };
      const { number: _number, ...card } = input.token !== null ? takeCard(input.token, true) : cardOnFile(input.customerRef);
      const { idempotencyKey, userId, email, amount, description, metadata } = input;
      const chargeRef = id('pi');
      const customerRef = input.customerRef ?? null;
      const at = input.now.toISOString();
      ledger.data.charges.push({ chargeRef, idempotencyKey, userId, email, customerRef, amount, description, metadata, card, at });
      ledger.save();
      return { chargeRef, amount, card, invoiceId: null };
    },
    updateCard: (input) =>
      once(input.idempotencyKey, () => {
        const card = takeCard(input.token);
        ledger.data.customers[input.customerRef] = card;
        ledger.save();
        const { number: _number, ...onFile } = card;
        return onFile;
      }),
    cancelAtPeriodEnd: (input) =>
      once(input.idempotencyKey, () => {
        subscription(input.subscriptionRef).cancelAtPeriodEnd = true;
        ledger.save();
      }),
    endTrial: (input) =>
      once(input.idempotencyKey, () => {
        const sub = subscription(input.subscriptionRef);
        if (!chargeable(sub.customerRef)) throw new PaymentDeclinedError('CARD_DECLINED', DECLINED);
        const amount = sub.pendingFirstCharge ?? sub.amount;
        Object.assign(sub, { pendingFirstCharge: null, periodEnd: termEnd(input.now, input.term).toISOString() });
        ledger.save();
        return { currentPeriodEnd: sub.periodEnd, invoiceId: id('in'), amount };
      }),
    async deliverDue(now, deliver) {
      for (const [ref, sub] of Object.entries(ledger.data.subscriptions)) bill(ref, sub, now);
      ledger.save();
      let delivered = 0;
      while (ledger.data.pending.length > 0) {
        await deliver(ledger.data.pending[0]!);
        ledger.data.pending.shift();
        ledger.save();
        delivered += 1;
      }
      return delivered;
    },
  };
}
