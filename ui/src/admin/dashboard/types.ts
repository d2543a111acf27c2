/** One event type counted per day over the dashboard's window (zeros included), and in all. */
export type DashboardSeries = {
  type: string;
  total: number;
  days: { day: string; n: number }[];
};

/** Paid charges of one plan in the window: `amount` in cents, `payments` how many. */
export type PlanRevenue = { plan_id: string | null; plan_name: string | null; amount: number; payments: number };

/** `GET /api/admin/dashboard?days=7|30|90`: the platform at a glance, from read models only. */
export type Dashboard = {
  /** The window's first and last day (UTC), both included. */
  from: string;
  to: string;
  users: { total: number; active: number; admins: number; auditors: number };
  deals: { active: number; deleted: number; shared: number };
  series: DashboardSeries[];
  /** Paid charges only (failed ones count nothing), in cents, largest plan first; Excel models sold are one line. */
  revenue: { total: number; by_plan: PlanRevenue[] };
  matching: { runs: number; contacted: number; accepted: number; declined: number };
};

/** The windows the server offers, in days; the dashboard opens on the month. */
export const dashboardWindows = [7, 30, 90] as const;
export type DashboardWindow = (typeof dashboardWindows)[number];
export const DEFAULT_WINDOW: DashboardWindow = 30;

/** What each charted event type counts, in the admin's words. */
export const seriesLabels: Record<string, string> = {
  UserRegistered: 'Sign-ups',
  UserActivated: 'Activations',
  DealCreated: 'Deals created',
  DealReplicated: 'Deals copied',
  DealUpdated: 'Deal saves',
  DealShared: 'Deals shared',
  ActivityExported: 'Activity exports',
  DealMatched: 'Match runs',
  MatchContacted: 'Matches contacted',
  ModelBuilt: 'Models built',
};

export const seriesLabel = (type: string) => seriesLabels[type] ?? type;
