import { describe, expect, it } from 'vitest';
import { decideSubscription, type SubscriptionCommand } from './decide';
import type { BillingNotice } from './notices';
import { evolveSubscription, factsOf, initialSubscriptionState, type SubscriptionState } from './state';

const started: SubscriptionCommand = {
  type: 'StartSubscription',
  data: {
    now: '2026-11-25T10:00:00.000Z',
    actorId: 'u-ann',
    planId: 'regPremium-2-monthly',
    coupon: null,
    payment: {
      customerRef: 'cus_1',
      subscriptionRef: 'sub_1',
      amount: 9900,
      firstCharge: 9900,
      status: 'trialing',
      currentPeriodEnd: '2026-12-09T10:00:00.000Z',
      trialEnd: '2026-12-09T10:00:00.000Z',
      invoiceId: null,
      card: null,
    },
  },
};
const base = { userId: 'u-ann', subscriptionRef: 'sub_1', at: '2026-12-09T10:00:00.000Z' };
const renewed = (id: string, invoiceId: string, currentPeriodEnd: string): BillingNotice => ({
  ...base,
  id,
  kind: 'renewed',
  invoiceId,
  amount: 9900,
  currentPeriodEnd,
});
const failed = (id: string, attempt: number, nextAttemptAt: string | null, invoiceId = 'in_2', periodEnd?: string): BillingNotice => ({
  ...base,
  id,
  kind: 'payment_failed',
  invoiceId,
  amount: 9900,
  attempt,
  nextAttemptAt,
  message: 'Your card was declined.',
  ...(periodEnd ? { periodEnd } : {}),
});
const ended = (reason: 'cancelled' | 'unpaid'): BillingNotice => ({ ...base, id: `end-${reason}`, kind: 'ended', reason });

const apply = (state: SubscriptionState, ...notices: BillingNotice[]) =>
  notices.reduce(
    (s, notice) => decideSubscription({ type: 'ApplyBillingNotice', data: { notice } }, s).reduce(evolveSubscription, s),
    state,
  );
const trialing = decideSubscription(started, initialSubscriptionState).reduce(evolveSubscription, initialSubscriptionState);
const effects = (state: SubscriptionState, notice: BillingNotice) =>
  decideSubscription({ type: 'ApplyBillingNotice', data: { notice } }, state).map((e) => e.type);

