/**
 * Plan limits of accounts that are not premium. Configuration: the handler passes
 * the numbers it was configured with in each command; these are the defaults the issue names.
 */
export interface DealLimits {
  /** Versions a deal may have (its creation counts as the first). */
  revisionsPerDeal: number;
  replicatesPerMonth: number;
  deletesPerMonth: number;
}

export const defaultDealLimits: DealLimits = { revisionsPerDeal: 20, replicatesPerMonth: 5, deletesPerMonth: 5 };

/**
 * Who the limits spare. Premium accounts are not subject to them; until subscriptions exist only admins
 * (internal users) are exempt.
 */
export interface Plan {
  isPremium: boolean;
  isAdmin: boolean;
}

export const isExempt = (plan: Plan): boolean => plan.isPremium || plan.isAdmin;

/**
 * The calendar month of a time, 'YYYY-MM' in UTC: the window the replicate and delete limits count in.
 * The handler counts the caller's replicates and deletes whose time falls in the month of `now`.
 */
export function calendarMonthOf(iso: string): string {
  return new Date(iso).toISOString().slice(0, 7);
}
