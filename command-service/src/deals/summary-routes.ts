import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsStream, type DealSummaryViewed } from '@dealbook/domain/calc-events';
import { requireUser } from '@dealbook/infra/http/session';
import { contextOf } from '../context';
import { toNew } from '../handle';
import type { DealsDeps } from './deps';
import { idParams } from './schemas';
import { assertCan, readDeal } from './streams';
import { actorOf } from './tools';

const viewedOut = z.object({ deal_id: z.string(), deal_version: z.number().int(), viewed_at: z.string() });

/**
 * `POST /api/app/deals/secure/{id}/summary/viewed`: the deal summary was opened (the spec leaves the path
 * open). Recorded as `DealSummaryViewed` on the viewer's `analytics-<userId>` stream, which nothing
 * decides on, so it is appended with no expected revision; its id comes from the command id, so a
 * retried request (same Idempotency-Key) records one view.
 */
export const summaryRoutes: FastifyPluginAsyncZod<DealsDeps> = async (app, deps) => {
  app.post(
    '/api/app/deals/secure/:id/summary/viewed',
    { preHandler: requireUser, schema: { params: idParams, response: { 201: viewedOut } } },
    async (request, reply) => {
      const userId = request.user!.id;
      const dealId = request.params.id;
      const deal = await readDeal(deps, dealId);
      assertCan(deal, actorOf(request), 'view');
      const context = contextOf(request, deps.clock());
      const event: DealSummaryViewed = {
        type: 'DealSummaryViewed',
        data: { dealId, dealVersion: deal.versions.length, at: context.now.toISOString(), by: userId },
      };
      const result = await deps.store.append(analyticsStream(userId), [toNew(deps.types, event, 0, context)], 'any');
      reply.header('X-Position', result.position);
      return reply.code(201).send({ deal_id: dealId, deal_version: event.data.dealVersion, viewed_at: event.data.at });
    },
  );
};
