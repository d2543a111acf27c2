/**
 * The fields of a deal the underwriting engine reads, named as the requirements name them. Every field is
 * optional and nullable so that the deal schema (domain/src/deals, zod) is assignable to these shapes. Units
 * and codes are plain strings: the engine interprets the values it knows and treats the rest as "unknown".
 *
 * Percentages are entered as percents (6.5 means 6.5%) and divided by 100 by the engine. Dates are ISO
 * strings ('2025-03-31' or a full timestamp).
 *
 * A few inputs the spec mentions without naming are named here (see the report in calc/README):
 * - project area dialog: `project_area_amount`, `project_area_units`, `project_area_load_factor` ... (the
 *   "programming area amount, units, load factor, loss factor" of the component area dialog);
 * - time units of each phase: `<phase>_time_units` ('months' or 'years');
 * - an override pair is `<field>_override` (boolean) and `<field>_override_input` (the percent used instead);
 * - interest reserve dialog: `reserves_is_derived`, `reserves_average_balance_percent`, `reserves_period`,
 *   `reserves_period_time_units` on the loan item.
 */
import type {
  LoanInput,
  ProjectFinancingInput,
  RefinancingLoanInput,
  SponsorCoinvestmentInput,
  SyndicationWaterfallInput,
} from './input-financing';

export type * from './input-financing';

export type Maybe<T> = T | null | undefined;

export type TimeUnits = 'months' | 'years';

export type BusinessStrategy = 'stabilized_own' | 'active_management' | 'value_add_repositioning' | 'develop_sell' | 'develop_own';

/** The operating-income inputs of one NOI kind; on a component they carry the prefix `stabilized_` or `interim_`. */
export interface NoiInputFields {
  rent: Maybe<number>;
  rent_units: Maybe<string>;
  rent_period: Maybe<string>;
  lease_type: Maybe<string>;
  single_net: Maybe<boolean>;
  double_net: Maybe<boolean>;
  triple_net: Maybe<boolean>;
  net_lease_type: Maybe<string>;
  load_factor: Maybe<number>;
  load_factor_override: Maybe<boolean>;
  load_factor_override_input: Maybe<number>;
  loss_factor: Maybe<number>;
  loss_factor_override: Maybe<boolean>;
  loss_factor_override_input: Maybe<number>;
  occupancy_rate: Maybe<number>;
  occupancy_rate_override: Maybe<boolean>;
  occupancy_rate_override_input: Maybe<number>;
  credit_loss_recovery_rate: Maybe<number>;
  credit_loss_recovery_rate_override: Maybe<boolean>;
  credit_loss_recovery_rate_override_input: Maybe<number>;
  other_income: Maybe<number>;
  other_revenue: Maybe<boolean>;
  other_income_units: Maybe<string>;
  other_income_period: Maybe<string>;
  other_income_attribution: Maybe<number>;
  expense_input_type: Maybe<string>;
  expense_margin: Maybe<number>;
  detailed_inputs: Maybe<boolean>;
  tax_expense: Maybe<number>;
  tax_expense_units: Maybe<string>;
  tax_expense_period: Maybe<string>;
  insurance_expense: Maybe<number>;
  insurance_expense_units: Maybe<string>;
  insurance_expense_period: Maybe<string>;
  maintenance_expense: Maybe<number>;
  maintenance_expense_units: Maybe<string>;
  maintenance_expense_period: Maybe<string>;
}

export type NoiKind = 'stabilized' | 'interim';

