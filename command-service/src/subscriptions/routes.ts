import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cardLength,
  cardTypeOf,
  checkCardUpdate,
  checkChange,
  checkSelfManaged,
  applicableCoupon,
  checkStart,
  discountFor,
  DomainError,
  expiryValid,
  luhnValid,
  subscriptionDecider,
  subscriptionFrom,
  subscriptionOut,
  subscriptionStream,
  subscriptionView,
  trialDaysFor,
  type SubscriptionCommand,
  type SubscriptionState,
} from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { PAYMENT_FAILED_TITLE } from '@dealbook/domain/subscriptions/cards';
import { requireUser } from '@dealbook/infra/http/session';
import { PaymentDeclinedError, type PaymentPort } from '@dealbook/infra/payments/port';
import { contextOf } from '../context';
import type { CommandServiceDeps } from '../deps';
import { handleCommand, type CommandContext } from '../handle';
import { readAccount } from '../account/streams';
import { readUser } from '../identity/streams';
import { couponOf } from './coupons';

const BAD_CARD = 'The credit card details entered are incorrect. Please check and try again.';
const base = '/api/app/users/secure/subscription';

const cardBody = z.object({
  number: z.string().max(30),
  exp_month: z.coerce.number().int(),
  exp_year: z.coerce.number().int(),
  cvc: z.string().max(4),
});

