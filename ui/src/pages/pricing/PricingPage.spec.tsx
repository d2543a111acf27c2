import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { addons, planList } from '@dealbook/domain/subscriptions/plans';
import { plansApi, type PlanCatalogue } from '../../account/plans-api';
import { renderScreen } from '../../testing/render';
import { PricingPage } from './PricingPage';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const catalogue = (): PlanCatalogue => ({ plans: planList(), addons: addons.map((a) => ({ ...a })) });

const card = (name: string) => screen.findByRole('region', { name });
const activate = (region: HTMLElement) => within(region).getByRole('link', { name: /^Activate Plan/ });
const signInFor = (planId: string) => `/login?redirect=/app/subscription&params=plan%3D${planId}`;

describe('the pricing page', { timeout: 20_000 }, () => {
  it('shows both premium plans at their monthly catalogue prices, each activated by signing in', async () => {
    const list = vi.spyOn(plansApi, 'list').mockResolvedValue(catalogue());
    renderScreen(<PricingPage />, '/pricing');

    const limited = await card('Premium Limited');
    expect(within(limited).getByText('$99 / month')).toBeTruthy();
    expect(within(limited).getByText('5 model builds a billing cycle')).toBeTruthy();
    expect(activate(limited).getAttribute('href')).toBe(signInFor('regPremium-0-monthly'));

    const unlimited = await card('Premium Unlimited');
    expect(within(unlimited).getByText('$178 / month')).toBeTruthy();
    expect(within(unlimited).getByText('Unlimited model builds')).toBeTruthy();
    expect(activate(unlimited).getAttribute('href')).toBe(signInFor('regPremium-4-monthly'));
    // Unlimited Models is the card, not a box to tick.
    expect(within(unlimited).queryByRole('checkbox', { name: /Unlimited Models/ })).toBeNull();

    expect(screen.getByText('Teams: the same prices per colleague.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Every Premium plan includes' })).getAllByRole('listitem')).toHaveLength(5);
    expect(list).toHaveBeenCalledExactlyOnceWith();
  });

  it('picks the catalogue plan whose code is the sum of the ticked add-ons', async () => {
    vi.spyOn(plansApi, 'list').mockResolvedValue(catalogue());
    renderScreen(<PricingPage />, '/pricing');
    const limited = await card('Premium Limited');

    fireEvent.click(within(limited).getByRole('checkbox', { name: /DealComp/ }));
    expect(within(limited).getByText('$178 / month')).toBeTruthy();
    expect(within(limited).getByText('Premium Limited with DealComp')).toBeTruthy();
    expect(activate(limited).getAttribute('href')).toBe(signInFor('regPremium-1-monthly'));

    fireEvent.click(within(limited).getByRole('checkbox', { name: /CapMatch/ }));
    expect(within(limited).getByText('$257 / month')).toBeTruthy();
    expect(activate(limited).getAttribute('href')).toBe(signInFor('regPremium-3-monthly'));

    const unlimited = screen.getByRole('region', { name: 'Premium Unlimited' });
    fireEvent.click(within(unlimited).getByRole('checkbox', { name: /CapMatch/ }));
    expect(within(unlimited).getByText('$257 / month')).toBeTruthy();
    expect(activate(unlimited).getAttribute('href')).toBe(signInFor('regPremium-6-monthly'));
    // Each card keeps its own add-ons.
    expect(within(limited).getByText('$257 / month')).toBeTruthy();
  });

  it('switches to the annual plans, 8 positions on, with the price per month and the saving', async () => {
    vi.spyOn(plansApi, 'list').mockResolvedValue(catalogue());
    renderScreen(<PricingPage />, '/pricing');
    const limited = await card('Premium Limited');

    fireEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(screen.getByRole('button', { name: /Annual/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(limited).getByText('$899 / year')).toBeTruthy();
    expect(within(limited).getByText('Billed yearly: about $75 a month, $289 less than paying monthly')).toBeTruthy();
    expect(activate(limited).getAttribute('href')).toBe(signInFor('regPremium-0-annual'));

    fireEvent.click(within(limited).getByRole('checkbox', { name: /DealComp/ }));
    expect(within(limited).getByText('$1,599 / year')).toBeTruthy();
    expect(within(limited).getByText('Premium Limited with DealComp')).toBeTruthy();
    expect(activate(limited).getAttribute('href')).toBe(signInFor('regPremium-1-annual'));

    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(within(limited).getByText('$178 / month')).toBeTruthy();
  });

  it('shows the prices the catalogue answers, not prices of its own', async () => {
    const answer = catalogue();
    const prices: Record<number, number> = { 1: 150, 9: 1400 };
    answer.plans = answer.plans.map((p) => (prices[p.index] ? { ...p, price: prices[p.index]! } : p));
    vi.spyOn(plansApi, 'list').mockResolvedValue(answer);
    renderScreen(<PricingPage />, '/pricing');
    const limited = await card('Premium Limited');

    expect(within(limited).getByRole('checkbox', { name: /^DealComp \+\$51 \/ month/ })).toBeTruthy();
    fireEvent.click(within(limited).getByRole('checkbox', { name: /DealComp/ }));
    expect(within(limited).getByText('$150 / month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(within(limited).getByText('$1,400 / year')).toBeTruthy();
  });

  it('shows placeholders while the plans load', async () => {
    vi.spyOn(plansApi, 'list').mockReturnValue(new Promise<PlanCatalogue>(() => {}));
    renderScreen(<PricingPage />, '/pricing');

    expect(await screen.findByRole('status', { name: 'Loading plans' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Activate Plan/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Monthly' })).toBeTruthy();
  });

  it('says when the plans cannot be loaded, and loads them again on Retry', async () => {
    const list = vi.spyOn(plansApi, 'list').mockRejectedValueOnce(new Error('offline')).mockResolvedValue(catalogue());
    renderScreen(<PricingPage />, '/pricing');

    expect(await screen.findByText(/The plans could not be loaded/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Premium Limited' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(within(await card('Premium Limited')).getByText('$99 / month')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
