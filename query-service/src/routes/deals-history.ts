import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorize,
  collaboratorsOf,
  dealAccessOf,
  DomainError,
  dealDecider,
  dealStream,
  decodeStored,
  fieldHistory,
  fold,
  parsePath,
  stateAsOf,
  type Actor,
  type DealEvent,
  type PointInTime,
} from '@dealbook/domain';
import { comparePositions, type RecordedEvent } from '@dealbook/infra/event-store/port';
import { requireUser } from '@dealbook/infra/http/session';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import type { QueryServiceDeps } from '../deps';
import { actorOf, idParams, namesOf } from './deals-shared';

const historyQuery = z.object({ path: z.string().min(1).max(500) });
const asOfQuery = z.object({
  at: z.iso.datetime({ offset: true }).optional(),
  position: z
    .string()
    .regex(/^\d{1,30}$/, 'a position from X-Position')
    .optional(),
});

const fieldChangeOut = z.object({
  at: z.string(),
  by: z.string(),
  by_name: z.string(),
  from: z.unknown().optional(),
  to: z.unknown().optional(),
});
const asOfOut = z.object({
  id: z.string(),
  /** The stream revision of the last event folded, and the deal's version count then. */
  revision: z.number(),
  deal_version: z.number(),
  deleted: z.boolean(),
  deal: z.record(z.string(), z.unknown()),
});

/**
 * Field history and point in time, read from the deal's own stream: exact, never behind a projection,
 * and nothing else holds every intermediate state.
 */
export const dealHistoryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const readEvents = async (id: string, actor: Actor) => {
    const recorded = await deps.store.readStream(dealStream(id));
    const events = recorded.map((e) => ({ type: e.type, data: decodeStored(deps.types, e) }) as DealEvent);
    // Who may see the history is asked of the deal as it stands now, not as it was then.
    const now = fold(dealDecider, events);
    const access = dealAccessOf(now, actor);
    authorize(access, 'see_history');
    return { recorded, events, access, now };
  };

  app.get(
    '/api/app/deals/secure/:id/history',
    { preHandler: requireUser, schema: { params: idParams, querystring: historyQuery, response: { 200: z.array(fieldChangeOut) } } },
    async (request, reply) => {
      const { path } = request.query;
      try {
        parsePath(path);
      } catch {
        return sendError(reply, errorBody(400, 'BAD_PATH', 'path names a field as a change does, e.g. sub_properties[item_id=abc].name.'));
      }
      const { events, access } = await readEvents(request.params.id, actorOf(request));
      // Who the deal was shared with, and how, is its owner's record: a collaborator's colleagues of the past are not theirs to read.
      if (access.role === 'collaborator' && path.startsWith('shared_deals'))
        throw new DomainError(
          'forbidden',
          'DEAL_FORBIDDEN',
          'Who this deal was shared with is its owner’s to read.',
          'Error: Not Permitted',
        );
      const changes = fieldHistory(events, path);
      const names = await namesOf(
        deps.documents,
        changes.map((c) => c.by),
      );
      return changes.map((c) => ({ ...c, by_name: names.get(c.by) ?? c.by }));
    },
  );

  app.get(
    '/api/app/deals/secure/:id/as-of',
    { preHandler: requireUser, schema: { params: idParams, querystring: asOfQuery, response: { 200: asOfOut } } },
    async (request, reply) => {
      const { at, position } = request.query;
      if ((at === undefined) === (position === undefined)) {
        return sendError(reply, errorBody(400, 'BAD_QUERY', 'Give either at (an ISO time) or position (from X-Position).'));
      }
      const { recorded, events, access, now } = await readEvents(request.params.id, actorOf(request));
      const when: PointInTime = at !== undefined ? { at } : { position: revisionAt(recorded, position!) };
      const state = stateAsOf(events, when);
      if (state.status === 'none') {
        return sendError(reply, errorBody(404, 'DEAL_NOT_YET', 'This deal did not exist yet at that time.'));
      }
      return {
        id: request.params.id,
        revision: state.eventCount - 1,
        deal_version: state.versions.length,
        deleted: state.status === 'deleted',
        deal: { ...state.deal, shared_deals: collaboratorsOf(access, state.deal.shared_deals ?? [], now.deal.shared_deals ?? []) },
      };
    },
  );
};

/** A global position as the stream revision of the deal's last event at or before it (-1: none yet). */
function revisionAt(recorded: RecordedEvent[], position: string): number {
  let revision = -1;
  for (const e of recorded) if (comparePositions(e.position, position) <= 0) revision = e.revision;
  return revision;
}
