import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformRoles } from '@dealbook/domain';
import { requireAdmin } from '@dealbook/infra/http/session';
import { contextOf, sendPosition } from '../context';
import type { IdentityDeps } from './deps';
import { runUser } from './streams';

const rolesBody = z.object({ roles: z.array(z.enum(platformRoles)).max(platformRoles.length) });
const rolesOut = z.object({ id: z.string(), roles: z.array(z.enum(platformRoles)) });

/** `PUT /api/admin/users/{id}/roles` (issue 17): an admin sets an account's roles; each change is an event. */
export const roleRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, deps) => {
  app.put(
    '/api/admin/users/:id/roles',
    {
      preHandler: requireAdmin,
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
