import { z } from 'zod';
import {
  businessStrategies,
  capRateMethodologies,
  componentCategories,
  componentTypeCodes,
  expenseInputTypes,
  hotelBrandings,
  hotelChainScales,
  hotelManagements,
  hotelSegments,
  investmentClasses,
  leaseTypes,
  periods,
  sizeUnitCodes,
  styles,
  timeUnits,
  valuationMethodologies,
} from '../catalog';
import {
  area as size,
  distance,
  growthRate,
  listIndex,
  money,
  factorPercent,
  percent,
  period,
  quantity,
  signedMoney,
  withPeriodUnits,
  year,
} from './bounds';
import { componentName } from './component-name';
import { amountsAndUnits, date, flag, itemIdSchema, oneOf, oneOfCodes, prefixed, text, withOverride } from './schema-parts';

/**
 * A programming component, an item of the deal's `sub_properties` list, field by field.
 * Names the spec describes without spelling out are ours and match what the calculation engine reads
 * (domain/src/calc/input.ts): the area dialog's `project_area_*` fields, the phases' `<phase>_time_units`,
 * the override pair `<field>_override` / `<field>_override_input`, the income inputs prefixed by the NOI
 * they feed (`stabilized_` or `interim_`), and the contingency inputs `<phase>_contingency_*`.
 */
const timing = {
  hold_date: date,
  min_hold_date: date,
  max_hold_date: date,
  timeline: period,
  timeline_words: text,
  construction_delay: period,
  construction_delay_time_units: oneOf(timeUnits),
  construction_period: period,
  construction_period_time_units: oneOf(timeUnits),
  stabilization_delay: period,
  stabilization_delay_time_units: oneOf(timeUnits),
  stabilization_period: period,
  stabilization_period_time_units: oneOf(timeUnits),
  phase_period: period,
  period_time_units: oneOf(timeUnits),
};

const basisAndNoi = {
  development_basis: money,
  development_basis_is_derived: flag,
  stabilization_basis: money,
  stabilization_basis_is_derived: flag,
  incoming_noi: signedMoney,
  incoming_noi_period: oneOf(periods),
  incoming_noi_is_derived: flag,
  interim_noi: signedMoney,
  interim_noi_is_derived: flag,
  stabilized_noi: signedMoney,
  stabilized_noi_is_derived: flag,
  stabilized_noi_period: oneOf(periods),
  stabilized_noi_growth_rate: growthRate,
  valuation_methodology: oneOf(valuationMethodologies),
  exit_cap_percentage_min: percent,
  selling_costs: percent,
};

const area = {
  project_area_amount: size,
  project_area_units: oneOfCodes(sizeUnitCodes),
  ...withOverride(['project_area_load_factor', 'project_area_loss_factor'], factorPercent),
  // The areas by unit (the size units' field mapping).
  area_gSF: size,
  area_nSF: size,
  area_uSF: size,
  area_gSQM: size,
  area_gAcres: size,
  len_lFT: size,
};

/** Benchmark inputs, and the results the benchmark calls store with the calc_ prefix. */
const benchmark = {
  distance_radius_sensitivity: distance,
  cap_rate_methodology: oneOf(capRateMethodologies),
  calc_exit_cap: percent,
  calc_rent_growth_low: growthRate,
  calc_rent_growth_high: growthRate,
  calc_expense_growth_low: growthRate,
  calc_expense_growth_high: growthRate,
  calc_other_growth_low: growthRate,
  calc_other_growth_high: growthRate,
};

export const capexLineItems = [
  'construction_hard_cost',
  'construction_soft_cost',
  'construction_other_cost',
  'stabilization_turnover_expense',
  'stabilization_marketing_expense',
  'stabilization_real_estate_tax_expense',
  'stabilization_operating_reserve',
  'stabilization_common_charge_expense',
] as const;

/** Contingency inputs exist but are not yet in the calculation. */
const contingency = (phase: 'construction' | 'stabilization') =>
  prefixed(`${phase}_contingency`, { input_amount: money, input_units: text, estimate: flag, slider_percent: percent });

/** The operating-income inputs of one NOI kind, before their prefix. */
const noiInputs = {
  rent: money,
  rent_units: text,
  rent_period: oneOf(periods),
  lease_type: oneOf(leaseTypes),
  single_net: flag,
  double_net: flag,
  triple_net: flag,
  net_lease_type: text,
  ...withOverride(['load_factor', 'loss_factor'], factorPercent),
  ...withOverride(['occupancy_rate', 'credit_loss_recovery_rate']),
  other_income: money,
  other_revenue: flag,
  other_income_units: text,
  other_income_period: oneOf(periods),
  other_income_attribution: percent,
  expense_input_type: oneOf(expenseInputTypes),
  expense_margin: percent,
  detailed_inputs: flag,
  tax_expense: money,
  tax_expense_units: text,
  tax_expense_period: oneOf(periods),
  insurance_expense: money,
  insurance_expense_units: text,
  insurance_expense_period: oneOf(periods),
  maintenance_expense: money,
  maintenance_expense_units: text,
  maintenance_expense_period: oneOf(periods),
};

export const noiKinds = ['stabilized', 'interim'] as const;

/** Each phase and its time units: a phase in years is at most 100 of them (./bounds). */
const phaseUnits = {
  construction_delay: 'construction_delay_time_units',
  construction_period: 'construction_period_time_units',
  stabilization_delay: 'stabilization_delay_time_units',
  stabilization_period: 'stabilization_period_time_units',
  phase_period: 'period_time_units',
} as const satisfies Partial<Record<keyof typeof timing, keyof typeof timing>>;

const subPropertyFields = z.object({
  item_id: itemIdSchema,
  // Identity and size.
  name: componentName,
  type: oneOfCodes(componentTypeCodes),
  quantity,
  project_keys: quantity,
  project_size_amount: size,
  project_size_units: oneOfCodes(sizeUnitCodes),
  project_area_is_derived: flag,
  is_linked: flag,
  linked_index: listIndex,
  is_parent: flag,
  // Strategy and flags.
  business_strategy: oneOf(businessStrategies),
  is_stabilized: flag,
  is_transitional: flag,
  is_development: flag,
  is_condo_conversion: flag,
  is_interim_noi: flag,
  // Hotel.
  hotel_segment: oneOfCodes(hotelSegments),
  hotel_chain_scale: oneOfCodes(hotelChainScales),
  hotel_branding: oneOfCodes(hotelBrandings),
  hotel_management: oneOfCodes(hotelManagements),
  management_agreement: text,
  // Other classification.
  year_built: year,
  category: oneOfCodes(componentCategories),
  style: oneOfCodes(styles),
  /** Segments of hotels are their service level; the other types' segments are investment classes. */
  investment_class: oneOf(investmentClasses),
  sub_type_mapping: text,
  ...timing,
  ...basisAndNoi,
  ...area,
  ...benchmark,
  ...amountsAndUnits(capexLineItems),
  ...contingency('construction'),
  ...contingency('stabilization'),
  ...prefixed('stabilized', noiInputs),
  ...prefixed('interim', noiInputs),
});
export const subPropertySchema = withPeriodUnits(subPropertyFields, phaseUnits);
export type SubProperty = z.infer<typeof subPropertySchema>;
