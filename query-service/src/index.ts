import type { FastifyPluginAsync } from 'fastify';
import { mailLimitsFor } from '@dealbook/infra/http/mail-limits';
import type { QueryServiceDeps } from './deps';
import { registerMinPosition } from './min-position';
import { accountQueryRoutes } from './routes/account';
import { adminCompanyRoutes } from './routes/admin-companies';
import { benchmarkRoutes } from './routes/benchmarks';
import { calculationRoutes } from './routes/calculations';
import { activityRoutes } from './routes/activity';
import { consoleRoutes } from './routes/console';
import { matchingQueryRoutes } from './routes/matching';
import { adminMatchingRoutes } from './routes/admin-matching';
import { fileQueryRoutes } from './routes/files';
import { publicFileRoutes } from './routes/public-files';
import { fileUseRoutes } from './routes/file-use';
import { pdfRoutes } from './routes/pdf';
import { planRoutes } from './routes/plans';
import { subscriptionQueryRoutes } from './routes/subscription';
import { couponQueryRoutes } from './routes/coupons';
import { adminSubscriptionRoutes } from './routes/admin-subscriptions';
import { billingQueryRoutes } from './routes/billing';
import { referralRoutes } from './routes/referrals';
import { dealQueryRoutes } from './routes/deals';
import { sharingViewRoutes } from './routes/sharing-views';
import { emailValidationRoutes } from './routes/email-validation';
import { auditRoutes } from './routes/audit';
import { outboxRoutes } from './routes/outbox';
import { dashboardRoutes } from './routes/dashboard';
import { activityExportRoutes } from './routes/activity-export';
import { dealHistoryRoutes } from './routes/deals-history';
import { projectionRoutes } from './routes/projections';
import { publicRoutes, userRoutes } from './routes/users';
import { modelQueryRoutes } from './routes/models';
import { savedQueryReadRoutes } from './routes/saved-queries';

export type { QueryServiceDeps, ReadProgress, ProjectionStatusView } from './deps';

/**
 * The query service: every route that reads a projection. Expects `registerHttpBasics` on the instance.
 */
export const queryService: FastifyPluginAsync<QueryServiceDeps> = async (app, given) => {
  // The public file pages mail links: one count of mail for the service, as the command service keeps.
  const deps = { ...given, mailLimits: given.mailLimits ?? mailLimitsFor(given.counters, given.clock) };
  registerMinPosition(app, deps.progress, deps.minPositionWaitMs ?? 2000);
  await app.register(activityRoutes, deps);
  await app.register(projectionRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(publicRoutes, deps);
  await app.register(accountQueryRoutes, deps);
  await app.register(dealQueryRoutes, deps);
  await app.register(sharingViewRoutes, deps);
  await app.register(emailValidationRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(outboxRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(activityExportRoutes, deps);
  await app.register(dealHistoryRoutes, deps);
  await app.register(calculationRoutes, deps);
  await app.register(benchmarkRoutes, deps);
  await app.register(consoleRoutes, deps);
  await app.register(matchingQueryRoutes, deps);
  await app.register(adminMatchingRoutes, deps);
  await app.register(fileQueryRoutes, deps);
  await app.register(publicFileRoutes, deps);
  await app.register(fileUseRoutes, deps);
  await app.register(pdfRoutes, deps);
  await app.register(planRoutes);
  await app.register(subscriptionQueryRoutes, deps);
  await app.register(couponQueryRoutes, deps);
  await app.register(adminSubscriptionRoutes, deps);
  await app.register(billingQueryRoutes, deps);
  await app.register(referralRoutes, deps);
  await app.register(modelQueryRoutes, deps);
  await app.register(savedQueryReadRoutes, deps);
  await app.register(adminCompanyRoutes, deps);
};

/** Path prefixes (method + prefix) the gateway sends to this service. */
export const queryRoutes: { methods: string[]; prefix: string }[] = [{ methods: ['GET'], prefix: '/api/' }];
