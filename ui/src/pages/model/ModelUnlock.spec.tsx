import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure as configureDom, fireEvent, screen, within } from '@testing-library/react';
import { subscriptionApi } from '../../account/subscription-api';
import { signedIn } from '../../testing/session';
import { modelApi } from './model-api';
import { cardSent, modelStatus, openModel, payWithCard, refused, unlockedStatus } from './testing';

configureDom({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  signedIn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const unlockButton = () => screen.findByRole('button', { name: 'Unlock Model' });
const coupon = () => screen.getByRole('textbox', { name: 'Coupon code (optional)' }) as HTMLInputElement;
const queued = { build_id: 'm-3', status: 'queued' as const, deal_version: 3 };

describe('unlocking the Excel model', { timeout: 20_000 }, () => {
  it('asks for the card, sends its token with the coupon, then builds the model', async () => {
    openModel();
    const tokenize = vi.spyOn(subscriptionApi, 'tokenize').mockResolvedValue({ id: 'tok_1' });
    const unlock = vi
      .spyOn(modelApi, 'unlock')
      .mockRejectedValueOnce(refused(422, 'A card is needed.', { code: 'TOKEN_REQUIRED' }))
      .mockResolvedValue(unlockedStatus());
    const buildModel = vi.spyOn(modelApi, 'build').mockResolvedValue(queued);
    await unlockButton();
    fireEvent.change(coupon(), { target: { value: 'save10' } });
    expect(coupon().value).toBe('SAVE10');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Excel Model' });
    expect(within(dialog).getByText('$49.95')).toBeTruthy();
    expect(within(dialog).getByText('Coupon SAVE10 is taken off when you pay.')).toBeTruthy();
    await payWithCard();
    await vi.waitFor(() => expect(buildModel).toHaveBeenCalledExactlyOnceWith('d1'));
    expect(tokenize).toHaveBeenCalledExactlyOnceWith(cardSent);
    expect(unlock.mock.calls).toEqual([
      ['d1', { coupon_code: 'SAVE10' }],
      ['d1', { token: 'tok_1', coupon_code: 'SAVE10' }],
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unlock Excel Model' })).toBeNull());
  });

  it('asks the card for the price less the coupon, as the server worked it out', async () => {
    openModel();
    vi.spyOn(modelApi, 'unlock').mockRejectedValueOnce(
      refused(422, 'Enter a card to pay for the model.', {
        code: 'TOKEN_REQUIRED',
        body: { code: 'TOKEN_REQUIRED', details: { price_cents: 2498, coupon_code: 'HALF' } },
      }),
    );
    await unlockButton();
    fireEvent.change(coupon(), { target: { value: 'half' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Excel Model' });
    expect(within(dialog).getByText('$24.98')).toBeTruthy();
    expect(within(dialog).getByText('Coupon HALF applied: $49.95 before the discount.')).toBeTruthy();
    expect(within(dialog).queryByText('$49.95')).toBeNull();
  });

  it('opens the card dialog at once without a coupon', async () => {
    openModel();
    const unlock = vi.spyOn(modelApi, 'unlock');
    fireEvent.click(await unlockButton());
    expect(await screen.findByRole('dialog', { name: 'Unlock Excel Model' })).toBeTruthy();
    expect(unlock).not.toHaveBeenCalled();
  });

  it('unlocks without a card when the coupon makes it free', async () => {
    openModel();
    const unlock = vi.spyOn(modelApi, 'unlock').mockResolvedValue(unlockedStatus({ unlocked_via: 'free' }));
    const buildModel = vi.spyOn(modelApi, 'build').mockResolvedValue(queued);
    await unlockButton();
    fireEvent.change(coupon(), { target: { value: 'FREE100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Model' }));
    await vi.waitFor(() => expect(buildModel).toHaveBeenCalledOnce());
    expect(unlock).toHaveBeenCalledExactlyOnceWith('d1', { coupon_code: 'FREE100' });
    expect(screen.queryByRole('dialog', { name: 'Unlock Excel Model' })).toBeNull();
  });

  it('says a refused coupon in a toast and clears it', async () => {
    openModel();
    vi.spyOn(modelApi, 'unlock').mockRejectedValue(refused(422, 'Error: Invalid Coupon', { code: 'INVALID_COUPON' }));
    await unlockButton();
    fireEvent.change(coupon(), { target: { value: 'OLD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Model' }));
    expect(await screen.findByText('Error: Invalid Coupon. The code is invalid or expired.')).toBeTruthy();
    expect(coupon().value).toBe('');
    expect(screen.queryByRole('dialog', { name: 'Unlock Excel Model' })).toBeNull();
  });

  it('clears a coupon refused with the card, and keeps the card dialog open to pay in full', async () => {
    openModel();
    vi.spyOn(subscriptionApi, 'tokenize').mockResolvedValue({ id: 'tok_1' });
    vi.spyOn(modelApi, 'unlock')
      .mockRejectedValueOnce(refused(422, 'A card is needed.', { code: 'TOKEN_REQUIRED' }))
      .mockRejectedValue(refused(422, 'Error: Invalid Coupon', { code: 'INVALID_COUPON' }));
    await unlockButton();
    fireEvent.change(coupon(), { target: { value: 'HALF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Excel Model' });
    expect(within(dialog).getByText('Coupon HALF is taken off when you pay.')).toBeTruthy();
    await payWithCard();
    expect(await screen.findByText('Error: Invalid Coupon. The code is invalid or expired.')).toBeTruthy();
    expect(within(dialog).queryByText(/^Coupon HALF/)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Coupon code (optional)', hidden: true }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('dialog', { name: 'Unlock Excel Model' })).toBeTruthy();
  });

  it("says a declined card as the subscription does: 'Error: Stripe Payment' with the server's message", async () => {
    openModel();
    vi.spyOn(subscriptionApi, 'tokenize').mockResolvedValue({ id: 'tok_1' });
    const declined = refused(402, 'Your card was declined.', { code: 'CARD_DECLINED' });
    vi.spyOn(modelApi, 'unlock').mockRejectedValue(declined);
    const buildModel = vi.spyOn(modelApi, 'build');
    fireEvent.click(await unlockButton());
    await payWithCard();
    const alert = await within(screen.getByRole('dialog', { name: 'Unlock Excel Model' })).findByRole('alert');
    expect(within(alert).getByText('Error: Stripe Payment')).toBeTruthy();
    expect(within(alert).getByText('Your card was declined.')).toBeTruthy();
    expect(buildModel).not.toHaveBeenCalled();
  });

  it('sends an incomplete profile to /app/profile/user, saying why, before any card', async () => {
    openModel({ status: modelStatus({ profile_complete: false, profile_missing: ['phone', 'company_name'] }) });
    const unlock = vi.spyOn(modelApi, 'unlock');
    fireEvent.click(await unlockButton());
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    expect(within(dialog).getByText(/Missing: phone, company name\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete My Profile' }));
    expect(await screen.findByText('Profile page')).toBeTruthy();
    expect(unlock).not.toHaveBeenCalled();
  });

  it("follows the server's profile gate to /app/profile/user", async () => {
    openModel();
    vi.spyOn(subscriptionApi, 'tokenize').mockResolvedValue({ id: 'tok_1' });
    const gate = refused(403, 'Complete your profile to buy a model.', {
      code: 'PROFILE_INCOMPLETE',
      title: 'Complete Your Profile',
      body: { redirect: '/app/profile/user' },
    });
    vi.spyOn(modelApi, 'unlock').mockRejectedValue(gate);
    fireEvent.click(await unlockButton());
    await payWithCard();
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    expect(within(dialog).getByText('Complete your profile to buy a model.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Unlock Excel Model' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete My Profile' }));
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });
});
