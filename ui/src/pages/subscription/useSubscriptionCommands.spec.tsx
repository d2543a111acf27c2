import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { subscriptionApi } from '../../account/subscription-api';
import { epoch, noSubscription, onPlan, subscriptionView } from '../../account/subscription-fixtures';
import { signedIn } from '../../testing/session';
import { currentPlan, openOn, planButtonOf, planTable, rowOf } from './testing';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const press = (within_: HTMLElement, name: string) => fireEvent.click(within(within_).getByRole('button', { name }));
const refused = (status: number, message: string, code: string) => Object.assign(new Error(message), { status, code });

describe('the subscription commands', { timeout: 20_000 }, () => {
  it('asks before changing the plan, changes it, and reads the subscription again', async () => {
    const change = vi.spyOn(subscriptionApi, 'change').mockResolvedValue(onPlan(4, 'monthly'));
    const { retrieve } = openOn([subscriptionView(), onPlan(4, 'monthly')]);
    fireEvent.click(planButtonOf(rowOf(await planTable(), 'Premium Unlimited'), 'Modify Plan'));

    const question = await screen.findByRole('dialog', { name: 'Change to Premium Unlimited for $178 / month?' });
    press(question, 'Modify Plan');
    expect(await screen.findByText('Your plan is now Premium Unlimited.')).toBeTruthy();
    expect(change).toHaveBeenCalledExactlyOnceWith('regPremium-4-monthly');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Current plan' })).getByText('Premium Unlimited')).toBeTruthy());
    expect(retrieve).toHaveBeenCalledTimes(2);
  });

  it("shows the server's reason when a change is refused, and reads the subscription again", async () => {
    vi.spyOn(subscriptionApi, 'change').mockRejectedValue(refused(409, 'This plan cannot change before it ends.', 'PLAN_CHANGE_REFUSED'));
    const { retrieve } = openOn([subscriptionView()]);
    fireEvent.click(planButtonOf(rowOf(await planTable(), 'Premium Unlimited'), 'Modify Plan'));
    press(await screen.findByRole('dialog', { name: /^Change to/ }), 'Modify Plan');

    const refusal = await screen.findByRole('dialog', { name: 'Sorry...' });
    expect(within(refusal).getByText('This plan cannot change before it ends.')).toBeTruthy();
    await waitFor(() => expect(retrieve).toHaveBeenCalledTimes(2));
  });

  it('cancels only once confirmed; the plan then shows its end date', async () => {
    const cancel = vi.spyOn(subscriptionApi, 'cancel').mockResolvedValue(subscriptionView({ status: 'canceled' }));
    const cancelled = subscriptionView({ status: 'canceled', canceled_at: epoch('2026-03-20T12:00:00Z') });
    openOn([subscriptionView(), cancelled]);
    press(await currentPlan(), 'Cancel subscription');

    const question = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(
      within(question).getByText('Your Premium Limited with DealComp plan stays until Apr 14, 2026, and is not renewed after that.'),
    ).toBeTruthy();
    press(question, 'Keep my plan');
    expect(cancel).not.toHaveBeenCalled();

    press(await currentPlan(), 'Cancel subscription');
    press(await screen.findByRole('dialog', { name: 'Cancel your subscription?' }), 'Cancel subscription');
    expect(await screen.findByText('Ends on Apr 14, 2026')).toBeTruthy();
    expect(within(await currentPlan()).getByText('Cancelled')).toBeTruthy();
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('ends the trial once confirmed, then congratulates', async () => {
    const active = subscriptionView({ current_period_end: epoch('2026-04-20T12:00:00Z') });
    const endTrial = vi.spyOn(subscriptionApi, 'endTrial').mockResolvedValue(active);
    openOn([subscriptionView({ status: 'trialing', trial_end: epoch('2026-03-28T12:00:00Z') }), active]);
    press(await currentPlan(), 'End trial now');

    const question = await screen.findByRole('dialog', { name: 'End your trial now?' });
    expect(within(question).getByText(/charged \$178 \/ month today/)).toBeTruthy();
    press(question, 'End trial now');
    const done = await screen.findByRole('dialog', { name: 'Congratulations, the trial has ended' });
    expect(within(done).getByText('Your Premium Limited with DealComp plan is active. It renews on Apr 20, 2026.')).toBeTruthy();
    expect(endTrial).toHaveBeenCalledOnce();
    expect(await screen.findByText('Active')).toBeTruthy();
  });

  it('activates a plan through the payment dialog, then shows the trial', async () => {
    vi.spyOn(subscriptionApi, 'tokenize').mockResolvedValue({ id: 'tok_1' });
    const trial = subscriptionView({ status: 'trialing', trial_end: epoch('2026-03-28T12:00:00Z') });
    const subscribe = vi.spyOn(subscriptionApi, 'subscribe').mockResolvedValue(trial);
    openOn([noSubscription(), trial]);
    fireEvent.click(planButtonOf(rowOf(await planTable(), 'Premium Limited with DealComp'), 'Activate Plan'));

    const dialog = await screen.findByRole('dialog', { name: 'Premium Limited with DealComp' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Card number' }), { target: { value: '4242424242424242' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Expiry month' }), { target: { value: '12' } });
    const nextYear = String(new Date().getUTCFullYear() + 1);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Expiry year' }), { target: { value: nextYear } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'CVC' }), { target: { value: '123' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Billing ZIP code' }), { target: { value: '78701' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(false));
    press(dialog, 'Pay');

    expect(await screen.findByText('Welcome to Premium Limited with DealComp. Your trial ends on Mar 28, 2026.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await currentPlan()).getByText('Trialing')).toBeTruthy();
    expect(subscribe).toHaveBeenCalledExactlyOnceWith({ plan: 'regPremium-1-monthly', token: 'tok_1' });
  });
});
