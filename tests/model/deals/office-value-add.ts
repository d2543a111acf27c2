/**
 * Reference deal: a value-add acquisition of a 100,000 sf office building. Bought at interim NOI (60% leased),
 * repositioned in 6 months, leased up over 12, sold at month 36. A 60% senior loan, interest only for the 6
 * months of works then amortizing over 30 years (PMT); a 10% mezzanine with an exit fee. The sponsor
 * co-invests 10% with an 8% pref and a 20% promote, and takes 30% above a 12% syndication hurdle.
 */
import type { Deal, DealInput } from '@dealbook/domain';

export const name = 'Office value-add acquisition: Harbor Point';

export const now = '2025-04-10T09:00:00Z';

const input = {
  id: 'deal-harbor-point',
  project_name: 'Harbor Point',
  status: 'draft',
  mandate: 'investment',
  project_type: 'acquisition',
  asset_type: 'building',
  currency: 'USD',
  analysis_date: '2025-03-31',
  closing_basis: 30_000_000,
  soft_cost_basis: 600_000,
  wcap_reserve_basis: 400_000,
  senior_loans_active: true,
  senior_loans: [
    {
      item_id: 'senior',
      name: 'Senior loan',
      active: true,
      amount_as_percent: true,
      amount_percent: 60,
      interest_rate: 6,
      origination_fee_percent: 1,
      amortization_active: true,
      amortization_period: 30,
    },
  ],
  subordinate_loans_active: true,
  subordinate_loans: [
    {
      item_id: 'mezzanine',
      name: 'Mezzanine',
      active: true,
      amount_as_percent: true,
      amount_percent: 10,
      interest_rate: 10,
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
      accrual_rate: 12,
      promote_active: true,
      promote_percent: 30,
    },
  ],
  sub_properties: [
    {
      item_id: 'office',
      name: 'Office tower',
      type: 'office',
      project_size_amount: 100_000,
      project_size_units: 'gSF',
      business_strategy: 'value_add_repositioning',
      construction_delay: 0,
      construction_period: 6,
      construction_period_time_units: 'months',
      stabilization_delay: 0,
      stabilization_period: 12,
      stabilization_period_time_units: 'months',
      construction_hard_cost_amount: 20,
      construction_hard_cost_units: 'gSF',
      stabilization_turnover_expense_amount: 15,
      stabilization_turnover_expense_units: 'gSF',
      stabilization_marketing_expense_amount: 500_000,
      stabilization_marketing_expense_units: 'totalAmount',
      is_interim_noi: true,
      interim_rent: 30,
      interim_rent_units: 'gSF',
      interim_rent_period: 'yearly',
      interim_occupancy_rate: 60,
      interim_expense_input_type: 'margin',
      interim_expense_margin: 40,
      stabilized_rent: 40,
      stabilized_rent_units: 'gSF',
      stabilized_rent_period: 'yearly',
      stabilized_occupancy_rate: 90,
      stabilized_lease_type: 'gross',
      stabilized_expense_input_type: 'detailed',
      stabilized_tax_expense: 4,
      stabilized_tax_expense_units: 'gSF',
      stabilized_tax_expense_period: 'yearly',
      stabilized_insurance_expense: 1,
      stabilized_insurance_expense_units: 'gSF',
      stabilized_insurance_expense_period: 'yearly',
      stabilized_maintenance_expense: 5,
      stabilized_maintenance_expense_units: 'gSF',
      stabilized_maintenance_expense_period: 'yearly',
      stabilized_noi_growth_rate: 2,
      exit_cap_percentage_min: 6.5,
      selling_costs: 1.5,
      hold_date: '2028-03-31',
    },
  ],
} satisfies Partial<Deal>;

export const deal: DealInput = input;
