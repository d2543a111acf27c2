import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeEvent } from '@dealbook/domain';
import { OPS_PROJECTIONS_STREAM, type OpsEvent } from '@dealbook/domain/ops-events';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { requireAdmin } from '@dealbook/infra/http/session';
import { contextOf } from '../context';
import type { CommandServiceDeps } from '../deps';

const requestOut = z.object({ projection: z.string(), requested: z.enum(['retry', 'rebuild']), at: z.string() });

/**
 * `POST /api/admin/projections/{name}/retry` and `.../rebuild`: an admin asks the projection
 * process to start a stopped projection again from its checkpoint, or to rebuild one. The request is an
 * event (who asked, when); the process acts on it as it arrives (projections/runner/requests.ts).
 */
export const projectionRequestRoutes: FastifyPluginAsyncZod<CommandServiceDeps> = async (app, deps) => {
  for (const requested of ['retry', 'rebuild'] as const) {
    app.post(
      `/api/admin/projections/:name/${requested}`,
      { preValidation: requireAdmin, schema: { params: z.object({ name: z.string().min(1).max(100) }), response: { 202: requestOut } } },
      async (request, reply) => {
        const projection = request.params.name;
        if (deps.projectionNames && !deps.projectionNames.includes(projection)) {
          return sendError(reply, errorBody(404, 'NO_SUCH_PROJECTION', `No projection is named ${projection}.`));
        }
        const context = contextOf(request, deps.clock());
        const at = context.now.toISOString();
        const type: OpsEvent['type'] = requested === 'retry' ? 'ProjectionRetryRequested' : 'ProjectionRebuildRequested';
        const data = decodeEvent(deps.types, type, { projection, at, by: request.user!.id }, 1);
        const id = randomUUID();
        const metadata = {
          actorId: request.user!.id,
          commandId: context.commandId,
          correlationId: context.correlationId,
          causationId: id,
          occurredAt: at,
          schemaVersion: 1,
        };
        const result = await deps.store.append(OPS_PROJECTIONS_STREAM, [{ id, type, data, metadata }], 'any');
        reply.header('X-Position', result.position);
        return reply.code(202).send({ projection, requested, at });
      },
    );
  }
};
