/**
 * How the pro forma's loans are funded: tranches draw pro rata to costs (what they withhold at closing first),
 * and the refinancing loan closes at its date, no earlier than the earliest refinance date (the end of the
 * construction period) and before the exit; without a date, at the deal's stabilization.
 */
import { monthsBetween } from './dates';
import type { LoanTerms } from './loans';
import { netFundedAtClosing } from './loans';
import type { ProFormaInputs } from './proforma';

export function refinanceMonth(input: ProFormaInputs): number | null {
  const refi = input.refinancing;
  const last = input.investment_period_months - 1;
  if (!refi) return null;
  const wanted = refi.closing_date ? monthsBetween(input.analysis_date, refi.closing_date) : input.transitional_period_months;
  const month = Math.min(Math.max(wanted, input.construction_period_months), last);
  return month >= 1 ? month : null;
}

/** Draws of a tranche: what it withholds at closing, then its share of each month's costs. */
export function proRataDraws(terms: LoanTerms, costs: readonly number[], totalCosts: number): number[] {
  const withheld = Math.min(netFundedAtClosing(terms), terms.principal);
  const forCosts = terms.principal - withheld;
  return costs.map((cost, t) => (t === 0 ? withheld : 0) + (totalCosts > 0 ? (cost / totalCosts) * forCosts : t === 0 ? forCosts : 0));
}
