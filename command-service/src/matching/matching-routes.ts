import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { subscriptionFactsOf } from '../subscriptions/facts';
import {
  accountDecider,
  accountStream,
  dealDecider,
  dealProfileOf,
  dealStream,
  entitlementsOf,
  fold,
  matchDeal,
  matchingErrors,
  matchListView,
  matchView,
  type AccountEvent,
  type DealEvent,
  type DealState,
  type Invitee,
} from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import { contextOf } from '../context';
import { toDomain, type CommandContext } from '../handle';
import { linkTokens } from '../identity/secrets';
import { readUser } from '../identity/streams';
import { idParams } from '../deals/schemas';
import { assertCan, readDeal, runDeal } from '../deals/streams';
import { actorOf, sendDealHeaders } from '../deals/tools';
import type { MatchingDeps } from './deps';
import type { SourcingDirectory } from './directory';
import { matchListOut, matchOut, matchParams, rateBody, rateOut, shareMatchBody } from './schemas';

const secure = '/api/app/deals/secure';

/** The person's account as others read it: their profile's name (else the one they signed up with, else their email) and firm. */
export async function sponsorOf(deps: MatchingDeps, userId: string): Promise<{ name: string; company: string }> {
  const events = await deps.store.readStream(accountStream(userId));
  const account = fold(
    accountDecider,
    events.map((e) => toDomain<AccountEvent>(deps.types, e)),
  );
  const profile = `${account.firstName} ${account.lastName}`.trim();
  if (profile) return { name: profile, company: account.companyName };
  const user = await readUser(deps, userId);
  return { name: `${user.firstName} ${user.lastName}`.trim() || user.email || 'A Dealbook user', company: account.companyName };
}

export const nameOf = async (deps: MatchingDeps, userId: string): Promise<string> => (await sponsorOf(deps, userId)).name;

/**
 * A decline link's token: the deal id, then a random part drawn for the invitee and kept for the command
 * (a retried contact mails the same link).
 */
export function declineTokens(deps: Pick<MatchingDeps, 'store' | 'types' | 'sessionKey'>) {
  const tokens = linkTokens(deps.sessionKey);
  return async (dealId: string, context: CommandContext, userId: string) => {
    const drawn = await tokens.draw(deps, context, 'decline', userId, `${dealId}.`);
    return { token_hash: drawn.hash, sealed_token: drawn.sealed };
  };
}

/** The deal id a decline token names (before its first dot), or null. */
export const dealIdOfToken = (token: string): string | null => {
  const at = token.indexOf('.');
  return at > 0 ? token.slice(0, at) : null;
};

/**
 * The sponsor's side of matching: run the matcher, contact a match (the
 * deal is shared with the company's people as a match and they are mailed), rate it. Each is an event on
 * the deal's stream; the rules are in domain/matching/decide-matching.ts.
 */
