import type { FastifyInstance } from 'fastify';
import { errorBody, sendError } from '@dealbook/infra/http/errors';

/** What an auditor may still do on the command side: sign in and out, and keep their own saved queries. */
const open = new Set(['POST /api/app/users/auth', 'DELETE /api/app/users/auth', 'PUT /api/admin/saved-queries/:resource']);

/**
 * An auditor reads everything an admin reads and changes nothing: every command route answers
 * them 403 before it validates or reads anything. The session's user is known by then (http basics look
 * it up before validation); an admin is never an auditor (the roles decider refuses both).
 */
export function refuseAuditors(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (!request.user?.auditor || open.has(`${request.method} ${request.routeOptions.url}`)) return;
    await sendError(reply, errorBody(403, 'AUDITOR_READ_ONLY', 'Auditors review what happens on the platform and change nothing.'));
  });
}
