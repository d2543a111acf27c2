import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  factsOf,
  subscriptionFrom,
  subscriptionOut,
  subscriptionStream,
  subscriptionView,
  type SubscriptionFacts,
  type SubscriptionState,
} from '@dealbook/domain';
import { requireUser } from '@dealbook/infra/http/session';
import type { AccountDoc } from '@dealbook/projections/accounts/accounts';
import type { QueryServiceDeps } from '../deps';

/** A person's name as the billing screens show it: first and last name, else their e-mail. */
export const nameOf = (a: AccountDoc | null | undefined) => (a ? `${a.first_name} ${a.last_name}`.trim() || a.email : 'a colleague');

/** The account's subscription, folded from its own short stream (exact: a plan bought a moment ago counts). */
export async function subscriptionOf(deps: Pick<QueryServiceDeps, 'store' | 'types'>, userId: string): Promise<SubscriptionState> {
  return subscriptionFrom(deps.types, await deps.store.readStream(subscriptionStream(userId)));
}

export async function subscriptionFactsOf(
  deps: Pick<QueryServiceDeps, 'store' | 'types' | 'clock'>,
  userId: string,
): Promise<SubscriptionFacts | null> {
  return factsOf(await subscriptionOf(deps, userId), deps.clock());
}

/**
 * `GET /api/app/users/secure/subscription`: the plan, its period and what it entitles;
 * `GET /api/stripe/publishable`: how the browser tokenises cards (the sandbox's route, or Stripe.js's key).
 */
export const subscriptionQueryRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  app.get(
    '/api/app/users/secure/subscription',
    { preHandler: requireUser, schema: { response: { 200: subscriptionOut } } },
    async (request) => {
      const state = await subscriptionOf(deps, request.user!.id);
      const manager = state.managedBy ? await deps.documents.get<AccountDoc>('accounts', state.managedBy) : null;
      const managerName = manager ? nameOf(manager) : null;
      return subscriptionView(state, request.user!.admin, deps.matchingOpen ?? false, deps.clock(), managerName);
    },
  );
  app.get(
    '/api/stripe/publishable',
    { schema: { response: { 200: z.object({ key: z.string().nullable(), sandbox: z.boolean() }) } } },
    async () => deps.payments ?? { key: null, sandbox: false },
  );
};
