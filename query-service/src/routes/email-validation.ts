import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';

const validationOut = z.object({
  result: z.enum(['deliverable', 'undeliverable']),
  disposable: z.boolean(),
  mx_records: z.boolean(),
  smtp_server: z.boolean(),
  smtp_check: z.boolean(),
  /** Why not, in the verifier's words (syntax, disposable, no_mx, smtp, error); null when valid. */
  reason: z.string().nullable(),
});

/**
 * `GET /api/hunter/email/validate?email_address=`: the address check the share and invite
 * dialogs ask before sending, in the email-verification service's shape. The client treats an address
 * as valid only when it is not disposable and mx_records, smtp_server and smtp_check all hold (the requirements
 * §5); each flag here is false once the verifier stopped at or before that check. Signed-in users only:
 * it is not a free verification service for the world.
 */
export const emailValidationRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  const verifier = deps.emailVerifier;
  if (!verifier) return;
  app.get(
    '/api/hunter/email/validate',
    {
      preHandler: requireUser,
      schema: { querystring: z.object({ email_address: z.string().max(320) }), response: { 200: validationOut } },
    },
    async (request) => {
      const verdict = await verifier.verify(request.query.email_address.trim().toLowerCase());
      const reason = verdict.valid ? null : (verdict.reason ?? 'error');
      const failedBefore = (...reasons: string[]) => reason !== null && reasons.includes(reason);
      return {
        result: verdict.valid ? ('deliverable' as const) : ('undeliverable' as const),
        disposable: reason === 'disposable',
        mx_records: !failedBefore('syntax', 'disposable', 'no_mx', 'error'),
        smtp_server: !failedBefore('syntax', 'disposable', 'no_mx', 'smtp', 'error'),
        smtp_check: verdict.valid,
        reason,
      };
    },
  );
};