/**
 * Subscriptions ("Subscriptions, payments, coupons"): activate (a first plan starts a
 * 14-day trial), change as the plan buttons allow, cancel at the period end, end the trial early. The card
 * provider is asked first, with the command id as its idempotency key, and only what it accepted is
 * recorded on `subscription-<userId>`: a declined card changes nothing.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<CommandServiceDeps> = async (app, deps) => {
  const payments = (): PaymentPort => {
    if (!deps.payments)
      throw new DomainError('invalid', 'PAYMENTS_OFF', 'Card payments are not configured on this server.', PAYMENT_FAILED_TITLE);
    return deps.payments;
  };
  /**
   * The request's one command context (its id is the provider's idempotency key and the events' command id),
   * the state, and whether this very command (a retry with the same Idempotency-Key) was already recorded.
   */
  const read = async (request: FastifyRequest): Promise<SubscriptionState & { replayed: boolean; context: CommandContext }> => {
    const context = contextOf(request, deps.clock());
    const recorded = await deps.store.readStream(subscriptionStream(request.user!.id));
    const state = subscriptionFrom(deps.types, recorded);
    return { ...state, replayed: recorded.some((e) => e.metadata.commandId === context.commandId), context };
  };
  const run = (request: FastifyRequest, context: CommandContext, command: (now: string, actorId: string) => SubscriptionCommand) => {
    const user = request.user!;
    return handleCommand({
      store: deps.store,
      types: deps.types,
      streamId: subscriptionStream(user.id),
      decider: subscriptionDecider,
      command: command(context.now.toISOString(), user.id),
      context,
    });
  };
  /** A team plan's owner by name, for the view and the 'managed by' refusal. */
  const managerName = async (state: SubscriptionState) => {
    if (!state.managedBy) return null;
    const [account, user] = await Promise.all([readAccount(deps, state.managedBy), readUser(deps, state.managedBy)]);
    return `${account.firstName || user.firstName} ${account.lastName || user.lastName}`.trim() || user.email;
  };
  const view = async (request: FastifyRequest, state: SubscriptionState) =>
    subscriptionView(state, request.user!.admin, deps.matchingOpen ?? false, deps.clock(), await managerName(state));
  /** Refuses a change to a plan someone else manages before the provider is asked. */
  const notManaged = async (state: SubscriptionState) => checkSelfManaged(state, deps.clock(), (await managerName(state)) ?? undefined);
  const declined = (error: unknown) => {
    if (!(error instanceof PaymentDeclinedError)) throw error;
    return errorBody(402, error.code, error.message, { title: PAYMENT_FAILED_TITLE });
  };

  app.post(
    '/api/sandbox/card-tokens',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { body: cardBody } },
    async (request, reply) => {
      const tokenize = deps.payments?.tokenize;
      if (!tokenize) return sendError(reply, errorBody(404, 'NOT_SANDBOX', 'Cards are tokenised by the card provider in the browser.'));
      const card = request.body;
      const type = cardTypeOf(card.number);
      const digits = card.number.replace(/\D/g, '');
      const good =
        type !== undefined &&
        digits.length === cardLength(type) &&
        luhnValid(digits) &&
        expiryValid(card.exp_month, card.exp_year, deps.clock()) &&
        new RegExp(`^\\d{${type === 'amex' ? 4 : 3}}$`).test(card.cvc);
      if (!good) return sendError(reply, errorBody(422, 'BAD_CARD', BAD_CARD, { title: BAD_CARD }));
      return reply.code(201).send({ id: await tokenize(card) });
    },
  );

  app.post(
    base,
    {
      preHandler: requireUser,
      schema: {
        body: z.object({
          plan: z.string().min(1).max(100),
          token: z.string().min(1).max(200),
          coupon_code: z.string().max(100).optional(),
        }),
        response: { 201: subscriptionOut },
      },
    },
    async (request, reply) => {
      const { plan: planId, token, coupon_code } = request.body;
      const state = await read(request);
      if (state.replayed) return reply.code(201).send(await view(request, state));
      const plan = checkStart(state, planId, deps.clock());
      const coupon = coupon_code?.trim()
        ? applicableCoupon(await couponOf(deps, coupon_code), coupon_code, plan.plan_id, deps.clock())
        : null;
      const referred = (await readAccount(deps, request.user!.id)).referredBy !== null;
      const discount = discountFor(state, referred, coupon);
      const { context } = state;
      let payment;
      try {
        payment = await payments().startSubscription({
          idempotencyKey: context.commandId,
          userId: request.user!.id,
          email: request.user!.email,
          token,
          planId: plan.plan_id,
          term: plan.term,
          amount: plan.amount,
          percentOff: discount?.percent_off ?? 0,
          discountDuration: discount?.duration ?? null,
          discountMonths: discount?.duration_in_months ?? null,
          trialDays: trialDaysFor(state),
          now: context.now,
        });
      } catch (error) {
        return sendError(reply, declined(error));
      }
      const result = await run(request, context, (now, actorId) => ({
        type: 'StartSubscription',
        data: { planId: plan.plan_id, payment, coupon: coupon?.code ?? null, discount, now, actorId },
      }));
      return reply.code(201).send(await view(request, result.state));
    },
  );

  /**
   * Update ("update (payment info)"): a new card (`token`) replaces the card on file, and/or the
   * plan changes as the plan buttons allow. The card is taken first: a refused card changes nothing.
   */
  app.put(
    base,
    {
      preHandler: requireUser,
      schema: {
        body: z
          .object({ plan: z.string().min(1).max(100).optional(), token: z.string().min(1).max(200).optional() })
          .refine((b) => b.plan !== undefined || b.token !== undefined, { message: 'Give a plan, a card token, or both.' }),
        response: { 200: subscriptionOut },
      },
    },
    async (request, reply) => {
      let state = await read(request);
      if (state.replayed) return view(request, state);
      await notManaged(state);
      const { context } = state;
      const { token, plan: planId } = request.body;
      const change = planId === undefined ? null : checkChange(state, planId, deps.clock());
      if (token !== undefined) {
        checkCardUpdate(state, deps.clock());
        let card;
        try {
          card = await payments().updateCard({ idempotencyKey: `${context.commandId}:card`, customerRef: state.customerRef!, token });
        } catch (error) {
          return sendError(reply, declined(error));
        }
        const cardContext = { ...context, commandId: `${context.commandId}:card` };
        const result = await run(request, cardContext, (now, actorId) => ({ type: 'UpdateCard', data: { card, now, actorId } }));
        state = { ...state, ...result.state };
      }
      if (!change) return view(request, state);
      const { plan } = change;
      await payments().changePlan({
        idempotencyKey: context.commandId,
        subscriptionRef: state.subscriptionRef!,
        planId: plan.plan_id,
        term: plan.term,
        amount: plan.amount,
      });
      const result = await run(request, context, (now, actorId) => ({
        type: 'ChangeSubscriptionPlan',
        data: { planId: plan.plan_id, amount: plan.amount, now, actorId },
      }));
      return view(request, result.state);
    },
  );

  app.delete(base, { preHandler: requireUser, schema: { response: { 200: subscriptionOut } } }, async (request) => {
    const state = await read(request);
    if (state.replayed) return view(request, state);
    await notManaged(state);
    const { context } = state;
    // Refused here (nothing to cancel) before the provider is asked.
    subscriptionDecider.decide({ type: 'CancelSubscription', data: { now: context.now.toISOString(), actorId: request.user!.id } }, state);
    await payments().cancelAtPeriodEnd({ idempotencyKey: context.commandId, subscriptionRef: state.subscriptionRef! });
    const result = await run(request, context, (now, actorId) => ({ type: 'CancelSubscription', data: { now, actorId } }));
    return view(request, result.state);
  });

  app.delete(`${base}/trial`, { preHandler: requireUser, schema: { response: { 200: subscriptionOut } } }, async (request, reply) => {
    const state = await read(request);
    if (state.replayed) return view(request, state);
    await notManaged(state);
    if (state.status !== 'trialing')
      throw new DomainError('conflict', 'NOT_TRIALING', 'Your plan is not in its trial.', 'Oops! Something is not right.');
    const { context } = state;
    let ends;
    try {
      ends = await payments().endTrial({
        idempotencyKey: context.commandId,
        subscriptionRef: state.subscriptionRef!,
        term: state.term!,
        now: context.now,
      });
    } catch (error) {
      return sendError(reply, declined(error));
    }
    const result = await run(request, context, (now, actorId) => ({
      type: 'EndTrial',
      data: { currentPeriodEnd: ends.currentPeriodEnd, invoiceId: ends.invoiceId, amount: ends.amount, now, actorId },
    }));
    return view(request, result.state);
  });
};
