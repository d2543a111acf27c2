import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorize,
  dealErrors,
  dealOfVersion,
  entitlementsOf,
  industries,
  invitationOf,
  matchingErrors,
  matchListView,
  strategyOf,
  type MatchPerson,
  type MatchingState,
} from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import { hashToken } from '@dealbook/infra/security/tokens';
import { DEAL_MATCHES, type DealMatchesDoc } from '@dealbook/projections/matching/matches';
import { SOURCING_DIVISIONS, type SourcingDivisionDoc } from '@dealbook/projections/matching/sourcing';
import type { QueryServiceDeps } from '../deps';
import { subscriptionFactsOf } from './subscription';
import { accessTo, actorOf, foldedDeal, idParams, offeredTo } from './deals-shared';

const loose = z.looseObject({});

/**
 * The read side of sourcing and matching (domain/src/matching/README.md): a company's divisions, the
 * sponsor's match list, the provider's invitation, and the public decline link's preview.
 */
export const matchingQueryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const { documents } = deps;
  const accountOf = (id: string) => documents.get('accounts', id);
  const nameOf = (a: Record<string, unknown> | null) =>
    `${String(a?.first_name ?? '')} ${String(a?.last_name ?? '')}`.trim() || String(a?.email ?? '');
  /** Each matched company's people, in one read of the accounts (as the command side's directory reads them). */
  const peopleOf = async (matching: MatchingState) => {
    const ids = [...new Set(matching.matches.map((m) => m.company_id))];
    const byCompany = new Map<string, MatchPerson[]>();
    const docs = ids.length ? await documents.find('accounts', { company_id: { $in: ids } }, { sort: { _id: 1 } }) : [];
    for (const d of docs) {
      if (typeof d.email !== 'string' || d.email === '') continue;
      const person = { id: d._id, first_name: String(d.first_name ?? ''), last_name: String(d.last_name ?? ''), email: d.email };
      byCompany.set(String(d.company_id), [...(byCompany.get(String(d.company_id)) ?? []), person]);
    }
    return (companyId: string) => byCompany.get(companyId) ?? [];
  };

  app.get(
    '/api/app/users/secure/profile/strategy/info',
    { preHandler: requireUser, config: { projections: ['sourcing', 'accounts'] }, schema: { response: { 200: loose } } },
    async (request) => {
      const companyId = (await accountOf(request.user!.id))?.company_id;
      if (typeof companyId !== 'string') return { company: null, industries: industries.map((i) => ({ ...i, divisions: [] })) };
      const company = await documents.get('companies', companyId);
      const divisions = await documents.find<SourcingDivisionDoc>(SOURCING_DIVISIONS, { company_id: companyId }, { sort: { name: 1 } });
      return {
        company: { id: companyId, name: String(company?.name ?? '') },
        industries: industries.map((i) => ({
          ...i,
          divisions: divisions.filter((d) => d.industry_id === i.id).map((d) => ({ id: d._id, name: d.name })),
        })),
      };
    },
  );

  app.get(
    '/api/app/users/secure/profile/strategy',
    {
      preHandler: requireUser,
      config: { projections: ['sourcing', 'accounts'] },
      schema: { querystring: z.object({ division: z.string().min(1).max(100) }), response: { 200: loose } },
    },
    async (request) => {
      const doc = await documents.get<SourcingDivisionDoc>(SOURCING_DIVISIONS, request.query.division);
      const own = (await accountOf(request.user!.id))?.company_id;
      const reviewer = request.user!.admin || request.user!.auditor;
      // Another company's division is none of the caller's business: the same 404 as none at all.
      if (!doc || (doc.company_id !== own && !reviewer)) throw matchingErrors.divisionNotFound();
      return { id: doc._id, name: doc.name, industry_id: doc.industry_id, Strategies: strategyOf(doc.selection) };
    },
  );

  app.get(
    '/api/app/deals/secure/:id/matches/retrieve',
    {
      preHandler: requireUser,
      config: { projections: ['matches', 'deal_access', 'deals', 'accounts'] },
      schema: { params: idParams, response: { 200: loose } },
    },
    async (request) => {
      const actor = actorOf(request);
      const id = request.params.id;
      const access = await accessTo(documents, id, actor);
      // A provider sees the deal offered, never who else was matched to it.
      if (access.role === 'provider') throw dealErrors.dealNotFound();
      authorize(access, 'view');
      const reviewer = access.role === 'admin' || access.role === 'auditor';
      const subscription = reviewer ? null : await subscriptionFactsOf(deps, actor.id);
      if (!reviewer && !entitlementsOf({ admin: actor.admin === true, matchingOpen: deps.matchingOpen ?? false, subscription }).matching) {
        throw matchingErrors.matchingClosed();
      }
      const deal = await documents.get<{ _id: string; project_name?: string; deal?: Record<string, unknown> } & Record<string, unknown>>(
        'deals',
        id,
      );
      const doc = await documents.get<DealMatchesDoc>(DEAL_MATCHES, id);
      const matching = doc?.matching ?? { run: null, matches: [] };
      const view = { id, project_name: String(deal?.project_name ?? ''), demo_deal: deal?.deal?.demo_deal === true };
      return matchListView(view, matching, await peopleOf(matching));
    },
  );

  app.get(
    '/api/app/deals/secure/:id/invitations/retrieve',
    {
      preHandler: requireUser,
      config: { projections: ['matches', 'deal_access'] },
      schema: { params: idParams, response: { 200: loose } },
    },
    async (request) => {
      const actor = actorOf(request);
      const id = request.params.id;
      const access = await accessTo(documents, id, actor);
      authorize(access, 'answer');
      const { events, state } = await foldedDeal(deps, id);
      const found = invitationOf(state.matching, actor.id);
      if (!found) throw dealErrors.dealNotFound();
      const { match, invitation } = found;
      // The version offered, or the latest when the deal has no such version; 0 when it has none.
      const latest = state.versions.length;
      const version = state.versions[invitation.deal_version - 1] === undefined ? latest : invitation.deal_version;
      const eventIndex = state.versions[version - 1];
      const owner = await accountOf(state.deal.user_id ?? '');
      return {
        deal_id: id,
        status: invitation.status,
        deal_version: version,
        current_version: latest,
        changed_since: version < latest,
        deal: offeredTo(access, eventIndex === undefined ? state.deal : dealOfVersion(events, eventIndex)),
        sponsor: { name: nameOf(owner), company: String(owner?.company ?? '') },
        match: { company_name: match.company_name, division_name: match.division_name, score: match.score, criteria: match.criteria },
        feedback: invitation.feedback,
        comment: invitation.comment,
      };
    },
  );

  app.get(
    '/api/app/deals/:token/invitations/preview',
    {
      config: { projections: ['matches', 'deals', 'accounts'] },
      schema: { params: z.object({ token: z.string().min(10).max(300) }), response: { 200: loose } },
    },
    async (request) => {
      const token = request.params.token;
      const dealId = token.slice(0, Math.max(0, token.indexOf('.')));
      const doc = dealId ? await documents.get<DealMatchesDoc>(DEAL_MATCHES, dealId) : null;
      const hash = hashToken(token);
      const match = doc?.matching.matches.find((m) => m.invitations.some((i) => i.token_hash === hash));
      const invitation = match?.invitations.find((i) => i.token_hash === hash);
      if (!doc || !match || !invitation) throw matchingErrors.tokenInvalid();
      if (['accepted', 'declined', 'archived'].includes(invitation.status)) throw matchingErrors.tokenUsed();
      if (deps.clock().getTime() >= Date.parse(invitation.expires_at)) throw matchingErrors.tokenInvalid();
      const deal = await documents.get('deals', dealId);
      const owner = await accountOf(doc.owner_id);
      return {
        project_name: String(deal?.project_name ?? ''),
        // the provider's own firm, the one matched; the offer is the sponsor's, of their firm
        company_name: match.company_name,
        sponsor_name: nameOf(owner),
        sponsor_company: String(owner?.company ?? ''),
      };
    },
  );
};
