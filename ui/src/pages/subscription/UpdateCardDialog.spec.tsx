import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { subscriptionApi } from '../../account/subscription-api';
import { subscriptionView } from '../../account/subscription-fixtures';
import { signedIn } from '../../testing/session';
import { currentPlan, onPhone, openOn } from './testing';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const visa = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
const mastercard = { brand: 'mastercard', last4: '4444', exp_month: 4, exp_year: 2031 };
const nextYear = String(new Date().getUTCFullYear() + 1);
const refused = (status: number, message: string, fields: { code?: string; title?: string } = {}) =>
  Object.assign(new Error(message), { status, ...fields });

/** The subscription page on an own plan paid with `visa`, its card dialog opened and ready. */
async function openDialog(views = [subscriptionView({ card: visa })]) {
  const page = openOn(views);
  fireEvent.click(within(await currentPlan()).getByRole('button', { name: 'Update card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Card' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card' }).hasAttribute('disabled')).toBe(false));
  return { dialog, ...page };
}

function fillCard(dialog: HTMLElement) {
  const type = (name: string, value: string) => fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
  const pick = (name: string, value: string) => fireEvent.change(within(dialog).getByRole('combobox', { name }), { target: { value } });
  type('Card number', '5555555555554444');
  pick('Expiry month', '4');
  pick('Expiry year', nextYear);
  type('CVC', '123');
  type('Billing ZIP code', '78701');
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));

describe('updating the card on file', { timeout: 20_000 }, () => {
  it('turns the new card into a token, puts it on the subscription, and shows the new card line', async () => {
    const tokenize = vi.spyOn(subscriptionApi, 'tokenize').mockResolvedValue({ id: 'tok_new' });
    const updated = subscriptionView({ card: mastercard });
    const updateCard = vi.spyOn(subscriptionApi, 'updateCard').mockResolvedValue(updated);
    const { dialog } = await openDialog([subscriptionView({ card: visa }), updated]);
    expect(within(dialog).queryByRole('textbox', { name: 'Coupon code (optional)' })).toBeNull();
    expect(within(dialog).queryByText(/\$178/)).toBeNull();
    fillCard(dialog);
    save(dialog);

    expect(await screen.findByText('Your card was updated.')).toBeTruthy();
    expect(tokenize).toHaveBeenCalledExactlyOnceWith({ number: '5555555555554444', exp_month: 4, exp_year: Number(nextYear), cvc: '123' });
    expect(updateCard).toHaveBeenCalledExactlyOnceWith({ token: 'tok_new' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Card' })).toBeNull());
    expect(await within(await currentPlan()).findByText('Mastercard ending 4444, expires 04/2031')).toBeTruthy();
  });

  it.each([
    [refused(402, 'Your card was declined.', { code: 'CARD_DECLINED', title: 'Error: Stripe Payment' }), 'Error: Stripe Payment'],
    [
      refused(409, 'Your plan is managed by Ann Lee: ask them to change it.', { code: 'MANAGED_BY_OTHER', title: 'Unable to Update Card' }),
      'Unable to Update Card',
    ],
  ])('shows the refusal in the dialog and keeps it open: %s', async (error, title) => {
    vi.spyOn(subscriptionApi, 'tokenize').mockResolvedValue({ id: 'tok_new' });
    vi.spyOn(subscriptionApi, 'updateCard').mockRejectedValue(error);
    const { dialog, retrieve } = await openDialog();
    fillCard(dialog);
    save(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(title)).toBeTruthy();
    expect(within(alert).getByText(error.message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Update Card' })).toBe(dialog);
    expect(screen.queryByText('Your card was updated.')).toBeNull();
    // The page behind the dialog still shows the card on file.
    expect(screen.getByText('Visa ending 4242, expires 12/2030')).toBeTruthy();
    expect(retrieve).toHaveBeenCalledOnce();
  });

  it('checks the card itself and sends nothing while it is wrong', async () => {
    const tokenize = vi.spyOn(subscriptionApi, 'tokenize');
    const { dialog } = await openDialog();
    save(dialog);
    expect(await within(dialog).findByText('The credit card details entered are incorrect. Please check and try again.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the card number.')).toBeTruthy();
    expect(tokenize).not.toHaveBeenCalled();
  });

  it('fills the screen on a phone', async () => {
    onPhone();
    const { dialog } = await openDialog();
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
  });
});
