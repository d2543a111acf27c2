/** One event type counted per day over the dashboard's window (zeros included), and in all. */
export type DashboardSeries = {
  type: string;
  total: number;
  days: { day: string; n: number }[];
};

/** `GET /api/admin/dashboard?days=N`: the platform at a glance, from read models only. */
export type Dashboard = {
  from: string;
  to: string;
  users: { total: number; active: number; admins: number; auditors: number };
  deals: { active: number; deleted: number; shared: number };
  series: DashboardSeries[];
};

/** What each charted event type counts, in the admin's words. */
export const seriesLabels: Record<string, string> = {
  UserRegistered: 'Sign-ups',
  UserActivated: 'Activations',
  DealCreated: 'Deals created',
  DealReplicated: 'Deals copied',
  DealUpdated: 'Deal saves',
  DealShared: 'Deals shared',
  ActivityExported: 'Activity exports',
};

export const seriesLabel = (type: string) => seriesLabels[type] ?? type;
