import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchingErrors, matchingMessages as m, type DealState } from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import { hashToken } from '@dealbook/infra/security/tokens';
import { contextOf } from '../context';
import { readUser } from '../identity/streams';
import { idParams } from '../deals/schemas';
import { assertCan, readDeal, runDeal } from '../deals/streams';
import { actorOf, sendDealHeaders } from '../deals/tools';
import type { MatchingDeps } from './deps';
import { dealIdOfToken, nameOf } from './matching-routes';
import { feedbackBody, feedbackOut, tokenFeedbackBody, tokenParams } from './schemas';

const titles: Record<string, string | null> = { accepted: m.accepted, declined: m.declined, archived: m.archived, viewed: null };

/**
 * The provider's side: opening a review (viewed), accepting, declining with
 * reasons, archiving; and declining from the mailed link without signing in.
 */
export const invitationRoutes: FastifyPluginAsyncZod<MatchingDeps> = async (app, deps) => {
  app.put(
    '/api/app/deals/secure/:id/invitations/feedback',
    { preHandler: requireUser, schema: { params: idParams, body: feedbackBody, response: { 200: feedbackOut } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = request.params.id;
      const state = await readDeal(deps, id);
      assertCan(state, actor, 'answer');
      const { status, feedback, comment, deal_version } = request.body;
      const context = contextOf(request, deps.clock());
      const command = {
        type: 'SetInvitationStatus' as const,
        data: {
          status,
          feedback,
          comment,
          via: 'app' as const,
          ...(deal_version !== undefined ? { dealVersion: deal_version } : {}),
          latestVersion: state.versions.length,
          projectName: state.deal.project_name ?? '',
          providerName: await nameOf(deps, actor.id),
          sponsor: await sponsorOf(state),
          actorId: actor.id,
          now: context.now.toISOString(),
        },
      };
      const result = await runDeal(deps, id, command, context, actor);
      sendDealHeaders(reply, result.revision, result.position);
      return { status, title: titles[status] ?? null };
    },
  );

  app.put(
    '/api/app/deals/:token/invitations/feedback',
    { schema: { params: tokenParams, body: tokenFeedbackBody, response: { 200: feedbackOut } } },
    async (request, reply) => {
      const token = request.params.token;
      const { state, invitee } = await invitationOfToken(token);
      const { feedback, comment } = request.body;
      const context = contextOf(request, deps.clock());
      const command = {
        type: 'SetInvitationStatus' as const,
        data: {
          status: 'declined' as const,
          feedback,
          comment,
          via: 'link' as const,
          tokenHash: hashToken(token),
          latestVersion: state.versions.length,
          projectName: state.deal.project_name ?? '',
          providerName: await nameOf(deps, invitee),
          sponsor: await sponsorOf(state),
          actorId: invitee,
          now: context.now.toISOString(),
        },
      };
      const result = await runDeal(deps, dealIdOfToken(token)!, command, { ...context, actorId: invitee }, { id: invitee });
      sendDealHeaders(reply, result.revision, result.position);
      return { status: 'declined', title: m.tokenDeclined };
    },
  );

  async function sponsorOf(state: DealState): Promise<{ id: string; email: string } | null> {
    const id = state.deal.user_id ?? '';
    const owner = await readUser(deps, id);
    return owner.email ? { id, email: owner.email } : null;
  }

  /** The deal and the invitee a decline token names; any token that names none is the same 410. */
  async function invitationOfToken(token: string): Promise<{ state: DealState; invitee: string }> {
    const dealId = dealIdOfToken(token);
    if (!dealId) throw matchingErrors.tokenInvalid();
    const state = await readDeal(deps, dealId);
    const hash = hashToken(token);
    const invitation = state.matching.matches.flatMap((x) => x.invitations).find((i) => i.token_hash === hash);
    if (state.status !== 'active' || !invitation) throw matchingErrors.tokenInvalid();
    return { state, invitee: invitation.user_id };
  }
};
