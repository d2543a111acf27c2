import { z } from 'zod';
import { groundLeaseTypes, interestRateTypes, periods, timeUnits } from '../catalog';
import { date, flag, itemIdSchema, listOf, num, oneOf, text } from './schema-parts';

/**
 * The financing lists of a deal (spec 2 section 3). Every item has its `item_id` and an active flag. Fields
 * the spec mentions without naming carry names of ours: the interest reserve dialog's inputs
 * (`reserves_is_derived`, `reserves_average_balance_percent`, `reserves_period` and its time units, named
 * as the calculation engine reads them) and the ground or master lease terms.
 */
const itemBase = { item_id: itemIdSchema, name: text, active: flag };

/** The fields every loan-type item shares (senior, subordinate, incentives, refinancing, project financing). */
export const loanFields = {
  ...itemBase,
  amount_as_percent: flag,
  amount_percent: num,
  amount_dollar: num,
  term_sheet_active: flag,
  origination_fee_percent: num,
  interest_rate: num,
  interest_rate_type: oneOf(interestRateTypes),
  reserves: num,
  reserves_net_funded: flag,
  reserves_is_derived: flag,
  reserves_average_balance_percent: num,
  reserves_period: num,
  reserves_period_time_units: oneOf(timeUnits),
  amortization_active: flag,
  amortization_type: text,
  amortization_percent: num,
  amortization_amount: num,
  amortization_straightline_fixed_dollar_boolean: flag,
  amortization_period: num,
  amortization_starting_date: date,
  accrual_rate: num,
  accrual_amount: num,
  exit_fee_percent: num,
  exit_fee_amount: num,
  broker_fee_percent: num,
  broker_fee_amount: num,
  broker_fee_net_funded: flag,
};

export const loanSchema = z.object(loanFields);
export const seniorLoanSchema = z.object({ ...loanFields, term_sheet_status: text, personal_guarantee: flag });
export const refinancingLoanSchema = z.object({ ...loanFields, closing_date: date });
export const projectFinancingSchema = z.object({
  ...loanFields,
  duration: num,
  maturity_date: date,
  term: num,
  term_units: oneOf(timeUnits),
});

export const groundMasterLeaseSchema = z.object({
  ...itemBase,
  lease_type: oneOf(groundLeaseTypes),
  rent_amount: num,
  rent_period: oneOf(periods),
  free_rent: num,
  free_rent_time_units: oneOf(timeUnits),
  /** Ground rent already counted in the NOI must be flagged (spec 2 section 5). */
  included_in_noi: flag,
});

export const sponsorCoinvestmentSchema = z.object({
  ...itemBase,
  amount_as_percent: flag,
  amount_percent: num,
  amount_dollar: num,
  accrual_rate: num,
  promote_percent: num,
});

/** The Originator Waterfall. */
export const syndicationWaterfallSchema = z.object({
  ...itemBase,
  amount_percent: num,
  amount_dollar: num,
  term_sheet_active: flag,
  accrual_active: flag,
  accrual_rate: num,
  promote_active: flag,
  promote_percent: num,
});

export const financingShape = {
  ground_master_leases: listOf(groundMasterLeaseSchema),
  senior_loans: listOf(seniorLoanSchema),
  subordinate_loans: listOf(loanSchema),
  financial_incentives: listOf(loanSchema),
  refinancing_loans: listOf(refinancingLoanSchema),
  project_financings: listOf(projectFinancingSchema),
  project_financing_loans: listOf(loanSchema),
  project_financing_ref_loans: listOf(refinancingLoanSchema),
  sponsor_coinvestments: listOf(sponsorCoinvestmentSchema),
  syndication_waterfalls: listOf(syndicationWaterfallSchema),
  senior_loans_active: flag,
  subordinate_loans_active: flag,
  financial_incentives_active: flag,
  refinancing_loans_active: flag,
  project_financings_active: flag,
};

export const financingListNames = [
  'ground_master_leases',
  'senior_loans',
  'subordinate_loans',
  'financial_incentives',
  'refinancing_loans',
  'project_financings',
  'project_financing_loans',
  'project_financing_ref_loans',
  'sponsor_coinvestments',
  'syndication_waterfalls',
] as const satisfies readonly (keyof typeof financingShape)[];

const systemLoanFields: ReadonlySet<string> = new Set([
  'item_id',
  'amortization_amount',
  'accrual_amount',
  'exit_fee_amount',
  'broker_fee_amount',
  'reserves_is_derived',
]);

/**
 * Whether each loan field is entered by the user or written by the system (spec 2 section 3 says every
 * field is marked, without the marks). Ours: amounts the dialogs derive from a percent, and the derived
 * flag, are system inputs; everything else is the user's.
 */
export const loanFieldSource: Record<keyof typeof loanFields, 'user' | 'system'> = Object.fromEntries(
  Object.keys(loanFields).map((field) => [field, systemLoanFields.has(field) ? 'system' : 'user']),
) as Record<keyof typeof loanFields, 'user' | 'system'>;
