import { describe, expect, it } from 'vitest';
import { planButton } from '@dealbook/domain/subscriptions/buttons';
import { planOf } from '@dealbook/domain/subscriptions/plans';
import {
  billedPrice,
  cardLine,
  centsText,
  disabledReason,
  factsOf,
  invoicePurpose,
  isRunning,
  periodLine,
  planLock,
  retryLine,
  startingChoice,
} from './subscription';
import { epoch, invoice, noSubscription, onPlan, subscriptionView } from './subscription-fixtures';

describe('the subscription view as the screens read it', () => {
  it('gives the plan rules the plan, status, term and cancellation time', () => {
    expect(factsOf(onPlan(3, 'annual', { canceled_at: epoch('2026-03-01T12:00:00Z') }))).toEqual({
      planId: 'regPremium-3-annual',
      status: 'active',
      term: 'annual',
      canceledAt: '2026-03-01T12:00:00.000Z',
    });
    expect(factsOf(subscriptionView())).toMatchObject({ term: 'monthly', canceledAt: null });
    expect(factsOf(noSubscription())).toBeNull();
  });

  it('shows the amount in cents as dollars a term, with cents only when there are some', () => {
    expect(billedPrice({ amount: 9900, interval: 'month' })).toBe('$99 / month');
    expect(billedPrice({ amount: 159900, interval: 'year' })).toBe('$1,599 / year');
    expect(billedPrice({ amount: 7920, interval: 'month' })).toBe('$79.20 / month');
  });

  it('names the date that matters next: the trial end, the renewal, or the end of a cancelled plan', () => {
    const trial_end = epoch('2026-03-28T12:00:00Z');
    expect(periodLine(subscriptionView({ status: 'trialing', trial_end }))).toBe('Trial ends on Mar 28, 2026');
    expect(periodLine(subscriptionView())).toBe('Renews on Apr 14, 2026');
    expect(periodLine(subscriptionView({ status: 'canceled', canceled_at: trial_end }))).toBe('Ends on Apr 14, 2026');
    expect(periodLine(noSubscription())).toBeNull();
  });

  it('says why a plan button is disabled', () => {
    const annual = onPlan(3, 'annual');
    const reason = (view = annual, code = 1, admin = false) => {
      const facts = factsOf(view);
      return disabledReason(planButton(admin, facts, planOf(code, view.plan?.interval === 'year' ? 'annual' : 'monthly')), facts, view);
    };
    expect(reason(annual, 1)).toBe('Yearly plans cannot downgrade.');
    expect(reason(annual, 3)).toBe('This is your current plan.');
    expect(reason(annual, 7)).toBeNull();
    const cancelled = onPlan(3, 'annual', { status: 'canceled', canceled_at: epoch('2026-03-01T12:00:00Z') });
    expect(reason(cancelled, 7)).toBe('A cancelled plan cannot change. It stays as it is until it ends on Apr 14, 2026.');
    expect(reason(noSubscription(), 0, true)).toBe('Your account already includes every feature of every plan.');
  });

  it('starts the plan list on the plan asked for, else on the term of the current plan', () => {
    expect(startingChoice('regPremium-6-annual', subscriptionView())).toEqual({ term: 'annual', asked: 'regPremium-6-annual' });
    expect(startingChoice(null, onPlan(5, 'annual'))).toEqual({ term: 'annual', asked: null });
    expect(startingChoice('nonsense', noSubscription())).toEqual({ term: 'monthly', asked: null });
    expect(startingChoice('nonsense', onPlan(2, 'annual'))).toEqual({ term: 'annual', asked: null });
    const legacy = subscriptionView({ plan: { id: 'gold-yearly', interval: 'year', amount: 50000, nickname: 'Gold' } });
    expect(startingChoice(null, legacy)).toEqual({ term: 'annual', asked: null });
  });

  it('reads the card on file as its brand, last four digits and expiry', () => {
    expect(cardLine({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 })).toBe('Visa ending 4242, expires 12/2030');
    expect(cardLine({ brand: 'amex', last4: '0005', exp_month: 4, exp_year: 2031 })).toBe('American Express ending 0005, expires 04/2031');
    expect(cardLine({ brand: 'Visa', last4: '4242', exp_month: 1, exp_year: 2029 })).toBe('Visa ending 4242, expires 01/2029');
    expect(cardLine({ brand: 'Cartes Bancaires', last4: '1234', exp_month: 9, exp_year: 2030 })).toMatch(/^Cartes Bancaires ending/);
  });

  it('keeps a past-due plan running and says whether the card provider tries again', () => {
    const pastDue = subscriptionView({
      status: 'past_due',
      payment_issue: { message: 'Your card was declined.', next_attempt_at: epoch('2026-04-17T12:00:00Z') },
    });
    expect(isRunning(pastDue)).toBe(true);
    expect(periodLine(pastDue)).toBeNull();
    expect(retryLine(pastDue)).toBe('We will try again on Apr 17, 2026.');
    expect(retryLine({ ...pastDue, payment_issue: { message: 'Declined.', next_attempt_at: null } })).toBe(
      'We will not try again, so your plan ends.',
    );
  });

  it("locks every plan button but the current one of a team plan's holder, saying who manages it", () => {
    const managed = subscriptionView({ managed_by: { id: 'u-ann', name: 'Ann Lee' } });
    const facts = factsOf(managed);
    const lock = (code: number) => planLock(planButton(false, facts, planOf(code, 'monthly')), facts, managed);
    expect(lock(7)).toEqual({ disabled: true, reason: 'Your plan is managed by Ann Lee.' });
    expect(lock(1)).toEqual({ disabled: true, reason: 'This is your current plan.' });
    const own = subscriptionView();
    expect(planLock(planButton(false, factsOf(own), planOf(7, 'monthly')), factsOf(own), own)).toEqual({ disabled: false, reason: null });
    // An ended team plan binds nobody: its holder may activate a plan of their own.
    const ended = subscriptionView({ status: 'ended', managed_by: { id: 'u-ann', name: 'Ann Lee' } });
    expect(planLock(planButton(false, factsOf(ended), planOf(7, 'monthly')), factsOf(ended), ended).disabled).toBe(false);
  });

  it('shows a charge in dollars and cents, and what it paid for', () => {
    expect(centsText(9900)).toBe('$99.00');
    expect(centsText(159900)).toBe('$1,599.00');
    expect(invoicePurpose(invoice())).toEqual({ whose: 'Your plan', kind: 'First payment' });
    expect(invoicePurpose(invoice({ kind: 'renewal', for: { id: 'u-ada', name: 'Ada Lane' } }))).toEqual({
      whose: 'Team plan for Ada Lane',
      kind: 'Renewal',
    });
    expect(invoicePurpose(invoice({ kind: 'model', description: 'Excel model: Harbor Point' }))).toEqual({
      whose: 'Excel model: Harbor Point',
      kind: 'One-time purchase',
    });
  });
});
