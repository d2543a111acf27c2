import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireReviewer } from '@dealbook/infra/http/session';
import { DAILY_ACTIVITY, dashboardTypes, type DailyActivityDoc } from '@dealbook/projections/dashboard/daily-activity';
import type { QueryServiceDeps } from '../deps';

const DAY_MS = 86_400_000;
const seriesOut = z.object({
  type: z.enum(dashboardTypes),
  total: z.number(),
  days: z.array(z.object({ day: z.string(), n: z.number() })),
});
const dashboardOut = z.object({
  from: z.string(),
  to: z.string(),
  users: z.object({ total: z.number(), active: z.number(), admins: z.number(), auditors: z.number() }),
  deals: z.object({ active: z.number(), deleted: z.number(), shared: z.number() }),
  /** Per charted event type, its count on each day of the window (zeros included) and in all. */
  series: z.array(seriesOut),
});

/**
 * `GET /api/admin/dashboard?days=30` (issue 17): the platform at a glance for admins and auditors, from
 * read models only: accounts, deals, and per day the sign-ups, activations, deals created and copied, saves,
 * shares and exports. Matching, models and revenue join as their capabilities land.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const documents = deps.documents;
  app.get(
    '/api/admin/dashboard',
    {
      preHandler: requireReviewer,
      config: { projections: ['daily_activity', 'users', 'deals', 'deal_access'] },
      schema: { querystring: z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }), response: { 200: dashboardOut } },
    },
    async (request) => {
      const to = deps.clock();
      const days = Array.from({ length: request.query.days }, (_, i) =>
        new Date(to.getTime() - (request.query.days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
      );
      const count = (collection: string, filter: Record<string, unknown>) => documents.count(collection, filter);
      const [total, active, admins, auditors, live, deleted, shared, docs] = await Promise.all([
        count('users', {}),
        count('users', { active: true }),
        count('users', { admin: true }),
        count('users', { auditor: true }),
        count('deals', { status: 'active' }),
        count('deals', { status: 'deleted' }),
        count('deal_access', { deleted: false, 'viewer_ids.0': { $exists: true } }),
        documents.find<DailyActivityDoc>(DAILY_ACTIVITY, { day: { $gte: days[0]!, $lte: days.at(-1)! } }),
      ]);
      const byKey = new Map(docs.map((d) => [`${d.day}:${d.type}`, d.n]));
      const series = dashboardTypes.map((type) => {
        const points = days.map((day) => ({ day, n: byKey.get(`${day}:${type}`) ?? 0 }));
        return { type, total: points.reduce((sum, p) => sum + p.n, 0), days: points };
      });
      return {
        from: days[0]!,
        to: days.at(-1)!,
        users: { total, active, admins, auditors },
        deals: { active: live, deleted, shared },
        series,
      };
    },
  );
};
