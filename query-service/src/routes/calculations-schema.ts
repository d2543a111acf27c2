import { z } from 'zod';

/**
 * The response of `GET /api/app/deals/secure/{id}/calculations`, field by field, as the engine
 * (`calculateDeal` in domain/src/calc) answers it: money in dollars rounded to cents, rates as decimals
 * (0.065) unless the name says percent, dates as ISO month ends (YYYY-MM-DD), periods in months.
 * Fastify serializes through this schema, so a field missing here would be dropped from the answer: the
 * scenario test compares the answer with the engine's output to catch that.
 */
const money = z.number().describe('dollars, rounded to cents');
const rate = z.number().nullable().describe('a rate as a decimal (0.065), null when undefined (no equity, no debt)');
const date = z.string().describe('ISO date, a month end');
const months = z.number().int().describe('whole months');

const alertOut = z.object({
  code: z.enum([
    'hold_date_updated',
    'shorter_than_parent',
    'interest_reserve_inputs_missing',
    'input_out_of_range',
    'figure_not_finite',
    'promote_clawed_back',
    'irr_not_unique',
    'lender_window_without_income',
  ]),
  title: z.string(),
  message: z.string(),
  field: z.string().optional().describe('input_out_of_range: the input left out of the figures'),
});

const trancheOut = z.object({
  name: z.enum(['senior', 'subordinate', 'incentives']),
  active: z.boolean(),
  principal: money,
  cumulative: money.describe('this tranche plus every tranche senior to it'),
  cumulative_ratio: z.number().describe('cumulative / capitalization'),
});
const financingOut = z.object({
  capitalization: money,
  senior: trancheOut,
  subordinate: trancheOut,
  incentives: trancheOut,
  total_principal: money,
});

const reserveOut = z.object({
  tranche: z.enum(['senior', 'subordinate', 'incentives', 'project_financing']),
  max_loan: money,
  average_balance_percent: z.number(),
  average_balance: money,
  monthly_rate: z.number(),
  period_months: months,
  max_period_months: months,
  amount: money.describe('L·(1 − (1+r)^−n): the present value of n months of interest on the average balance'),
  is_derived: z.boolean(),
  net_funded: z.boolean(),
  alert: alertOut.nullable(),
});
const reservesOut = z.object({
  senior: reserveOut.nullable(),
  subordinate: reserveOut.nullable(),
  incentives: reserveOut.nullable(),
  project_financing: reserveOut.nullable(),
  total_applied: money.describe('the reserves the pro forma funds (entered, or derived through the dialog)'),
});

const flowColumns = {
  noi: money.describe('component NOI, before ground rent'),
  ground_rent: money.describe(
    'ground and master lease rent paid (positive), from month 1 after the free rent through the exit; leases flagged included_in_noi are not charged again',
  ),
  capex: money,
  acquisition_costs: money,
  sale_proceeds: money,
  unlevered_cash_flow: money.describe('noi - ground_rent + sale_proceeds - capex - acquisition_costs'),
  debt_draws: money,
  interest: money,
  principal_repaid: money,
  loan_payoff: money,
  financing_fees: money,
  reserve_funding: money,
  reserve_draws: money,
  levered_cash_flow: money,
};
const monthRowOut = z.object({ month: months.describe('0 = closing'), date, ...flowColumns, debt_balance: money });
const yearRowOut = z.object({
  year: z.number().int(),
  from_month: months,
  to_month: months,
  end_date: date,
  ...flowColumns,
  debt_balance: money,
});
const saleOut = z.object({
  index: z.number().int(),
  month: months,
  capitalized_noi: money,
  gross_price: money,
  selling_costs: money,
  net_proceeds: money,
});
const loanMonthOut = z.object({
  draw: money,
  interest: money,
  interest_from_reserve: money,
  accrued_interest: money,
  principal_repaid: money,
  payoff: money.describe('the balance repaid at the payoff, and by a sale before it (release)'),
  release: money.describe('the part of payoff a component sold before the payoff month repaid'),
  fees: money,
  reserve_funding: money,
  reserve_release: money,
  balance: money,
  cash_to_equity: money,
});
const loanOut = z.object({
  kind: z.enum(['senior', 'subordinate', 'incentives', 'refinancing']),
  name: z.string(),
  principal: money,
  closing_month: months,
  payoff_month: months,
  total_interest: money,
  total_accrued_interest: money,
  total_fees: money,
  reserve: money,
  months: z.array(loanMonthOut).describe('one entry per pro forma month'),
});
const proFormaOut = z.object({
  months: z.array(monthRowOut).describe('monthly, from the analysis date (month 0) to the exit'),
  years: z.array(yearRowOut).describe('the months summed by year of the hold'),
  sales: z.array(saleOut),
  loans: z.array(loanOut),
  refinance_month: months.nullable(),
});

const cashFlowReturnsOut = z.object({
  irr: rate.describe('XIRR on month-end dates, annual'),
  multiple: z.number().nullable(),
  profit: money,
  invested: money,
  returned: money,
  sign_changes: z.number().int().describe('how often the flows change sign; above 1 the IRR is one of several solutions'),
  mirr: rate.describe('modified IRR, annual: the monthly flows financed and reinvested at mirr_rate'),
  mirr_rate: z.number().describe('the deal’s first hurdle, 0.1 without one'),
});
const stabilizedYearOut = z
  .object({
    from_month: months,
    to_month: months,
    rule: z
      .enum(['after_transitional_period', 'last_months'])
      .describe('the 12 months after the transitional period (cut at the end), or the last 12 months before the end'),
    noi: money.describe('annualized NOI net of ground rent, the NOI of the DSCR, debt yield, cash-on-cash and yield on cost'),
    debt_service: money,
    value: money.describe('Σ component NOI / exit cap, before ground rent (sale values are not reduced for a ground lease)'),
    debt_outstanding: money.describe('the average opening debt balance of the window: what debt yield and LTV divide'),
  })
  .nullable();