describe('the card provider’s notices', () => {
  it('a renewal at the trial’s end makes the plan active for the next period', () => {
    const state = apply(trialing, renewed('e1', 'in_1', '2027-01-09T10:00:00.000Z'));
    expect(state).toMatchObject({ status: 'active', currentPeriodEnd: '2027-01-09T10:00:00.000Z', paidInvoices: ['in_1'] });
  });

  it('a failed charge is past due with its retry date and keeps the plan’s rights; a later payment clears it', () => {
    const due = apply(trialing, failed('e1', 1, '2026-12-12T10:00:00.000Z'));
    expect(due.status).toBe('past_due');
    expect(due.paymentIssue).toMatchObject({ attempt: 1, nextAttemptAt: '2026-12-12T10:00:00.000Z' });
    expect(factsOf(due, new Date('2026-12-10T00:00:00Z'))?.status).toBe('past_due');
    const paid = apply(due, renewed('e2', 'in_2', '2027-01-09T10:00:00.000Z'));
    expect(paid).toMatchObject({ status: 'active', paymentIssue: null });
  });

  it('gives up: the plan ends unpaid, and nothing after its end changes it', () => {
    const over = apply(trialing, failed('e1', 1, '2026-12-12T10:00:00.000Z'), failed('e2', 3, null), ended('unpaid'));
    expect(over.status).toBe('ended');
    expect(effects(over, renewed('e3', 'in_9', '2027-02-09T10:00:00.000Z'))).toEqual([]);
  });

  it('drops stale notices: out of order, about an older subscription, a failure of a paid invoice, a seen attempt', () => {
    const renewedTwice = apply(
      trialing,
      renewed('e1', 'in_1', '2027-01-09T10:00:00.000Z'),
      renewed('e2', 'in_2', '2027-02-09T10:00:00.000Z'),
    );
    expect(effects(renewedTwice, renewed('e1-late', 'in_0', '2027-01-09T10:00:00.000Z'))).toEqual([]);
    expect(effects(renewedTwice, failed('e3', 1, null, 'in_2'))).toEqual([]);
    expect(effects(renewedTwice, { ...renewed('e4', 'in_3', '2027-03-09T10:00:00.000Z'), subscriptionRef: 'sub_old' })).toEqual([]);
    const second = apply(trialing, failed('e1', 2, '2026-12-15T10:00:00.000Z'));
    expect(effects(second, failed('e0', 1, '2026-12-12T10:00:00.000Z'))).toEqual([]);
    expect(effects(second, failed('e5', 3, null))).toEqual(['SubscriptionPaymentFailed']);
  });

  it('drops a late failure of a period the plan is already paid up to: it stays active with no payment issue', () => {
    // Jan's invoice is not among the paid ones (its own paid notice never came), so only its period tells it is late.
    const paidToFeb = apply(trialing, renewed('e2', 'in_2', '2027-02-09T10:00:00.000Z'));
    const lateFailure = failed('e1', 1, '2026-12-12T10:00:00.000Z', 'in_1', '2027-01-09T10:00:00.000Z');
    expect(effects(paidToFeb, lateFailure)).toEqual([]);
    expect(apply(paidToFeb, lateFailure)).toMatchObject({ status: 'active', paymentIssue: null });
    expect(effects(paidToFeb, failed('e3', 1, null, 'in_1b', '2027-02-09T10:00:00.000Z'))).toEqual([]);
    expect(effects(paidToFeb, failed('e4', 1, null, 'in_3', '2027-03-09T10:00:00.000Z'))).toEqual(['SubscriptionPaymentFailed']);
    expect(effects(paidToFeb, failed('e5', 1, null, 'in_1'))).toEqual(['SubscriptionPaymentFailed']);
  });

  it('drops a renewal of a period already paid as a duplicate, even under another invoice id', () => {
    const renewedTwice = apply(
      trialing,
      renewed('e1', 'in_1', '2027-01-09T10:00:00.000Z'),
      renewed('e2', 'in_2', '2027-02-09T10:00:00.000Z'),
    );
    expect(effects(renewedTwice, renewed('e2-again', 'in_2b', '2027-02-09T10:00:00.000Z'))).toEqual([]);
    expect(effects(renewedTwice, renewed('e1-again', 'in_1b', '2027-01-09T10:00:00.000Z'))).toEqual([]);
  });

  it('records the late renewal of an older period never paid here, and it moves nothing but the paid lists', () => {
    const due = apply(
      trialing,
      renewed('e2', 'in_2', '2027-02-09T10:00:00.000Z'),
      failed('e3', 1, '2027-02-12T10:00:00.000Z', 'in_3', '2027-03-09T10:00:00.000Z'),
    );
    const lateRenewal = renewed('e1', 'in_1', '2027-01-09T10:00:00.000Z');
    expect(effects(due, lateRenewal)).toEqual(['SubscriptionRenewed']);
    const after = apply(due, lateRenewal);
    expect(after).toMatchObject({ status: 'past_due', currentPeriodEnd: '2027-02-09T10:00:00.000Z', paymentIssue: due.paymentIssue });
    expect(after.paymentIssue).toMatchObject({ invoiceId: 'in_3', attempt: 1 });
    expect(after.paidInvoices).toEqual(['in_2', 'in_1']);
    expect(after.paidPeriods).toEqual(['2027-02-09T10:00:00.000Z', '2027-01-09T10:00:00.000Z']);
    expect(effects(after, renewed('e1-again', 'in_1b', '2027-01-09T10:00:00.000Z'))).toEqual([]);
  });

  it('takes renewals on a state kept before paid periods were recorded, as if none were', () => {
    const { paidPeriods: _notKept, ...keptBefore } = apply(
      trialing,
      renewed('e1', 'in_1', '2027-01-09T10:00:00.000Z'),
      renewed('e2', 'in_2', '2027-02-09T10:00:00.000Z'),
    );
    const legacy: SubscriptionState = keptBefore;
    expect(legacy).not.toHaveProperty('paidPeriods');
    const next = renewed('e3', 'in_3', '2027-03-09T10:00:00.000Z');
    expect(effects(legacy, next)).toEqual(['SubscriptionRenewed']);
    expect(apply(legacy, next)).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2027-03-09T10:00:00.000Z',
      paidPeriods: ['2027-03-09T10:00:00.000Z'],
    });
    expect(effects(legacy, renewed('e1-again', 'in_1', '2027-01-09T10:00:00.000Z'))).toEqual([]);
    const late = renewed('e0', 'in_0', '2027-01-09T10:00:00.000Z');
    expect(effects(legacy, late)).toEqual(['SubscriptionRenewed']);
    expect(apply(legacy, late)).toMatchObject({ currentPeriodEnd: '2027-02-09T10:00:00.000Z', paidPeriods: ['2027-01-09T10:00:00.000Z'] });
  });

  it('ends a cancelled plan at its period end', () => {
    const cancelled = decideSubscription(
      { type: 'CancelSubscription', data: { now: '2026-11-30T00:00:00.000Z', actorId: 'u-ann' } },
      trialing,
    ).reduce(evolveSubscription, trialing);
    expect(apply(cancelled, ended('cancelled')).status).toBe('ended');
  });
});
