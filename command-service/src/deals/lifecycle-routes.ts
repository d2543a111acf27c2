import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarMonthOf, isExempt, replicaSourceOf } from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import { contextOf, ifMatchOf } from '../context';
import type { DealsDeps } from './deps';
import { dealOut, dealResult, idParams, renameBody, replicaOut, replicateBody } from './schemas';
import { assertCan, readDeal, runDeal } from './streams';
import { actorOf, newIdFor, planOf, sendDealHeaders, usageOf, withDealConflict } from './tools';

const secure = '/api/app/deals/secure';

/** Rename, replicate, delete (to the Deleted tab) and recover. */
export const dealLifecycleRoutes: FastifyPluginAsyncZod<DealsDeps> = async (app, deps) => {
  app.put(
    `${secure}/:id/modify/rename`,
    { preHandler: requireUser, schema: { params: idParams, body: renameBody, response: { 200: dealOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const data = {
        projectName: request.body.project_name,
        isAdmin: request.user!.admin,
        now: context.now.toISOString(),
        actorId: request.user!.id,
      };
      const id = request.params.id;
      const result = await withDealConflict(() =>
        runDeal(deps, id, { type: 'RenameDeal', data }, context, actorOf(request), ifMatchOf(request)),
      );
      sendDealHeaders(reply, result.revision, result.position);
      return dealResult(id, result);
    },
  );

  app.post(
    `${secure}/:id/modify/replicate`,
    { preHandler: requireUser, schema: { params: idParams, body: replicateBody, response: { 201: replicaOut } } },
    async (request, reply) => {
      const actorId = request.user!.id;
      const context = contextOf(request, deps.clock());
      const now = context.now.toISOString();
      const sourceState = await readDeal(deps, request.params.id);
      assertCan(sourceState, actorOf(request), 'replicate');
      const source = replicaSourceOf(request.params.id, sourceState);
      const plan = await planOf(request, deps);
      const replicatesThisMonth = isExempt(plan) ? 0 : (await usageOf(deps, actorId, calendarMonthOf(now))).replicates;
      const asked = request.body?.project_name?.trim();
      const projectName = asked && asked !== source.deal.project_name ? asked : undefined;
      const dealId = newIdFor(context, 'replica');
      const data = { dealId, source, ...(projectName ? { projectName } : {}), replicatesThisMonth, ...plan, now, actorId };
      const result = await runDeal(deps, dealId, { type: 'ReplicateDeal', data }, context, actorOf(request));
      sendDealHeaders(reply, result.revision, result.position);
      return reply.code(201).send({ ...dealResult(dealId, result), source: { deal_id: source.dealId, deal_version: source.dealVersion } });
    },
  );

  app.delete(
    `${secure}/:id/modify/delete`,
    { preHandler: requireUser, schema: { params: idParams, response: { 200: dealOut } } },
    async (request, reply) => {
      const actorId = request.user!.id;
      const context = contextOf(request, deps.clock());
      const now = context.now.toISOString();
      const plan = await planOf(request, deps);
      const id = request.params.id;
      // A deal the caller may not delete is refused before anything about their plan is looked up.
      assertCan(await readDeal(deps, id), actorOf(request), 'delete');
      const deletesThisMonth = isExempt(plan) ? 0 : (await usageOf(deps, actorId, calendarMonthOf(now))).deletes;
      const data = { deletesThisMonth, ...plan, now, actorId };
      const result = await withDealConflict(() =>
        runDeal(deps, id, { type: 'DeleteDeal', data }, context, actorOf(request), ifMatchOf(request)),
      );
      sendDealHeaders(reply, result.revision, result.position);
      return dealResult(id, result);
    },
  );

  app.post(
    `${secure}/:id/modify/recover`,
    { preHandler: requireUser, schema: { params: idParams, response: { 200: dealOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const data = { now: context.now.toISOString(), actorId: request.user!.id };
      const id = request.params.id;
      const result = await withDealConflict(() =>
        runDeal(deps, id, { type: 'RecoverDeal', data }, context, actorOf(request), ifMatchOf(request)),
      );
      sendDealHeaders(reply, result.revision, result.position);
      return dealResult(id, result);
    },
  );
};
