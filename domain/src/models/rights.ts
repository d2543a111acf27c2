import { entitlementsOf } from '../entitlements';
import { LIMITED_MODEL_BUILDS } from '../subscriptions/plans';
import { factsOf, type SubscriptionState } from '../subscriptions/state';
import { planKindOf, type PlanKind } from '../subscriptions/kinds';
import type { ModelRights } from './decide';

export interface ModelPlan {
  plan_kind: PlanKind;
  rights: ModelRights;
  cycle_end: string | null;
}

/**
 * What a person's plan gives for models: premium plans, power users and enterprise plans
 * build models; Premium Limited up to 5 deals a billing cycle, Unlimited Models (and power, enterprise) with
 * no limit. The cycle is the subscription's current period: its end less one month, or one year on an annual
 * plan. A limited plan without a known period (never billed) counts from the start of the month of `now`.
 */
export function modelPlanOf(admin: boolean, subscription: SubscriptionState, now: Date): ModelPlan {
  const facts = factsOf(subscription, now);
  const plan_kind = planKindOf(admin, facts);
  const rights = entitlementsOf({ admin, matchingOpen: false, subscription: facts });
  if (!rights.buildModels) return { plan_kind, rights: { plan: false, quota: null }, cycle_end: null };
  if (rights.modelBuildsLeft === null) return { plan_kind, rights: { plan: true, quota: null }, cycle_end: null };
  const end = subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd) : startOfNextMonth(now);
  const start = new Date(end);
  if (subscription.term === 'annual') start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return {
    plan_kind,
    rights: { plan: true, quota: { limit: LIMITED_MODEL_BUILDS, cycle_start: start.toISOString() } },
    cycle_end: end.toISOString(),
  };
}

function startOfNextMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
