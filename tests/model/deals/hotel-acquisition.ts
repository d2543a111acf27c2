/**
 * Reference deal: a 200-key hotel bought at its in-place (incoming) NOI, ramping to its stabilized NOI over the
 * 12 months of a property improvement plan, on a ground lease with 6 months free. The senior loan amortizes
 * from the closing over 25 years (PMT) and is refinanced at month 24 by a loan sized on the value then; the
 * hotel is valued on historic (trailing) NOI and sold at month 36 less 3% selling costs.
 */
import type { Deal, DealInput } from '@dealbook/domain';

export const name = 'Hotel acquisition: The Beacon';

export const now = '2025-04-10T09:00:00Z';

const input = {
  id: 'deal-beacon',
  project_name: 'The Beacon',
  status: 'draft',
  mandate: 'investment',
  project_type: 'acquisition',
  asset_type: 'building',
  currency: 'USD',
  analysis_date: '2025-03-31',
  closing_basis: 50_000_000,
  soft_cost_basis: 1_000_000,
  wcap_reserve_basis: 1_000_000,
  ground_master_leases: [
    {
      item_id: 'ground',
      name: 'Ground lease',
      active: true,
      lease_type: 'ground',
      rent_amount: 240_000,
      rent_period: 'yearly',
      free_rent: 6,
      free_rent_time_units: 'months',
      included_in_noi: false,
    },
  ],
  senior_loans_active: true,
  senior_loans: [
    {
      item_id: 'acquisition',
      name: 'Acquisition loan',
      active: true,
      amount_as_percent: true,
      amount_percent: 65,
      interest_rate: 6,
      origination_fee_percent: 1,
      amortization_active: true,
      amortization_period: 25,
      amortization_starting_date: '2025-03-31',
    },
  ],
  subordinate_loans_active: false,
  financial_incentives_active: false,
  refinancing_loans_active: true,
  refinancing_loans: [
    {
      item_id: 'refinancing',
      name: 'Refinancing',
      active: true,
      amount_as_percent: true,
      amount_percent: 60,
      interest_rate: 5.5,
      origination_fee_percent: 1,
      closing_date: '2027-03-31',
    },
  ],
  sub_properties: [
    {
      item_id: 'hotel',
      name: 'Hotel',
      type: 'hotel',
      quantity: 200,
      project_size_amount: 200,
      project_size_units: 'units',
      business_strategy: 'stabilized_own',
      construction_delay: 0,
      construction_period: 0,
      stabilization_delay: 0,
      stabilization_period: 12,
      stabilization_period_time_units: 'months',
      stabilization_turnover_expense_amount: 10_000,
      stabilization_turnover_expense_units: 'units',
      incoming_noi: 4_000_000,
      incoming_noi_period: 'yearly',
      stabilized_rent: 200,
      stabilized_rent_units: 'units',
      stabilized_rent_period: 'daily',
      stabilized_occupancy_rate: 75,
      stabilized_other_revenue: true,
      stabilized_other_income: 20,
      stabilized_other_income_units: 'units',
      stabilized_other_income_period: 'daily',
      stabilized_expense_input_type: 'margin',
      stabilized_expense_margin: 70,
      stabilized_noi_growth_rate: 3,
      valuation_methodology: 'income-historic',
      exit_cap_percentage_min: 8,
      selling_costs: 3,
      hold_date: '2028-03-31',
    },
  ],
} satisfies Partial<Deal>;

export const deal: DealInput = input;
