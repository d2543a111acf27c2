import { LIMITED_MODEL_BUILDS } from '../subscriptions/plans';
import { addonsOf, planKindOf, type PlanKind, type SubscriptionFacts } from '../subscriptions/kinds';

/**
 * What an account may do by its plan: one pure function every route
 * and screen asks.
 * - Power users (admins; administrator, advisor or corporate plans) and enterprise plans: everything.
 * - Premium plans (active, trialing, or cancelled until the period ends): delete projects, track changes
 *   without the revision limit, build models (5 a billing cycle on Limited, no limit with Unlimited
 *   Models), upload attachments, see distribution; DealComp with its add-on, the match list with CapMatch.
 * - No subscription, or a legacy plan: none of those.
 * `matchingOpen` (MATCHING_OPEN) still opens matching to every account, as before plans existed.
 */
export interface EntitlementFacts {
  admin: boolean;
  /** The deployment opens matching to every account (MATCHING_OPEN, false by default: the CapMatch add-on's). */
  matchingOpen: boolean;
  subscription?: SubscriptionFacts | null;
  /** Model builds already made in the current billing cycle. */
  modelBuildsThisCycle?: number;
}

export interface Entitlements {
  kind: PlanKind;
  /** Run matches, see the match list and contact providers. */
  matching: boolean;
  dealcomp: boolean;
  /** No revision limit on saves; no monthly replicate or delete limit. */
  unlimitedDeals: boolean;
  uploadAttachments: boolean;
  viewDistribution: boolean;
  buildModels: boolean;
  /** Builds left this billing cycle; null: no limit. */
  modelBuildsLeft: number | null;
}

export function entitlementsOf(facts: EntitlementFacts): Entitlements {
  const subscription = facts.subscription ?? null;
  const kind = planKindOf(facts.admin, subscription);
  const all = kind === 'power' || kind === 'enterprise';
  const premium = kind === 'premium';
  const addons = addonsOf(subscription);
  const paid = all || premium;
  const unlimitedModels = all || addons.includes('unlimited');
  return {
    kind,
    matching: all || (premium && addons.includes('capmatch')) || facts.matchingOpen,
    dealcomp: all || (premium && addons.includes('dealcomp')),
    unlimitedDeals: paid,
    uploadAttachments: paid,
    viewDistribution: paid,
    buildModels: paid,
    modelBuildsLeft: !paid ? 0 : unlimitedModels ? null : Math.max(0, LIMITED_MODEL_BUILDS - (facts.modelBuildsThisCycle ?? 0)),
  };
}
