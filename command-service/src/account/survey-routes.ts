import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '@dealbook/infra/http/session';
import { hashToken } from '@dealbook/infra/security/tokens';
import { normalizeEmail } from '@dealbook/infra/security/emails';
import { contextOf, sendPosition } from '../context';
import { linkTokens } from '../identity/secrets';
import { step } from '../identity/streams';
import type { AccountDeps } from './deps';
import { okOut, surveyAnswersBody, surveyInvitationBody, tokenParams } from './schemas';
import { runSurvey } from './streams';

/** Capital provider surveys: an admin invites, the provider's first visit is a click, then the answers. */
export const surveyRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const tokens = linkTokens(deps.sessionKey);

  app.post(
    '/api/admin/surveys',
    {
      preValidation: requireAdmin,
      schema: { body: surveyInvitationBody, response: { 201: z.object({ id: z.string(), email: z.string(), link_path: z.string() }) } },
    },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const email = normalizeEmail(request.body.email);
      // Drawn at random and kept for the command, as identity's link tokens: a retry finds the same one.
      const { token, hash: id, sealed } = await tokens.draw(deps, context, 'survey', email);
      const result = await runSurvey(
        deps,
        id,
        {
          type: 'CreateSurveyInvitation',
          data: {
            providerId: request.body.provider_id ?? null,
            email,
            createdBy: request.user!.id,
            sealedToken: sealed,
            now: context.now.toISOString(),
          },
        },
        step(context, 'survey'),
      );
      sendPosition(reply, result);
      return reply.code(201).send({ id, email, link_path: `/survey/providers/${encodeURIComponent(token)}` });
    },
  );

  app.post('/api/app/survey/providers/:token', { schema: { params: tokenParams, response: { 200: okOut } } }, async (request, reply) => {
    const context = contextOf(request, deps.clock());
    const result = await runSurvey(
      deps,
      hashToken(request.params.token),
      { type: 'RecordSurveyClick', data: { now: context.now.toISOString() } },
      step(context, 'click'),
    );
    sendPosition(reply, result);
    return { ok: true as const };
  });

  app.post(
    '/api/app/survey/providers/record/:token',
    { schema: { params: tokenParams, body: surveyAnswersBody, response: { 200: okOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const result = await runSurvey(
        deps,
        hashToken(request.params.token),
        { type: 'AnswerSurvey', data: { components: request.body.programming_components, now: context.now.toISOString() } },
        step(context, 'answer'),
      );
      sendPosition(reply, result);
      return { ok: true as const };
    },
  );
};
