/**
 * Ground and master leases (the deal's `ground_master_leases`, the requirements): the rent the deal pays for
 * the land (ground lease) or the whole property (master lease) it holds on a lease. Both kinds are paid the
 * same way; `lease_type` only names the lease.
 *
 * Which leases the pro forma charges: every item not switched off (`active: false` excludes it; a missing flag
 * counts as active, as for the financing items) and not flagged `included_in_noi`. Ground rent already counted
 * in the NOI must be flagged, so a flagged lease is already in the NOI column and is not
 * charged a second time.
 *
 * The month convention is the pro forma's: month 0 is the closing and earns no NOI (`noiAt` starts at month
 * 1), so it pays no ground rent either; month t (1 ... exit) pays a month of rent. For each charged lease:
 *
 *   monthly rent = rent_amount × period multiplier / 12   (PERIOD_MULTIPLIERS in noi.ts: yearly 1, monthly 12,
 *                                                          weekly 52, daily 365.25, hourly 2880; no period = yearly)
 *   free months  = free_rent in months (years × 12), rounded to whole months like every duration of the engine
 *   paid in month t when free months < t ≤ exit month, i.e. from month free + 1 through the exit month
 *
 * The free rent runs from the closing (the lease has no start date of its own). A negative rent counts as 0.
 * The deal's ground rent in a month is the sum over the charged leases, rounded to cents (round2), so the pro
 * forma's `ground_rent` column adds up as shown.
 *
 *   120,000 a year, 6 months free, 48-month hold: 120,000 × 1 / 12 = 10,000 a month in months 7-48,
 *   42 months × 10,000 = 420,000.
 *
 * Sale values are not reduced for the lease: see the note at the end of this file.
 */
import { toMonths } from './dates';
import type { GroundLeaseInput, Maybe } from './input';
import { num } from './input';
import { periodMultiplier } from './noi';
import { round2, roundExcel } from './round';

/** Whether the pro forma charges the lease: active (a missing flag counts as active) and not already in the NOI. */
export function isChargedGroundLease(lease: GroundLeaseInput): boolean {
  return lease.active !== false && lease.included_in_noi !== true;
}

/** The rent of one month, unrounded: rent_amount × period multiplier / 12 (a negative rent counts as 0). */
export function monthlyGroundRent(lease: GroundLeaseInput): number {
  return (Math.max(0, num(lease.rent_amount)) * periodMultiplier(lease.rent_period)) / 12;
}

/** The free rent in whole months from the closing: years × 12, rounded (ROUND, 0 decimals). */
export function freeRentMonths(lease: GroundLeaseInput): number {
  return Math.max(0, roundExcel(toMonths(lease.free_rent, lease.free_rent_time_units), 0));
}

/** The rent one lease pays in month t of a pro forma exiting at `exitMonth` (0 when not charged). */
export function groundRentAt(lease: GroundLeaseInput, t: number, exitMonth: number): number {
  if (!isChargedGroundLease(lease)) return 0;
  return t >= 1 && t > freeRentMonths(lease) && t <= exitMonth ? monthlyGroundRent(lease) : 0;
}

/** The deal's ground rent for months 0 ... exitMonth, each month rounded to cents. */
export function groundRentByMonth(leases: Maybe<readonly GroundLeaseInput[]>, exitMonth: number): number[] {
  const charged = (leases ?? []).filter(isChargedGroundLease);
  return Array.from({ length: Math.max(0, exitMonth) + 1 }, (_, t) =>
    round2(charged.reduce((s, lease) => s + groundRentAt(lease, t, exitMonth), 0)),
  );
}

/*
 * Closing note: sale values are not reduced for the ground rent (a simplification, decided on purpose).
 *
 * A buyer of a leasehold pays for the NOI net of ground rent, so strictly each sale would lose the forward
 * year's ground rent capitalized at the component's exit cap. The engine keeps the sale values, the value the
 * refinancing loan is sized on and the LTV's value on the NOI before ground rent. Why: the lease belongs to the
 * deal while sales are per component (componentSale sees one plan: its own month, NOI and exit cap), a
 * component may sell before the deal exits, and the spec gives no way to split one lease among components; a
 * pro rata split by value at each exit cap would be a rule of our own that a user cannot see or check.
 * For a leasehold the values are therefore overstated by about forward ground rent / exit cap
 * (120,000 / 5% = 2,400,000). The rent itself is paid every month through the deal's exit month, also after
 * an earlier component sale. To value the deal net of the rent, count the rent in the component NOI (a typed
 * NOI net of it, or a higher expense) and flag the lease `included_in_noi`: the cash flow then is not charged
 * twice and the sale values follow the lower NOI.
 */
