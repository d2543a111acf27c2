import type { FastifyPluginAsync } from 'fastify';
import type { CommandServiceDeps } from './deps';
import { benchRoutes } from './routes/bench';
import { identityRoutes } from './identity';
import { accountRoutes } from './account';
import { dealRoutes } from './deals';
import { matchingCommandRoutes } from './matching';
import { fileRoutes } from './files/routes';
import { refuseAuditors } from './auditor-guard';
import { projectionRequestRoutes } from './ops/projection-routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { billingNoticeRoutes } from './subscriptions/notices';
import { teamRoutes } from './subscriptions/team';
import { couponRoutes } from './subscriptions/coupons';
import { modelRoutes } from './models/routes';
import { savedQueryRoutes } from './ops/saved-query-routes';
import { mailLimitsOf } from './mail-limits';

export type { CommandServiceDeps } from './deps';
export * from './handle';
export * from './context';

/**
 * The command service: every route that changes something. Expects `registerHttpBasics` to have run
 * on the instance (session, schemas, errors). Exports its route prefixes for the gateway.
 */
export const commandService: FastifyPluginAsync<CommandServiceDeps> = async (app, given) => {
  // One count of mail for every route of the service, whichever part of it sends.
  const deps = { ...given, mailLimits: mailLimitsOf(given) };
  refuseAuditors(app);
  await app.register(identityRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(dealRoutes, deps);
  await app.register(matchingCommandRoutes, deps);
  await app.register(fileRoutes, deps);
  await app.register(projectionRequestRoutes, deps);
  await app.register(subscriptionRoutes, deps);
  await app.register(teamRoutes, deps);
  await app.register(billingNoticeRoutes, deps);
  await app.register(couponRoutes, deps);
  await app.register(modelRoutes, deps);
  await app.register(savedQueryRoutes, deps);
  if (deps.benchRoutes) await app.register(benchRoutes, deps);
};

/** Path prefixes (method + prefix) the gateway sends to this service. */
export const commandRoutes: { methods: string[]; prefix: string }[] = [{ methods: ['POST', 'PUT', 'PATCH', 'DELETE'], prefix: '/api/' }];
