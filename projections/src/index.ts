import { matchesProjection } from './matching/matches';
import { sourcingProjection } from './matching/sourcing';
import { accountsProjection } from './accounts/accounts';
import { surveysProjection } from './accounts/surveys';
import { companyMembershipProjection } from './accounts/company-membership';
import { activityProjection } from './activity/activity';
import { usersProjection } from './users/users';
import { consoleDealsProjection, consolePartialsProjection, dealAccessProjection, dealsProjection, dealVersionsProjection } from './deals';
import { dailyActivityProjection } from './dashboard/daily-activity';
import { subscriptionsProjection } from './subscriptions/subscriptions';
import type { Projection } from './runner/projection';

export * from './runner/projection';
export * from './runner/runner';
export { waitForCheckpoints } from './runner/wait-for';
export { groupedWrites } from './runner/grouped-writes';
export { watchProjectionRequests } from './runner/requests';
export { holdLease, LEASES } from './runner/lease';
export { ACTIVITY, activityProjection, type ActivityDoc } from './activity/activity';
export { USERS, usersProjection, type UserDoc } from './users/users';
export { ACCOUNTS, COMPANIES, LEADS, accountsProjection, type AccountDoc, type CompanyDoc, type LeadDoc } from './accounts/accounts';
export { SURVEYS, surveysProjection, type SurveyDoc } from './accounts/surveys';
export {
  COMPANY_REQUESTS,
  COMPANY_ROLES,
  companyMembershipProjection,
  type CompanyRequestDoc,
  type CompanyRolesDoc,
} from './accounts/company-membership';
export * from './deals';
export { COUPONS, SUBSCRIPTIONS, subscriptionsProjection, type CouponDoc, type SubscriptionDoc } from './subscriptions/subscriptions';
export { DAILY_ACTIVITY, dailyActivityProjection, dashboardTypes, type DailyActivityDoc } from './dashboard/daily-activity';

/** Every read model of the product, in one list the runtimes run. */
export const allProjections: Projection[] = [
  activityProjection,
  usersProjection,
  accountsProjection,
  surveysProjection,
  companyMembershipProjection,
  dealsProjection,
  dealVersionsProjection,
  consoleDealsProjection,
  consolePartialsProjection,
  dealAccessProjection,
  dailyActivityProjection,
  sourcingProjection,
  matchesProjection,
  subscriptionsProjection,
];
export { checkpointProgress } from './runner/checkpoint-progress';