type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}_${K}`]?: T[K] };

/** The inputs of one NOI kind without their prefix, as `noi.ts` reads them. */
export type NoiInputs = Partial<NoiInputFields>;

export interface CapexFields {
  construction_hard_cost_amount: Maybe<number>;
  construction_hard_cost_units: Maybe<string>;
  construction_soft_cost_amount: Maybe<number>;
  construction_soft_cost_units: Maybe<string>;
  construction_other_cost_amount: Maybe<number>;
  construction_other_cost_units: Maybe<string>;
  stabilization_turnover_expense_amount: Maybe<number>;
  stabilization_turnover_expense_units: Maybe<string>;
  stabilization_marketing_expense_amount: Maybe<number>;
  stabilization_marketing_expense_units: Maybe<string>;
  stabilization_real_estate_tax_expense_amount: Maybe<number>;
  stabilization_real_estate_tax_expense_units: Maybe<string>;
  stabilization_operating_reserve_amount: Maybe<number>;
  stabilization_operating_reserve_units: Maybe<string>;
  stabilization_common_charge_expense_amount: Maybe<number>;
  stabilization_common_charge_expense_units: Maybe<string>;
}

/** A programming component (`sub_properties` item). */
export interface SubPropertyInput
  extends Prefixed<'stabilized', NoiInputFields>, Prefixed<'interim', NoiInputFields>, Partial<CapexFields> {
  id?: Maybe<string>;
  /** the stable item id the deal schema gives list items */
  item_id?: Maybe<string>;
  name?: Maybe<string>;
  type?: Maybe<string>;
  quantity?: Maybe<number>;
  project_size_amount?: Maybe<number>;
  project_size_units?: Maybe<string>;
  project_area_is_derived?: Maybe<boolean>;
  project_area_amount?: Maybe<number>;
  project_area_units?: Maybe<string>;
  project_area_load_factor?: Maybe<number>;
  project_area_load_factor_override?: Maybe<boolean>;
  project_area_load_factor_override_input?: Maybe<number>;
  project_area_loss_factor?: Maybe<number>;
  project_area_loss_factor_override?: Maybe<boolean>;
  project_area_loss_factor_override_input?: Maybe<number>;
  is_linked?: Maybe<boolean>;
  linked_index?: Maybe<number>;
  is_parent?: Maybe<boolean>;
  business_strategy?: Maybe<string>;
  is_stabilized?: Maybe<boolean>;
  is_transitional?: Maybe<boolean>;
  is_development?: Maybe<boolean>;
  is_condo_conversion?: Maybe<boolean>;
  is_interim_noi?: Maybe<boolean>;
  hold_date?: Maybe<string>;
  min_hold_date?: Maybe<string>;
  max_hold_date?: Maybe<string>;
  construction_delay?: Maybe<number>;
  construction_delay_time_units?: Maybe<string>;
  construction_period?: Maybe<number>;
  construction_period_time_units?: Maybe<string>;
  stabilization_delay?: Maybe<number>;
  stabilization_delay_time_units?: Maybe<string>;
  stabilization_period?: Maybe<number>;
  stabilization_period_time_units?: Maybe<string>;
  development_basis?: Maybe<number>;
  development_basis_is_derived?: Maybe<boolean>;
  stabilization_basis?: Maybe<number>;
  stabilization_basis_is_derived?: Maybe<boolean>;
  incoming_noi?: Maybe<number>;
  incoming_noi_period?: Maybe<string>;
  interim_noi?: Maybe<number>;
  interim_noi_is_derived?: Maybe<boolean>;
  stabilized_noi?: Maybe<number>;
  stabilized_noi_is_derived?: Maybe<boolean>;
  stabilized_noi_period?: Maybe<string>;
  stabilized_noi_growth_rate?: Maybe<number>;
  valuation_methodology?: Maybe<string>;
  exit_cap_percentage_min?: Maybe<number>;
  selling_costs?: Maybe<number>;
}

/** A ground or master lease (`ground_master_leases` item); see ground-lease.ts for how the pro forma pays it. */
export interface GroundLeaseInput {
  name?: Maybe<string>;
  active?: Maybe<boolean>;
  /** 'ground' or 'master': both are paid the same way */
  lease_type?: Maybe<string>;
  rent_amount?: Maybe<number>;
  /** hourly ... yearly (PERIOD_MULTIPLIERS in noi.ts); no period reads as yearly */
  rent_period?: Maybe<string>;
  free_rent?: Maybe<number>;
  free_rent_time_units?: Maybe<string>;
  /** the rent is already counted in the NOI: the pro forma does not charge it again */
  included_in_noi?: Maybe<boolean>;
}

export interface DealInput {
  id?: Maybe<string>;
  project_type?: Maybe<string>;
  asset_type?: Maybe<string>;
  analysis_date?: Maybe<string>;
  closing_basis?: Maybe<number>;
  soft_cost_basis?: Maybe<number>;
  wcap_reserve_basis?: Maybe<number>;
  ground_master_leases?: Maybe<readonly GroundLeaseInput[]>;
  senior_loans?: Maybe<readonly LoanInput[]>;
  senior_loans_active?: Maybe<boolean>;
  subordinate_loans?: Maybe<readonly LoanInput[]>;
  subordinate_loans_active?: Maybe<boolean>;
  financial_incentives?: Maybe<readonly LoanInput[]>;
  financial_incentives_active?: Maybe<boolean>;
  refinancing_loans?: Maybe<readonly RefinancingLoanInput[]>;
  refinancing_loans_active?: Maybe<boolean>;
  project_financings?: Maybe<readonly ProjectFinancingInput[]>;
  project_financings_active?: Maybe<boolean>;
  sponsor_coinvestments?: Maybe<readonly SponsorCoinvestmentInput[]>;
  syndication_waterfalls?: Maybe<readonly SyndicationWaterfallInput[]>;
  sub_properties?: Maybe<readonly SubPropertyInput[]>;
}

/** A number field read as a number: null, undefined and NaN count as 0. */
export function num(value: Maybe<number>): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
