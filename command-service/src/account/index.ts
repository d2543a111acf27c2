import type { FastifyPluginAsync } from 'fastify';
import type { AccountDeps } from './deps';
import { linkRoutes } from './link-routes';
import { membershipRoutes } from './membership-routes';
import { profileRoutes } from './profile-routes';
import { referralRoutes } from './referral-routes';
import { surveyRoutes } from './survey-routes';

export type { AccountDeps } from './deps';
export { companyIdFor } from './streams';

/** Account self-service: profile, company and its membership, email preferences, campaigns, referrals, surveys. */
export const accountRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  await app.register(profileRoutes, deps);
  await app.register(membershipRoutes, deps);
  await app.register(linkRoutes, deps);
  await app.register(referralRoutes, deps);
  await app.register(surveyRoutes, deps);
};
