import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDecider,
  accountStream,
  fold,
  matchingErrors,
  selectionFrom,
  strategyOf,
  type AccountEvent,
  type CompanyState,
} from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import { contextOf, sendPosition } from '../context';
import { toDomain } from '../handle';
import { runCompany } from '../account/streams';
import { newIdFor } from '../deals/tools';
import type { MatchingDeps } from './deps';
import { divisionBody, divisionNameBody, divisionOut, divisionQuery, divisionRefOut, industryQuery } from './schemas';

const base = '/api/app/users/secure/profile/strategy';

/** The division as the screen reads it: the spec's option lists with their selected flags. */
export function divisionView(id: string, state: CompanyState) {
  const d = state.divisions[id];
  if (!d) throw matchingErrors.divisionNotFound();
  return { id, name: d.name, industry_id: d.industry_id, Strategies: strategyOf(d.selection) };
}

/**
 * The company's sourcing profile (the requirements "Company sourcing data", section 5's rules): any colleague of
 * the company creates, saves and deletes its divisions; each change is an event on `company-<id>`.
 */
export const sourcingRoutes: FastifyPluginAsyncZod<MatchingDeps> = async (app, deps) => {
  const companyOf = async (userId: string): Promise<string> => {
    const events = await deps.store.readStream(accountStream(userId));
    const state = fold(
      accountDecider,
      events.map((e) => toDomain<AccountEvent>(deps.types, e)),
    );
    if (!state.companyId) throw matchingErrors.noCompany();
    return state.companyId;
  };

  app.put(
    `${base}/create`,
    { preHandler: requireUser, schema: { querystring: industryQuery, body: divisionNameBody, response: { 201: divisionRefOut } } },
    async (request, reply) => {
      const actorId = request.user!.id;
      const companyId = await companyOf(actorId);
      const context = contextOf(request, deps.clock());
      const divisionId = newIdFor(context, 'division');
      const command = {
        type: 'CreateDivision' as const,
        data: { divisionId, industryId: request.query.industry, name: request.body.name, actorId, now: context.now.toISOString() },
      };
      const result = await runCompany(deps, companyId, command, context);
      sendPosition(reply, result);
      const { id, name, industry_id } = divisionView(divisionId, result.state);
      return reply.code(201).send({ id, name, industry_id });
    },
  );

  app.delete(
    `${base}/delete`,
    { preHandler: requireUser, schema: { querystring: divisionQuery, response: { 200: divisionRefOut.pick({ id: true }) } } },
    async (request, reply) => {
      const actorId = request.user!.id;
      const companyId = await companyOf(actorId);
      const context = contextOf(request, deps.clock());
      const divisionId = request.query.division;
      const command = { type: 'DeleteDivision' as const, data: { divisionId, actorId, now: context.now.toISOString() } };
      sendPosition(reply, await runCompany(deps, companyId, command, context));
      return { id: divisionId };
    },
  );

  app.post(
    `${base}/update`,
    { preHandler: requireUser, schema: { body: divisionBody, response: { 200: divisionOut } } },
    async (request, reply) => {
      const actorId = request.user!.id;
      const companyId = await companyOf(actorId);
      const context = contextOf(request, deps.clock());
      const { id, name, Strategies } = request.body;
      const selection = selectionFrom(Strategies);
      const command = { type: 'SaveDivision' as const, data: { divisionId: id, name, selection, actorId, now: context.now.toISOString() } };
      const result = await runCompany(deps, companyId, command, context);
      sendPosition(reply, result);
      return divisionView(id, result.state);
    },
  );
};
