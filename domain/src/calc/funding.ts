/**
 * How the pro forma's loans are funded and repaid: tranches draw pro rata to costs (what they withhold at closing
 * first), and the refinancing loan closes at its date, no earlier than the earliest refinance date (the end of the
 * construction period) and before the exit; without a date, at the deal's stabilization.
 *
 * Release prices. Every loan is secured by all the components it finances; each carries a share of the collateral
 * in proportion to its stabilized value (stabilized NOI / exit cap; equal shares when no component has one). A
 * component sold in month t, after the loan's closing and before its payoff, repays
 *
 *   release fraction = MIN(1, release rate × value sold in t / value still held in t (sold in t or later))
 *
 * of the balance then (after the month's draw). The release rate is the loan's `release_percent` / 100, 1 when
 * blank: at 100% each sale repays its own share, at 125% it repays more, as lenders ask. The last sale repays the
 * rest, so the loans are repaid in full by it.
 */
import type { ComponentPlan } from './component-flows';
import { monthsBetween } from './dates';
import { round2 } from './round';
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

/**
 * Draws of a tranche: what it withholds at closing, then its share of each month's costs in cents; the last month
 * with costs takes the rounding difference, so the draws add up to the principal exactly.
 */
export function proRataDraws(terms: LoanTerms, costs: readonly number[], totalCosts: number): number[] {
  const withheld = Math.min(netFundedAtClosing(terms), terms.principal);
  const forCosts = terms.principal - withheld;
  const last = costs.reduce((found, cost, t) => (cost !== 0 ? t : found), 0);
  let drawn = 0;
  return costs.map((cost, t) => {
    const draw =
      t === last
        ? round2(terms.principal - drawn)
        : (t === 0 ? withheld : 0) + (totalCosts > 0 ? round2((cost / totalCosts) * forCosts) : 0);
    drawn += draw;
    return draw;
  });
}

/** Each component's share of the collateral: its stabilized value, or 1 each when none has a value. */
export function collateralValues(plans: readonly ComponentPlan[]): number[] {
  const values = plans.map((plan) => (plan.exit_cap_rate > 0 ? Math.max(0, plan.stabilized_noi) / plan.exit_cap_rate : 0));
  return values.some((v) => v > 0) ? values : plans.map(() => 1);
}

/** The share of a loan's balance the sales of each month t = 0 ... months repay (0 outside closing < t < payoff). */
export function releaseFractions(terms: LoanTerms, plans: readonly ComponentPlan[], months: number): number[] {
  const values = collateralValues(plans);
  return Array.from({ length: months + 1 }, (_, t) => {
    if (t <= terms.closing_month || t >= terms.payoff_month) return 0;
    const sold = plans.reduce((s, plan, i) => s + (plan.hold_month === t ? values[i]! : 0), 0);
    const held = plans.reduce((s, plan, i) => s + (plan.hold_month >= t ? values[i]! : 0), 0);
    return sold > 0 && held > 0 ? Math.min(1, (terms.release_rate * sold) / held) : 0;
  });
}
