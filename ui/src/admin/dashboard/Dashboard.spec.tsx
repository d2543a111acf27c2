import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderAdmin } from '../../testing/admin';
import { Dashboard } from './Dashboard';
import { data, withDashboard } from './spec-support';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.location.hash = '';
});

const activityFilter = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href')!);

describe('the admin dashboard', () => {
  it('shows the account and deal totals, the users card leading to the users list', async () => {
    const getDashboard = vi.fn().mockResolvedValue(data);
    renderAdmin(<Dashboard />, { role: 'auditor', dataProvider: withDashboard(getDashboard) });
    expect(await screen.findByText('1,204')).toBeTruthy();
    expect(getDashboard).toHaveBeenCalledWith(30);
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('#/users');
    expect(screen.getByText('Admins').textContent).toBe('Admins 3');
    expect(screen.getByText('Auditors').textContent).toBe('Auditors 2');
    expect(screen.getByText('57')).toBeTruthy();
    expect(screen.getByText('Shared').textContent).toBe('Shared 12');
  });

  it('draws each series as daily bars, its card leading to the activity of that event type in the window', async () => {
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(vi.fn().mockResolvedValue(data)) });
    const chart = await screen.findByRole('img', { name: 'Deals created per day, 2026-01-01 to 2026-01-03' });
    expect([...chart.querySelectorAll('rect title')].map((t) => t.textContent)).toEqual([
      '2026-01-01: 2',
      '2026-01-02: 0',
      '2026-01-03: 3',
    ]);
    expect(screen.getByLabelText('Deals created: 5 in 3 days')).toBeTruthy();
    expect(activityFilter(screen.getByRole('link', { name: 'Deals created' }))).toBe(
      '#/activity?filter={"type":"DealCreated","occurred_at_gte":"2026-01-01T00:00:00.000Z"}',
    );
    expect(screen.getByRole('img', { name: /^Sign-ups per day/ })).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Sign-ups' })).getByText('Sign-ups')).toBeTruthy();
  });

  it('says so when the window holds no payment and no matching', async () => {
    window.location.hash = '#/?days=7';
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(vi.fn().mockResolvedValue({ ...data, from: '2025-12-28' })) });
    expect(await screen.findByText('No payments in the last 7 days.')).toBeTruthy();
    expect(screen.getByText('No matching in the last 7 days.')).toBeTruthy();
    expect(screen.getByLabelText('Revenue: $0.00 in 7 days')).toBeTruthy();
  });

  it('shows the revenue in dollars per plan, each plan leading to its paid payments of the window', async () => {
    const revenue = {
      total: 245_600,
      by_plan: [
        { plan_id: 'regPremium-7-monthly', plan_name: 'Premium Unlimited with DealComp and CapMatch', amount: 123_400, payments: 2 },
        { plan_id: 'regPremium-0-monthly', plan_name: 'Premium Limited', amount: 122_200, payments: 1 },
      ],
    };
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(vi.fn().mockResolvedValue({ ...data, revenue })) });
    expect(await screen.findByText('$2,456.00')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Revenue by plan' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Premium Unlimited with DealComp and CapMatch2 payments$1,234.00',
      'Premium Limited1 payment$1,222.00',
    ]);
    const plan = within(rows[0]!).getByRole('link', { name: 'Premium Unlimited with DealComp and CapMatch' });
    expect(decodeURIComponent(plan.getAttribute('href')!)).toBe(
      '#/payments?filter={"status":"paid","at_gte":"2026-01-01T00:00:00.000Z","plan_id":"regPremium-7-monthly"}',
    );
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Revenue' }).getAttribute('href')!)).toBe(
      '#/payments?filter={"status":"paid","at_gte":"2026-01-01T00:00:00.000Z"}',
    );
  });

  it('counts matching in the window: runs and contacts lead to their activity, answers to the invitations with that answer', async () => {
    const matching = { runs: 12, contacted: 5, accepted: 2, declined: 1 };
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(vi.fn().mockResolvedValue({ ...data, matching })) });
    expect(await screen.findByLabelText('Match runs: 12 in 3 days')).toBeTruthy();
    const since = '"occurred_at_gte":"2026-01-01T00:00:00.000Z"';
    expect(activityFilter(screen.getByRole('link', { name: 'Runs 12' }))).toBe(`#/activity?filter={"type":"DealMatched",${since}}`);
    expect(activityFilter(screen.getByRole('link', { name: 'Contacted 5' }))).toBe(`#/activity?filter={"type":"MatchContacted",${since}}`);
    for (const [name, status] of [
      ['Accepted 2', 'accepted'],
      ['Declined 1', 'declined'],
    ])
      expect(activityFilter(screen.getByRole('link', { name }))).toBe(
        `#/invitations?filter={"status":"${status}","status_at_gte":"2026-01-01T00:00:00.000Z"}`,
      );
  });

  it('charts the Excel models built per day and shows their sales as the revenue line of Excel models', async () => {
    const built = {
      type: 'ModelBuilt',
      total: 4,
      days: [
        { day: '2026-01-01', n: 1 },
        { day: '2026-01-02', n: 0 },
        { day: '2026-01-03', n: 3 },
      ],
    };
    const revenue = { total: 9990, by_plan: [{ plan_id: 'excel-model', plan_name: 'Excel models', amount: 9990, payments: 2 }] };
    const answer = { ...data, series: [...data.series, built], revenue };
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(vi.fn().mockResolvedValue(answer)) });
    expect(await screen.findByLabelText('Models built: 4 in 3 days')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Models built per day, 2026-01-01 to 2026-01-03' })).toBeTruthy();
    expect(activityFilter(screen.getByRole('link', { name: 'Models built' }))).toBe(
      '#/activity?filter={"type":"ModelBuilt","occurred_at_gte":"2026-01-01T00:00:00.000Z"}',
    );
    const [row] = within(screen.getByRole('list', { name: 'Revenue by plan' })).getAllByRole('listitem');
    expect(row!.textContent).toBe('Excel models2 payments$99.90');
    expect(decodeURIComponent(within(row!).getByRole('link', { name: 'Excel models' }).getAttribute('href')!)).toBe(
      '#/payments?filter={"status":"paid","at_gte":"2026-01-01T00:00:00.000Z","plan_id":"excel-model"}',
    );
  });

  it('says so when the server does not answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(vi.fn().mockRejectedValue(new Error('Service unavailable'))) });
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
  });
});
