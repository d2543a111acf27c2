import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { planOf } from '@dealbook/domain/subscriptions/plans';
import { subscriptionApi } from '../../account/subscription-api';
import { subscriptionView } from '../../account/subscription-fixtures';
import { renderScreen } from '../../testing/render';
import { PaymentDialog } from './PaymentDialog';
import { loadStripeJs } from './stripe-loader';
import { fakeStripe, incomplete } from './stripe-testing';

vi.mock('./stripe-loader', () => ({ loadStripeJs: vi.fn() }));

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const plan = planOf(1, 'monthly');

function open(settings = { key: 'pk_test_123' as string | null, sandbox: false }) {
  vi.spyOn(subscriptionApi, 'publishable').mockResolvedValue(settings);
  const tokenize = vi.spyOn(subscriptionApi, 'tokenize');
  const onPaid = vi.fn();
  renderScreen(<PaymentDialog plan={plan} onClose={() => undefined} onPaid={onPaid} />);
  return { onPaid, tokenize };
}

const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
const payButton = () => screen.getByRole('button', { name: 'Pay' });
const ready = () => waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false));

describe('the payment dialog with Stripe', { timeout: 20_000 }, () => {
  it("mounts Stripe's card Element, loaded with the publishable key, in place of our card fields", async () => {
    const { create, element } = fakeStripe();
    open();
    await ready();
    expect(loadStripeJs).toHaveBeenCalledExactlyOnceWith('pk_test_123');
    expect(create).toHaveBeenCalledExactlyOnceWith('card', expect.objectContaining({ hidePostalCode: true }));
    const host = screen.getByRole('group', { name: 'Card' });
    expect(element.mount).toHaveBeenCalledExactlyOnceWith(host);
    for (const name of ['Card number', 'CVC']) expect(screen.queryByRole('textbox', { name })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Expiry month' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Billing ZIP code' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Coupon code (optional)' })).toBeTruthy();
    expect(screen.queryByText(/Test cards/)).toBeNull();
  });

  it("pays with Stripe's token and the coupon, and never sends the card to the sandbox tokeniser", async () => {
    const { stripe, element } = fakeStripe();
    const answer = subscriptionView({ status: 'trialing' });
    const subscribe = vi.spyOn(subscriptionApi, 'subscribe').mockResolvedValue(answer);
    const { onPaid, tokenize } = open();
    await ready();
    type('Billing ZIP code', ' 78701 ');
    type('Coupon code (optional)', 'spring20');
    pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalledExactlyOnceWith(answer));
    expect(stripe.createToken).toHaveBeenCalledExactlyOnceWith(element, { address_zip: '78701' });
    expect(subscribe).toHaveBeenCalledExactlyOnceWith({ plan: 'regPremium-1-monthly', token: 'tok_visa', coupon_code: 'SPRING20' });
    expect(tokenize).not.toHaveBeenCalled();
  });

  it("shows Stripe's refusal to make a token as a failed payment, and subscribes to nothing", async () => {
    fakeStripe(incomplete);
    const subscribe = vi.spyOn(subscriptionApi, 'subscribe');
    const { onPaid } = open();
    await ready();
    type('Billing ZIP code', '78701');
    pay();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error: Stripe Payment')).toBeTruthy();
    expect(within(alert).getByText('Your card number is incomplete.')).toBeTruthy();
    expect(subscribe).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("shows a declined card as the sandbox path does: the server's 402", async () => {
    fakeStripe();
    const declined = Object.assign(new Error('Your card was declined.'), {
      status: 402,
      code: 'CARD_DECLINED',
      title: 'Error: Stripe Payment',
    });
    vi.spyOn(subscriptionApi, 'subscribe').mockRejectedValue(declined);
    open();
    await ready();
    type('Billing ZIP code', '78701');
    pay();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error: Stripe Payment')).toBeTruthy();
    expect(within(alert).getByText('Your card was declined.')).toBeTruthy();
  });

  it("shows the Element's own validation message under it, until the card is fixed", async () => {
    const { emit } = fakeStripe();
    open();
    await ready();
    emit('change', { complete: false, error: { type: 'validation_error', message: 'Your card number is invalid.' } });
    expect(screen.getByText('Your card number is invalid.')).toBeTruthy();
    emit('change', { complete: true, error: undefined });
    expect(screen.queryByText('Your card number is invalid.')).toBeNull();
  });

  it('checks the billing ZIP itself before asking Stripe for a token', async () => {
    const { stripe } = fakeStripe();
    open();
    await ready();
    pay();
    expect(await screen.findByText('Enter the 5-digit ZIP code of the billing address.')).toBeTruthy();
    expect(stripe.createToken).not.toHaveBeenCalled();
  });

  it('says when Stripe.js cannot load, and offers no Pay', async () => {
    vi.mocked(loadStripeJs).mockRejectedValue(new Error('Failed to load Stripe.js'));
    open();
    expect(await screen.findByText('The card form could not be loaded. Check your connection and try again.')).toBeTruthy();
    expect(payButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });

  it('loads no Stripe.js in sandbox mode', async () => {
    open({ key: null, sandbox: true });
    await ready();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(loadStripeJs).not.toHaveBeenCalled();
  });
});
