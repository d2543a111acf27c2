import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionDecider, subscriptionStream, type BillingNotice } from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { requireAdmin } from '@dealbook/infra/http/session';
import { WebhookSignatureError } from '@dealbook/infra/payments/port';
import type { CommandServiceDeps } from '../deps';
import { handleCommand } from '../handle';

/**
 * Records one card-provider notice on the account's subscription stream. The notice's id is the command
 * id, so a second delivery appends nothing; the decider drops a stale one (see `eventsOfNotice`).
 */
export async function applyBillingNotice(deps: Pick<CommandServiceDeps, 'store' | 'types' | 'clock'>, notice: BillingNotice) {
  return handleCommand({
    store: deps.store,
    types: deps.types,
    streamId: subscriptionStream(notice.userId),
    decider: subscriptionDecider,
    command: { type: 'ApplyBillingNotice', data: { notice } },
    context: { commandId: `notice:${notice.id}`, actorId: null, correlationId: notice.id, causationId: notice.id, now: deps.clock() },
  });
}

/** Runs the sandbox provider's billing up to the server's clock; answers how many notices were recorded. */
export const runSandboxBilling = async (deps: Pick<CommandServiceDeps, 'store' | 'types' | 'clock' | 'payments'>): Promise<number> =>
  (await deps.payments?.deliverDue?.(deps.clock(), async (notice) => void (await applyBillingNotice(deps, notice)))) ?? 0;

/**
 * The provider's side of billing. Stripe: `POST /api/stripe/webhook`, checked over the raw body (its own
 * JSON parser in this scope keeps the bytes the signature covers). The sandbox: `POST /api/sandbox/billing`
 * for an admin, and every `billingEveryMs` on its own, as the provider's clock would.
 */
export const billingNoticeRoutes: FastifyPluginAsyncZod<CommandServiceDeps> = async (app, deps) => {
  const readWebhook = deps.payments?.readWebhook?.bind(deps.payments);
  if (readWebhook) {
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
        done(null, body),
      );
      scope.post('/api/stripe/webhook', { config: { rateLimit: false, originCheck: false } }, async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        let notice: BillingNotice | null;
        try {
          notice = readWebhook(request.body as Buffer, Array.isArray(signature) ? signature[0] : signature);
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          return sendError(reply, errorBody(400, 'BAD_SIGNATURE', error.message));
        }
        if (notice) await applyBillingNotice(deps, notice);
        return { received: true };
      });
    });
  }

  if (!deps.payments?.deliverDue) return;
  app.post(
    '/api/sandbox/billing',
    { preValidation: requireAdmin, schema: { response: { 200: z.object({ notices: z.number() }) } } },
    async () => ({ notices: await runSandboxBilling(deps) }),
  );
  const every = deps.billingEveryMs ?? 0;
  if (every > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runSandboxBilling(deps)
        .catch((error: unknown) => app.log.error({ err: error }, 'sandbox billing failed; its notices stay pending'))
        .finally(() => (running = false));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
