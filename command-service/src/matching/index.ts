import type { FastifyPluginAsync } from 'fastify';
import type { MatchingDeps } from './deps';
import { demoRoutes } from './demo-routes';
import { invitationRoutes } from './invitation-routes';
import { matchingRoutes } from './matching-routes';
import { sourcingRoutes } from './sourcing-routes';

export type { MatchingDeps } from './deps';
export { seedDemoProviders } from './demo-providers';
export { directoryFromDocuments, SOURCING_DIVISIONS, type SourcingDirectory, type SourcingDivisionDoc } from './directory';

/** Sourcing profiles, matching and invitations (domain/src/matching/README.md). */
export const matchingCommandRoutes: FastifyPluginAsync<MatchingDeps> = async (app, deps) => {
  await app.register(sourcingRoutes, deps);
  await app.register(matchingRoutes, deps);
  await app.register(invitationRoutes, deps);
  await app.register(demoRoutes, deps);
};
