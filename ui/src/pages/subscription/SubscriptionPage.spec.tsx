import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { plansApi } from '../../account/plans-api';
import { subscriptionApi } from '../../account/subscription-api';
import { epoch, noSubscription, onPlan, subscriptionView } from '../../account/subscription-fixtures';
import { renderScreen } from '../../testing/render';
import { me, signedIn } from '../../testing/session';
import { SubscriptionPage } from './SubscriptionPage';
import { buttonLabels, catalogue, currentPlan, openOn, planButtonOf, planTable, rowOf } from './testing';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const describedBy = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the subscription page', { timeout: 20_000 }, () => {
  it('shows the current plan with its status, price a term and renewal date, and the plan buttons for it', async () => {
    openOn([subscriptionView()]);
    const current = await currentPlan();
    expect(within(current).getByText('Premium Limited with DealComp')).toBeTruthy();
    expect(within(current).getByText('Active')).toBeTruthy();
    expect(within(current).getByText('$178 / month')).toBeTruthy();
    expect(within(current).getByText('Renews on Apr 14, 2026')).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'End trial now' })).toBeNull();

    // No add-on choice here, every plan of the term is a row with its own button.
    const table = await planTable();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const mine = rowOf(table, 'Premium Limited with DealComp');
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(within(mine).getByText('Your plan')).toBeTruthy();
    expect(within(table).getAllByText('Your plan')).toHaveLength(1);
    const button = planButtonOf(mine, 'Current Plan');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(describedBy(button)).toBe('This is your current plan.');
    expect(planButtonOf(rowOf(table, 'Premium Unlimited'), 'Modify Plan').hasAttribute('disabled')).toBe(false);
    expect(planButtonOf(rowOf(table, 'Premium Limited'), 'Downgrade Plan').hasAttribute('disabled')).toBe(false);
    expect(planButtonOf(rowOf(table, 'Premium Unlimited with DealComp and CapMatch'), 'Upgrade Plan').hasAttribute('disabled')).toBe(false);
    // In code order 0..7: one tier down, this plan, the two others of its tier, and the three tiers up.
    expect(buttonLabels(table)).toEqual([
      'Downgrade Plan',
      'Current Plan',
      'Modify Plan',
      'Upgrade Plan',
      'Modify Plan',
      'Upgrade Plan',
      'Upgrade Plan',
      'Upgrade Plan',
    ]);
  });

  it('starts on the annual term of a yearly plan, whose downgrades are disabled with a tooltip saying why', async () => {
    openOn([onPlan(3, 'annual')]);
    expect(within(await currentPlan()).getByText('$2,299 / year')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Annual/ }).getAttribute('aria-pressed')).toBe('true');
    const table = await planTable('Annual');
    expect(rowOf(table, 'Premium Limited with DealComp and CapMatch').getAttribute('aria-current')).toBe('true');
    planButtonOf(rowOf(table, 'Premium Limited with DealComp and CapMatch'), 'Current Plan');
    const down = planButtonOf(rowOf(table, 'Premium Limited with CapMatch'), 'Downgrade Plan');
    expect(down.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseOver(down.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Yearly plans cannot downgrade.');
    expect(describedBy(down)).toBe('Yearly plans cannot downgrade.');
    expect(planButtonOf(rowOf(table, 'Premium Unlimited with DealComp'), 'Modify Plan').hasAttribute('disabled')).toBe(false);
  });

  it('shows a cancelled plan with its end date; no plan can change and there is nothing to cancel', async () => {
    openOn([subscriptionView({ status: 'canceled', canceled_at: epoch('2026-03-20T12:00:00Z') })]);
    const current = await currentPlan();
    expect(within(current).getByText('Cancelled')).toBeTruthy();
    expect(within(current).getByText('Ends on Apr 14, 2026')).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    const table = await planTable();
    expect(rowOf(table, 'Premium Limited with DealComp').getAttribute('aria-current')).toBe('true');
    const modify = planButtonOf(rowOf(table, 'Premium Unlimited'), 'Modify Plan');
    expect(modify.hasAttribute('disabled')).toBe(true);
    expect(describedBy(modify)).toBe('A cancelled plan cannot change. It stays as it is until it ends on Apr 14, 2026.');
    expect(
      within(table)
        .queryAllByRole('button')
        .filter((b) => !b.hasAttribute('disabled')),
    ).toHaveLength(0);
  });

  it('shows the first charge a coupon lowered beside the price a term, and no such line without a discount', async () => {
    openOn([subscriptionView({ first_charge: 16020 })]);
    const current = await currentPlan();
    expect(within(current).getByText('$178 / month')).toBeTruthy();
    expect(within(current).getByText('First charge after your discount: $160.20 / month')).toBeTruthy();
    cleanup();
    openOn([subscriptionView({ first_charge: 17800 })]);
    expect(within(await currentPlan()).queryByText(/First charge/)).toBeNull();
  });

  it('shows a trial with its end date and a way to end it now', async () => {
    openOn([subscriptionView({ status: 'trialing', trial_end: epoch('2026-03-28T12:00:00Z') })]);
    const current = await currentPlan();
    expect(within(current).getByText('Trialing')).toBeTruthy();
    expect(within(current).getByText('Trial ends on Mar 28, 2026')).toBeTruthy();
    expect(within(current).getByRole('button', { name: 'End trial now' })).toBeTruthy();
    expect(rowOf(await planTable(), 'Premium Limited with DealComp').getAttribute('aria-current')).toBe('true');
  });

  it('says the account is on the Basic plan when it has none, and offers every plan to activate', async () => {
    openOn([noSubscription()]);
    expect(within(await currentPlan()).getByText('You are on the Basic plan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    const table = await planTable();
    expect(buttonLabels(table)).toEqual(Array(8).fill('Activate Plan'));
    expect(
      within(table)
        .queryAllByRole('button')
        .filter((b) => b.hasAttribute('disabled')),
    ).toHaveLength(0);
    expect(table.querySelector('[aria-current]')).toBeNull();
  });

  it('says when a plan has ended, and offers the plans again', async () => {
    openOn([subscriptionView({ status: 'ended', label: 'Basic' })]);
    const current = await currentPlan();
    expect(within(current).getByText('You are on the Basic plan.')).toBeTruthy();
    expect(within(current).getByText('Your Premium Limited with DealComp plan ended on Apr 14, 2026.')).toBeTruthy();
    const table = await planTable();
    expect(planButtonOf(rowOf(table, 'Premium Limited with DealComp'), 'Activate Plan').hasAttribute('disabled')).toBe(false);
    expect(table.querySelector('[aria-current]')).toBeNull();
  });

  it("gives an admin the disabled 'Enterprise Plan'", async () => {
    signedIn({ ...me, admin: true });
    openOn([{ ...noSubscription(), label: 'Admin' }]);
    expect(within(await currentPlan()).getByText('You are on the Admin plan.')).toBeTruthy();
    const table = await planTable();
    expect(buttonLabels(table)).toEqual(Array(8).fill('Enterprise Plan'));
    const button = planButtonOf(rowOf(table, 'Premium Limited'), 'Enterprise Plan');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(describedBy(button)).toBe('Your account already includes every feature of every plan.');
  });

  it('shows a loading state, then says when the subscription cannot be loaded and loads it again on Retry', async () => {
    let fail: (error: Error) => void = () => undefined;
    const retrieve = vi.spyOn(subscriptionApi, 'retrieve').mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    retrieve.mockResolvedValue(subscriptionView());
    vi.spyOn(plansApi, 'list').mockResolvedValue(catalogue());
    vi.spyOn(subscriptionApi, 'invoices').mockResolvedValue([]);
    renderScreen(<SubscriptionPage />, SubscriptionPage.path);
    expect(await screen.findByLabelText('Loading subscription')).toBeTruthy();
    fail(new Error('offline'));
    expect(await screen.findByText(/Your subscription could not be loaded/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await currentPlan()).getByText('Active')).toBeTruthy();
  });
});
