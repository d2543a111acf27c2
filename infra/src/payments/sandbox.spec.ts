import { describe, expect, it } from 'vitest';
import { PaymentDeclinedError, termEnd } from './port';
import { createSandboxPayments } from './sandbox';

const now = new Date('2026-01-31T09:00:00.000Z');
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });
const input = (token: string, extra = {}) => ({
  idempotencyKey: `k-${token}`,
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
});
