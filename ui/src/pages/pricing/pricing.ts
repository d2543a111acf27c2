import { ANNUAL_OFFSET, LIMITED_MODEL_BUILDS, type AddonKey, type PricingPlan, type Term } from '@dealbook/domain/subscriptions/plans';
import { loginUrl } from '../../providers/authProvider';

/** The catalogue plan for an add-on code and a term: monthly plans sit at their code, annual ones 8 positions later. */
export const catalogued = (plans: PricingPlan[], code: number, term: Term): PricingPlan | null =>
  plans.find((p) => p.term === term && p.index === code + (term === 'annual' ? ANNUAL_OFFSET : 0)) ?? null;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const money = (amount: number) => dollars.format(amount);

/** '$178 / month', '$1,599 / year'. */
export const priceOf = (plan: PricingPlan) => `${money(plan.price)} / ${plan.term === 'annual' ? 'year' : 'month'}`;

/** An annual plan's price per month and what it saves against twelve months of the monthly plan (null for a monthly one). */
export function annualTerms(plans: PricingPlan[], code: number, plan: PricingPlan) {
  if (plan.term !== 'annual') return null;
  const monthly = catalogued(plans, code, 'monthly');
  return { perMonth: Math.round(plan.price / 12), saving: monthly ? monthly.price * 12 - plan.price : null };
}

/**
 * Sign in, then the plan choice, with the chosen plan carried along (the login page appends `params` to its
 * redirect): '/login?redirect=/app/subscription&params=plan%3DregPremium-1-monthly'.
 */
export const activateUrl = (plan: PricingPlan) => `${loginUrl('/app/subscription')}&params=${encodeURIComponent(`plan=${plan.plan_id}`)}`;

/** The two plans a visitor compares; the Unlimited Models add-on (4) is what tells them apart. */
export const premiumPlans = [
  { base: 0, title: 'Premium Limited', models: `${LIMITED_MODEL_BUILDS} model builds a billing cycle` },
  { base: 4, title: 'Premium Unlimited', models: 'Unlimited model builds' },
] as const;

/** What each optional add-on gives, beside the name the catalogue gives it. */
export const addonBlurbs: Partial<Record<AddonKey, string>> = {
  dealcomp: "Valuation benchmarks: see how your deal's numbers compare with comparable deals.",
  capmatch: 'Matching to capital providers: see the investors and lenders that fit your deal, and contact them.',
};

export const included = [
  'Unlimited revisions: every save is kept as a version you can compare and restore',
  'Delete projects you no longer need',
  'Upload attachments and run a data room with per-person access',
  "See each deal's distribution: who it is shared with and who collaborates on it",
  'Build the Excel model of a deal',
];
