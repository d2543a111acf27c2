import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '@dealbook/infra/http/session';
import { contextOf, sendPosition } from '../context';
import type { DealsDeps } from './deps';
import { draftBody, draftWarnings, partialOut, partialParams } from './schemas';
import { runDraft } from './streams';
import { newIdFor } from './tools';

const secure = '/api/app/partials/secure';

/** A draft is kept as typed; the answer says what Save would refuse in it (a name over 25 characters …). */
function warningsOf(draft: Record<string, unknown>) {
  const warnings = draftWarnings(draft);
  return warnings.length > 0 ? { warnings } : {};
}

/** The autosaved partial of a new deal: created on the first change, updated after, deleted on create. */
export const partialRoutes: FastifyPluginAsyncZod<DealsDeps> = async (app, deps) => {
  app.post(
    `${secure}/create`,
    { preHandler: requireUser, schema: { body: draftBody, response: { 201: partialOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const partialId = newIdFor(context, 'partial');
      const data = { deal: request.body, now: context.now.toISOString(), actorId: request.user!.id };
      const result = await runDraft(deps, partialId, { type: 'SaveDraft', data }, context, false);
      sendPosition(reply, result);
      return reply.code(201).send({ partial_id: partialId, deleted: false, ...warningsOf(request.body) });
    },
  );

  app.put(
    `${secure}/:partial_id/update`,
    { preHandler: requireUser, schema: { params: partialParams, body: draftBody, response: { 200: partialOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const data = { deal: request.body, now: context.now.toISOString(), actorId: request.user!.id };
      const result = await runDraft(deps, request.params.partial_id, { type: 'SaveDraft', data }, context);
      sendPosition(reply, result);
      return { partial_id: request.params.partial_id, deleted: false, ...warningsOf(request.body) };
    },
  );

  app.delete(
    `${secure}/:partial_id/delete`,
    { preHandler: requireUser, schema: { params: partialParams, response: { 200: partialOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const data = { dealId: null, now: context.now.toISOString(), actorId: request.user!.id };
      const result = await runDraft(deps, request.params.partial_id, { type: 'DeleteDraft', data }, context);
      sendPosition(reply, result);
      return { partial_id: request.params.partial_id, deleted: true };
    },
  );
};
