import { ANNUAL_OFFSET, LIMITED_MODEL_BUILDS, type PricingPlan, type Term } from '@dealbook/domain/subscriptions/plans';
import type { CatalogueAddon, PlanCatalogue } from '../../account/plans-api';

// What the subscription page's plan list shows of each catalogue plan (no add-on choice on this page).

/** The eight plans of a term, by their place in the list: monthly 0..7, annual the eight after them. */
export function plansOfTerm(catalogue: PlanCatalogue, term: Term): PricingPlan[] {
  const first = term === 'annual' ? ANNUAL_OFFSET : 0;
  return catalogue.plans.slice(first, first + ANNUAL_OFFSET);
}

const unlimited = (plan: PricingPlan) => plan.addons.some((a) => a.key === 'unlimited');

/** '5 model builds a cycle', or 'Unlimited models' with the Unlimited Models add-on. */
export const modelsLine = (plan: PricingPlan) => (unlimited(plan) ? 'Unlimited models' : `${LIMITED_MODEL_BUILDS} model builds a cycle`);

/** The plan's other add-ons (DealComp, CapMatch) by the names the catalogue gives them. */
export const extrasOf = (plan: PricingPlan, addons: CatalogueAddon[]): string[] =>
  plan.addons.filter((a) => a.key !== 'unlimited').map((a) => addons.find((c) => c.key === a.key)?.name ?? a.key);

export const termName = (term: Term) => (term === 'annual' ? 'Annual' : 'Monthly');
