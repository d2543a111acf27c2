import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataroomStream, DomainError, fileAccessMessages, fileErrors, linkAccessIn, validEmail, type FileMailed } from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { mailSources } from '@dealbook/infra/http/mail-limits';
import { contextOf } from '../context';
import { mailLimitsOf } from '../mail-limits';
import type { DealsDeps } from '../deals/deps';
import { readDeal } from '../deals/streams';
import { toNew } from '../handle';
import type { FileDirectory } from './directory';

/**
 * `POST /api/app/deals/attachments/{attachment_id}/email` (used on phones): mails the file
 * to an address that may open it through its link (open, or on its list), as an attachment. The route
 * records FileMailed on the deal's `dataroom-` stream; the file-mail reactor sends it. Public, so it is
 * limited to 5 a minute per client and by the day's mail limits; an address that may not open the file
 * gets 405 'Restricted Access'.
 */
export const fileMailRoutes: FastifyPluginAsyncZod<DealsDeps & { files?: FileDirectory }> = async (app, deps) => {
  const mailLimits = mailLimitsOf(deps);
  app.post(
    '/api/app/deals/attachments/:attachment_id/email',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        params: z.object({ attachment_id: z.string().min(1).max(100) }),
        body: z.object({ email: z.string().trim().max(320) }),
        response: { 202: z.object({ status: z.literal('queued') }) },
      },
    },
    async (request, reply) => {
      const { attachment_id } = request.params;
      const email = request.body.email.toLowerCase();
      if (!validEmail(email)) throw new DomainError('invalid', 'INVALID_EMAIL', fileAccessMessages.invalid(request.body.email));
      const dealId = (await deps.files?.dealOf(attachment_id)) ?? null;
      const state = dealId ? await readDeal(deps, dealId) : null;
      const file = state?.files.find((f) => f.file_id === attachment_id);
      if (!dealId || !state || !file || state.status !== 'active') throw fileErrors.fileNotFound('File Not Found');
      const access = linkAccessIn(state, attachment_id, email);
      if (access !== 'open' && access !== 'granted')
        return sendError(
          reply,
          errorBody(405, 'RESTRICTED_ACCESS', 'This file is private: request access from the deal’s owner.', {
            title: 'Restricted Access',
          }),
        );
      // Each address and each client gets only so many files a day, whoever may open them.
      await mailLimits.admit('file-mail', { to: [email], from: mailSources(request) });
      const context = contextOf(request, deps.clock());
      const at = context.now.toISOString();
      const data: FileMailed['data'] = {
        target: attachment_id,
        file_name: file.file_name,
        email,
        user_id: request.user?.id ?? null,
        via: 'link',
        at,
        content_type: file.content_type,
        size: file.size,
        sha256: file.sha256,
        project_name: state.deal.project_name ?? '',
      };
      await deps.store.append(dataroomStream(dealId), [toNew(deps.types, { type: 'FileMailed', data }, 0, context)], 'any');
      return reply.code(202).send({ status: 'queued' as const });
    },
  );
};
