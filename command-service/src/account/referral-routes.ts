import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrors, invitationCodeFor } from '@dealbook/domain';
import { signedTokens } from '@dealbook/infra/mail/unsubscribe-tokens';
import { normalizeEmail } from '@dealbook/infra/security/emails';
import { requireUser } from '@dealbook/infra/http/session';
import { mailSources } from '@dealbook/infra/http/mail-limits';
import { contextOf, sendPosition } from '../context';
import { eventIdFor } from '../event-ids';
import { mailLimitsOf } from '../mail-limits';
import { readUser, step } from '../identity/streams';
import type { AccountDeps } from './deps';
import { referBody, referralInternalBody } from './schemas';
import { openReferredAccount } from './referred-account';
import { runAccount } from './streams';

/** Referrals: mails with the person's invitation code, and accounts opened for referred colleagues. */
export const referralRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const signed = signedTokens(deps.sessionKey);
  const mailLimits = mailLimitsOf(deps);

  // `{token}` is the referrer's signed referral token (the profile shows it). The mails go out in the
  // referrer's name, so only the referrer, signed in, sends them: a token copied from a page sends nothing.
  app.post(
    '/api/:token/refer/:source',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ token: z.string().min(1).max(400), source: z.string().min(1).max(50) }),
        body: referBody,
        response: { 200: z.object({ sent: z.array(z.string()) }) },
      },
    },
    async (request, reply) => {
      const userId = signed.subjectOf('refer', request.params.token);
      const user = userId ? await readUser(deps, userId) : null;
      if (!userId || !user || user.status === 'none' || userId !== request.user!.id) throw accountErrors.invalidReferralToken();
      await mailLimits.admit('referral', { to: request.body.emails, from: mailSources(request, `token:${userId}`) });
      const context = contextOf(request, deps.clock());
      const fromName = `${user.firstName} ${user.lastName}`.trim() || user.email;
      const result = await runAccount(
        deps,
        userId,
        {
          type: 'SendReferrals',
          data: {
            source: request.params.source,
            emails: request.body.emails,
            invitationCode: invitationCodeFor(userId),
            fromName,
            now: context.now.toISOString(),
          },
        },
        step(context, 'refer', userId),
      );
      sendPosition(reply, result);
      const sent = result.events.flatMap((e) => (e.type === 'ReferralsSent' ? (e.data as { emails: string[] }).emails : []));
      return { sent };
    },
  );

  app.post(
    '/api/app/users/secure/create/referral/internal',
    { preHandler: requireUser, schema: { body: referralInternalBody, response: { 201: z.object({ id: z.string(), email: z.string() }) } } },
    async (request, reply) => {
      const body = request.body;
      const email = normalizeEmail(body.email);
      await mailLimits.admit('share-newcomer', { to: [email], from: mailSources(request) });
      const context = contextOf(request, deps.clock());
      const userId = eventIdFor(`${context.commandId}:user`, 0);
      const person = { email, firstName: body.first_name, lastName: body.last_name, type: body.type };
      const result = await openReferredAccount(deps, request.user!.id, person, userId, context);
      sendPosition(reply, result);
      return reply.code(201).send({ id: userId, email });
    },
  );
};
