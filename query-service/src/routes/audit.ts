import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyLog } from '@dealbook/infra/event-store/chain';
import { requireReviewer } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';

const position = z.string().regex(/^\d{1,30}$/, 'a global position');
const verdictOut = z.object({
  intact: z.boolean(),
  checked: z.number(),
  /** The last link verified, when intact. */
  head: z.string().optional(),
  /** The global position of the first broken link, and why: changed (or an event before it removed), or unchained. */
  position: z.string().optional(),
  reason: z.enum(['changed', 'unchained']).optional(),
});

/**
 * `GET /api/admin/audit/verify?after=&to=`: admins and auditors check the tamper-evident chain of the
 * event log (infra/event-store/chain.ts), whole or the events after `after` up to `to`. It reads the whole
 * range, so it takes as long as the log is long (about a second per 100,000 events embedded).
 */
export const auditRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  app.get(
    '/api/admin/audit/verify',
    {
      preHandler: requireReviewer,
      schema: { querystring: z.object({ after: position.optional(), to: position.optional() }), response: { 200: verdictOut } },
    },
    async (request) => verifyLog(deps.store, request.query.after, request.query.to),
  );
};
