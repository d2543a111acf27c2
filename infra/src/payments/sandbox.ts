import { createHash, randomBytes } from 'node:crypto';
import { PaymentDeclinedError, termEnd, type CardInput, type DeclineCode, type PaymentPort, type StartedPayment } from './port';

/** The card provider's documented test numbers that fail, and how (any other valid number pays). */
const failing: Record<string, [DeclineCode, string]> = {
  '4000000000000002': ['CARD_DECLINED', 'Your card was declined.'],
  '4000000000009995': ['INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
  '4000000000000069': ['EXPIRED_CARD', 'Your card has expired.'],
  '4000000000000127': ['INCORRECT_CVC', "Your card's security code is incorrect."],
};

const DAY_MS = 86_400_000;

/**
 * The embedded payment adapter. Tokens live in memory for the process (a token is used at once, as
 * Stripe's are); idempotency keys answer their first result; nothing leaves the machine. The outcome of a
 * card is decided by its number when it is charged, as with the provider's test mode.
 */
export function createSandboxPayments(): PaymentPort {
  const tokens = new Map<string, string>();
  const done = new Map<string, unknown>();
  const once = async <T>(key: string, run: () => T): Promise<T> => {
    if (!done.has(key)) done.set(key, run());
    return done.get(key) as T;
  };
  const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(9).toString('base64url')}`;

  return {
    sandbox: true,
    publishableKey: null,
    async tokenize(card: CardInput) {
      const token = id('tok');
      tokens.set(token, card.number.replace(/\D/g, ''));
      return token;
    },
    startSubscription(input) {
      return once(input.idempotencyKey, (): StartedPayment => {
        const number = tokens.get(input.token);
        if (!number) throw new PaymentDeclinedError('INVALID_TOKEN', 'This card could not be read: enter it again.');
        const failure = failing[number];
        if (failure) throw new PaymentDeclinedError(...failure);
        tokens.delete(input.token);
        const trialing = input.trialDays > 0;
        const trialEnd = trialing ? new Date(input.now.getTime() + input.trialDays * DAY_MS) : null;
        const periodEnd = trialEnd ?? termEnd(input.now, input.term);
        return {
          customerRef: `cus_sandbox_${createHash('sha256').update(input.email.toLowerCase()).digest('hex').slice(0, 14)}`,
          subscriptionRef: id('sub'),
          amount: input.discountDuration === 'once' ? input.amount : Math.round(input.amount * (1 - input.percentOff / 100)),
          firstCharge: Math.round(input.amount * (1 - input.percentOff / 100)),
          status: trialing ? 'trialing' : 'active',
          currentPeriodEnd: periodEnd.toISOString(),
          trialEnd: trialEnd?.toISOString() ?? null,
        };
      });
    },
    changePlan: (input) => once(input.idempotencyKey, () => undefined),
    cancelAtPeriodEnd: (input) => once(input.idempotencyKey, () => undefined),
    endTrial: (input) => once(input.idempotencyKey, () => ({ currentPeriodEnd: termEnd(input.now, input.term).toISOString() })),
  };
}
