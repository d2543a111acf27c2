import { z } from 'zod';
import { isActive } from './kinds';
import { findPlan } from './plans';
import { factsOf, type SubscriptionState } from './state';

/** A colleague in the profile's team section ("Team"). */
export const teamEntryOut = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(['none', 'trialing', 'active', 'canceled', 'past_due', 'ended']),
  plan: z.object({ id: z.string(), nickname: z.string() }).nullable(),
  current_period_end: z.number().nullable(),
  managed_by_me: z.boolean(),
  can_manage: z.boolean(),
  reason: z.string().nullable(),
});
export type TeamEntry = z.infer<typeof teamEntryOut>;

export interface Colleague {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export const NO_CARD_REASON = 'Activate your own plan first: team plans are charged to your card.';

/**
 * May I manage this colleague's plan? Not while someone else manages their active plan,
 * nor while nobody does and they have an active or trialing plan of their own. Ours: a team plan is charged
 * to my card on file, so without an active plan of my own I can add nobody.
 */
export function teamEntryOf(
  colleague: Colleague,
  state: SubscriptionState,
  me: { id: string; canPay: boolean },
  now: Date,
  managerName: string | null,
): TeamEntry {
  const facts = factsOf(state, now);
  const active = isActive(facts);
  const mine = active && state.managedBy === me.id;
  const reason = mine
    ? null
    : active && state.managedBy
      ? `Managed by ${managerName ?? 'another colleague'}.`
      : active
        ? 'Has a plan of their own.'
        : me.canPay
          ? null
          : NO_CARD_REASON;
  return {
    ...colleague,
    status: facts?.status ?? 'none',
    plan: active && state.planId ? { id: state.planId, nickname: findPlan(state.planId)?.plan_name ?? state.planId } : null,
    current_period_end: active && state.currentPeriodEnd ? Math.floor(Date.parse(state.currentPeriodEnd) / 1000) : null,
    managed_by_me: mine,
    can_manage: reason === null,
    reason,
  };
}

/**
 * Can this account pay for colleagues: an active plan of its own and a card on file. A team plan's customer
 * is the colleague who pays for it: its member has no card of their own to charge.
 */
export const canPayForTeam = (state: SubscriptionState, now: Date): boolean =>
  state.customerRef !== null && state.managedBy === null && isActive(factsOf(state, now));
