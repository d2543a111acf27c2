import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { plansApi } from '../../account/plans-api';
import { subscriptionApi } from '../../account/subscription-api';
import { epoch, invoice, subscriptionView } from '../../account/subscription-fixtures';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import { SubscriptionPage } from './SubscriptionPage';
import { catalogue, onPhone, openOn } from './testing';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const payments = () => screen.findByRole('region', { name: 'Payments' });
const invoices = [
  invoice({
    id: 'in_3',
    at: epoch('2026-04-14T12:00:00Z'),
    amount: 25700,
    status: 'failed',
    plan_id: 'regPremium-3-monthly-team',
    plan_name: 'Premium Limited with DealComp and CapMatch',
    kind: 'renewal',
    for: { id: 'u-ada', name: 'Ada Lane' },
    message: 'Your card has insufficient funds.',
  }),
  invoice({ id: 'in_2', at: epoch('2026-03-20T12:00:00Z'), amount: 159900, plan_name: 'Premium Unlimited', kind: 'trial_end' }),
  invoice(),
];
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("the subscription page's payments", { timeout: 20_000 }, () => {
  it('lists each charge, newest first: date, plan, what it paid for, dollars and cents, and whether it was paid', async () => {
    openOn([subscriptionView()], '', { invoices });
    const table = await within(await payments()).findByRole('table', { name: 'Payments' });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => !row.closest('thead'));
    expect(rows.map(cellTexts)).toEqual([
      [
        'Apr 14, 2026',
        'Premium Limited with DealComp and CapMatch',
        'Team plan for Ada LaneRenewal',
        '$257.00',
        'FailedYour card has insufficient funds.',
      ],
      ['Mar 20, 2026', 'Premium Unlimited', 'Your planEnd of trial', '$1,599.00', 'Paid'],
      ['Mar 14, 2026', 'Premium Limited', 'Your planFirst payment', '$99.00', 'Paid'],
    ]);
  });

  it('says a trial charges nothing when there is no payment yet', async () => {
    openOn([subscriptionView({ status: 'trialing' })]);
    expect(await within(await payments()).findByText('No payments yet. A trial charges nothing until it ends.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Payments' })).toBeNull();
  });

  it('stacks the charges on a phone', async () => {
    onPhone();
    openOn([subscriptionView()], '', { invoices });
    const list = await within(await payments()).findByRole('list', { name: 'Payments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const text of ['Apr 14, 2026', '$257.00', 'Team plan for Ada Lane', 'Failed', 'Your card has insufficient funds.'])
      expect(within(items[0]!).getByText(text)).toBeTruthy();
    expect(within(items[2]!).getByText('$99.00')).toBeTruthy();
  });

  it('says when the payments cannot be loaded, and reads them again on Retry', async () => {
    vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(subscriptionView());
    vi.spyOn(plansApi, 'list').mockResolvedValue(catalogue());
    const read = vi.spyOn(subscriptionApi, 'invoices').mockRejectedValueOnce(new Error('offline'));
    read.mockResolvedValue([]);
    renderScreen(<SubscriptionPage />, SubscriptionPage.path);
    const region = await payments();
    expect(await within(region).findByText('Your payments could not be loaded.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('No payments yet. A trial charges nothing until it ends.')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
