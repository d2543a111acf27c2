import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strategyOf } from '@dealbook/domain';
import type { Filter } from '@dealbook/infra/document-store/port';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { requireReviewer } from '@dealbook/infra/http/session';
import { INVITATIONS, type InvitationDoc } from '@dealbook/projections/matching/matches';
import { SOURCING_DIVISIONS, type SourcingDivisionDoc } from '@dealbook/projections/matching/sourcing';
import type { QueryServiceDeps } from '../deps';
import { escapeRegex, findOptions, idsFilter, listQuery, parseList, sendRange } from '../simple-rest';

const invitation = z.object({
  id: z.string(),
  deal_id: z.string(),
  user_id: z.string(),
  owner_id: z.string(),
  match_id: z.string(),
  company_name: z.string(),
  score: z.number(),
  status: z.string(),
  group: z.string(),
  invited_at: z.string(),
  status_at: z.string(),
  deal_version: z.number(),
});
const division = z.object({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  industry_id: z.string(),
  name: z.string(),
  updated_at: z.string(),
  /** How many options the division selected, all groups together (the list's one figure). */
  selected: z.number(),
  Strategies: z.looseObject({}),
});

const invitationOut = ({ _id, _position: _p, ...rest }: InvitationDoc) => ({ id: _id, ...rest });
const divisionOut = (d: SourcingDivisionDoc) => {
  const s = d.selection;
  const lists = [
    s.Asset_Class,
    s.Property,
    s.Risk_Class,
    s.Business_Plan,
    s.Applied_Strategy,
    s.Product_Strategy,
    s.Cap_Struct,
    s.Geography,
    s.Territory,
  ];
  const horizons = [s.Horizon.DEBT, s.Horizon.DEQT, s.Horizon.PHYS];
  return {
    id: d._id,
    company_id: d.company_id,
    company_name: d.company_name,
    industry_id: d.industry_id,
    name: d.name,
    updated_at: d.updated_at,
    selected: [...lists, ...horizons].reduce((n, l) => n + l.length, 0),
    Strategies: strategyOf(s) as unknown as Record<string, unknown>,
  };
};

/**
 * Matching for admins and auditors (issues 13 and 17): every invitation with its answer, and every
 * sourcing division, as react-admin lists them. Read-only: the answers belong to the providers.
 */
export const adminMatchingRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const { documents } = deps;

  app.get(
    '/api/admin/invitations',
    {
      preValidation: requireReviewer,
      config: { projections: ['matches'] },
      schema: { querystring: listQuery, response: { 200: z.array(invitation) } },
    },
    async (request, reply) => {
      const list = parseList(request.query);
      const filter = invitationFilter(list.filter);
      const sortFields = {
        status_at: 'status_at',
        invited_at: 'invited_at',
        score: 'score',
        status: 'status',
        company_name: 'company_name',
      };
      const [docs, total] = await Promise.all([
        documents.find<InvitationDoc>(INVITATIONS, filter, findOptions(list, sortFields, { status_at: -1 })),
        documents.count(INVITATIONS, filter),
      ]);
      sendRange(reply, 'invitations', list.skip, docs.length, total);
      return docs.map(invitationOut);
    },
  );

  app.get(
    '/api/admin/invitations/:id',
    { preValidation: requireReviewer, schema: { params: z.object({ id: z.string().max(300) }), response: { 200: invitation } } },
    async (request, reply) => {
      const doc = await documents.get<InvitationDoc>(INVITATIONS, request.params.id);
      return doc ? invitationOut(doc) : sendError(reply, errorBody(404, 'NOT_FOUND', 'No such invitation.'));
    },
  );

  app.get(
    '/api/admin/divisions',
    {
      preValidation: requireReviewer,
      config: { projections: ['sourcing'] },
      schema: { querystring: listQuery, response: { 200: z.array(division) } },
    },
    async (request, reply) => {
      const list = parseList(request.query);
      const filter = divisionFilter(list.filter);
      const sortFields = { name: 'name', company_name: 'company_name', updated_at: 'updated_at' };
      const [docs, total] = await Promise.all([
        documents.find<SourcingDivisionDoc>(SOURCING_DIVISIONS, filter, findOptions(list, sortFields, { company_name: 1 })),
        documents.count(SOURCING_DIVISIONS, filter),
      ]);
      sendRange(reply, 'divisions', list.skip, docs.length, total);
      return docs.map(divisionOut);
    },
  );

  app.get(
    '/api/admin/divisions/:id',
    { preValidation: requireReviewer, schema: { params: z.object({ id: z.string().max(300) }), response: { 200: division } } },
    async (request, reply) => {
      const doc = await documents.get<SourcingDivisionDoc>(SOURCING_DIVISIONS, request.params.id);
      return doc ? divisionOut(doc) : sendError(reply, errorBody(404, 'NOT_FOUND', 'No such division.'));
    },
  );
};

function invitationFilter(f: Record<string, unknown>): Filter {
  const and: Filter[] = [];
  const ids = idsFilter(f);
  if (ids) and.push(ids);
  for (const field of ['status', 'group', 'deal_id', 'user_id', 'owner_id']) {
    if (typeof f[field] === 'string' && f[field]) and.push({ [field]: f[field] });
  }
  // answered since: the dashboard's accepted and declined figures lead here
  if (typeof f.status_at_gte === 'string' && f.status_at_gte) and.push({ status_at: { $gte: f.status_at_gte } });
  if (typeof f.q === 'string' && f.q.trim()) and.push({ company_name: { $regex: escapeRegex(f.q.trim()), $options: 'i' } });
  return and.length ? { $and: and } : {};
}

function divisionFilter(f: Record<string, unknown>): Filter {
  const and: Filter[] = [];
  const ids = idsFilter(f);
  if (ids) and.push(ids);
  if (typeof f.company_id === 'string' && f.company_id) and.push({ company_id: f.company_id });
  if (typeof f.q === 'string' && f.q.trim()) {
    const rx = { $regex: escapeRegex(f.q.trim()), $options: 'i' };
    and.push({ $or: [{ name: rx }, { company_name: rx }] });
  }
  return and.length ? { $and: and } : {};
}