export const matchingRoutes: FastifyPluginAsyncZod<MatchingDeps> = async (app, deps) => {
  const tokensFor = declineTokens(deps);
  const directory = (): SourcingDirectory => {
    if (!deps.sourcing) throw new Error('The matching routes need a sourcing directory (directoryFromDocuments)');
    return deps.sourcing;
  };
  const assertEntitled = async (request: FastifyRequest) => {
    const subscription = request.user ? await subscriptionFactsOf(deps, request.user.id, deps.clock()) : null;
    const { matching } = entitlementsOf({ admin: request.user?.admin === true, matchingOpen: deps.matchingOpen ?? false, subscription });
    if (!matching) throw matchingErrors.matchingClosed();
  };
  const peopleOf = async (state: DealState) => {
    const ids = [...new Set(state.matching.matches.map((m) => m.company_id))];
    const people = await directory().people(ids);
    return (companyId: string) => people.get(companyId) ?? [];
  };
  const listOf = async (id: string, state: DealState) =>
    matchListView(
      { id, project_name: state.deal.project_name ?? '', demo_deal: state.deal.demo_deal === true },
      state.matching,
      await peopleOf(state),
    );

  app.put(
    `${secure}/:id/modify/get_matched`,
    { preHandler: requireUser, schema: { params: idParams, response: { 200: matchListOut } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = request.params.id;
      const recorded = await deps.store.readStream(dealStream(id));
      const state = fold(
        dealDecider,
        recorded.map((e) => toDomain<DealEvent>(deps.types, e)),
      );
      assertCan(state, actor, 'match');
      await assertEntitled(request);
      const context = contextOf(request, deps.clock());
      const run = matchDeal(dealProfileOf(state.deal, context.now), await directory().divisions());
      const last = recorded[recorded.length - 1]!;
      const command = {
        type: 'RunMatch' as const,
        data: {
          run,
          dealVersion: state.versions.length,
          streamRevision: state.eventCount - 1,
          position: last.position,
          actorId: actor.id,
          now: context.now.toISOString(),
        },
      };
      // Matched on this revision: a save in between is a 409, so the run always names what it matched.
      const result = await runDeal(deps, id, command, context, actor, state.eventCount - 1);
      sendDealHeaders(reply, result.revision, result.position);
      return listOf(id, result.state);
    },
  );

  const contact = async (request: FastifyRequest, id: string, matchId: string, only: string | null) => {
    const actor = actorOf(request);
    const state = await readDeal(deps, id);
    assertCan(state, actor, 'match');
    await assertEntitled(request);
    const match = state.matching.matches.find((m) => m.match_id === matchId);
    if (!match) throw matchingErrors.matchNotFound();
    const context = contextOf(request, deps.clock());
    const colleagues = (await directory().people([match.company_id])).get(match.company_id) ?? [];
    const people = colleagues.filter((p) => p.id !== actor.id && (only === null || p.id === only));
    const invitees: Invitee[] = [];
    for (const p of people) {
      const name = `${p.first_name} ${p.last_name}`.trim() || p.email;
      invitees.push({ user_id: p.id, email: p.email, name, ...(await tokensFor(id, context, p.id)) });
    }
    const sponsor = await sponsorOf(deps, actor.id);
    const command = {
      type: 'ContactMatch' as const,
      data: {
        matchId,
        invitees,
        demo: state.deal.demo_deal === true,
        dealVersion: state.versions.length,
        projectName: state.deal.project_name ?? '',
        byName: sponsor.name,
        byCompany: sponsor.company,
        actorId: actor.id,
        now: context.now.toISOString(),
      },
    };
    const result = await runDeal(deps, id, command, context, actor);
    const contacted = result.state.matching.matches.find((m) => m.match_id === matchId)!;
    return { result, view: matchView(contacted, colleagues) };
  };

  for (const suffix of ['contact', 'contact/demo']) {
    app.put(
      `${secure}/:id/matches/:match_id/${suffix}`,
      { preHandler: requireUser, schema: { params: matchParams, response: { 200: matchOut } } },
      async (request, reply) => {
        const { result, view } = await contact(request, request.params.id, request.params.match_id, null);
        sendDealHeaders(reply, result.revision, result.position);
        return view;
      },
    );
  }

  // Share with one capital provider (a PI) as a match; their company must be a match.
  app.post(
    `${secure}/:id/share/match`,
    { preHandler: requireUser, schema: { params: idParams, body: shareMatchBody, response: { 201: matchOut } } },
    async (request, reply) => {
      const { id: userId, email } = request.body.user;
      const state = await readDeal(deps, request.params.id);
      assertCan(state, actorOf(request), 'match');
      const companies = state.matching.matches.map((m) => m.company_id);
      const byCompany = await directory().people(companies);
      const people = companies.map((c) => ({ c, people: byCompany.get(c) ?? [] }));
      const hit = people.find(({ people: list }) =>
        list.some((p) => p.id === userId || (email && p.email.toLowerCase() === email.toLowerCase())),
      );
      if (!hit) throw matchingErrors.matchNotFound();
      const person = hit.people.find((p) => p.id === userId || p.email.toLowerCase() === email?.toLowerCase())!;
      const { result, view } = await contact(request, request.params.id, hit.c, person.id);
      sendDealHeaders(reply, result.revision, result.position);
      return reply.code(201).send(view);
    },
  );

  app.put(
    `${secure}/:id/matches/:match_id/rate`,
    { preHandler: requireUser, schema: { params: matchParams, body: rateBody, response: { 200: rateOut } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id, match_id } = request.params;
      const context = contextOf(request, deps.clock());
      const command = {
        type: 'RateMatch' as const,
        data: { matchId: match_id, rating: request.body.rating, actorId: actor.id, now: context.now.toISOString() },
      };
      const result = await runDeal(deps, id, command, context, actor);
      sendDealHeaders(reply, result.revision, result.position);
      return { match_id, rating: result.state.matching.matches.find((m) => m.match_id === match_id)?.rating ?? 0 };
    },
  );
};
