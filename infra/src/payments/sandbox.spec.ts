import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PaymentDeclinedError, termEnd, type PaymentPort, type ProviderNotice } from './port';
import { createSandboxPayments } from './sandbox';

const now = new Date('2026-01-31T09:00:00.000Z');
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });
const input = (token: string, extra = {}) => ({
  idempotencyKey: `k-${token}`,
  userId: 'u1',
  email: 'Ann@Example.com',
  token,
  planId: 'regPremium-0-monthly',
  term: 'monthly' as const,
  amount: 9900,
  percentOff: 0,
  discountDuration: null,
  trialDays: 0,
  now,
  ...extra,
});

describe('the sandbox payment adapter', () => {
  it('charges a good test card for a calendar month, or starts a trial, and answers a retried key with the first result', async () => {
    const payments = createSandboxPayments();
    const token = await payments.tokenize!(card('4242 4242 4242 4242'));
    const paid = await payments.startSubscription(input(token, { percentOff: 20, discountDuration: 'forever' }));
    expect(paid).toMatchObject({
      status: 'active',
      amount: 7920,
      firstCharge: 7920,
      currentPeriodEnd: '2026-02-28T09:00:00.000Z',
      trialEnd: null,
    });
    expect(await payments.startSubscription(input(token, { percentOff: 20, discountDuration: 'forever' }))).toEqual(paid);
    const once = await payments.startSubscription(
      input(await payments.tokenize!(card('4242424242424242')), { idempotencyKey: 'once', percentOff: 20, discountDuration: 'once' }),
    );
    expect(once).toMatchObject({ amount: 9900, firstCharge: 7920 });
    const trial = await payments.startSubscription(input(await payments.tokenize!(card('4242424242424242')), { trialDays: 14 }));
    expect(trial).toMatchObject({ status: 'trialing', trialEnd: '2026-02-14T09:00:00.000Z', currentPeriodEnd: '2026-02-14T09:00:00.000Z' });
    expect(trial.customerRef).toBe(paid.customerRef);
  });

  it.each([
    ['4000 0000 0000 0002', 'CARD_DECLINED'],
    ['4000000000009995', 'INSUFFICIENT_FUNDS'],
    ['4000000000000069', 'EXPIRED_CARD'],
    ['4000000000000127', 'INCORRECT_CVC'],
  ])('refuses the documented failing card %s with %s', async (number, code) => {
    const payments = createSandboxPayments();
    const failure = await payments.startSubscription(input(await payments.tokenize!(card(number)))).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PaymentDeclinedError);
    expect((failure as PaymentDeclinedError).code).toBe(code);
  });

  it('uses a token once, and knows no token it did not issue', async () => {
    const payments = createSandboxPayments();
    const token = await payments.tokenize!(card('4242424242424242'));
    await payments.startSubscription(input(token));
    await expect(payments.startSubscription(input(token, { idempotencyKey: 'other' }))).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    await expect(payments.startSubscription(input('tok_forged'))).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('ends a term a calendar month or year on, clamped to the month’s last day', () => {
    expect(termEnd(new Date('2026-01-31T00:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(termEnd(new Date('2028-02-29T00:00:00Z'), 'annual').toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(termEnd(new Date('2026-12-15T00:00:00Z'), 'monthly').toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  describe('billing on its clock', () => {
    const deliverAll = async (payments: PaymentPort, at: string) => {
      const got: ProviderNotice[] = [];
      await payments.deliverDue!(new Date(at), async (n) => void got.push(n));
      return got;
    };

    it('charges the discounted first charge when a trial ends, then the plan price each month, each notice once', async () => {
      const payments = createSandboxPayments();
      const token = await payments.tokenize!(card('4242424242424242'));
      const started = await payments.startSubscription(input(token, { trialDays: 14, percentOff: 20, discountDuration: 'once' }));
      expect(await deliverAll(payments, '2026-02-13T09:00:00.000Z')).toEqual([]);
      const first = await deliverAll(payments, '2026-02-14T09:00:00.000Z');
      expect(first).toMatchObject([
        {
          kind: 'renewed',
          userId: 'u1',
          subscriptionRef: started.subscriptionRef,
          amount: 7920,
          currentPeriodEnd: '2026-03-14T09:00:00.000Z',
        },
      ]);
      expect(await deliverAll(payments, '2026-02-20T00:00:00.000Z')).toEqual([]);
      const jumped = await deliverAll(payments, '2026-05-15T00:00:00.000Z');
      expect(jumped.map((n) => [n.kind, 'amount' in n ? n.amount : null])).toEqual([
        ['renewed', 9900],
        ['renewed', 9900],
        ['renewed', 9900],
      ]);
      expect(new Set([...first, ...jumped].map((n) => n.id)).size).toBe(4);
    });

    it("keeps a 'repeating' discount for its months from the start, then charges the plan's price", async () => {
      const payments = createSandboxPayments();
      const token = await payments.tokenize!(card('4242424242424242'));
      await payments.startSubscription(input(token, { percentOff: 50, discountDuration: 'repeating', discountMonths: 2 }));
      const charges = await deliverAll(payments, '2026-06-01T00:00:00.000Z');
      // Started Jan 31 (charged 4950 then); discounted until Mar 31: Feb 28 and Mar 28 at 4950, then 9900.
      expect(charges.map((n) => ('amount' in n ? [n.at.slice(0, 10), n.amount] : null))).toEqual([
        ['2026-02-28', 4950],
        ['2026-03-28', 4950],
        ['2026-04-28', 9900],
        ['2026-05-28', 9900],
      ]);
    });

    it('retries a failing card twice, 3 days apart, then ends the plan unpaid', async () => {
      const payments = createSandboxPayments();
      const token = await payments.tokenize!(card('4000 0000 0000 0341'));
      await payments.startSubscription(input(token, { trialDays: 14 }));
      const notices = await deliverAll(payments, '2026-03-01T00:00:00.000Z');
      expect(notices.map((n) => (n.kind === 'payment_failed' ? [n.kind, n.attempt, n.nextAttemptAt] : [n.kind]))).toEqual([
        ['payment_failed', 1, '2026-02-17T09:00:00.000Z'],
        ['payment_failed', 2, '2026-02-20T09:00:00.000Z'],
        ['payment_failed', 3, null],
        ['ended'],
      ]);
      expect(notices[3]).toMatchObject({ reason: 'unpaid' });
      const again = await payments.tokenize!(card('4000000000000341'));
      await expect(payments.startSubscription(input(again, { idempotencyKey: 'no-trial' }))).rejects.toMatchObject({
        code: 'CARD_DECLINED',
      });
    });

    it('ends a cancelled plan at its period end, keeps a notice whose delivery failed, and survives a restart', async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'sandbox-')), 'payments.json');
      const payments = createSandboxPayments({ file });
      const started = await payments.startSubscription(input(await payments.tokenize!(card('4242424242424242'))));
      await payments.cancelAtPeriodEnd({ idempotencyKey: 'c', subscriptionRef: started.subscriptionRef });
      const failing = payments.deliverDue!(new Date('2026-03-01T00:00:00Z'), () => Promise.reject(new Error('store down')));
      await expect(failing).rejects.toThrow('store down');
      const restarted = createSandboxPayments({ file });
      expect(await deliverAll(restarted, '2026-03-01T00:00:00Z')).toMatchObject([
        { kind: 'ended', reason: 'cancelled', at: '2026-02-28T09:00:00.000Z' },
      ]);
      expect(await deliverAll(restarted, '2026-06-01T00:00:00Z')).toEqual([]);
    });

    it('takes a new card: the next retry of a failed charge uses it and pays; a refused card changes nothing', async () => {
      const payments = createSandboxPayments();
      const started = await payments.startSubscription(input(await payments.tokenize!(card('4000000000000341')), { trialDays: 14 }));
      expect(await deliverAll(payments, '2026-02-14T09:00:00.000Z')).toMatchObject([{ kind: 'payment_failed', attempt: 1 }]);
      const refused = payments.updateCard({
        idempotencyKey: 'u1',
        customerRef: started.customerRef,
        token: await payments.tokenize!(card('4000000000000002')),
      });
      await expect(refused).rejects.toMatchObject({ code: 'CARD_DECLINED' });
      const updated = await payments.updateCard({
        idempotencyKey: 'u2',
        customerRef: started.customerRef,
        token: await payments.tokenize!({ number: '5555 5555 5555 4444', exp_month: 3, exp_year: 2031, cvc: '123' }),
      });
      expect(updated).toEqual({ brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 });
      expect(await deliverAll(payments, '2026-02-17T09:00:00.000Z')).toMatchObject([{ kind: 'renewed', amount: 9900 }]);
    });

    it('charges a team plan to the owner’s card on file, without a token', async () => {
      const payments = createSandboxPayments();
      const owner = await payments.startSubscription(input(await payments.tokenize!(card('4242424242424242'))));
      const team = await payments.startSubscription(
        input('unused', {
          token: null,
          customerRef: owner.customerRef,
          userId: 'u2',
          idempotencyKey: 'team',
          planId: 'regPremium-0-monthly-team',
        }),
      );
      expect(team).toMatchObject({ customerRef: owner.customerRef, status: 'active', card: { brand: 'visa', last4: '4242' } });
      expect(team.invoiceId).not.toBeNull();
    });
  });
});
