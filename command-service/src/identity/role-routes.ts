import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, identityErrors, platformRoles } from '@dealbook/domain';
import { requireAdmin } from '@dealbook/infra/http/session';
import { contextOf, sendPosition } from '../context';
import type { IdentityDeps } from './deps';
import { requestRecovery } from './links';
import { linkTokens } from './secrets';
import { readUser, runUser } from './streams';

const rolesBody = z.object({ roles: z.array(z.enum(platformRoles)).max(platformRoles.length) });
const rolesOut = z.object({ id: z.string(), roles: z.array(z.enum(platformRoles)) });

const idParams = z.object({ id: z.string().min(1).max(100) });
const accountOut = z.object({ id: z.string(), deactivated: z.boolean() });

/**
 * What an admin does to an account from the users panel, each an event on the user's stream:
 * `PUT .../roles` sets its roles; `PUT .../deactivate` and `.../reactivate` close and reopen it (a closed
 * account cannot sign in and its sessions end); `POST .../activation` mails a new activation link to an
 * account not yet activated.
 */
export const roleRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, deps) => {
  const tokens = linkTokens(deps.sessionKey);
  for (const action of ['deactivate', 'reactivate'] as const) {
    app.put(
      `/api/admin/users/:id/${action}`,
      { preValidation: requireAdmin, schema: { params: idParams, response: { 200: accountOut } } },
      async (request, reply) => {
        const context = contextOf(request, deps.clock());
        const userId = request.params.id;
        const by = request.user!.id;
        const now = context.now.toISOString();
        const result =
          action === 'deactivate'
            ? await runUser(deps, userId, { type: 'DeactivateAccount', data: { userId, by, now } }, context)
            : await runUser(deps, userId, { type: 'ReactivateAccount', data: { by, now } }, context);
        sendPosition(reply, result);
        return { id: userId, deactivated: result.state.deactivated };
      },
    );
  }

  app.post(
    '/api/admin/users/:id/activation',
    { preValidation: requireAdmin, schema: { params: idParams, response: { 202: z.object({ id: z.string(), email: z.string() }) } } },
    async (request, reply) => {
      const user = await readUser(deps, request.params.id);
      if (user.status === 'none') throw identityErrors.userNotFound();
      if (user.status === 'active') throw new DomainError('conflict', 'ALREADY_ACTIVE', 'This account is already activated.');
      await requestRecovery(deps, tokens, user.email, contextOf(request, deps.clock()));
      return reply.code(202).send({ id: request.params.id, email: user.email });
    },
  );

  app.put(
    '/api/admin/users/:id/roles',
    {
      preValidation: requireAdmin,
      schema: { params: z.object({ id: z.string().min(1).max(100) }), body: rolesBody, response: { 200: rolesOut } },
    },
    async (request, reply) => {
      const context = contextOf(request, deps.clock());
      const userId = request.params.id;
      const roles = [...new Set(request.body.roles)];
      const data = { userId, roles, by: request.user!.id, now: context.now.toISOString() };
      const result = await runUser(deps, userId, { type: 'SetRoles', data }, context);
      sendPosition(reply, result);
      const { admin, auditor } = result.state;
      return { id: userId, roles: platformRoles.filter((r) => (r === 'admin' ? admin : auditor)) };
    },
  );
};
