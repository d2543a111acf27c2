import { activityListSearch } from '../activity/links';

type Filter = Record<string, unknown>;

/** A react-admin list's query string narrowed by `filter` (the list keeps its filter in its URL). */
export const listSearch = (filter: Filter) => `?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The activity of one event type from the window's first day on: the list behind a dashboard figure. */
export const activitySince = (type: string, from: string) => activityListSearch({ type, occurred_at_gte: `${from}T00:00:00.000Z` });

/** The paid charges from the window's first day on, of one plan or all: what the revenue card sums. */
export const paidPayments = (from: string, planId?: string) =>
  listSearch({ status: 'paid', at_gte: `${from}T00:00:00.000Z`, ...(planId ? { plan_id: planId } : {}) });

/** The invitations answered `status` from the window's first day on: what the matching card counts. */
export const answeredInvitations = (status: 'accepted' | 'declined', from: string) =>
  listSearch({ status, status_at_gte: `${from}T00:00:00.000Z` });
