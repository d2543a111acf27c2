/**
 * The sample deal a new user can add from the console, and the scenario the engine's tests check by hand:
 * Riverside Commons, a 200-unit multifamily development with ground-floor retail and a 300-space parking
 * structure, senior and mezzanine debt, and a pref-and-promote waterfall. Built in 24 months from the analysis
 * date and sold 48 months after it; every date is relative to the analysis date so the sample stays current.
 */
import { addMonthsToMonthEnd } from '../calc/dates';
import type { SubProperty } from './schema-component';
import type { Deal } from './schema-deal';

/** Months from the analysis date to the sale of every component. */
export const SAMPLE_HOLD_MONTHS = 48;

const phases = {
  construction_delay: 0,
  construction_period: 24,
  construction_period_time_units: 'months',
  stabilization_delay: 0,
} as const;

const multifamily: SubProperty = {
  item_id: 'mf',
  name: 'Apartments',
  type: 'multifamily',
  quantity: 200,
  project_area_is_derived: true,
  project_area_amount: 900,
  project_area_units: 'units',
  business_strategy: 'develop_own',
  ...phases,
  stabilization_period: 1,
  stabilization_period_time_units: 'years',
  construction_hard_cost_amount: 200,
  construction_hard_cost_units: 'area',
  construction_soft_cost_amount: 15_000,
  construction_soft_cost_units: 'units',
  construction_other_cost_amount: 1_000_000,
  construction_other_cost_units: 'totalAmount',
  stabilization_marketing_expense_amount: 250_000,
  stabilization_marketing_expense_units: 'totalAmount',
  stabilization_turnover_expense_amount: 10_000,
  stabilization_turnover_expense_units: 'timeElapsed',
  stabilization_operating_reserve_amount: 500,
  stabilization_operating_reserve_units: 'units',
  stabilized_rent: 2_500,
  stabilized_rent_units: 'units',
  stabilized_rent_period: 'monthly',
  stabilized_occupancy_rate: 95,
  stabilized_other_revenue: true,
  stabilized_other_income: 50,
  stabilized_other_income_units: 'units',
  stabilized_other_income_period: 'monthly',
  stabilized_expense_input_type: 'margin',
  stabilized_expense_margin: 35,
  stabilized_noi_growth_rate: 3,
  exit_cap_percentage_min: 5,
  selling_costs: 2,
};

const retail: SubProperty = {
  item_id: 'retail',
  name: 'Ground-floor retail',
  type: 'retail',
  is_linked: true,
  linked_index: 0,
  project_area_is_derived: true,
  project_area_amount: 15_000,
  project_area_units: 'nSF',
  ...phases,
  stabilization_period: 18,
  stabilization_period_time_units: 'months',
  construction_hard_cost_amount: 250,
  construction_hard_cost_units: 'area',
  construction_soft_cost_amount: 400_000,
  construction_soft_cost_units: 'totalAmount',
  stabilization_turnover_expense_amount: 40,
  stabilization_turnover_expense_units: 'area',
  stabilized_rent: 36,
  stabilized_rent_units: 'nSF',
  stabilized_rent_period: 'yearly',
  stabilized_occupancy_rate: 90,
  stabilized_lease_type: 'net',
  stabilized_single_net: true,
  stabilized_double_net: true,
  stabilized_expense_input_type: 'detailed',
  stabilized_tax_expense: 5,
  stabilized_tax_expense_units: 'gSF',
  stabilized_tax_expense_period: 'yearly',
  stabilized_insurance_expense: 1,
  stabilized_insurance_expense_units: 'gSF',
  stabilized_insurance_expense_period: 'yearly',
  stabilized_maintenance_expense: 3,
  stabilized_maintenance_expense_units: 'gSF',
  stabilized_maintenance_expense_period: 'yearly',
  stabilized_noi_growth_rate: 2,
  exit_cap_percentage_min: 6,
  selling_costs: 2,
};

const parking: SubProperty = {
  item_id: 'parking',
  name: 'Parking structure',
  type: 'parking',
  quantity: 300,
  project_size_amount: 300,
  project_size_units: 'units',
  is_linked: true,
  linked_index: 0,
  ...phases,
  stabilization_period: 6,
  stabilization_period_time_units: 'months',
  construction_hard_cost_amount: 25_000,
  construction_hard_cost_units: 'units',
  stabilized_rent: 150,
  stabilized_rent_units: 'units',
  stabilized_rent_period: 'monthly',
  stabilized_occupancy_rate: 85,
  stabilized_expense_margin: 30,
  stabilized_noi_growth_rate: 3,
  exit_cap_percentage_min: 6.5,
  selling_costs: 2,
};

/** The sample deal analysed at `analysisDate` (a month end), as the create command accepts it. */
export function sampleDeal(analysisDate: string) {
  const hold_date = addMonthsToMonthEnd(analysisDate, SAMPLE_HOLD_MONTHS);
  return {
    project_name: 'Sample: Riverside Commons',
    status: 'draft',
    street_address: '500 E Cesar Chavez St',
    city: 'Austin',
    state: 'TX',
    country: 'US',
    full_address: '500 E Cesar Chavez St, Austin, TX, USA',
    latitude: 30.2628,
    longitude: -97.7393,
    currency: 'USD',
    analysis_date: analysisDate,
    // A capital raise for its senior construction loan: the demo lenders match it (command-service/src/matching/demo-data.ts).
    mandate: 'investment',
    capital_structure: 'senior-debt',
    project_type: 'development',
    asset_type: 'building',
    closing_basis: 8_000_000,
    soft_cost_basis: 1_500_000,
    wcap_reserve_basis: 500_000,
    senior_loans_active: true,
    senior_loans: [
      {
        item_id: 'senior',
        name: 'Construction loan',
        active: true,
        amount_as_percent: true,
        amount_percent: 60,
        interest_rate: 6.5,
        origination_fee_percent: 1,
        reserves_is_derived: true,
        reserves_net_funded: true,
      },
    ],
    subordinate_loans_active: true,
    subordinate_loans: [
      {
        item_id: 'mezzanine',
        name: 'Mezzanine',
        active: true,
        amount_as_percent: true,
        amount_percent: 15,
        interest_rate: 12,
        origination_fee_percent: 1,
        exit_fee_percent: 1,
      },
    ],
    financial_incentives_active: false,
    sponsor_coinvestments: [
      {
        item_id: 'sponsor',
        name: 'Sponsor',
        active: true,
        amount_as_percent: true,
        amount_percent: 10,
        accrual_rate: 8,
        promote_percent: 20,
      },
    ],
    syndication_waterfalls: [
      {
        item_id: 'second-tier',
        name: 'Second tier',
        active: true,
        accrual_active: true,
        accrual_rate: 15,
        promote_active: true,
        promote_percent: 35,
      },
    ],
    sub_properties: [multifamily, retail, parking].map((c) => ({ ...c, hold_date })),
    demo_deal: true,
  } satisfies Partial<Deal>;
}
