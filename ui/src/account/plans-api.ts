import type { AddonKey, PricingPlan } from '@dealbook/domain/subscriptions/plans';
import { dataProvider as defaultDataProvider, type DealbookDataProvider } from '../providers/dataProvider';

/** An add-on as the catalogue names it; its index is its number in a plan's code (DealComp 1, CapMatch 2, Unlimited Models 4). */
export type CatalogueAddon = { key: AddonKey; index: number; name: string };

/** `GET /api/stripe/plans`: the plans in list order (monthly 0..7, annual 8..15) and the add-ons. */
export type PlanCatalogue = { plans: PricingPlan[]; addons: CatalogueAddon[] };

export const PLANS_PATH = '/api/stripe/plans';

/** The plans catalogue (public: the pricing page reads it before anyone signs in), through the dataProvider. */
export function createPlansApi(provider: Pick<DealbookDataProvider, 'command'> = defaultDataProvider) {
  const { command } = provider;
  return {
    /** `team`: the secondary-user plans, at the same prices with a `-team` id. */
    list: async (team = false) => (await command<PlanCatalogue>(team ? `${PLANS_PATH}?team=true` : PLANS_PATH, undefined, 'GET')).data,
  };
}

export type PlansApi = ReturnType<typeof createPlansApi>;
export const plansApi = createPlansApi();

export const planKeys = {
  list: (team = false) => ['plans', { team }] as const,
};
