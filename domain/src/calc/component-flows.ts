/**
 * One component's monthly figures in the pro forma, month t counted from the analysis date (t = 0 is the
 * closing, month t ends t months later):
 *
 * - development basis: spent in equal parts over the construction months (delay + 1 ... delay + construction),
 *   or at once at the end of the delay when there is no construction period;
 * - stabilization basis: in equal parts over the stabilization (lease-up) months that follow the
 *   stabilization delay, or at once when that period is 0;
 * - each equal part is rounded to cents and the last month takes the rounding difference, so the months add up
 *   to the basis exactly (49,000 over 3 months: 16,333.33, 16,333.33, 16,333.34);
 * - NOI (annual, before growth): nothing while a development is built, else the interim NOI, or the incoming
 *   NOI, or the stabilized NOI; a straight-line lease-up from there to the stabilized NOI over the
 *   stabilization period; the stabilized NOI afterwards. Growth at the stabilized growth rate steps once a
 *   year: months 1-12 at (1 + g)^0, months 13-24 at (1 + g)^1, ...; a month earns 1/12 of the annual figure;
 * - sale at the component's hold month: NOI / exit cap, less selling costs (a percent of the gross price).
 *   The NOI capitalized is the projected NOI (the buyer's first year, the 12 months after the sale) unless the
 *   valuation methodology is 'income-historic' (the 12 months up to the sale). No cap rate, no sale value.
 */
import type { ComponentNoi } from './component-noi';
import { round2 } from './round';
import type { StrategyFlags } from './strategy';
import type { ComponentTimeline } from './timeline';

export interface ComponentPlan {
  index: number;
  timeline: ComponentTimeline;
  /** whole months from the analysis date to the component's hold date */
  hold_month: number;
  development_basis: number;
  stabilization_basis: number;
  /** annual NOI before the lease-up */
  start_noi: number;
  stabilized_noi: number;
  growth_rate: number;
  exit_cap_rate: number;
  selling_cost_rate: number;
  /** capitalize the trailing 12 months rather than the next 12 */
  historic_valuation: boolean;
}

export interface PlanInputs {
  index: number;
  timeline: ComponentTimeline;
  hold_month: number;
  development_basis: number;
  stabilization_basis: number;
  noi: ComponentNoi;
  flags: StrategyFlags;
  /** percents as entered */
  growth_percent: number;
  exit_cap_percent: number;
  selling_costs_percent: number;
  valuation_methodology: string | null | undefined;
}

export function componentPlan(p: PlanInputs): ComponentPlan {
  const start_noi = p.flags.is_development ? 0 : (p.noi.interim_noi ?? p.noi.incoming_noi ?? p.noi.stabilized_noi);
  return {
    index: p.index,
    timeline: p.timeline,
    hold_month: p.hold_month,
    development_basis: p.development_basis,
    stabilization_basis: p.stabilization_basis,
    start_noi,
    stabilized_noi: p.noi.stabilized_noi,
    growth_rate: p.growth_percent / 100,
    exit_cap_rate: p.exit_cap_percent / 100,
    selling_cost_rate: p.selling_costs_percent / 100,
    historic_valuation: p.valuation_methodology === 'income-historic',
  };
}

/** A lump spread evenly in cents over `months` months after month `after` (the last takes the rest), or paid at `after` when months is 0. */
function spread(amount: number, after: number, months: number, t: number): number {
  if (months <= 0) return t === after ? amount : 0;
  if (t <= after || t > after + months) return 0;
  const part = round2(amount / months);
  return t < after + months ? part : amount - part * (months - 1);
}

export function capexAt(plan: ComponentPlan, t: number): number {
  const { construction_delay_months, construction_months, construction_end_month, stabilization_delay_months, stabilization_months } =
    plan.timeline;
  const leaseUpStart = construction_end_month + stabilization_delay_months;
  return (
    spread(plan.development_basis, construction_delay_months, construction_months, t) +
    spread(plan.stabilization_basis, leaseUpStart, stabilization_months, t)
  );
}

export function growthFactor(plan: ComponentPlan, t: number): number {
  return (1 + plan.growth_rate) ** Math.floor(Math.max(0, t - 1) / 12);
}

/** Annual NOI run rate in month t, growth included, whether or not the component is still held. */
export function annualNoiAt(plan: ComponentPlan, t: number): number {
  const { stabilized_month, stabilization_months } = plan.timeline;
  const leaseUpStart = stabilized_month - stabilization_months;
  let base: number;
  if (t <= leaseUpStart) base = plan.start_noi;
  else if (t <= stabilized_month)
    base = plan.start_noi + ((plan.stabilized_noi - plan.start_noi) * (t - leaseUpStart)) / stabilization_months;
  else base = plan.stabilized_noi;
  return base * growthFactor(plan, t);
}

/** The NOI earned in month t: a twelfth of the run rate, from month 1 to the hold month. */
export function noiAt(plan: ComponentPlan, t: number): number {
  return t >= 1 && t <= plan.hold_month ? annualNoiAt(plan, t) / 12 : 0;
}

/** The NOI of the 12 months after month t (the buyer's first year). */
export function forwardNoi(plan: ComponentPlan, t: number): number {
  let sum = 0;
  for (let m = t + 1; m <= t + 12; m++) sum += annualNoiAt(plan, m) / 12;
  return sum;
}

/** The NOI of the 12 months up to month t (as if held throughout). */
export function trailingNoi(plan: ComponentPlan, t: number): number {
  let sum = 0;
  for (let m = t - 11; m <= t; m++) sum += m >= 1 ? annualNoiAt(plan, m) / 12 : 0;
  return sum;
}

/** The NOI a buyer capitalizes at month t: projected (forward) or historic (trailing). */
export function capitalizedNoi(plan: ComponentPlan, t: number): number {
  return plan.historic_valuation ? trailingNoi(plan, t) : forwardNoi(plan, t);
}

/** Value at month t by direct capitalization; 0 without a cap rate. */
export function componentValueAt(plan: ComponentPlan, t: number): number {
  return plan.exit_cap_rate > 0 ? capitalizedNoi(plan, t) / plan.exit_cap_rate : 0;
}

export interface ComponentSale {
  index: number;
  month: number;
  capitalized_noi: number;
  gross_price: number;
  selling_costs: number;
  net_proceeds: number;
}

export function componentSale(plan: ComponentPlan): ComponentSale {
  const capitalized_noi = capitalizedNoi(plan, plan.hold_month);
  const gross_price = componentValueAt(plan, plan.hold_month);
  const selling_costs = gross_price * plan.selling_cost_rate;
  return {
    index: plan.index,
    month: plan.hold_month,
    capitalized_noi,
    gross_price,
    selling_costs,
    net_proceeds: gross_price - selling_costs,
  };
}