const lenderMetricsOut = {
  cash_on_cash: rate,
  dscr: z.number().nullable(),
  debt_yield: rate,
  ltv: rate,
  yield_on_cost: rate,
};
const returnsOut = z.object({
  unlevered: cashFlowReturnsOut,
  levered: cashFlowReturnsOut,
  equity_invested: money,
  stabilized_year: stabilizedYearOut.describe('the 12 months after the transitional period the lender metrics are taken on'),
  cash_on_cash: rate,
  dscr: z.number().nullable(),
  debt_yield: rate,
  ltv: rate,
  ltc: rate,
  yield_on_cost: rate,
  before_first_sale: z
    .object({ stabilized_year: stabilizedYearOut.unwrap(), ...lenderMetricsOut })
    .nullable()
    .describe('the lender metrics on the same rule with the first sale as the end, when a component sells before the exit'),
});
const partyOut = cashFlowReturnsOut.extend({ flows: z.array(money).describe('distributions per pro forma month') });
const waterfallOut = z.object({
  terms: z.object({
    sponsor_share: z.number(),
    tiers: z.array(z.object({ name: z.string(), hurdle_rate: z.number(), promote: z.number() })),
  }),
  sponsor: partyOut.extend({
    promote: money.describe('the promote kept: paid above the sponsor share, less the clawback'),
    clawback: money.describe('promote returned to the investors at the exit, who ended below a hurdle'),
  }),
  investors: partyOut,
});

export const dealFiguresOut = z.object({
  id: z.string().nullable(),
  analysis_date: date,
  latest_analysis_date: date,
  earliest_refinance_date: date,
  exit_date: date,
  investment_period_months: months,
  investment_period_words: z.string(),
  construction_period_months: months,
  transitional_period_months: months,
  closing_basis: money,
  soft_cost_basis: money,
  wcap_reserve_basis: money,
  development_basis: money,
  stabilization_basis: money,
  unlevered_capitalization: money,
  stabilized_noi: money,
  financing: financingOut,
  interest_reserve: reservesOut,
  pro_forma: proFormaOut,
  returns: returnsOut,
  waterfall: waterfallOut,
  alerts: z.array(alertOut),
});

const noiOut = z.object({
  effective_rent: money,
  other_income: money,
  expenses: money,
  noi: money,
  occupancy_rate: z.number(),
  credit_loss_recovery_rate: z.number(),
  expense_method: z.enum(['detailed', 'margin']),
  expense_items: z.object({ tax: money, insurance: money, maintenance: money }).nullable(),
  net_lease_type: z.string(),
});
const timelineOut = z.object({
  construction_delay_months: months,
  construction_months: months,
  stabilization_delay_months: months,
  stabilization_months: months,
  construction_end_month: months,
  stabilized_month: months,
});

export const componentFiguresOut = z.object({
  id: z.string().describe('the component item_id (its index when it has none)'),
  index: z.number().int(),
  name: z.string().nullable(),
  type: z.string().nullable(),
  is_operating: z.boolean(),
  is_linked: z.boolean(),
  linked_index: z.number().int().nullable(),
  business_strategy: z.string(),
  business_plan: z.enum(['Development', 'Transitional / Value-Added Acquisition', 'Stabilized']),
  is_stabilized: z.boolean(),
  is_transitional: z.boolean(),
  is_development: z.boolean(),
  is_condo_conversion: z.boolean(),
  area_sf: z.number().describe('gross square feet, rounded to 0 decimals'),
  project_area_is_derived: z.boolean(),
  development_basis: money,
  development_basis_is_derived: z.boolean(),
  stabilization_basis: money,
  stabilization_basis_is_derived: z.boolean(),
  capex_line_items: z.record(z.string(), money).describe('cost per capex line item, e.g. construction_hard_cost'),
  effective_rent: money.describe('annual, stabilized'),
  other_income: money.describe('annual, stabilized'),
  expenses: money.describe('annual, stabilized'),
  noi: money.describe('annual stabilized NOI'),
  stabilized: noiOut,
  interim: noiOut.nullable(),
  stabilized_noi_is_derived: z.boolean(),
  interim_noi: money.nullable(),
  interim_noi_is_derived: z.boolean(),
  incoming_noi: money.nullable(),
  value_added: z.boolean().describe('interim NOI under 80% of stabilized'),
  timeline: timelineOut,
  min_hold_date: date,
  max_hold_date: date,
  hold_date: date.nullable(),
  exit_date: date.describe('the hold date, else the minimum hold date'),
  construction_end_date: date,
  stabilization_date: date,
  max_stabilization_period_months: months,
  alerts: z.array(alertOut),
});

export const calculationsOut = z.object({
  id: z.string(),
  deal_version: z.number().int().describe('the version computed (the current deal may carry autosaved changes past it)'),
  revision: z.number().int().describe('the stream revision of the last event folded'),
  as_of: z.string().describe('the time the engine took as "now": the request time, the version’s save time, or `at`'),
  deal: dealFiguresOut,
  components: z.array(componentFiguresOut),
});
export type CalculationsOut = z.infer<typeof calculationsOut>;
