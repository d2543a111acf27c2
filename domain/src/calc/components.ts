/**
 * Everything the engine derives for one component: area, capex bases, NOI, strategy and plan, timing and hold
 * dates, with the alerts the date rules raise.
 */
import { projectArea } from './area';
import type { CapexLineItem } from './capex';
import { capexBasis } from './capex';
import { addMonthsToMonthEnd } from './dates';
import type { DealInput, SubPropertyInput } from './input';
import type { NoiBreakdown } from './noi';
import { componentNoi } from './component-noi';
import type { ComponentNoi } from './component-noi';
import type { BusinessPlanLabel, StrategyFlags } from './strategy';
import { businessPlanLabel, effectiveStrategy, isOperatingType, isSellOut, strategyFlags } from './strategy';
import type { Alert, ComponentTimeline } from './timeline';
import {
  componentTimeline,
  maxHoldDate,
  maxStabilizationPeriodMonths,
  minHoldDate,
  resolveHoldDate,
  shorterThanParentAlert,
} from './timeline';

export interface ComponentResult extends StrategyFlags {
  id: string;
  index: number;
  name: string | null;
  type: string | null;
  is_operating: boolean;
  is_linked: boolean;
  linked_index: number | null;
  business_strategy: string;
  business_plan: BusinessPlanLabel;
  area_sf: number;
  project_area_is_derived: boolean;
  development_basis: number;
  development_basis_is_derived: boolean;
  stabilization_basis: number;
  stabilization_basis_is_derived: boolean;
  capex_line_items: Partial<Record<CapexLineItem, number>>;
  /** the stabilized NOI's parts, annual */
  effective_rent: number;
  other_income: number;
  expenses: number;
  noi: number;
  stabilized: NoiBreakdown;
  interim: NoiBreakdown | null;
  stabilized_noi_is_derived: boolean;
  interim_noi: number | null;
  interim_noi_is_derived: boolean;
  incoming_noi: number | null;
  value_added: boolean;
  timeline: ComponentTimeline;
  min_hold_date: string;
  max_hold_date: string;
  /** the hold date kept (null when the entered one was cleared or none was entered) */
  hold_date: string | null;
  /** the date the component is sold in the pro forma: its hold date, else its minimum hold date */
  exit_date: string;
  construction_end_date: string;
  stabilization_date: string;
  max_stabilization_period_months: number;
  alerts: Alert[];
}

export function componentId(c: SubPropertyInput, index: number): string {
  return c.id ?? c.item_id ?? String(index);
}

export function calculateComponents(deal: DealInput, analysis: string): { results: ComponentResult[]; noi: ComponentNoi[] } {
  const components = deal.sub_properties ?? [];
  const timelines = components.map(componentTimeline);
  const nois = components.map(componentNoi);
  const results = components.map((c, index): ComponentResult => {
    const timeline = timelines[index]!;
    const noi = nois[index]!;
    const area = projectArea(c);
    const development = capexBasis(c, 'construction');
    const stabilization = capexBasis(c, 'stabilization');
    const strategy = effectiveStrategy(c, deal);
    const flags = strategyFlags(strategy, isSellOut(c));
    const isLinked = c.is_linked === true && c.linked_index != null;
    const min_hold_date = minHoldDate(analysis, timeline);
    const max_hold_date = maxHoldDate(min_hold_date);
    const hold = resolveHoldDate(c.hold_date, min_hold_date, max_hold_date, isLinked);
    const parentTimeline = isLinked ? timelines[c.linked_index!] : undefined;
    const shorter = parentTimeline && c.linked_index !== index ? shorterThanParentAlert(timeline, parentTimeline) : null;
    return {
      id: componentId(c, index),
      index,
      name: c.name ?? null,
      type: c.type ?? null,
      is_operating: isOperatingType(c.type),
      is_linked: isLinked,
      linked_index: isLinked ? c.linked_index! : null,
      business_strategy: strategy,
      business_plan: businessPlanLabel(flags),
      ...flags,
      area_sf: area.area_sf,
      project_area_is_derived: area.project_area_is_derived,
      development_basis: development.amount,
      development_basis_is_derived: development.is_derived,
      stabilization_basis: stabilization.amount,
      stabilization_basis_is_derived: stabilization.is_derived,
      capex_line_items: { ...development.line_items, ...stabilization.line_items },
      effective_rent: noi.stabilized.effective_rent,
      other_income: noi.stabilized.other_income,
      expenses: noi.stabilized.expenses,
      noi: noi.stabilized_noi,
      stabilized: noi.stabilized,
      interim: noi.interim,
      stabilized_noi_is_derived: noi.stabilized_noi_is_derived,
      interim_noi: noi.interim_noi,
      interim_noi_is_derived: noi.interim_noi_is_derived,
      incoming_noi: noi.incoming_noi,
      value_added: noi.value_added,
      timeline,
      min_hold_date,
      max_hold_date,
      hold_date: hold.hold_date,
      exit_date: hold.hold_date ?? min_hold_date,
      construction_end_date: addMonthsToMonthEnd(analysis, timeline.construction_end_month),
      stabilization_date: min_hold_date,
      max_stabilization_period_months: maxStabilizationPeriodMonths(timeline.construction_months),
      alerts: [hold.alert, shorter].filter((a): a is Alert => a !== null),
    };
  });
  return { results, noi: nois };
}
