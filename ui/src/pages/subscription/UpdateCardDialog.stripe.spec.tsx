import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { subscriptionApi } from '../../account/subscription-api';
import { subscriptionView } from '../../account/subscription-fixtures';
import { signedIn } from '../../testing/session';
import { loadStripeJs } from './stripe-loader';
import { fakeStripe, incomplete } from './stripe-testing';
import { currentPlan, openOn } from './testing';

vi.mock('./stripe-loader', () => ({ loadStripeJs: vi.fn() }));

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const visa = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };

/** The subscription page in Stripe mode on an own plan, its card dialog opened once Stripe's Element is mounted. */
async function openDialog() {
  const page = openOn([subscriptionView({ card: visa })]);
  vi.spyOn(subscriptionApi, 'publishable').mockResolvedValue({ key: 'pk_test_123', sandbox: false });
  const tokenize = vi.spyOn(subscriptionApi, 'tokenize');
  fireEvent.click(within(await currentPlan()).getByRole('button', { name: 'Update card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Card' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card' }).hasAttribute('disabled')).toBe(false));
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Billing ZIP code' }), { target: { value: ' 78701 ' } });
  return { dialog, tokenize, ...page };
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));

describe('updating the card on file with Stripe', { timeout: 20_000 }, () => {
  it("sends Stripe's token, and never the card to the sandbox tokeniser", async () => {
    const { stripe, element } = fakeStripe();
    const updateCard = vi.spyOn(subscriptionApi, 'updateCard').mockResolvedValue(subscriptionView({ card: visa }));
    const { dialog, tokenize } = await openDialog();
    expect(loadStripeJs).toHaveBeenCalledExactlyOnceWith('pk_test_123');
    expect(within(dialog).queryByRole('textbox', { name: 'Coupon code (optional)' })).toBeNull();
    save(dialog);
    expect(await screen.findByText('Your card was updated.')).toBeTruthy();
    expect(stripe.createToken).toHaveBeenCalledExactlyOnceWith(element, { address_zip: '78701' });
    expect(updateCard).toHaveBeenCalledExactlyOnceWith({ token: 'tok_visa' });
    expect(tokenize).not.toHaveBeenCalled();
  });

  it("shows Stripe's refusal to make a token as a failed payment, and updates nothing", async () => {
    fakeStripe(incomplete);
    const updateCard = vi.spyOn(subscriptionApi, 'updateCard');
    const { dialog } = await openDialog();
    save(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Error: Stripe Payment')).toBeTruthy();
    expect(within(alert).getByText('Your card number is incomplete.')).toBeTruthy();
    expect(updateCard).not.toHaveBeenCalled();
  });
});
