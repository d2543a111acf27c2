import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PaymentDeclinedError, type ChargeInput, type PaymentPort } from './port';
import { createSandboxPayments } from './sandbox';
import type { SandboxCharge } from './sandbox-ledger';

const now = new Date('2026-03-02T10:00:00.000Z');
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });
const tokenFor = (payments: PaymentPort, number = '4242424242424242') => payments.tokenize!(card(number));
const charge = (token: string | null, extra: Partial<ChargeInput> = {}): ChargeInput => ({
  idempotencyKey: 'model-u1-d1',
  userId: 'u1',
  email: 'ann@example.com',
  token,
  amount: 4995,
  description: 'Excel model: Harbor Point',
  metadata: { kind: 'model', deal_id: 'd1' },
  now,
  ...extra,
});
const ledgerFile = () => join(mkdtempSync(join(tmpdir(), 'sandbox-charge-')), 'sandbox-payments.json');
const chargesIn = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { charges: SandboxCharge[] }).charges;

describe("the sandbox adapter's one-time charge", () => {
  it('charges a good test card and keeps the charge in its ledger file with what it was for', async () => {
    const file = ledgerFile();
    const payments = createSandboxPayments({ file });
    const paid = await payments.charge(charge(await tokenFor(payments)));
    expect(paid).toEqual({
      chargeRef: expect.stringMatching(/^pi_sandbox_/),
      amount: 4995,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      invoiceId: null,
    });
    expect(chargesIn(file)).toEqual([
      {
        chargeRef: paid.chargeRef,
        idempotencyKey: 'model-u1-d1',
        userId: 'u1',
        email: 'ann@example.com',
        customerRef: null,
        amount: 4995,
        description: 'Excel model: Harbor Point',
        metadata: { kind: 'model', deal_id: 'd1' },
        card: paid.card,
        at: now.toISOString(),
      },
    ]);
  });

  it('charges once for the same idempotency key, also after a restart', async () => {
    const file = ledgerFile();
    const payments = createSandboxPayments({ file });
    const first = await payments.charge(charge(await tokenFor(payments)));
    expect(await payments.charge(charge(await tokenFor(payments)))).toEqual(first);
    expect(await createSandboxPayments({ file }).charge(charge('tok_spent_before_the_restart'))).toEqual(first);
    expect(chargesIn(file)).toHaveLength(1);
    const other = await payments.charge(charge(await tokenFor(payments), { idempotencyKey: 'model-u1-d2' }));
    expect(other.chargeRef).not.toBe(first.chargeRef);
    expect(chargesIn(file)).toHaveLength(2);
  });

  it.each([
    ['4000 0000 0000 0002', 'CARD_DECLINED', 'Your card was declined.'],
    ['4000000000009995', 'INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
    ['4000000000000069', 'EXPIRED_CARD', 'Your card has expired.'],
    ['4000000000000127', 'INCORRECT_CVC', "Your card's security code is incorrect."],
    ['4000000000000341', 'CARD_DECLINED', 'Your card was declined.'],
  ])('refuses the documented failing card %s with %s, charges nothing, and refuses a retry the same way', async (number, code, message) => {
    const file = ledgerFile();
    const payments = createSandboxPayments({ file });
    const input = charge(await tokenFor(payments, number));
    const failure = await payments.charge(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentDeclinedError);
    expect(failure).toMatchObject({ code, message });
    await expect(payments.charge(input)).rejects.toMatchObject({ code });
    const paid = await payments.charge(charge(await tokenFor(payments), { idempotencyKey: 'model-u1-d2' }));
    expect(chargesIn(file).map((kept) => kept.chargeRef)).toEqual([paid.chargeRef]);
  });

  it.each([0, -4995, 49, 49.5])('refuses an amount of %s cents before the card is used', async (amount) => {
    const payments = createSandboxPayments();
    const token = await tokenFor(payments);
    await expect(payments.charge(charge(token, { amount }))).rejects.toBeInstanceOf(RangeError);
    await expect(payments.charge(charge(token))).resolves.toMatchObject({ amount: 4995 });
  });

  it('charges the card on file of a customer without a new card, and refuses when there is none or it fails', async () => {
    const payments = createSandboxPayments();
    const subscribe = async (number: string, trialDays: number) =>
      payments.startSubscription({
        idempotencyKey: `plan-${number}`,
        userId: 'u1',
        email: `${number}@example.com`,
        token: await tokenFor(payments, number),
        planId: 'regPremium-0-monthly',
        term: 'monthly',
        amount: 9900,
        percentOff: 0,
        discountDuration: null,
        trialDays,
        now,
      });
    const { customerRef } = await subscribe('5555555555554444', 0);
    const onFile = await payments.charge(charge(null, { customerRef }));
    expect(onFile).toMatchObject({ amount: 4995, card: { brand: 'mastercard', last4: '4444' } });

    const failing = await subscribe('4000000000000341', 14);
    await expect(payments.charge(charge(null, { customerRef: failing.customerRef, idempotencyKey: 'k2' }))).rejects.toMatchObject({
      code: 'CARD_DECLINED',
    });
    await expect(payments.charge(charge(null, { idempotencyKey: 'k3' }))).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('uses a token once, and knows no token it did not issue', async () => {
    const payments = createSandboxPayments();
    const token = await tokenFor(payments);
    await payments.charge(charge(token));
    await expect(payments.charge(charge(token, { idempotencyKey: 'other' }))).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    await expect(payments.charge(charge('tok_forged', { idempotencyKey: 'forged' }))).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });
});
