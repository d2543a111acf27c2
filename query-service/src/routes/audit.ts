import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RangeNeedsChainError, auditLog } from '@dealbook/infra/event-store/audit';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { requireReviewer } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';

const position = z.string().regex(/^\d{1,30}$/, 'a global position');
const head = z.string().regex(/^[0-9a-f]{64}$/, 'a head as verification printed it: 64 hexadecimal digits');
const verdictOut = z.object({
  /** How the log was checked: the link every event carries (embedded stores), or the seals (KurrentDB). */
  method: z.enum(['chain', 'seals']),
  intact: z.boolean(),
  checked: z.number(),
  /** The last link verified when intact (record it elsewhere to check later that nothing was removed); the recorded head looked for when missing. */
  head: z.string().optional(),
  /** The global position of the first broken link, and why: changed (or an event before it removed), or unchained. */
  position: z.string().optional(),
  /** `missing`: the recorded head given is no longer a link of the log; events were removed from its end. */
  reason: z.enum(['changed', 'unchained', 'missing']).optional(),
  /** With seals: how many verified, and how many events after the last one wait for the next. */
  seals: z.number().optional(),
  unsealed: z.number().optional(),
});

/**
 * `GET /api/admin/audit/verify?after=&to=&head=`: admins and auditors check the tamper evidence of the event
 * log (infra/event-store/audit.ts): the per-event chain, whole or the events after `after` up to `to`, or on
 * KurrentDB the seals over the whole log (a range there is a 400 RANGE_NEEDS_CHAIN). `head`, a head recorded from an earlier
 * verification, must still be in what is verified. It reads the whole range, so it takes as long as the log
 * is long (about a second per 100,000 events embedded).
 */
export const auditRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  app.get(
    '/api/admin/audit/verify',
    {
      preValidation: requireReviewer,
      schema: {
        querystring: z.object({ after: position.optional(), to: position.optional(), head: head.optional() }),
        response: { 200: verdictOut },
      },
    },
    async (request, reply) => {
      try {
        return await auditLog(deps.storedLog, request.query);
      } catch (error) {
        if (!(error instanceof RangeNeedsChainError)) throw error;
        return sendError(reply, errorBody(400, 'RANGE_NEEDS_CHAIN', error.message));
      }
    },
  );
};
