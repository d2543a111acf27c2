import type { PlanButton } from '@dealbook/domain/subscriptions/buttons';
import type { SubscriptionFacts } from '@dealbook/domain/subscriptions/kinds';
import { findPlan, type Term } from '@dealbook/domain/subscriptions/plans';
import type { CardOnFile, Invoice, PlanManager, SubscribedPlan, SubscriptionView } from './subscription-api';
import { formatDate } from '@dealbook/domain/shared/dates';

export const termOf = (interval: SubscribedPlan['interval']): Term => (interval === 'year' ? 'annual' : 'monthly');

const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** The plan rules' view of the subscription; null when there is none (status 'none', or no plan). */
export function factsOf(view: SubscriptionView): SubscriptionFacts | null {
  if (view.status === 'none' || !view.plan) return null;
  return {
    planId: view.plan.id,
    status: view.status,
    term: termOf(view.plan.interval),
    canceledAt: view.canceled_at === null ? null : isoOf(view.canceled_at),
  };
}

/**
 * The subscription counts as running: the requirements' active, trialing and cancelled until the period ends, and
 * ours, past due while the card provider retries a failed renewal (domain/src/subscriptions/kinds.ts).
 */
export type RunningView = SubscriptionView & { plan: SubscribedPlan; status: 'trialing' | 'active' | 'canceled' | 'past_due' };
export const isRunning = (view: SubscriptionView): view is RunningView =>
  view.plan !== null &&
  (view.status === 'trialing' || view.status === 'active' || view.status === 'canceled' || view.status === 'past_due');

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The cost is the amount in cents divided by 100. '$99 / month', '$79.20 / month', '$1,599 / year'. */
export function billedPrice(plan: Pick<SubscribedPlan, 'amount' | 'interval'>): string {
  const dollars = plan.amount / 100;
  return `${(plan.amount % 100 === 0 ? whole : cents).format(dollars)} / ${plan.interval}`;
}

/** An epoch-seconds time as a date in the reader's time zone: 'Mar 14, 2026'. */
export const dateOf = (epochSeconds: number) => formatDate(epochSeconds * 1000);

export const statusLabels = { trialing: 'Trialing', active: 'Active', canceled: 'Cancelled', past_due: 'Past due' } as const;

/** Cents as dollars and cents: '$99.00', '$1,599.00'. */
export const centsText = (amount: number) => cents.format(amount / 100);

const brands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa ending 4242, expires 12/2030'; a brand the list does not know shows as the provider names it. */
export function cardLine(card: CardOnFile): string {
  const brand = brands[card.brand.toLowerCase()] ?? card.brand;
  return `${brand} ending ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

/** What a past-due plan's warning says after the card provider's reason: the next attempt, or that the plan ends. */
export function retryLine(view: SubscriptionView): string {
  const next = view.payment_issue?.next_attempt_at ?? null;
  return next === null ? 'We will not try again, so your plan ends.' : `We will try again on ${dateOf(next)}.`;
}

/** Who manages a running team plan; its holder cannot change, cancel or end the trial of it (409 MANAGED_BY_OTHER). */
export const managerOf = (view: SubscriptionView): PlanManager | null => (isRunning(view) ? (view.managed_by ?? null) : null);

export const managedLine = (manager: PlanManager) => `Your plan is managed by ${manager.name}.`;

const invoiceKinds: Record<Invoice['kind'], string> = {
  first: 'First payment',
  trial_end: 'End of trial',
  renewal: 'Renewal',
  model: 'One-time purchase',
};

/** What a charge paid for: my plan, a colleague's team plan, or a deal's Excel model; and which charge of it. */
export const invoicePurpose = (invoice: Invoice) => ({
  whose:
    invoice.kind === 'model' ? (invoice.description ?? 'Excel model') : invoice.for ? `Team plan for ${invoice.for.name}` : 'Your plan',
  kind: invoiceKinds[invoice.kind] ?? invoice.kind,
});

/** The line under the current plan: when the trial or the period ends, or, once cancelled, when the plan does. */
export function periodLine(view: SubscriptionView): string | null {
  const end = view.current_period_end;
  if (view.status === 'trialing' && view.trial_end !== null) return `Trial ends on ${dateOf(view.trial_end)}`;
  if (view.status === 'canceled' && end !== null) return `Ends on ${dateOf(end)}`;
  if (view.status === 'active' && end !== null) return `Renews on ${dateOf(end)}`;
  // Past due: the warning beside it says what happens next.
  return null;
}

/** Why a plan button is disabled, for its tooltip; null when it is not. */
export function disabledReason(button: PlanButton, facts: SubscriptionFacts | null, view: SubscriptionView): string | null {
  if (!button.disabled) return null;
  if (button.label === 'Enterprise Plan') return 'Your account already includes every feature of every plan.';
  if (button.label === 'Current Plan') return 'This is your current plan.';
  if (facts?.canceledAt) {
    const end = view.current_period_end === null ? '' : ` on ${dateOf(view.current_period_end)}`;
    return `A cancelled plan cannot change. It stays as it is until it ends${end}.`;
  }
  if (button.label === 'Downgrade Plan' && facts?.term === 'annual') return 'Yearly plans cannot downgrade.';
  return 'This plan cannot be chosen now.';
}

/** The plan list's row of a plan: a team plan (`…-team`, a colleague pays) is listed as its primary plan. */
export const listedPlanId = (view: SubscriptionView): string | null => (isRunning(view) ? view.plan.id.replace(/-team$/, '') : null);

/** A plan button as shown: a team plan's holder can choose no other plan, whatever the plan rules allow. */
export function planLock(button: PlanButton, facts: SubscriptionFacts | null, view: SubscriptionView) {
  const manager = managerOf(view);
  if (manager && button.label !== 'Current Plan') return { disabled: true, reason: managedLine(manager) };
  return { disabled: button.disabled, reason: disabledReason(button, facts, view) };
}

/**
 * Where the plan list starts: the plan asked for in the URL (`?plan=` from the pricing page), which it marks and
 * scrolls to, and the term of that plan, else of the current plan, else monthly.
 */
export function startingChoice(asked: string | null, view: SubscriptionView): { term: Term; asked: string | null } {
  const plan = asked ? findPlan(asked) : null;
  if (plan) return { term: plan.term, asked: plan.plan_id };
  return { term: view.plan ? termOf(view.plan.interval) : 'monthly', asked: null };
}
