import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canPayForTeam,
  checkTeamStart,
  DomainError,
  NO_CARD_REASON,
  subscriptionDecider,
  subscriptionFrom,
  subscriptionMessages,
  subscriptionStream,
  teamEntryOf,
  teamEntryOut,
  type SubscriptionCommand,
} from '@dealbook/domain';
import { errorBody, sendError } from '@dealbook/infra/http/errors';
import { PAYMENT_FAILED_TITLE } from '@dealbook/domain/subscriptions/cards';
import { requireUser } from '@dealbook/infra/http/session';
import { PaymentDeclinedError } from '@dealbook/infra/payments/port';
import { readAccount } from '../account/streams';
import { contextOf } from '../context';
import type { CommandServiceDeps } from '../deps';
import { handleCommand, type CommandContext } from '../handle';
import { readUser } from '../identity/streams';

/**
 * Team plans: a subscriber pays for a colleague's plan (the team variant, charged to
 * the owner's card on file, no trial) and may cancel it. The plan is on the colleague's own stream with
 * `managed_by` = the owner, so the colleague's entitlements read it like any plan.
 */
export const teamRoutes: FastifyPluginAsyncZod<CommandServiceDeps> = async (app, deps) => {
  const stateOf = async (userId: string) => {
    const recorded = await deps.store.readStream(subscriptionStream(userId));
    return { state: subscriptionFrom(deps.types, recorded), recorded };
  };
  /** The colleague (same company, not me) with their names, or 404. */
  const colleagueOf = async (meId: string, userId: string) => {
    const [mine, theirs, user] = await Promise.all([readAccount(deps, meId), readAccount(deps, userId), readUser(deps, userId)]);
    if (userId === meId || user.status === 'none' || !mine.companyId || theirs.companyId !== mine.companyId)
      throw new DomainError(
        'not_found',
        'NOT_A_COLLEAGUE',
        'This person is not a colleague at your company.',
        subscriptionMessages.teamRefused,
      );
    const first_name = theirs.firstName || user.firstName;
    const last_name = theirs.lastName || user.lastName;
    return { id: userId, email: user.email, first_name, last_name, name: `${first_name} ${last_name}`.trim() || user.email };
  };
  const run = (memberId: string, context: CommandContext, command: SubscriptionCommand) =>
    handleCommand({
      store: deps.store,
      types: deps.types,
      streamId: subscriptionStream(memberId),
      decider: subscriptionDecider,
      command,
      context,
    });

  app.post(
    '/api/app/users/secure/subscription/team',
    {
      preHandler: requireUser,
      schema: {
        body: z.object({ user_id: z.string().min(1).max(100), plan: z.string().min(1).max(100) }),
        response: { 201: teamEntryOut },
      },
    },
    async (request, reply) => {
      const me = request.user!;
      const context = contextOf(request, deps.clock());
      const colleague = await colleagueOf(me.id, request.body.user_id);
      const [{ state: owner }, member] = await Promise.all([stateOf(me.id), stateOf(colleague.id)]);
      const entry = (state: typeof owner) => teamEntryOf(colleague, state, { id: me.id, canPay: true }, context.now, null);
      if (member.recorded.some((e) => e.metadata.commandId === context.commandId)) return reply.code(201).send(entry(member.state));
      if (!canPayForTeam(owner, context.now))
        throw new DomainError('conflict', 'NO_CARD_ON_FILE', NO_CARD_REASON, subscriptionMessages.teamRefused);
      const plan = checkTeamStart(member.state, me.id, request.body.plan, context.now, colleague.name);
      if (!deps.payments)
        throw new DomainError('invalid', 'PAYMENTS_OFF', 'Card payments are not configured on this server.', PAYMENT_FAILED_TITLE);
      let payment;
      try {
        payment = await deps.payments.startSubscription({
          idempotencyKey: context.commandId,
          userId: colleague.id,
          email: me.email,
          token: null,
          customerRef: owner.customerRef!,
          planId: plan.plan_id,
          term: plan.term,
          amount: plan.amount,
          percentOff: 0,
          discountDuration: null,
          trialDays: 0,
          now: context.now,
        });
      } catch (error) {
        if (!(error instanceof PaymentDeclinedError)) throw error;
        return sendError(reply, errorBody(402, error.code, error.message, { title: PAYMENT_FAILED_TITLE }));
      }
      const result = await run(colleague.id, context, {
        type: 'StartSubscription',
        data: {
          planId: plan.plan_id,
          payment,
          coupon: null,
          discount: null,
          managedBy: me.id,
          now: context.now.toISOString(),
          actorId: me.id,
        },
      });
      return reply.code(201).send(entry(result.state));
    },
  );

  app.delete(
    '/api/app/users/secure/subscriptions/team/:user_id/cancel',
    { preHandler: requireUser, schema: { params: z.object({ user_id: z.string().min(1).max(100) }), response: { 200: teamEntryOut } } },
    async (request) => {
      const me = request.user!;
      const context = contextOf(request, deps.clock());
      const colleague = await colleagueOf(me.id, request.params.user_id);
      const member = await stateOf(colleague.id);
      const entry = (state: typeof member.state) => teamEntryOf(colleague, state, { id: me.id, canPay: true }, context.now, null);
      if (member.recorded.some((e) => e.metadata.commandId === context.commandId)) return entry(member.state);
      const command: SubscriptionCommand = {
        type: 'CancelSubscription',
        data: { asManager: true, now: context.now.toISOString(), actorId: me.id },
      };
      subscriptionDecider.decide(command, member.state); // refused here (not mine, nothing to cancel) before the provider is asked
      if (!deps.payments)
        throw new DomainError('invalid', 'PAYMENTS_OFF', 'Card payments are not configured on this server.', PAYMENT_FAILED_TITLE);
      await deps.payments.cancelAtPeriodEnd({ idempotencyKey: context.commandId, subscriptionRef: member.state.subscriptionRef! });
      return entry((await run(colleague.id, context, command)).state);
    },
  );
};
