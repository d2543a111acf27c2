/** A small acquisition whose pro forma can be checked by hand, shared by the pro forma and returns tests. */
import type { ComponentPlan } from './component-flows';
import type { LoanInput } from './input';
import type { ProFormaInputs } from './proforma';
import { componentTimeline } from './timeline';

/** A stabilized building: 1,200,000 NOI a year (100,000 a month), no growth, sold at a 5% cap. */
export const stabilizedBuilding = (holdMonth: number): ComponentPlan => ({
  index: 0,
  timeline: componentTimeline({}),
  hold_month: holdMonth,
  development_basis: 0,
  stabilization_basis: 0,
  start_noi: 1_200_000,
  stabilized_noi: 1_200_000,
  growth_rate: 0,
  exit_cap_rate: 0.05,
  selling_cost_rate: 0,
  historic_valuation: false,
});

const senior: LoanInput = { name: 'Senior', interest_rate: 6, origination_fee_percent: 1 };

export const acquisition = (holdMonth: number, extra: Partial<ProFormaInputs> = {}): ProFormaInputs => ({
  analysis_date: '2025-01-31',
  investment_period_months: holdMonth,
  construction_period_months: 0,
  transitional_period_months: 0,
  plans: [stabilizedBuilding(holdMonth)],
  acquisition_costs: 20_000_000,
  loans: [{ kind: 'senior', item: senior, principal: 12_000_000, reserve: 0 }],
  refinancing: null,
  ...extra,
});
