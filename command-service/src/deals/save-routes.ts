import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '@dealbook/infra/http/session';
import { endOfMonth } from '@dealbook/domain/calc/dates';
import { sampleDeal } from '@dealbook/domain/deals/sample-deal';
import { contextOf, ifMatchOf } from '../context';
import { step } from '../identity/streams';
import type { DealsDeps } from './deps';
import { projectNameSchema } from '@dealbook/domain';
import { blurBody, createBody, dealBody, dealOut, dealResult, idParams, updateBody, versionParams, type Warning } from './schemas';
import { readDeal, readDraft, readVersionData, runDeal, runDraft } from './streams';
import { actorOf, newIdFor, planOf, sendDealHeaders, withDealConflict } from './tools';

const secure = '/api/app/deals/secure';

/** Creating and saving a deal: explicit saves make versions, blur autosaves wait for the next one. */
export const dealSaveRoutes: FastifyPluginAsyncZod<DealsDeps> = async (app, deps) => {
  app.post(
    `${secure}/create`,
    { preHandler: requireUser, schema: { body: createBody, response: { 201: dealOut } } },
    async (request, reply) => {
      const actorId = request.user!.id;
      const context = contextOf(request, deps.clock());
      const now = context.now.toISOString();
      const { partial_id, ...deal } = request.body;
      const dealId = newIdFor(context, 'deal');
      // The partial the deal came from, when it is the caller's: creating the deal deletes it.
      const draft = partial_id ? await readDraft(deps, partial_id) : null;
      const partialId = draft && draft.owner === actorId && draft.status !== 'none' ? partial_id! : null;
      const result = await runDeal(
        deps,
        dealId,
        { type: 'CreateDeal', data: { dealId, deal, partialId, now, actorId } },
        context,
        actorOf(request),
      );
      let position = result.position;
      if (partialId && draft?.status === 'saved') {
        const deleted = await runDraft(deps, partialId, { type: 'DeleteDraft', data: { dealId, now, actorId } }, step(context, 'partial'));
        position = deleted.position ?? position;
      }
      sendDealHeaders(reply, result.revision, position);
      return reply.code(201).send(dealResult(dealId, result));
    },
  );

  // The sample deal (Riverside Commons), analysed at the end of the current month: a worked example to explore.
  app.post(`${secure}/sample`, { preHandler: requireUser, schema: { response: { 201: dealOut } } }, async (request, reply) => {
    const actorId = request.user!.id;
    const context = contextOf(request, deps.clock());
    const dealId = newIdFor(context, 'deal');
    const deal = dealBody.parse(sampleDeal(endOfMonth(context.now)));
    const data = { dealId, deal, partialId: null, now: context.now.toISOString(), actorId };
    const result = await runDeal(deps, dealId, { type: 'CreateDeal', data }, context, actorOf(request));
    sendDealHeaders(reply, result.revision, result.position);
    return reply.code(201).send(dealResult(dealId, result));
  });

  app.put(
    `${secure}/:id/modify/update`,
    { preHandler: requireUser, schema: { params: idParams, body: updateBody, response: { 200: dealOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const { restore_version, ...deal } = request.body;
      const data = {
        deal,
        autosave: false,
        ...(restore_version === undefined ? {} : { restoresVersion: restore_version }),
        ...(await planOf(request, deps)),
        now: context.now.toISOString(),
        actorId: request.user!.id,
      };
      const id = request.params.id;
      const result = await withDealConflict(() =>
        runDeal(deps, id, { type: 'UpdateDeal', data }, context, actorOf(request), ifMatchOf(request)),
      );
      sendDealHeaders(reply, result.revision, result.position);
      return dealResult(id, result);
    },
  );

  /*
   * A blur autosave with a project name over the spec's limit saves everything else and keeps the stored
   * name, answering a warning on project_name: the author's other changes are not lost to a name they are
   * still typing. Any other field outside its domain refuses the autosave, as it would refuse Save.
   */
  app.put(
    `${secure}/:id/modify/update/blur`,
    { preHandler: requireUser, schema: { params: idParams, body: blurBody, response: { 200: dealOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const id = request.params.id;
      const { project_name, ...rest } = request.body;
      const nameIssue = project_name == null ? undefined : projectNameSchema.safeParse(project_name).error?.issues[0];
      const warnings: Warning[] = nameIssue ? [{ field: 'project_name', message: nameIssue.message }] : [];
      const name = nameIssue ? (await readDeal(deps, id)).deal.project_name : project_name;
      const data = {
        deal: { ...rest, ...(name === undefined ? {} : { project_name: name }) },
        autosave: true,
        ...(await planOf(request, deps)),
        now: context.now.toISOString(),
        actorId: request.user!.id,
      };
      const result = await withDealConflict(() =>
        runDeal(deps, id, { type: 'UpdateDeal', data }, context, actorOf(request), ifMatchOf(request)),
      );
      sendDealHeaders(reply, result.revision, result.position);
      return { ...dealResult(id, result), ...(warnings.length > 0 ? { warnings } : {}) };
    },
  );

  app.post(
    `${secure}/:id/versions/:n/restore`,
    { preHandler: requireUser, schema: { params: versionParams, response: { 200: dealOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const id = request.params.id;
      const toVersion = request.params.n;
      // The version's data, from the events up to it: the deal state keeps none. A version made after this
      // read (a save racing the restore that names it) is not found, as if the restore had come first.
      const versionData = await readVersionData(deps, id, await readDeal(deps, id), toVersion);
      const data = {
        toVersion,
        versionData,
        ...(await planOf(request, deps)),
        now: context.now.toISOString(),
        actorId: request.user!.id,
      };
      const result = await withDealConflict(() =>
        runDeal(deps, id, { type: 'RestoreDeal', data }, context, actorOf(request), ifMatchOf(request)),
      );
      sendDealHeaders(reply, result.revision, result.position);
      return dealResult(id, result);
    },
  );
};
