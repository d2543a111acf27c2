import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarMonthOf,
  collaboratorsOf,
  dealAccessOf,
  dealDecider,
  dealStream,
  entryOf,
  fold,
  isExempt,
  replicaSourceOf,
  sharingErrors,
  type DealEvent,
  type ShareDeal,
  type ShareTarget,
} from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import { normalizeEmail } from '@dealbook/infra/security/emails';
import { openReferredAccount } from '../account/referred-account';
import { contextOf } from '../context';
import { toDomain } from '../handle';
import { eventIdFor } from '../event-ids';
import { ipThrottleFor } from '../identity/ip-throttle';
import { mailLimitsOf } from '../mail-limits';
import { mailSources } from '@dealbook/infra/http/mail-limits';
import { readUser, step, userIdForEmail } from '../identity/streams';
import { assertEntitled } from '../subscriptions/entitled';
import type { DealsDeps } from './deps';
import { archiveBody, archiveOut, dealResult, idParams, permissionBody, replicaOut, sharedDealsOut, shareBody, shareOut } from './schemas';
import { assertCan, readDeal, runDeal } from './streams';
import { actorOf, newIdFor, planOf, sendDealHeaders, usageOf } from './tools';

const secure = '/api/app/deals/secure';
/** Shares one account may make in a minute (attempts past the access check count, refused ones too). */
export const SHARES_PER_MINUTE = 50;

/**
 * Sharing a deal with a colleague, their permissions and their collab card.
 * Each is an event on the deal's stream; the decider's rules are in domain/deals/decide-sharing.ts.
 */
