import type { FastifyPluginAsync } from 'fastify';
import type { DealsDeps } from './deps';
import { dealLifecycleRoutes } from './lifecycle-routes';
import { partialRoutes } from './partial-routes';
import { dealSaveRoutes } from './save-routes';
import { sharingRoutes } from './sharing-routes';
import { summaryRoutes } from './summary-routes';

export type { DealsDeps } from './deps';
export { DEAL_USAGE, dealDepsFor, usageFromDocuments, type DealLimitSettings, type DealUsage } from './usage';
export { readDeal, runDeal } from './streams';

/** Deals with their full history: partials, saves, versions, rename, replicate, delete, sharing. */
export const dealRoutes: FastifyPluginAsync<DealsDeps> = async (app, deps) => {
  await app.register(partialRoutes, deps);
  await app.register(dealSaveRoutes, deps);
  await app.register(dealLifecycleRoutes, deps);
  await app.register(summaryRoutes, deps);
  await app.register(sharingRoutes, deps);
};
