import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import type { Role } from '../../providers/authProvider';
import { renderAdmin, settled } from '../../testing/admin';
import { PaymentList } from './PaymentList';
import type { PaymentRecord } from './types';

// A list keeps its filter in the (hash) URL and its store: a filter chosen in one test must not narrow the next.
afterEach(() => {
  cleanup();
  window.location.hash = '';
  localStorage.clear();
});

const bobPaid: PaymentRecord = {
  id: 'in_bob_1',
  user_id: 'u-bob',
  email: 'bob@example.com',
  paid_by: 'u-bob',
  paid_by_email: 'bob@example.com',
  amount: 17800,
  status: 'paid',
  plan_id: 'regPremium-1-monthly',
  plan_name: 'Premium Limited with DealComp',
  kind: 'trial_end',
  message: null,
  at: '2026-03-15T10:00:00Z',
};

const adaFailed: PaymentRecord = {
  id: 'in_ada_2',
  user_id: 'u-ada',
  email: 'ada@example.com',
  paid_by: 'u-mia',
  paid_by_email: 'mia@example.com',
  amount: 159900,
  status: 'failed',
  plan_id: 'regPremium-4-annual-team',
  plan_name: 'Premium Unlimited',
  kind: 'renewal',
  message: 'Your card has insufficient funds.',
  at: '2026-03-14T10:00:00Z',
};

const list = (role: Role = 'auditor', getList = vi.fn().mockResolvedValue({ data: [bobPaid, adaFailed], total: 2 })) => {
  const rendered = renderAdmin(
    <ResourceContextProvider value="payments">
      <PaymentList />
    </ResourceContextProvider>,
    { role, dataProvider: { getList } },
  );
  return { ...rendered, getList };
};

const lastFilter = (getList: ReturnType<typeof vi.fn>, filter: object) =>
  waitFor(() => expect(getList).toHaveBeenLastCalledWith('payments', expect.objectContaining({ filter })));

describe('the payments', () => {
  it('lists date, email, the payer when someone else paid, plan, kind, dollars and status, newest first', async () => {
    const { getList } = list();
    const bob = (await screen.findByRole('link', { name: 'bob@example.com' })).closest('tr')!;
    expect(within(bob).getByRole('link', { name: 'bob@example.com' }).getAttribute('href')).toBe('#/users/u-bob/show');
    expect(within(bob).getByText(new Date(bobPaid.at).toLocaleString())).toBeTruthy();
    expect(within(bob).getByText('—')).toBeTruthy();
    expect(within(bob).getByText('Premium Limited with DealComp')).toBeTruthy();
    expect(within(bob).getByText('End of trial')).toBeTruthy();
    expect(within(bob).getByText('$178.00')).toBeTruthy();
    expect(within(bob).getByText('Paid')).toBeTruthy();

    const ada = screen.getByRole('link', { name: 'ada@example.com' }).closest('tr')!;
    expect(within(ada).getByRole('link', { name: 'mia@example.com' }).getAttribute('href')).toBe('#/users/u-mia/show');
    expect(within(ada).getByText('Renewal')).toBeTruthy();
    expect(within(ada).getByText('$1,599.00')).toBeTruthy();
    expect(within(ada).getByText('Failed')).toBeTruthy();
    expect(within(ada).getByText('Your card has insufficient funds.')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('payments', expect.objectContaining({ sort: { field: 'at', order: 'DESC' } }));
  });

  it('narrows to paid or failed charges in one click and searches the email', async () => {
    const { getList } = list();
    await screen.findByText('bob@example.com');
    const statuses = screen.getByRole('group', { name: 'Statuses' });
    expect(
      within(statuses)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Paid', 'Failed']);
    fireEvent.click(within(statuses).getByRole('button', { name: 'Failed' }));
    await lastFilter(getList, { status: 'failed' });
    expect(within(statuses).getByRole('button', { name: 'Failed' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(statuses).getByRole('button', { name: 'All' }));
    await lastFilter(getList, {});

    fireEvent.change(screen.getByPlaceholderText('Search email'), { target: { value: 'ada@' } });
    await lastFilter(getList, { q: 'ada@' });
    fireEvent.click(within(statuses).getByRole('button', { name: 'Paid' }));
    await lastFilter(getList, { q: 'ada@', status: 'paid' });
  });

  it('offers an admin nothing to create, edit or delete', async () => {
    const { queryClient } = list('admin');
    await screen.findByText('bob@example.com');
    await settled(queryClient);
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says what the list will hold while there is no payment', async () => {
    list('auditor', vi.fn().mockResolvedValue({ data: [], total: 0 }));
    expect(await screen.findByText('No payments yet')).toBeTruthy();
  });
});
