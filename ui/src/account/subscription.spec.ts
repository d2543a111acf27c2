import { describe, expect, it } from 'vitest';
import { planButton } from '@dealbook/domain/subscriptions/buttons';
import { planOf } from '@dealbook/domain/subscriptions/plans';
import { billedPrice, disabledReason, factsOf, periodLine, startingChoice } from './subscription';
import { epoch, noSubscription, onPlan, subscriptionView } from './subscription-fixtures';

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
    expect(periodLine(subscriptionView({ status: 'trialing', trial_end }))).toBe('Trial ends on March 28, 2026');
    expect(periodLine(subscriptionView())).toBe('Renews on April 14, 2026');
    expect(periodLine(subscriptionView({ status: 'canceled', canceled_at: trial_end }))).toBe('Ends on April 14, 2026');
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
    expect(reason(cancelled, 7)).toBe('A cancelled plan cannot change. It stays as it is until it ends on April 14, 2026.');
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
});
