import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDecider,
  accountStream,
  authorize,
  buildsOf,
  companyStream,
  dealAccessOf,
  decodeStored,
  modelErrors,
  modelFactsFrom,
  modelStatusOf,
  modelStream,
  subscriptionStream,
  trackItem,
  type AccountEvent,
} from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { requireUser } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';
import { actorOf, foldedDeal, idParams } from './deals-shared';

const base = '/api/app/deals/secure/:id/attachments';

/**
 * The spreadsheet model's reads (domain/src/models/README.md): the caller's unlock status, plan quota and
 * builds of a deal, folded from their own streams (exact: a build queued a moment ago is listed). Anyone who
 * may see the deal may ask; each person sees their own unlock and builds.
 */
export const modelQueryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const factsOf = async (user: { id: string; admin: boolean }) => {
    const [models, subscription, account] = await Promise.all([
      deps.store.readStream(modelStream(user.id)),
      deps.store.readStream(subscriptionStream(user.id)),
      deps.store.readStream(accountStream(user.id)),
    ]);
    const companyId = account
      .map((e) => ({ type: e.type, data: decodeStored(deps.types, e) }) as AccountEvent)
      .reduce(accountDecider.evolve, accountDecider.initialState).companyId;
    const company = companyId ? await deps.store.readStream(companyStream(companyId)) : [];
    return modelFactsFrom(deps.types, { models, subscription, account, company }, user.admin, deps.clock());
  };
  const readable = async (request: Parameters<typeof actorOf>[0], dealId: string) => {
    const { state } = await foldedDeal(deps, dealId);
    authorize(dealAccessOf(state, actorOf(request)), 'view');
  };

  app.get(
    `${base}/verify/status/model`,
    { preHandler: requireUser, schema: { description: 'The caller’s model of a deal: unlock, quota, newest build.', params: idParams } },
    async (request) => {
      const dealId = request.params.id;
      await readable(request, dealId);
      const facts = await factsOf(request.user!);
      return modelStatusOf(dealId, facts);
    },
  );

  app.get(
    `${base}/model/track`,
    { preHandler: requireUser, schema: { description: 'The caller’s model builds of a deal, newest first.', params: idParams } },
    async (request) => {
      const dealId = request.params.id;
      await readable(request, dealId);
      const facts = await factsOf(request.user!);
      return buildsOf(facts.state, dealId).map((b) => trackItem(b));
    },
  );

  app.get(
    `${base}/model/:attachment_id/upload/status`,
    {
      preHandler: requireUser,
      schema: { description: 'One model build.', params: idParams.extend({ attachment_id: z.string().min(1).max(100) }) },
    },
    async (request) => {
      const dealId = request.params.id;
      await readable(request, dealId);
      const facts = await factsOf(request.user!);
      const build = buildsOf(facts.state, dealId).find((b) => b.build_id === request.params.attachment_id);
      if (!build) throw modelErrors.notFound();
      return trackItem(build);
    },
  );

  // The spec lists the build as a GET; it spends a quota unit, so it is a POST on the command service.
  app.get(`${base}/model/build`, { schema: { hide: true, params: idParams } }, async (_request, reply) =>
    sendError(reply.header('Allow', 'POST'), errorBody(405, 'USE_POST', 'Queue a model build with POST.')),
  );
};
