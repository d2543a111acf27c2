import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { subscriptionApi } from '../../account/subscription-api';
import { epoch, subscriptionView } from '../../account/subscription-fixtures';
import { signedIn } from '../../testing/session';
import { currentPlan, openOn, planButtonOf, planTable, rowOf } from './testing';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const describedBy = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
const visa = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
const declined = 'Your card was declined.';

describe('the current plan: card, failed renewals and team plans', { timeout: 20_000 }, () => {
  it('shows the card on file, and no card line without one', async () => {
    openOn([subscriptionView({ card: visa })]);
    expect(within(await currentPlan()).getByText('Visa ending 4242, expires 12/2030')).toBeTruthy();
    cleanup();
    openOn([subscriptionView()]);
    expect(within(await currentPlan()).queryByText(/ending \d{4}/)).toBeNull();
  });

  it("warns of a failed renewal with the card provider's reason and the next attempt; the plan keeps running", async () => {
    const issue = { message: declined, next_attempt_at: epoch('2026-04-17T12:00:00Z') };
    openOn([subscriptionView({ status: 'past_due', payment_issue: issue, card: visa })]);
    const current = await currentPlan();
    expect(within(current).getByText('Premium Limited with DealComp')).toBeTruthy();
    expect(within(current).getByText('Past due')).toBeTruthy();
    const warning = within(current).getByRole('alert');
    expect(within(warning).getByText('Your last payment failed')).toBeTruthy();
    expect(within(warning).getByText(declined)).toBeTruthy();
    expect(within(warning).getByText('We will try again on Apr 17, 2026.')).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'Cancel subscription' }).hasAttribute('disabled')).toBe(false);
    // Still the current plan in the list.
    expect(rowOf(await planTable(), 'Premium Limited with DealComp').getAttribute('aria-current')).toBe('true');
  });

  it('says the plan ends when the card provider will not try again', async () => {
    openOn([subscriptionView({ status: 'past_due', payment_issue: { message: declined, next_attempt_at: null } })]);
    const warning = within(await currentPlan()).getByRole('alert');
    expect(within(warning).getByText('We will not try again, so your plan ends.')).toBeTruthy();
    expect(within(warning).queryByText(/try again on/)).toBeNull();
  });

  it('says who manages a team plan, and disables cancelling, ending the trial and every other plan', async () => {
    const cancel = vi.spyOn(subscriptionApi, 'cancel');
    const change = vi.spyOn(subscriptionApi, 'change');
    const managed = subscriptionView({
      plan: { id: 'regPremium-1-monthly-team', interval: 'month', amount: 17800, nickname: 'Premium Limited with DealComp' },
      status: 'trialing',
      trial_end: epoch('2026-03-28T12:00:00Z'),
      managed_by: { id: 'u-ann', name: 'Ann Lee' },
    });
    openOn([managed]);
    const current = await currentPlan();
    expect(within(current).getByText('Your plan is managed by Ann Lee.')).toBeTruthy();
    for (const name of ['Cancel subscription', 'End trial now']) {
      const button = within(current).getByRole('button', { name });
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(describedBy(button)).toBe('Your plan is managed by Ann Lee.');
    }

    const table = await planTable();
    const upgrade = planButtonOf(rowOf(table, 'Premium Unlimited with DealComp and CapMatch'), 'Upgrade Plan');
    expect(upgrade.hasAttribute('disabled')).toBe(true);
    expect(describedBy(upgrade)).toBe('Your plan is managed by Ann Lee.');
    fireEvent.mouseOver(upgrade.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Your plan is managed by Ann Lee.');
    expect(
      within(table)
        .getAllByRole('button')
        .filter((b) => !b.hasAttribute('disabled')),
    ).toHaveLength(0);
    // The team plan is listed as its primary plan, whose button is 'Current Plan'.
    const mine = rowOf(table, 'Premium Limited with DealComp');
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(within(mine).getByRole('button').textContent).toContain('Current Plan');
    expect(cancel).not.toHaveBeenCalled();
    expect(change).not.toHaveBeenCalled();
  });

  it('offers to replace the card of an own plan, cancelled or past due too, but not without a card', async () => {
    for (const status of ['trialing', 'active', 'canceled', 'past_due'] as const) {
      openOn([subscriptionView({ status, card: visa })]);
      const line = within(await currentPlan()).getByText('Visa ending 4242, expires 12/2030');
      expect(within(line.parentElement!).getByRole('button', { name: 'Update card' })).toBeTruthy();
      cleanup();
    }
    openOn([subscriptionView()]);
    expect(within(await currentPlan()).queryByRole('button', { name: 'Update card' })).toBeNull();
  });

  it('offers no card update on a plan someone else manages', async () => {
    const issue = { message: declined, next_attempt_at: epoch('2026-04-17T12:00:00Z') };
    openOn([subscriptionView({ status: 'past_due', payment_issue: issue, card: visa, managed_by: { id: 'u-ann', name: 'Ann Lee' } })]);
    const current = await currentPlan();
    expect(within(current).getByText('Visa ending 4242, expires 12/2030')).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'Update card' })).toBeNull();
    expect(within(current).queryByText(/Update your card/)).toBeNull();
  });

  it('offers a new card for the next attempt in the past-due warning', async () => {
    const issue = { message: declined, next_attempt_at: epoch('2026-04-17T12:00:00Z') };
    openOn([subscriptionView({ status: 'past_due', payment_issue: issue, card: visa })]);
    const warning = within(await currentPlan()).getByRole('alert');
    expect(within(warning).getByText('Update your card and we will use it for the next attempt.')).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Update card' }));
    expect(await screen.findByRole('dialog', { name: 'Update Card' })).toBeTruthy();
  });

  it('offers no next attempt when the card provider will not try again', async () => {
    openOn([subscriptionView({ status: 'past_due', payment_issue: { message: declined, next_attempt_at: null }, card: visa })]);
    const warning = within(await currentPlan()).getByRole('alert');
    expect(within(warning).queryByText(/Update your card/)).toBeNull();
  });
});
