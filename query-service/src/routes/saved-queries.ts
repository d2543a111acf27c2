import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeStored } from '@dealbook/domain';
import { savedQueriesOf, savedQueriesStream, type SavedQueriesSet } from '@dealbook/domain/saved-queries';
import { requireReviewer } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';

/** `GET /api/admin/saved-queries/{resource}`: the caller's saved queries of an admin list, from their own stream. */
export const savedQueryReadRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  app.get(
    '/api/admin/saved-queries/:resource',
    { preValidation: requireReviewer, schema: { params: z.object({ resource: z.string().regex(/^[a-z][a-z-]{0,39}$/) }) } },
    async (request) => {
      const recorded = await deps.store.readStream(savedQueriesStream(request.user!.id));
      const events = recorded.map((e) => ({ type: e.type, data: decodeStored(deps.types, e) }) as SavedQueriesSet);
      return { resource: request.params.resource, queries: savedQueriesOf(events, request.params.resource) };
    },
  );
};
