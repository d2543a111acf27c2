/**
 * The timing of a component: its phases in months, minimum and maximum hold dates,
 * the hold-date rules for linked components, and the deal-level periods built from all components.
 */
import {
  addMonthsToMonthEnd,
  compareDates,
  endOfMonth,
  MAX_ANALYSIS_HORIZON_MONTHS,
  MAX_HOLD_AFTER_MINIMUM_MONTHS,
  maxDate,
  monthsBetween,
  toMonths,
} from './dates';
import { formatUsDate } from './display';
import type { SubPropertyInput } from './input';
import { roundExcel } from './round';

export interface Alert {
  code: 'hold_date_updated' | 'shorter_than_parent' | 'interest_reserve_inputs_missing';
  title: string;
  message: string;
}

/** A component's phases, in whole months from the analysis date. */
export interface ComponentTimeline {
  construction_delay_months: number;
  construction_months: number;
  stabilization_delay_months: number;
  stabilization_months: number;
  /** construction delay + construction: the month the component is built. */
  construction_end_month: number;
  /** all four phases: the month the component is stabilized. */
  stabilized_month: number;
}

/** Durations are taken to whole months (ROUND, 0 decimals) since the pro forma runs month by month. */
export function componentTimeline(c: SubPropertyInput): ComponentTimeline {
  const months = (amount: number | null | undefined, units: string | null | undefined) =>
    Math.max(0, roundExcel(toMonths(amount, units), 0));
  const construction_delay_months = months(c.construction_delay, c.construction_delay_time_units);
  const construction_months = months(c.construction_period, c.construction_period_time_units);
  const stabilization_delay_months = months(c.stabilization_delay, c.stabilization_delay_time_units);
  const stabilization_months = months(c.stabilization_period, c.stabilization_period_time_units);
  const construction_end_month = construction_delay_months + construction_months;
  const stabilized_month = construction_end_month + stabilization_delay_months + stabilization_months;
  return {
    construction_delay_months,
    construction_months,
    stabilization_delay_months,
    stabilization_months,
    construction_end_month,
    stabilized_month,
  };
}

/** Minimum hold date: the end of the month reached after the analysis date plus all four phases. */
export function minHoldDate(analysis: string, timeline: ComponentTimeline): string {
  return addMonthsToMonthEnd(analysis, timeline.stabilized_month);
}

/** Maximum hold date: 10 years after the minimum, to month end. */
export function maxHoldDate(minHold: string): string {
  return addMonthsToMonthEnd(minHold, MAX_HOLD_AFTER_MINIMUM_MONTHS);
}

/** Maximum stabilization period: 120 months minus the construction period in months, never negative. */
export function maxStabilizationPeriodMonths(constructionMonths: number): number {
  return Math.max(0, MAX_ANALYSIS_HORIZON_MONTHS - constructionMonths);
}

export function holdDateUpdatedAlert(date: string): Alert {
  return { code: 'hold_date_updated', title: 'Data Validation', message: `automatically updated to ${formatUsDate(date)}` };
}

export interface HoldDateResolution {
  hold_date: string | null;
  alert: Alert | null;
}

/**
 * The hold date a component keeps. A date not after the minimum is cleared (the spec's words: the component is
 * then sold at its minimum hold date all the same), or, on a linked component, a date before the minimum is
 * raised to it with the 'Data Validation' alert, and the minimum itself is kept, as the rule raises to exactly
 * it. A date past the maximum is brought back to the maximum with the same alert (the date picker forbids it;
 * old data may not).
 */
export function resolveHoldDate(
  holdDate: string | null | undefined,
  minHold: string,
  maxHold: string,
  isLinked: boolean,
): HoldDateResolution {
  if (!holdDate) return { hold_date: null, alert: null };
  const hold = endOfMonth(holdDate);
  const order = compareDates(hold, minHold);
  if (isLinked && order < 0) return { hold_date: minHold, alert: holdDateUpdatedAlert(minHold) };
  if (!isLinked && order <= 0) return { hold_date: null, alert: null };
  if (compareDates(hold, maxHold) > 0) return { hold_date: maxHold, alert: holdDateUpdatedAlert(maxHold) };
  return { hold_date: hold, alert: null };
}

/** A linked component built or stabilized faster than its parent: the spec's question to the user. */
export function shorterThanParentAlert(child: ComponentTimeline, parent: ComponentTimeline): Alert | null {
  const shorter = child.construction_months < parent.construction_months || child.stabilization_months < parent.stabilization_months;
  if (!shorter) return null;
  return {
    code: 'shorter_than_parent',
    title: 'Data Validation',
    message:
      'This component has a shorter construction or stabilization period than the component it is linked to. Will it really be stabilized or begin operating sooner?',
  };
}

export interface DealPeriods {
  /** The latest hold date among components (a component without one is held to its minimum hold date). */
  exit_date: string;
  investment_period_months: number;
  construction_period_months: number;
  transitional_period_months: number;
}

export function dealPeriods(analysis: string, timelines: readonly ComponentTimeline[], holdDates: readonly string[]): DealPeriods {
  const exit_date = maxDate(holdDates) ?? analysis;
  return {
    exit_date,
    investment_period_months: Math.max(0, ...holdDates.map((d) => monthsBetween(analysis, d))),
    construction_period_months: Math.max(0, ...timelines.map((t) => t.construction_end_month)),
    transitional_period_months: Math.max(0, ...timelines.map((t) => t.stabilized_month)),
  };
}
