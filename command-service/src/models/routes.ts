import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicableCoupon,
  DomainError,
  latestVersion,
  MODEL_COUPON_PLAN,
  modelErrors,
  modelPrice,
  modelsDecider,
  modelStatusOf,
  modelStream,
  type ModelCommand,
} from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { PAYMENT_FAILED_TITLE } from '@dealbook/domain/subscriptions/cards';
import { requireUser } from '@dealbook/infra/http/session';
import { PaymentDeclinedError, type PaymentPort } from '@dealbook/infra/payments/port';
import { contextOf } from '../context';
import type { DealsDeps } from '../deals/deps';
import { idParams } from '../deals/schemas';
import { assertCan, readDeal, readVersionData } from '../deals/streams';
import { actorOf } from '../deals/tools';
import { handleCommand, type CommandContext } from '../handle';
import { couponOf } from '../subscriptions/coupons';
import { modelFactsOf } from './facts';

export interface ModelDeps extends DealsDeps {
  payments?: PaymentPort;
}

const unlockBody = z.object({
  token: z.string().trim().max(200).optional(),
  coupon_code: z.string().trim().max(30).optional(),
});

/**
 * The spreadsheet model's commands (domain/src/models/README.md): unlock by payment (or free with a full
 * coupon) and queue a build. The card provider is asked first and only what it accepted is recorded; the
 * build is recorded on the person's `models-<userId>` stream and a reactor hands it to the workers.
 */
export const modelRoutes: FastifyPluginAsyncZod<ModelDeps> = async (app, deps) => {
  const run = (userId: string, command: ModelCommand, context: CommandContext) =>
    handleCommand({ store: deps.store, types: deps.types, streamId: modelStream(userId), decider: modelsDecider, command, context });

  app.put(
    '/api/app/deals/:id/attachments/model/unlock',
    { preHandler: requireUser, schema: { params: idParams, body: unlockBody } },
    async (request, reply) => {
      const user = request.user!;
      const dealId = request.params.id;
      assertCan(await readDeal(deps, dealId), actorOf(request), 'manage_files');
      const context = contextOf(request, deps.clock());
      const facts = await modelFactsOf(deps, user, context.now);
      if (facts.state.unlocks[dealId]) return modelStatusOf(dealId, facts);
      if (!facts.profile.complete) throw modelErrors.profileIncomplete(facts.profile.missing);

      const code = request.body.coupon_code || null;
      const coupon = code ? applicableCoupon(await couponOf(deps, code), code, MODEL_COUPON_PLAN, context.now) : null;
      const amount = modelPrice((coupon?.percent_off ?? 0) / 100);
      let paymentRef: string | null = null;
      if (amount > 0) {
        const token = request.body.token;
        if (!token) throw modelErrors.tokenRequired(amount, coupon?.code ?? null);
        if (!deps.payments)
          throw new DomainError('invalid', 'PAYMENTS_OFF', 'Card payments are not configured on this server.', PAYMENT_FAILED_TITLE);
        try {
          const charge = await deps.payments.charge({
            idempotencyKey: `model-${user.id}-${dealId}-${createHash('sha256').update(token).digest('hex').slice(0, 16)}`,
            userId: user.id,
            email: user.email,
            token,
            amount,
            description: 'Excel model of a deal',
            metadata: { kind: 'model', deal_id: dealId, user_id: user.id },
            now: context.now,
          });
          paymentRef = charge.chargeRef;
        } catch (error) {
          if (!(error instanceof PaymentDeclinedError)) throw error;
          return sendError(reply, errorBody(402, error.code, error.message, { title: PAYMENT_FAILED_TITLE }));
        }
      }
      const result = await run(
        user.id,
        {
          type: 'UnlockModel',
          deal_id: dealId,
          via: amount > 0 ? 'payment' : 'free',
          amount_cents: amount,
          coupon_code: coupon?.code ?? null,
          payment_ref: paymentRef,
          at: context.now.toISOString(),
          by: user.id,
        },
        context,
      );
      return modelStatusOf(dealId, { ...facts, state: result.state });
    },
  );

  app.post(
    '/api/app/deals/secure/:id/attachments/model/build',
    { preHandler: requireUser, schema: { params: idParams } },
    async (request, reply) => {
      const user = request.user!;
      const dealId = request.params.id;
      const deal = await readDeal(deps, dealId);
      assertCan(deal, actorOf(request), 'manage_files');
      const version = latestVersion(deal);
      const eventIndex = deal.versions[version - 1];
      if (eventIndex === undefined) throw modelErrors.noVersion();
      // The model is of the latest version, whose name may differ from the deal's since (a rename waits
      // for the next version); the state keeps no version's data, so it is read from the events.
      const versionData = await readVersionData(deps, dealId, deal, version);
      const context = contextOf(request, deps.clock());
      const facts = await modelFactsOf(deps, user, context.now);
      const result = await run(
        user.id,
        {
          type: 'RequestModelBuild',
          deal_id: dealId,
          deal_version: version,
          revision: eventIndex,
          deal_name: String(versionData?.project_name ?? ''),
          email: user.email,
          rights: facts.plan.rights,
          at: context.now.toISOString(),
          by: user.id,
        },
        context,
      );
      const build = result.state.builds.filter((b) => b.deal_id === dealId && b.deal_version === version).at(-1)!;
      const queued = result.events.some((e) => e.type === 'ModelBuildRequested');
      return reply.code(queued ? 202 : 200).send({ build_id: build.build_id, status: build.status, deal_version: build.deal_version });
    },
  );
};
