import { findPlan, type PricingPlan } from './plans';
import { isActive, planKindOf, type SubscriptionFacts } from './kinds';

export interface PlanButton {
  label: 'Activate Plan' | 'Current Plan' | 'Modify Plan' | 'Upgrade Plan' | 'Downgrade Plan' | 'Enterprise Plan';
  action: 'subscribe' | 'change' | 'upgrade' | 'downgrade' | 'none';
  disabled: boolean;
}

/**
 * The button under each plan on the pricing and subscription views, for the account's
 * current subscription. Where the spec is silent: power users and enterprise accounts get a disabled
 * 'Enterprise Plan' (they hold every right already); a plan cancelled before its period end cannot change,
 * so every change is disabled until it ends.
 */
export function planButton(admin: boolean, current: SubscriptionFacts | null, target: PricingPlan): PlanButton {
  const kind = planKindOf(admin, current);
  if (kind === 'power' || kind === 'enterprise') return { label: 'Enterprise Plan', action: 'none', disabled: true };
  if (!isActive(current)) return { label: 'Activate Plan', action: 'subscribe', disabled: false };
  const locked = current.canceledAt !== null;
  const mine = findPlan(current.planId);
  if (!mine) return { label: 'Upgrade Plan', action: 'upgrade', disabled: locked };
  // A team plan is its primary plan's twin at the same price: the same row is 'Current Plan'.
  if (mine.plan_id.replace(/-team$/, '') === target.plan_id.replace(/-team$/, ''))
    return { label: 'Current Plan', action: 'none', disabled: true };
  if (mine.tier === target.tier) return { label: 'Modify Plan', action: 'change', disabled: locked };
  if (target.tier > mine.tier) return { label: 'Upgrade Plan', action: 'upgrade', disabled: locked };
  return { label: 'Downgrade Plan', action: 'downgrade', disabled: locked || current.term === 'annual' };
}
