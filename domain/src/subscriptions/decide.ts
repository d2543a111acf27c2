import { DomainError, assertNever } from '../shared';
import { planButton } from './buttons';
import type { CardOnFile, SubscriptionEvent } from './events';
import { eventsOfNotice, type BillingNotice } from './notices';
import { isActive } from './kinds';
import { findPlan, type PricingPlan } from './plans';
import { evolveSubscription, factsOf, initialSubscriptionState, type SubscriptionState } from './state';

/** A first subscription's free trial ("activate with a trial", trial price 0; its length is ours). */
export const TRIAL_DAYS = 14;

export const subscriptionMessages = {
  invalidPlan: 'Invalid Plan',
  invalidPlanBody: 'This plan does not exist. Choose one of the plans listed.',
  already: 'You already have an active plan: change it instead of starting another.',
  notSubscribed: 'There is no active plan to cancel.',
  notTrialing: 'Your plan is not in its trial.',
  changeRefused: 'Unable to Change Plan',
  trialEnded: 'Congratulations, the trial has ended',
  teamRefused: 'Unable to Add Team Member',
};
const m = subscriptionMessages;

interface Base {
  now: string;
  actorId: string;
}
/** The payment provider accepted the card (the route charged it first, with the command's idempotency key). */
export interface Payment {
  customerRef: string;
  subscriptionRef: string;
  amount: number;
  firstCharge: number;
  status: 'trialing' | 'active';
  currentPeriodEnd: string;
  trialEnd: string | null;
  invoiceId: string | null;
  card: CardOnFile | null;
}
export interface Discount {
  source: 'coupon' | 'referral';
  percent_off: number;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months?: number | null;
}
export type StartSubscription = {
  type: 'StartSubscription';
  data: Base & {
    planId: string;
    payment: Payment;
    coupon: string | null;
    discount?: Discount | null;
    /** A team plan: the owner paying for it (the actor). */
    managedBy?: string | null;
  };
};
export type ChangeSubscriptionPlan = { type: 'ChangeSubscriptionPlan'; data: Base & { planId: string; amount: number } };
/** Cancelled by the account itself, or (`asManager`) by the team owner who manages the plan. */
export type CancelSubscription = { type: 'CancelSubscription'; data: Base & { asManager?: boolean } };
export type EndTrial = { type: 'EndTrial'; data: Base & { currentPeriodEnd: string; invoiceId: string; amount: number } };
/** The provider took a new card for the account's customer (asked first by the route). */
export type UpdateCard = { type: 'UpdateCard'; data: Base & { card: CardOnFile } };
/** The card provider's notice (a webhook, or the sandbox's clock); its id is the command id. */
export type ApplyBillingNotice = { type: 'ApplyBillingNotice'; data: { notice: BillingNotice } };
export type SubscriptionCommand =
  StartSubscription | ChangeSubscriptionPlan | CancelSubscription | EndTrial | UpdateCard | ApplyBillingNotice;

/** The catalogue plan, or 422 'Invalid Plan'. */
export function planFor(planId: string): PricingPlan {
  const plan = findPlan(planId);
  if (!plan) throw new DomainError('invalid', 'INVALID_PLAN', m.invalidPlanBody, m.invalidPlan);
  return plan;
}

/** Asked before the card is charged, and again by the decider: nothing is charged for what would be refused. */
export function checkStart(state: SubscriptionState, planId: string, now: Date): PricingPlan {
  const plan = planFor(planId);
  if (isActive(factsOf(state, now))) throw new DomainError('conflict', 'ALREADY_SUBSCRIBED', m.already, m.invalidPlan);
  return plan;
}

/**
 * A plan someone else manages (a team plan) is theirs to change: the account itself may not change,
 * cancel or end its trial. `managerName` names them in the message.
 */
export function checkSelfManaged(state: SubscriptionState, now: Date, managerName = 'your team owner'): void {
  if (state.managedBy && isActive(factsOf(state, now)))
    throw new DomainError(
      'conflict',
      'MANAGED_BY_OTHER',
      `Your plan is managed by ${managerName}: ask them to change it.`,
      m.changeRefused,
    );
}

/**
 * Asked before the owner's card is charged for a colleague's team plan: a team plan,
 * and management allowed: not while someone else manages the colleague's active plan, nor while the
 * colleague has an active or trialing plan of their own; not twice.
 */
export function checkTeamStart(member: SubscriptionState, ownerId: string, planId: string, now: Date, memberName: string): PricingPlan {
  const plan = planFor(planId);
  if (!plan.team) throw new DomainError('invalid', 'INVALID_PLAN', 'Choose a team plan (a plan for a colleague).', m.invalidPlan);
  if (isActive(factsOf(member, now))) {
    if (member.managedBy === ownerId)
      throw new DomainError('conflict', 'TEAM_MEMBER_EXISTS', `${memberName} is already on your team.`, m.teamRefused);
    if (member.managedBy)
      throw new DomainError('conflict', 'MANAGED_BY_OTHER', `Someone else manages ${memberName}'s plan.`, m.teamRefused);
    throw new DomainError('conflict', 'HAS_OWN_PLAN', `${memberName} has a plan of their own.`, m.teamRefused);
  }
  return plan;
}

/**
 * Asked before the provider takes a new card: there is a customer to give it to (a plan was started), and
 * the plan is the account's own (a team plan is charged to its owner's card).
 */
