import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountDecider, accountStream, decodeStored, fold, type AccountEvent } from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '@dealbook/projections/subscriptions/subscriptions';
import type { QueryServiceDeps } from '../deps';

const referralOut = z.object({
  user_id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** The person took a plan. */
  subscribed: z.boolean(),
  /** Their first plan took the referral discount: the inviter's referral was used (the requirements' is_used_by_inviter). */
  is_used_by_inviter: z.boolean(),
});

/**
 * `GET /api/app/users/secure/subscription/referrals`: the people the caller referred
 * (from their account's stream) and whether each subscribed with the referral's 20% first-month discount.
 */
export const referralRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  app.get(
    '/api/app/users/secure/subscription/referrals',
    { preHandler: requireUser, config: { projections: ['users', 'subscriptions'] }, schema: { response: { 200: z.array(referralOut) } } },
    async (request) => {
      const recorded = await deps.store.readStream(accountStream(request.user!.id));
      const account = fold(
        accountDecider,
        recorded.map((e) => ({ type: e.type, data: decodeStored(deps.types, e) }) as AccountEvent),
      );
      const ids = [...new Set(account.referred)];
      if (ids.length === 0) return [];
      const [users, subscriptions] = await Promise.all([
        deps.documents.find('users', { _id: { $in: ids } }),
        deps.documents.find<SubscriptionDoc>(SUBSCRIPTIONS, { _id: { $in: ids } }),
      ]);
      const person = new Map(users.map((u) => [u._id, u]));
      const plan = new Map(subscriptions.map((s) => [s._id, s]));
      return ids.map((id) => {
        const u = person.get(id);
        const name = u ? `${String(u.first_name ?? '')} ${String(u.last_name ?? '')}`.trim() : '';
        const s = plan.get(id);
        return {
          user_id: id,
          email: typeof u?.email === 'string' ? u.email : null,
          name: name || null,
          subscribed: s !== undefined && s.state.status !== 'none',
          is_used_by_inviter: s?.discount_source === 'referral',
        };
      });
    },
  );
};
