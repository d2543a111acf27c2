import type { DealbookDataProvider } from '../../providers/dataProvider';
import type { Dashboard as DashboardData } from './types';

/** Test support for the dashboard's specs (imported by them only): an answer over three days, and a data provider serving it. */
export const data: DashboardData = {
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
  revenue: { total: 0, by_plan: [] },
  matching: { runs: 0, contacted: 0, accepted: 0, declined: 0 },
};

// The dashboard read is not one of the test helper's methods; the data provider passes it through.
export const withDashboard = (getDashboard: (days: number) => Promise<DashboardData>) =>
  ({ getDashboard }) as Partial<DealbookDataProvider>;
