import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrors, accountMessages } from '@dealbook/domain';
import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { normalizeEmail } from '@dealbook/infra/security/emails';
import { provesAccount } from '@dealbook/infra/http/sign-up-proof';
import { ownershipErrors } from '@dealbook/domain';
import { contextOf, sendPosition } from '../context';
import { readUser, step } from '../identity/streams';
import type { AccountDeps } from './deps';
import { messageOut, okOut, preferencesBody, preferencesOut, tokenParams, trackBody } from './schemas';
import { runAccount, runLead } from './streams';

/** Routes reached from mailed links and campaign sign-ups, without a session. */
export const linkRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const tokens = signedTokens(deps.sessionKey);

  app.post(
    '/api/app/users/email/preferences/:token',
    { schema: { params: tokenParams, body: preferencesBody, response: { 200: preferencesOut } } },
    async (request, reply) => {
      const userId = tokens.subjectOf('user', request.params.token);
      if (!userId || (await readUser(deps, userId)).status === 'none') throw accountErrors.invalidUnsubscribeToken();
      const context = contextOf(request, deps.clock());
      const { source, ...preferences } = request.body;
      const result = await runAccount(
        deps,
        userId,
        { type: 'SetEmailPreferences', data: { preferences, via: 'link', source: source ?? null, now: context.now.toISOString() } },
        step(context, 'preferences', userId),
      );
      sendPosition(reply, result);
      return result.state.preferences;
    },
  );

  app.put(
    '/api/app/campaigns/email/leadgen/unsubscribe/:token',
    { schema: { params: tokenParams, response: { 200: messageOut } } },
    async (request, reply) => {
      const email = tokens.subjectOf('lead', request.params.token);
      if (!email) throw accountErrors.invalidUnsubscribeToken();
      const context = contextOf(request, deps.clock());
      const result = await runLead(
        deps,
        email,
        { type: 'UnsubscribeLead', data: { email, now: context.now.toISOString() } },
        step(context, 'lead'),
      );
      sendPosition(reply, result);
      return { message: accountMessages.unsubscribed.message };
    },
  );

  // Spec §7: called right after a campaign sign-up, by a visitor who has no session yet: only for the
  // address this browser just signed up (or the signed-in person's own), never for one typed in the URL.
  app.put(
    '/api/app/campaigns/email/leadgen/convert/:email',
    { schema: { params: z.object({ email: z.email().max(320) }), response: { 200: okOut } } },
    async (request, reply) => {
      const email = normalizeEmail(request.params.email);
      if (!provesAccount(request, deps.clock(), { email })) throw ownershipErrors.notProven();
      const context = contextOf(request, deps.clock());
      const result = await runLead(
        deps,
        email,
        { type: 'ConvertLead', data: { email, now: context.now.toISOString() } },
        step(context, 'lead'),
      );
      sendPosition(reply, result);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/app/campaigns/advertising/track/:user_id',
    { schema: { params: z.object({ user_id: z.string().min(1).max(100) }), body: trackBody, response: { 200: okOut } } },
    async (request, reply) => {
      const userId = request.params.user_id;
      // Before any read: whether the id exists is nobody's business but its owner's.
      if (!provesAccount(request, deps.clock(), { id: userId })) throw ownershipErrors.notProven();
      const user = await readUser(deps, userId);
      if (user.status === 'none') throw accountErrors.accountNotFound();
      const context = contextOf(request, deps.clock());
      const { campaign_host: campaignHost, campaign_id: campaignId } = request.body;
      const result = await runAccount(
        deps,
        userId,
        { type: 'TrackCampaignSignUp', data: { campaignHost, campaignId, email: user.email, now: context.now.toISOString() } },
        step(context, 'campaign'),
      );
      sendPosition(reply, result);
      return { ok: true as const };
    },
  );
};
