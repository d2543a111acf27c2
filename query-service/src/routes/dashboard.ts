import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireReviewer } from '@dealbook/infra/http/session';
import { DAILY_ACTIVITY, type DailyActivityDoc } from '@dealbook/projections/dashboard/daily-activity';
import { PAYMENTS, type PaymentDoc } from '@dealbook/projections/subscriptions/subscriptions';
import type { QueryServiceDeps } from '../deps';
import {
  dashboardWindows,
  dayAfter,
  matchingOf,
  matchingOut,
  revenueOf,
  revenueOut,
  seriesOf,
  seriesOut,
  windowDays,
} from './dashboard-figures';

const dashboardQuery = z.object({
  days: z.enum(dashboardWindows, { error: 'days is the window in days: 7, 30 or 90.' }).default('30').transform(Number),
});
const dashboardOut = z.object({
  /** The window's first and last day (UTC), both included. */
  from: z.string(),
  to: z.string(),
  users: z.object({ total: z.number(), active: z.number(), admins: z.number(), auditors: z.number() }),
  deals: z.object({ active: z.number(), deleted: z.number(), shared: z.number() }),
  /** Per charted event type, its count on each day of the window (zeros included) and in all. */
  series: z.array(seriesOut),
  /** Paid charges in the window, in cents, per plan; the Excel models sold are one line ('Excel models'). */
  revenue: revenueOut,
  /** Match runs, matches contacted, and invitations accepted and declined in the window. */
  matching: matchingOut,
});

/**
 * `GET /api/admin/dashboard?days=7|30|90` (default 30; any other window is a 400): the platform
 * at a glance for admins and auditors, from read models only. Accounts and deals as they stand; over the
 * window's days (UTC, today included) the sign-ups, activations, deals created and copied, saves, shares,
 * exports, match runs and contacts, and Excel models built per day; the invitations accepted and declined;
 * and the revenue.
 *
 * Revenue sums the PAID charges of the `payments` read model whose time falls in the window, per plan;
 * failed charges count nothing (a failed invoice that a retry pays counts when it is paid). Trials charge
 * nothing, so they are not revenue either; nor is a model unlocked by a plan, its quota or a full coupon.
 * The models paid by card sum in one line, 'Excel models' (plan `excel-model`).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const documents = deps.documents;
  app.get(
    '/api/admin/dashboard',
    {
      preValidation: requireReviewer,
      config: { projections: ['daily_activity', 'users', 'deals', 'deal_access', 'subscriptions'] },
      schema: { querystring: dashboardQuery, response: { 200: dashboardOut } },
    },
    async (request) => {
      const days = windowDays(deps.clock(), request.query.days);
      const from = days[0]!;
      const to = days.at(-1)!;
      const count = (collection: string, filter: Record<string, unknown>) => documents.count(collection, filter);
      const [total, active, admins, auditors, live, deleted, shared, docs, paid] = await Promise.all([
        count('users', {}),
        count('users', { active: true }),
        count('users', { admin: true }),
        count('users', { auditor: true }),
        count('deals', { status: 'active' }),
        count('deals', { status: 'deleted' }),
        count('deal_access', { deleted: false, 'viewer_ids.0': { $exists: true } }),
        documents.find<DailyActivityDoc>(DAILY_ACTIVITY, { day: { $gte: from, $lte: to } }),
        documents.find<PaymentDoc>(PAYMENTS, { status: 'paid', at: { $gte: `${from}T00:00:00.000Z`, $lt: dayAfter(to) } }),
      ]);
      return {
        from,
        to,
        users: { total, active, admins, auditors },
        deals: { active: live, deleted, shared },
        series: seriesOf(docs, days),
        revenue: revenueOf(paid),
        matching: matchingOf(docs),
      };
    },
  );
};
