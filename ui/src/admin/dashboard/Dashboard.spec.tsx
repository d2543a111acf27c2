import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { DealbookDataProvider } from '../../providers/dataProvider';
import { renderAdmin } from '../../testing/admin';
import { Dashboard } from './Dashboard';
import type { Dashboard as DashboardData } from './types';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const data: DashboardData = {
  from: '2026-01-01',
  to: '2026-01-03',
  users: { total: 1204, active: 1100, admins: 3, auditors: 2 },
  deals: { active: 57, deleted: 4, shared: 12 },
  series: [
    {
      type: 'DealCreated',
      total: 5,
      days: [
        { day: '2026-01-01', n: 2 },
        { day: '2026-01-02', n: 0 },
        { day: '2026-01-03', n: 3 },
      ],
    },
    { type: 'UserRegistered', total: 0, days: [{ day: '2026-01-03', n: 0 }] },
  ],
};

// The dashboard read is not one of the test helper's methods; the data provider passes it through.
const withDashboard = (getDashboard: () => Promise<DashboardData>) => ({ getDashboard }) as Partial<DealbookDataProvider>;

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

  it('draws each series as daily bars, its card leading to the activity of that event type', async () => {
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(vi.fn().mockResolvedValue(data)) });
    const chart = await screen.findByRole('img', { name: 'Deals created per day, 2026-01-01 to 2026-01-03' });
    expect([...chart.querySelectorAll('rect title')].map((t) => t.textContent)).toEqual([
      '2026-01-01: 2',
      '2026-01-02: 0',
      '2026-01-03: 3',
    ]);
    expect(screen.getByLabelText('Deals created: 5 in 30 days')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Deals created' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toBe('#/activity?filter={"type":"DealCreated"}');
    expect(screen.getByRole('img', { name: /^Sign-ups per day/ })).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Sign-ups' })).getByText('Sign-ups')).toBeTruthy();
  });

  it('says so when the server does not answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<Dashboard />, { dataProvider: withDashboard(vi.fn().mockRejectedValue(new Error('Service unavailable'))) });
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
  });
});
