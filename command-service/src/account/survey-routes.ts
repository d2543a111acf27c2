import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '@dealbook/infra/http/session';
import { deriveKey, seal, TOKEN_MAIL_PURPOSE } from '@dealbook/infra/security/seal';
import { hashToken } from '@dealbook/infra/security/tokens';
import { normalizeEmail } from '@dealbook/infra/security/emails';
import { contextOf, sendPosition } from '../context';
import { step } from '../identity/streams';
import type { AccountDeps } from './deps';
import { okOut, surveyAnswersBody, surveyInvitationBody, tokenParams } from './schemas';
import { runSurvey } from './streams';

/** Capital provider surveys: an admin invites, the provider's first visit is a click, then the answers. */
export const surveyRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const sealKey = deriveKey(deps.sessionKey, TOKEN_MAIL_PURPOSE);
  const tokenKey = deriveKey(deps.sessionKey, 'dealbook survey token');

  app.post(
    '/api/admin/surveys',
    {
      preHandler: requireAdmin,
      schema: { body: surveyInvitationBody, response: { 201: z.object({ id: z.string(), email: z.string(), link_path: z.string() }) } },
    },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      // Derived from the command id, as identity's link tokens: a retried request makes the same token.
      const token = createHmac('sha256', tokenKey).update(context.commandId).digest('base64url');
      const id = hashToken(token);
      const email = normalizeEmail(request.body.email);
      const result = await runSurvey(
        deps,
        id,
        {
          type: 'CreateSurveyInvitation',
          data: {
            providerId: request.body.provider_id ?? null,
            email,
            createdBy: request.user!.id,
            sealedToken: seal(sealKey, token),
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
