import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorize,
  calculateDeal,
  dealAccessOf,
  dealDecider,
  dealErrors,
  dealOfVersion,
  dealStream,
  decodeStored,
  fold,
  stateAsOf,
  type DealEvent,
  type DealInput,
} from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import type { QueryServiceDeps } from '../deps';
import { calculationsOut } from './calculations-schema';
import { actorOf, idParams } from './deals-shared';

const calculationsQuery = z.object({
  version: z.coerce.number().int().positive().optional(),
  at: z.iso.datetime({ offset: true }).optional(),
});

/**
 * The engine's figures for a deal: as it stands, as saved in version n, or as it was at a time. The deal is
 * folded from its own stream (exact, never behind a projection), and the engine's "now" is the time of
 * that state (the request, the version's save, `at`), so the figures of a past version are the ones its
 * author saw that month, whenever they are asked for again.
 */
export const calculationRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  app.get(
    '/api/app/deals/secure/:id/calculations',
    {
      preHandler: requireUser,
      schema: {
        description: 'Every derived figure of a deal: areas, bases, NOI, dates, financing, pro forma, returns.',
        params: idParams,
        querystring: calculationsQuery,
        response: { 200: calculationsOut },
      },
    },
    async (request, reply) => {
      const { version, at } = request.query;
      if (version !== undefined && at !== undefined) {
        return sendError(reply, errorBody(400, 'BAD_QUERY', 'Give version or at, not both.'));
      }
      const id = request.params.id;
      const recorded = await deps.store.readStream(dealStream(id));
      const events = recorded.map((e) => ({ type: e.type, data: decodeStored(deps.types, e) }) as DealEvent);
      const current = fold(dealDecider, events);
      authorize(dealAccessOf(current, actorOf(request)), 'view');

      let deal = current.deal;
      let dealVersion = current.versions.length;
      let revision = current.eventCount - 1;
      let now = deps.clock().toISOString();
      if (version !== undefined) {
        const eventIndex = current.versions[version - 1];
        if (eventIndex === undefined) throw dealErrors.versionNotFound(version);
        // The version as its event left it, at that event's time.
        deal = dealOfVersion(events, eventIndex);
        dealVersion = version;
        revision = eventIndex;
        now = events[eventIndex]!.data.at;
      } else if (at !== undefined) {
        const then = stateAsOf(events, { at });
        if (then.status === 'none') {
          return sendError(reply, errorBody(404, 'DEAL_NOT_YET', 'This deal did not exist yet at that time.'));
        }
        ({ deal, eventCount: revision } = then);
        revision -= 1;
        dealVersion = then.versions.length;
        now = new Date(at).toISOString();
      }
      const figures = calculateDeal({ ...(deal as DealInput), id }, now);
      return { id, deal_version: dealVersion, revision, as_of: now, ...figures };
    },
  );
};
