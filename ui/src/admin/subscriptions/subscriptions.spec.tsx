import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { renderAdmin, settled } from '../../testing/admin';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';
import type { SubscriptionRecord } from './types';

// A list keeps its filter in the (hash) URL and its store: a filter chosen in one test must not narrow the next.
afterEach(() => {
  cleanup();
  window.location.hash = '';
  localStorage.clear();
});

const bob: SubscriptionRecord = {
  id: 'subscription-u-bob',
  user_id: 'u-bob',
  email: 'bob@example.com',
  status: 'trialing',
  plan_id: 'regPremium-1-monthly',
  plan_name: 'Premium Limited with DealComp',
  term: 'monthly',
  amount: 17800,
  current_period_end: '2026-04-01T10:00:00Z',
  trial_end: '2026-04-01T10:00:00Z',
  canceled_at: null,
  coupon: 'SPRING25',
  discount_source: 'coupon',
  started_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-02T10:00:00Z',
};

const cat: SubscriptionRecord = {
  ...bob,
  id: 'subscription-u-cat',
  user_id: 'u-cat',
  email: 'cat@example.com',
  status: 'canceled',
  plan_id: 'regPremium-4-annual',
  plan_name: 'Premium Unlimited',
  term: 'annual',
  amount: 159900,
  canceled_at: '2026-03-05T10:00:00Z',
  coupon: null,
  discount_source: 'referral',
};

const list = (getList = vi.fn().mockResolvedValue({ data: [bob, cat], total: 2 })) => {
  const rendered = renderAdmin(
    <ResourceContextProvider value="subscriptions">
      <SubscriptionList />
    </ResourceContextProvider>,
    { role: 'auditor', dataProvider: { getList } },
  );
  return { ...rendered, getList };
};

const lastFilter = (getList: ReturnType<typeof vi.fn>, filter: object) =>
  waitFor(() => expect(getList).toHaveBeenLastCalledWith('subscriptions', expect.objectContaining({ filter })));

describe('the subscriptions', () => {
  it('lists the subscriber, plan, term, price in dollars, status, period end, discount and update, newest update first', async () => {
    const { getList } = list();
    const subscriber = await screen.findByRole('link', { name: 'bob@example.com' });
    expect(subscriber.getAttribute('href')).toBe('#/users/u-bob/show');
    const row = subscriber.closest('tr')!;
    expect(within(row).getByText('Premium Limited with DealComp')).toBeTruthy();
    expect(within(row).getByText('Monthly')).toBeTruthy();
    expect(within(row).getByText('$178.00 / month')).toBeTruthy();
    expect(within(row).getByText('Trialing')).toBeTruthy();
    expect(within(row).getByText('SPRING25')).toBeTruthy();
    expect(within(row).getByText(new Date(bob.current_period_end!).toLocaleDateString())).toBeTruthy();
    expect(within(row).getByText(new Date(bob.updated_at).toLocaleString())).toBeTruthy();

    const other = screen.getByRole('link', { name: 'cat@example.com' }).closest('tr')!;
    expect(within(other).getByText('$1,599.00 / year')).toBeTruthy();
    expect(within(other).getByText('Annual')).toBeTruthy();
    expect(within(other).getByText('Cancelled')).toBeTruthy();
    expect(within(other).getByText('Referral')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('subscriptions', expect.objectContaining({ sort: { field: 'updated_at', order: 'DESC' } }));
  });

  it('narrows to a status in one click, All shows them all again, and searches the plan name', async () => {
    const { getList } = list();
    await screen.findByText('bob@example.com');
    const statuses = screen.getByRole('group', { name: 'Statuses' });
    expect(
      within(statuses)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Trialing', 'Active', 'Cancelled', 'Ended']);
    expect(within(statuses).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(statuses).getByRole('button', { name: 'Cancelled' }));
    await lastFilter(getList, { status: 'canceled' });
    expect(within(statuses).getByRole('button', { name: 'Cancelled' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(statuses).getByRole('button', { name: 'Ended' }));
    await lastFilter(getList, { status: 'ended' });
    fireEvent.click(within(statuses).getByRole('button', { name: 'All' }));
    await lastFilter(getList, {});

    fireEvent.change(screen.getByPlaceholderText('Search plan name'), { target: { value: 'unlimited' } });
    await lastFilter(getList, { q: 'unlimited' });
    fireEvent.click(within(statuses).getByRole('button', { name: 'Trialing' }));
    await lastFilter(getList, { q: 'unlimited', status: 'trialing' });
  });

  it('offers an admin nothing to create, edit or delete', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [bob], total: 1 });
    const { queryClient } = renderAdmin(
      <ResourceContextProvider value="subscriptions">
        <SubscriptionList />
      </ResourceContextProvider>,
      { role: 'admin', dataProvider: { getList } },
    );
    await screen.findByText('bob@example.com');
    await settled(queryClient);
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows every field, the subscriber linking to their account', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: cat });
    renderAdmin(
      <ResourceContextProvider value="subscriptions">
        <SubscriptionShow id={cat.id} />
      </ResourceContextProvider>,
      { role: 'auditor', dataProvider: { getOne } },
    );
    expect((await screen.findByRole('link', { name: 'cat@example.com' })).getAttribute('href')).toBe('#/users/u-cat/show');
    for (const text of [
      'Cancelled',
      'Premium Unlimited',
      'regPremium-4-annual',
      'Annual',
      '$1,599.00 / year',
      'Referral',
      new Date(cat.started_at).toLocaleString(),
      new Date(cat.canceled_at!).toLocaleString(),
      new Date(cat.updated_at).toLocaleString(),
      'u-cat',
      'subscription-u-cat',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    // The trial and the period end at the same time here.
    expect(screen.getAllByText(new Date(cat.current_period_end!).toLocaleString())).toHaveLength(2);
    expect(getOne).toHaveBeenCalledWith('subscriptions', expect.objectContaining({ id: cat.id }));
  });
});
