import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleViewByCode, identityErrors, identityMessages, type ConsoleView } from '@dealbook/domain';
import { endSession, requireUser, sessionHash, sessionOf, startSession } from '@dealbook/infra/http/session';
import { contextOf, sendPosition } from '../context';
import type { IdentityDeps } from './deps';
import { isCode } from './registration';
import { consoleViewBody, consoleViewOut, credentialsBody, messageOut, sandboxBody, sandboxOut, signedInUser } from './schemas';
import { signIn } from './sign-in';
import { runUser, step } from './streams';
import type { IdentityTools } from './tools';

/** Sign-in, sign-out and the signed-in user's console preferences. */
export const sessionRoutes: FastifyPluginAsyncZod<IdentityDeps & { tools: IdentityTools }> = async (app, deps) => {
  const { tools } = deps;

  app.post('/api/app/users/auth', { schema: { body: credentialsBody, response: { 200: signedInUser } } }, async (request, reply) => {
    if (await tools.throttle.blocked(request.ip)) throw identityErrors.tooManySignInsFromAddress();
    let done;
    try {
      done = await signIn(deps, tools, request.body, contextOf(request, deps.clock()));
    } catch (error) {
      if (isCode(error, 'INVALID_CREDENTIALS') || isCode(error, 'TOO_MANY_SIGN_INS')) await tools.throttle.recordFailure(request.ip);
      throw error;
    }
    // A new session id on every sign-in: a session fixed before sign-in is never carried into it.
    startSession(request, { uid: done.userId, sid: randomUUID(), iat: deps.clock().getTime() });
    sendPosition(reply, done.result);
    const user = done.result.state;
    return {
      id: done.userId,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      type: user.type ?? 'D',
      admin: user.admin,
      auditor: user.auditor,
    };
  });

  app.delete('/api/app/users/auth', { schema: { response: { 200: messageOut } } }, async (request, reply) => {
    const session = sessionOf(request);
    const uid = session?.uid;
    if (session && uid) {
      const context = contextOf(request, deps.clock());
      try {
        const result = await runUser(
          deps,
          uid,
          { type: 'SignOut', data: { now: context.now.toISOString(), sessionHash: sessionHash(session.sid) } },
          step(context, 'sign-out', uid),
        );
        sendPosition(reply, result);
      } catch (error) {
        if (!isCode(error, 'USER_NOT_FOUND')) throw error;
      }
    }
    endSession(request);
    return { message: identityMessages.signedOut.message };
  });

  const setView = async (userId: string, view: ConsoleView, context: ReturnType<typeof contextOf>) =>
    runUser(deps, userId, { type: 'SetConsoleView', data: { view, now: context.now.toISOString() } }, step(context, 'console-view'));

  app.put(
    '/api/app/users/secure/console/set/view',
    { preHandler: requireUser, schema: { body: consoleViewBody, response: { 200: consoleViewOut } } },
    async (request, reply) => {
      const { type } = request.body;
      const view: ConsoleView = type === 'MYP' || type === 'OTH' || type === 'SYN' ? consoleViewByCode[type] : type;
      const result = await setView(request.user!.id, view, contextOf(request, deps.clock()));
      sendPosition(reply, result);
      return { console_view: result.state.consoleView };
    },
  );

  app.put(
    '/api/app/users/secure/console/set/sandbox',
    { preHandler: requireUser, schema: { body: sandboxBody, response: { 200: sandboxOut } } },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const result = await runUser(
        deps,
        request.user!.id,
        { type: 'SetSandbox', data: { sandbox: request.body.type, now: context.now.toISOString() } },
        step(context, 'sandbox'),
      );
      sendPosition(reply, result);
      return { sandbox: result.state.sandbox };
    },
  );
};
