import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { healthOf } from '@dealbook/projections/runner/projection';
import { requireReviewer } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';
import { listQuery, parseList, sendRange } from '../simple-rest';

const projection = z.object({
  id: z.string(),
  version: z.number(),
  state: z.string(),
  checkpoint: z.string(),
  head: z.string(),
  lag: z.number(),
  last_error: z.string().nullable(),
});

/** One projection's page adds how many events it could not apply. */
const projectionDetail = projection.extend({ dead_letters: z.number() });

const deadLetter = z.object({
  id: z.string(),
  projection: z.string(),
  position: z.string(),
  error: z.string(),
  at: z.string(),
  event_type: z.string(),
  stream_id: z.string(),
});

/** Where each read model is: checkpoint, head, lag, state and the last error (admins only). */
export const projectionRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const statuses = async () => (await deps.progress.status()).map(({ name, ...rest }) => ({ id: name, ...rest }));

  app.get(
    '/api/admin/projections',
    { preValidation: requireReviewer, schema: { querystring: listQuery, response: { 200: z.array(projection) } } },
    async (request, reply) => {
      const list = parseList(request.query);
      const all = await statuses();
      const page = all.slice(list.skip, list.skip + list.limit);
      sendRange(reply, 'projections', list.skip, page.length, all.length);
      return page;
    },
  );

  app.get(
    '/api/admin/projections/:id',
    { preValidation: requireReviewer, schema: { params: z.object({ id: z.string().max(100) }), response: { 200: projectionDetail } } },
    async (request, reply) => {
      const status = (await statuses()).find((p) => p.id === request.params.id);
      if (!status) return sendError(reply, errorBody(404, 'NO_SUCH_PROJECTION', `No projection is named ${request.params.id}.`));
      return { ...status, dead_letters: await deps.documents.count('dead_letters', { projection: status.id }) };
    },
  );

  // Events a projection could not apply (it stopped there); `POST .../projections/{name}/retry` tries again.
  app.get(
    '/api/admin/dead-letters',
    { preValidation: requireReviewer, schema: { querystring: listQuery, response: { 200: z.array(deadLetter) } } },
    async (request, reply) => {
      const list = parseList(request.query);
      const projection = typeof list.filter.projection === 'string' ? { projection: list.filter.projection } : {};
      const [docs, total] = await Promise.all([
        deps.documents.find('dead_letters', projection, { sort: { at: -1 }, skip: list.skip, limit: list.limit }),
        deps.documents.count('dead_letters', projection),
      ]);
      sendRange(reply, 'dead-letters', list.skip, docs.length, total);
      return docs.map((d) => ({
        id: d._id,
        projection: String(d.projection),
        position: String(d.position),
        error: String(d.error),
        at: String(d.at),
        event_type: String((d.event as { type?: unknown } | undefined)?.type ?? ''),
        stream_id: String((d.event as { streamId?: unknown } | undefined)?.streamId ?? ''),
      }));
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: z.object({
            status: z.enum(['ok', 'degraded']),
            projections: z.array(z.object({ name: z.string(), state: z.string(), lag: z.number() })),
          }),
        },
      },
    },
    async () => {
      const projections = (await deps.progress.status()).map((p) => ({ name: p.name, state: p.state, lag: p.lag }));
      return { status: healthOf(projections.map((p) => p.state)), projections };
    },
  );
};
