/**
 * Reference deal: a 100-unit apartment development. Land and soft costs at closing, built in 18 months, leased
 * up over 12, sold at month 48 on forward NOI grown 3% a year. One senior construction loan, interest only, its
 * interest reserve derived by the dialog and withheld from the proceeds (net funded). No sponsor waterfall.
 */
import type { Deal, DealInput } from '@dealbook/domain';

export const name = 'Multifamily development: Maple Court';

export const now = '2025-04-10T09:00:00Z';

const input = {
  id: 'deal-maple-court',
  project_name: 'Maple Court',
  status: 'draft',
  mandate: 'investment',
  project_type: 'development',
  asset_type: 'building',
  currency: 'USD',
  analysis_date: '2025-03-31',
  closing_basis: 3_000_000,
  soft_cost_basis: 500_000,
  wcap_reserve_basis: 320_000,
  senior_loans_active: true,
  senior_loans: [
    {
      item_id: 'construction',
      name: 'Construction loan',
      active: true,
      amount_as_percent: true,
      amount_percent: 60,
      interest_rate: 6,
      origination_fee_percent: 1,
      reserves_is_derived: true,
      reserves_net_funded: true,
    },
  ],
  subordinate_loans_active: false,
  financial_incentives_active: false,
  sub_properties: [
    {
      item_id: 'apartments',
      name: 'Apartments',
      type: 'multifamily',
      quantity: 100,
      project_size_amount: 100,
      project_size_units: 'units',
      business_strategy: 'develop_own',
      construction_delay: 0,
      construction_period: 18,
      construction_period_time_units: 'months',
      stabilization_delay: 0,
      stabilization_period: 1,
      stabilization_period_time_units: 'years',
      construction_hard_cost_amount: 200_000,
      construction_hard_cost_units: 'units',
      construction_soft_cost_amount: 2_000_000,
      construction_soft_cost_units: 'totalAmount',
      stabilization_marketing_expense_amount: 120_000,
      stabilization_marketing_expense_units: 'totalAmount',
      stabilization_turnover_expense_amount: 5_000,
      stabilization_turnover_expense_units: 'timeElapsed',
      stabilized_rent: 2_000,
      stabilized_rent_units: 'units',
      stabilized_rent_period: 'monthly',
      stabilized_occupancy_rate: 95,
      stabilized_other_revenue: true,
      stabilized_other_income: 100,
      stabilized_other_income_units: 'units',
      stabilized_other_income_period: 'monthly',
      stabilized_expense_input_type: 'margin',
      stabilized_expense_margin: 40,
      stabilized_noi_growth_rate: 3,
      exit_cap_percentage_min: 5,
      selling_costs: 2,
      hold_date: '2029-03-31',
    },
  ],
} satisfies Partial<Deal>;

export const deal: DealInput = input;
