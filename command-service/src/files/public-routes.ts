import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATAROOM, dealDecider, fileErrors, governingList } from '@dealbook/domain';
import { mailSources } from '@dealbook/infra/http/mail-limits';
import { contextOf } from '../context';
import { mailLimitsOf } from '../mail-limits';
import type { DealsDeps } from '../deals/deps';
import { readDeal, runDeal } from '../deals/streams';
import { sendDealHeaders } from '../deals/tools';
import { readUser } from '../identity/streams';

const requestBody = z.object({
  email: z.string().trim().max(320),
  attachment_key: z.string().min(1).max(100).default(DATAROOM),
  type: z.enum(['matched_user', 'collab_user', 'authorized_user', 'public_access']).default('public_access'),
  details: z.record(z.string(), z.string().max(200)).default({}),
});

/**
 * `POST /api/app/deals/{id}/attachments/request`: a visitor of a restricted file's or the
 * data room's link asks its owner for access; the owner is mailed. 409 'Access Request Already Pending'
 * for a repeat, 409 'Error: Email Address Already Exists' for someone who already has access.
 */
export const publicFileRoutes: FastifyPluginAsyncZod<DealsDeps> = async (app, deps) => {
  const mailLimits = mailLimitsOf(deps);
  app.post(
    '/api/app/deals/:id/attachments/request',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        body: requestBody,
        response: { 201: z.object({ status: z.literal('requested') }) },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const state = await readDeal(deps, id);
      const owner = state.deal.user_id ? await readUser(deps, state.deal.user_id) : null;
      const context = contextOf(request, deps.clock());
      const actorId = request.user?.id ?? 'public';
      const { email, attachment_key, type, details } = request.body;
      if (attachment_key !== DATAROOM && !state.files.some((f) => f.file_id === attachment_key))
        throw fileErrors.fileNotFound('Error: Cannot Set Permissions');
      const command = {
        type: 'RequestFileAccess' as const,
        data: {
          // A file that is not restricted on its own is locked by the data room: the request is for the room.
          target: governingList(state.fileAccess, attachment_key),
          email,
          type,
          details,
          ownerId: state.deal.user_id ?? null,
          ownerEmail: owner?.email || null,
          projectName: state.deal.project_name ?? '',
          now: context.now.toISOString(),
          actorId,
        },
      };
      // Decided first, so that a refused request (already pending, not restricted) counts nothing; then each
      // request mails the owner, limited per client and per address asking. The owner's address is not the
      // visitor's to learn, so a refusal does not name it.
      dealDecider.decide(command, state);
      if (owner?.email)
        await mailLimits.admit('access-request', {
          to: [owner.email],
          from: mailSources(request, `requester:${email.toLowerCase()}`),
          hidden: true,
        });
      const result = await runDeal(deps, id, command, { ...context, actorId }, { id: actorId });
      sendDealHeaders(reply, result.revision, result.position);
      return reply.code(201).send({ status: 'requested' as const });
    },
  );
};
