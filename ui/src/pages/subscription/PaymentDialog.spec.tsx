import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { planOf } from '@dealbook/domain/subscriptions/plans';
import { subscriptionApi } from '../../account/subscription-api';
import { subscriptionView } from '../../account/subscription-fixtures';
import { renderScreen } from '../../testing/render';
import { PaymentDialog } from './PaymentDialog';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const plan = planOf(1, 'monthly');
const nextYear = String(new Date().getUTCFullYear() + 1);
const refused = (status: number, message: string, fields: { code?: string; title?: string } = {}) =>
  Object.assign(new Error(message), { status, ...fields });

function open(sandbox = true) {
  vi.spyOn(subscriptionApi, 'publishable').mockResolvedValue({ key: null, sandbox });
  const onPaid = vi.fn();
  renderScreen(<PaymentDialog plan={plan} onClose={() => undefined} onPaid={onPaid} />);
  return { onPaid };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const pick = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay' }));

function fillCard(number = '4242424242424242', cvc = '123') {
  type('Card number', number);
  pick('Expiry month', '4');
  pick('Expiry year', nextYear);
  type('CVC', cvc);
  type('Billing ZIP code', '78701');
}

async function ready() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(false));
}

describe('the payment dialog', { timeout: 20_000 }, () => {
  it('shows the plan and its price, detects the card type as it is typed and masks the number', async () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Premium Limited with DealComp' });
    expect(within(dialog).getByText('$178 / month')).toBeTruthy();
    expect(await within(dialog).findByText('Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.')).toBeTruthy();

    type('Card number', '4242424242424242');
    expect((field('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect(within(dialog).getByText('Visa')).toBeTruthy();

    type('Card number', '378282246310005');
    expect((field('Card number') as HTMLInputElement).value).toBe('3782 822463 10005');
    expect(within(dialog).getByText('American Express')).toBeTruthy();
    expect(field('CVC').getAttribute('maxlength')).toBe('4');
  });

  it('refuses wrong card details itself, with the catalogue text, and sends nothing', async () => {
    const tokenize = vi.spyOn(subscriptionApi, 'tokenize');
    open();
    await ready();
    fillCard('4242424242424241');
    pick('Expiry year', String(new Date().getUTCFullYear()));
    pick('Expiry month', '1');
    pay();
    expect(await screen.findByText('The credit card details entered are incorrect. Please check and try again.')).toBeTruthy();
    expect(screen.getByText('Check the card number.')).toBeTruthy();
    expect(screen.getByText('This card has expired.')).toBeTruthy();
    expect(tokenize).not.toHaveBeenCalled();
  });

  it('turns the card into a token, then subscribes to the plan with the coupon in uppercase', async () => {
    const tokenize = vi.spyOn(subscriptionApi, 'tokenize').mockResolvedValue({ id: 'tok_1' });
    const answer = subscriptionView({ status: 'trialing' });
    const subscribe = vi.spyOn(subscriptionApi, 'subscribe').mockResolvedValue(answer);
    const { onPaid } = open();
    await ready();
    fillCard();
    type('Coupon code (optional)', 'spring20');
    expect((field('Coupon code (optional)') as HTMLInputElement).value).toBe('SPRING20');
    pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalledExactlyOnceWith(answer));
    expect(tokenize).toHaveBeenCalledExactlyOnceWith({ number: '4242424242424242', exp_month: 4, exp_year: Number(nextYear), cvc: '123' });
    expect(subscribe).toHaveBeenCalledExactlyOnceWith({ plan: 'regPremium-1-monthly', token: 'tok_1', coupon_code: 'SPRING20' });
  });

  it.each([
    [
      refused(402, 'Your card was declined.', { code: 'CARD_DECLINED', title: 'Error: Stripe Payment' }),
      'Error: Stripe Payment',
      'Your card was declined.',
    ],
    [refused(422, 'No such plan.', { code: 'INVALID_PLAN' }), 'Invalid Plan', 'No such plan.'],
    [refused(409, 'You already have an active plan.', { code: 'ALREADY_SUBSCRIBED' }), 'Sorry...', 'You already have an active plan.'],
  ])('shows the refusal of the payment: %s', async (error, title, message) => {
    vi.spyOn(subscriptionApi, 'tokenize').mockResolvedValue({ id: 'tok_1' });
    vi.spyOn(subscriptionApi, 'subscribe').mockRejectedValue(error);
    const { onPaid } = open();
    await ready();
    fillCard();
    pay();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(title)).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("shows the tokeniser's refusal of the card details with the catalogue text", async () => {
    vi.spyOn(subscriptionApi, 'tokenize').mockRejectedValue(refused(422, 'Luhn', { code: 'BAD_CARD' }));
    const subscribe = vi.spyOn(subscriptionApi, 'subscribe');
    open();
    await ready();
    fillCard();
    pay();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The credit card details entered are incorrect. Please check and try again.');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('toasts a refused coupon and clears it', async () => {
    vi.spyOn(subscriptionApi, 'tokenize').mockResolvedValue({ id: 'tok_1' });
    vi.spyOn(subscriptionApi, 'subscribe').mockRejectedValue(refused(422, 'The coupon SPRING has expired.', { code: 'INVALID_COUPON' }));
    open();
    await ready();
    fillCard();
    type('Coupon code (optional)', 'spring');
    pay();
    expect(await screen.findByText('The coupon SPRING has expired.')).toBeTruthy();
    expect((field('Coupon code (optional)') as HTMLInputElement).value).toBe('');
  });

  it('says when card payments are not configured, and offers no Pay', async () => {
    const tokenize = vi.spyOn(subscriptionApi, 'tokenize');
    open(false);
    expect(await screen.findByText('Card payments are not configured on this server.')).toBeTruthy();
    expect(screen.queryByText(/Test cards/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('disabled')).toBe(true);
    expect(tokenize).not.toHaveBeenCalled();
  });

  it('fills the screen on a phone', () => {
    const phone = (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    vi.stubGlobal('matchMedia', vi.fn(phone));
    open();
    expect(screen.getByRole('dialog').className).toMatch(/MuiDialog-paperFullScreen/);
  });
});
