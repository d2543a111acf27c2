import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedQueriesStream, savedQuerySchema, SAVED_QUERIES_MAX, type SavedQueriesSet } from '@dealbook/domain/saved-queries';
import { requireReviewer } from '@dealbook/infra/http/session';
import { contextOf } from '../context';
import type { CommandServiceDeps } from '../deps';
import { toNew } from '../handle';

export const SAVED_QUERIES_PATH = '/api/admin/saved-queries/:resource';
const params = z.object({ resource: z.string().regex(/^[a-z][a-z-]{0,39}$/) });
const body = z.object({ queries: z.array(savedQuerySchema).max(SAVED_QUERIES_MAX) });

/**
 * `PUT /api/admin/saved-queries/{resource}` `{ queries: [{ label, value }] }`: a reviewer (admin or auditor)
 * keeps their saved queries of an admin list with their account. Their own preference, not a change to the
 * platform: auditors may save theirs too. Answers the list as recorded.
 */
export const savedQueryRoutes: FastifyPluginAsyncZod<CommandServiceDeps> = async (app, deps) => {
  app.put(SAVED_QUERIES_PATH, { preValidation: requireReviewer, bodyLimit: 64 * 1024, schema: { params, body } }, async (request) => {
    const context = contextOf(request, deps.clock());
    const userId = request.user!.id;
    const event: SavedQueriesSet = {
      type: 'SavedQueriesSet',
      data: { resource: request.params.resource, queries: request.body.queries, at: context.now.toISOString(), by: userId },
    };
    await deps.store.append(savedQueriesStream(userId), [toNew(deps.types, event, 0, context)], 'any');
    return { resource: request.params.resource, queries: event.data.queries };
  });
};