export function checkCardUpdate(state: SubscriptionState, now: Date, managerName?: string): void {
  // A team plan's customer is its owner's: an ended one leaves the colleague no card of their own.
  if (!state.customerRef || (state.managedBy && !isActive(factsOf(state, now))))
    throw new DomainError('conflict', 'NOT_SUBSCRIBED', 'There is no card on file to replace: activate a plan.', 'Unable to Update Card');
  checkSelfManaged(state, now, managerName);
}

/** Asked before the provider moves the plan: the plan buttons' rules. */
export function checkChange(
  state: SubscriptionState,
  planId: string,
  now: Date,
): { plan: PricingPlan; kind: 'change' | 'upgrade' | 'downgrade' } {
  const plan = planFor(planId);
  const facts = factsOf(state, now);
  if (!isActive(facts))
    throw new DomainError('conflict', 'NOT_SUBSCRIBED', 'There is no active plan to change: activate one.', m.changeRefused);
  const button = planButton(false, facts, plan);
  if (button.action === 'none' || button.disabled) {
    const why =
      button.label === 'Current Plan'
        ? 'This is already your plan.'
        : facts.canceledAt
          ? 'A cancelled plan cannot change before its period ends.'
          : button.label === 'Downgrade Plan'
            ? 'A yearly plan cannot be downgraded before its year ends.'
            : 'This plan cannot be chosen.';
    throw new DomainError('conflict', 'PLAN_CHANGE_REFUSED', why, m.changeRefused);
  }
  return { plan, kind: button.action as 'change' | 'upgrade' | 'downgrade' };
}

/** A referred person's first subscription is 20% off its first month. */
export const REFERRAL_PERCENT_OFF = 20;

/**
 * The discount of a new plan: the admin's coupon when one is given (checked before), else the referral
 * discount for someone referred who never subscribed (referral discounts are for new subscribers).
 */
export function discountFor(
  state: SubscriptionState,
  referred: boolean,
  coupon: { percent_off: number; duration: Discount['duration']; duration_in_months?: number | null } | null,
): Discount | null {
  if (coupon)
    return {
      source: 'coupon',
      percent_off: coupon.percent_off,
      duration: coupon.duration,
      duration_in_months: coupon.duration_in_months ?? null,
    };
  if (referred && !state.everSubscribed) return { source: 'referral', percent_off: REFERRAL_PERCENT_OFF, duration: 'once' };
  return null;
}

/** Days of free trial for this account now: a first subscription only. */
export const trialDaysFor = (state: SubscriptionState): number => (state.everSubscribed ? 0 : TRIAL_DAYS);

export function decideSubscription(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  if (command.type === 'ApplyBillingNotice') return eventsOfNotice(state, command.data.notice);
  const { now, actorId } = command.data;
  const stamp = { at: now, by: actorId };
  const at = new Date(now);
  switch (command.type) {
    case 'StartSubscription': {
      const plan = checkStart(state, command.data.planId, at);
      const p = command.data.payment;
      const data = {
        plan_id: plan.plan_id,
        term: plan.term,
        amount: p.amount,
        first_charge: p.firstCharge,
        status: p.status,
        current_period_end: p.currentPeriodEnd,
        trial_end: p.trialEnd,
        customer_ref: p.customerRef,
        subscription_ref: p.subscriptionRef,
        coupon: command.data.coupon,
        discount: command.data.discount ?? null,
        managed_by: command.data.managedBy ?? null,
        invoice_id: p.invoiceId,
        // A team plan is charged to its owner's card, which is not the colleague's to see.
        card: command.data.managedBy ? null : p.card,
        ...stamp,
      };
      return [{ type: 'SubscriptionStarted', data }];
    }
    case 'ChangeSubscriptionPlan': {
      checkSelfManaged(state, at);
      const { plan, kind } = checkChange(state, command.data.planId, at);
      const data = { from: state.planId!, to: plan.plan_id, term: plan.term, amount: command.data.amount, kind, ...stamp };
      return [{ type: 'SubscriptionPlanChanged', data }];
    }
    case 'CancelSubscription': {
      if (command.data.asManager && state.managedBy !== actorId)
        throw new DomainError('forbidden', 'NOT_YOUR_TEAM_MEMBER', 'You do not manage this plan.', 'Unable to Cancel Plan');
      if (!command.data.asManager) checkSelfManaged(state, at);
      const facts = factsOf(state, at);
      if (!facts || (facts.status !== 'active' && facts.status !== 'trialing'))
        throw new DomainError('conflict', 'NOT_SUBSCRIBED', m.notSubscribed, 'Oops! Something is not right.');
      return [{ type: 'SubscriptionCancelled', data: { ends_at: state.currentPeriodEnd ?? now, ...stamp } }];
    }
    case 'EndTrial': {
      checkSelfManaged(state, at);
      if (state.status !== 'trialing') throw new DomainError('conflict', 'NOT_TRIALING', m.notTrialing, 'Oops! Something is not right.');
      const { currentPeriodEnd, invoiceId, amount } = command.data;
      return [{ type: 'SubscriptionTrialEnded', data: { current_period_end: currentPeriodEnd, invoice_id: invoiceId, amount, ...stamp } }];
    }
    case 'UpdateCard':
      checkCardUpdate(state, at);
      return [{ type: 'SubscriptionCardUpdated', data: { card: command.data.card, ...stamp } }];
    default:
      return assertNever(command);
  }
}

export const subscriptionDecider = {
  decide: decideSubscription,
  evolve: evolveSubscription,
  initialState: initialSubscriptionState,
};