export const sharingRoutes: FastifyPluginAsyncZod<DealsDeps> = async (app, deps) => {
  // Keyed by user id; shared by the instances when the service shares its counters, as the sign-in throttle.
  const shares = ipThrottleFor(deps.counters, 'shares', { limit: SHARES_PER_MINUTE, windowMs: 60_000, clock: deps.clock });
  // A newcomer is mailed an account they never asked for: such mail is limited per address and per sharer.
  const mailLimits = mailLimitsOf(deps);

  app.post(
    `${secure}/:id/share/collab/copy`,
    { preHandler: requireUser, schema: { params: idParams, body: shareBody, response: { 201: shareOut } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = request.params.id;
      const context = contextOf(request, deps.clock());
      const recorded = await deps.store.readStream(dealStream(id));
      const state = fold(
        dealDecider,
        recorded.map((e) => toDomain<DealEvent>(deps.types, e)),
      );
      assertCan(state, actor, 'share');
      await assertEntitled(deps, request, 'viewDistribution');
      if (await shares.blocked(actor.id)) {
        // The window is a minute: by then at least one of the shares counted has left it.
        void reply.header('retry-after', '60');
        throw sharingErrors.tooManyShares(SHARES_PER_MINUTE);
      }
      await shares.recordFailure(actor.id);
      const { user, can_edit = false, can_share = false } = request.body;
      const email = normalizeEmail(user.email);
      if (!(await deps.emailVerifier.verify(email)).valid) throw sharingErrors.invalidEmail();

      // A newcomer's account id derives from the command id: a retry finds the account it opened.
      const newId = eventIdFor(`${context.commandId}:user`, 0);
      const knownId = await userIdForEmail(deps, email);
      const account = knownId && knownId !== newId ? await readUser(deps, knownId) : null;
      const person: ShareTarget = account
        ? {
            userId: knownId!,
            email,
            active: account.status === 'active',
            accountCreated: false,
            firstName: account.firstName,
            lastName: account.lastName,
          }
        : { userId: newId, email, active: false, accountCreated: true, firstName: user.first_name, lastName: user.last_name };
      const command: ShareDeal = {
        type: 'ShareDeal',
        data: {
          person,
          entered: { firstName: user.first_name, lastName: user.last_name },
          canShare: can_share,
          canEdit: can_edit,
          actorName: await nameOf(actor.id),
          now: context.now.toISOString(),
          actorId: actor.id,
        },
      };
      const shareContext = step(context, 'share');
      // The share's rules are asked before an account is opened, so a refused share opens none.
      // A retried request whose share is already in the stream keeps its outcome (runDeal returns it).
      const retried = recorded.some((e) => e.metadata.commandId === shareContext.commandId);
      if (!retried) dealDecider.decide(command, state);
      // Every share mails the person shared with: counted per address and per sharer, a retry once.
      if (!retried) await mailLimits.admit(person.accountCreated ? 'share-newcomer' : 'share', { to: [email], from: mailSources(request) });
      if (person.accountCreated) {
        const newcomer = { email, firstName: user.first_name, lastName: user.last_name, type: user.type ?? 'D' };
        await openReferredAccount(deps, actor.id, newcomer, newId, step(context, 'account'));
      }
      const result = await runDeal(deps, id, command, shareContext, actor);
      sendDealHeaders(reply, result.revision, result.position);
      return reply.code(201).send({ shared_user_id: person.userId, email, account_created: person.accountCreated });
    },
  );

  app.post(
    `${secure}/:id/share/collab/permission`,
    { preHandler: requireUser, schema: { params: idParams, body: permissionBody, response: { 200: sharedDealsOut } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = request.params.id;
      const context = contextOf(request, deps.clock());
      const state = await readDeal(deps, id);
      assertCan(state, actor, 'set_permissions');
      const entries = request.body.shared_deals.map((e) => {
        const current = entryOf(state.deal, e.shared_user_id);
        return {
          userId: e.shared_user_id,
          canView: e.can_view ?? current?.can_view ?? true,
          canShare: e.can_share ?? current?.can_share ?? false,
          canEdit: e.can_edit ?? current?.can_edit ?? false,
        };
      });
      const data = { entries, now: context.now.toISOString(), actorId: actor.id };
      const result = await runDeal(deps, id, { type: 'SetCollaboratorPermissions', data }, context, actor);
      sendDealHeaders(reply, result.revision, result.position);
      const now = result.state.deal.shared_deals ?? [];
      return { shared_deals: collaboratorsOf(dealAccessOf(result.state, actor), now, now) };
    },
  );

  app.post(
    `${secure}/:id/share/collab/archive`,
    { preHandler: requireUser, schema: { params: idParams, body: archiveBody, response: { 200: archiveOut } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = request.params.id;
      const context = contextOf(request, deps.clock());
      const { archived } = request.body;
      const result = await runDeal(
        deps,
        id,
        { type: 'ArchiveCollab', data: { archived, now: context.now.toISOString(), actorId: actor.id } },
        context,
        actor,
      );
      sendDealHeaders(reply, result.revision, result.position);
      return { deal_id: id, archived: entryOf(result.state.deal, actor.id)?.archived ?? archived };
    },
  );

  // The collaborator's own copy: a replicate of the version they see, recorded on the source deal too.
  app.post(
    `${secure}/:id/share/collab/duplicate`,
    { preHandler: requireUser, schema: { params: idParams, response: { 201: replicaOut } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const context = contextOf(request, deps.clock());
      const now = context.now.toISOString();
      const sourceState = await readDeal(deps, request.params.id);
      assertCan(sourceState, actor, 'duplicate');
      const source = replicaSourceOf(request.params.id, sourceState);
      const plan = await planOf(request, deps);
      const replicatesThisMonth = isExempt(plan) ? 0 : (await usageOf(deps, actor.id, calendarMonthOf(now))).replicates;
      const dealId = newIdFor(context, 'duplicate');
      const data = { dealId, source, replicatesThisMonth, ...plan, now, actorId: actor.id };
      const copy = await runDeal(deps, dealId, { type: 'ReplicateDeal', data }, step(context, 'copy'), actor);
      const recorded = { dealId, dealVersion: source.dealVersion, now, actorId: actor.id };
      const noted = await runDeal(deps, source.dealId, { type: 'RecordCollabDuplicate', data: recorded }, step(context, 'noted'), actor);
      sendDealHeaders(reply, copy.revision, noted.position ?? copy.position);
      return reply.code(201).send({ ...dealResult(dealId, copy), source: { deal_id: source.dealId, deal_version: source.dealVersion } });
    },
  );

  /** 'First Last' of the account, else its email: how the person shared with will read who did it. */
  async function nameOf(userId: string): Promise<string> {
    const user = await readUser(deps, userId);
    return `${user.firstName} ${user.lastName}`.trim() || user.email || 'A Dealbook user';
  }
};
