import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityErrors, identityMessages } from '@dealbook/domain';
import { mailSources } from '@dealbook/infra/http/mail-limits';
import { rememberSignUp } from '@dealbook/infra/http/sign-up-proof';
import { normalizeEmail } from '@dealbook/infra/security/emails';
import { contextOf, sendPosition } from '../context';
import { mailLimitsOf } from '../mail-limits';
import type { IdentityDeps } from './deps';
import { requestRecovery, setPasswordWithToken } from './links';
import { registerAccount } from './registration';
import { accountOut, createUserBody, forgotBody, messageOut, passwordBody, tokenParams } from './schemas';
import type { IdentityTools } from './tools';

/**
 * Sign-ups and recovery requests send mail: bursts are bounded per client here, and the day's mail per
 * address and per client by the mail limits (`mailLimits.admit`), counted whether or not the address has
 * an account, so a refusal tells nothing about it.
 */
const mailing = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 hour',
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests from your network. Please try again later.',
    }),
  },
});

/** Sign-up, activation, recovery and reset: the routes that work without a session. */
export const accountRoutes: FastifyPluginAsyncZod<IdentityDeps & { tools: IdentityTools }> = async (app, deps) => {
  const { tools } = deps;
  const mailLimits = mailLimitsOf(deps);

  app.post(
    '/api/app/users/create',
    { config: mailing(50), schema: { body: createUserBody, response: { 201: accountOut } } },
    async (request, reply) => {
      const body = request.body;
      if (!body.opt_in) throw identityErrors.optInRequired();
      const verdict = await deps.emailVerifier.verify(body.email);
      if (!verdict.valid) throw identityErrors.invalidEmail();
      await mailLimits.admit('sign-up', { to: [body.email], from: mailSources(request) });
      const done = await registerAccount(
        deps,
        tools.tokens,
        {
          email: body.email,
          firstName: body.first_name ?? '',
          lastName: body.last_name ?? '',
          type: body.type,
          ghost: body.ghost,
          optIn: true,
          invitationCode: body.invitation_code ?? null,
        },
        contextOf(request, deps.clock()),
      );
      sendPosition(reply, done.result);
      // The campaign and lead calls that follow a campaign sign-up may write onto this account only. A
      // retry (the same key and body, from whoever sends them again) registered nothing: it proves nothing.
      if (done.result.events.length > 0)
        rememberSignUp(request, { id: done.userId, email: normalizeEmail(done.email), at: deps.clock().getTime() });
      return reply.code(201).send({ id: done.userId, email: done.email });
    },
  );

  app.put(
    '/api/app/users/activate/ghost/:token',
    { schema: { params: tokenParams, body: passwordBody, response: { 200: accountOut } } },
    async (request, reply) => {
      const input = { token: request.params.token, password: request.body.password, purpose: 'activation' as const };
      const done = await setPasswordWithToken(deps, tools.hasher, input, contextOf(request, deps.clock()));
      sendPosition(reply, done.result);
      return { id: done.userId, email: done.email };
    },
  );

  app.post(
    '/api/app/users/email/forgot',
    { config: mailing(20), schema: { body: forgotBody, response: { 200: messageOut } } },
    async (request) => {
      // No position header either: whatever differs between a known and an unknown email stays inside.
      await mailLimits.admit('recovery', { to: [request.body.email], from: mailSources(request) });
      // The answer leaves before the account is looked at: a link drawn and recorded for a known address
      // takes tens of milliseconds an unknown one does not, and the time would tell them apart. A failure
      // after the answer is logged; the person asks again, as for a mail that never came.
      const context = contextOf(request, deps.clock());
      setImmediate(() => {
        requestRecovery(deps, tools.tokens, request.body.email, context).catch((error: unknown) =>
          request.log.error({ err: error }, 'a recovery request was answered but not recorded'),
        );
      });
      return { message: identityMessages.recoverySent.message };
    },
  );

  app.put(
    '/api/app/users/reset/:token',
    { schema: { params: tokenParams, body: passwordBody, response: { 200: accountOut } } },
    async (request, reply) => {
      const input = { token: request.params.token, password: request.body.password, purpose: 'reset' as const };
      const done = await setPasswordWithToken(deps, tools.hasher, input, contextOf(request, deps.clock()));
      sendPosition(reply, done.result);
      return { id: done.userId, email: done.email };
    },
  );
};
