import { z } from 'zod';
import { groundLeaseTypes, interestRateTypes, periods, timeUnits } from '../catalog';
import { money, percent, period, releasePercent, withPeriodUnits } from './bounds';
import { date, flag, itemIdSchema, listOf, name, oneOf, text } from './schema-parts';

/**
 * The financing lists of a deal. Every item has its `item_id` and an active flag. Fields
 * the spec mentions without naming carry names of ours: the interest reserve dialog's inputs
 * (`reserves_is_derived`, `reserves_average_balance_percent`, `reserves_period` and its time units, named
 * as the calculation engine reads them) and the ground or master lease terms.
 */
const itemBase = { item_id: itemIdSchema, name, active: flag };

/** The fields every loan-type item shares (senior, subordinate, incentives, refinancing, project financing). */
export const loanFields = {
  ...itemBase,
  amount_as_percent: flag,
  amount_percent: percent,
  amount_dollar: money,
  term_sheet_active: flag,
  origination_fee_percent: percent,
  interest_rate: percent,
  interest_rate_type: oneOf(interestRateTypes),
  reserves: money,
  reserves_net_funded: flag,
  reserves_is_derived: flag,
  reserves_average_balance_percent: percent,
  reserves_period: period,
  reserves_period_time_units: oneOf(timeUnits),
  amortization_active: flag,
  amortization_type: text,
  amortization_percent: percent,
  amortization_amount: money,
  amortization_straightline_fixed_dollar_boolean: flag,
  amortization_period: period,
  amortization_starting_date: date,
  accrual_rate: percent,
  accrual_amount: money,
  exit_fee_percent: percent,
  exit_fee_amount: money,
  broker_fee_percent: percent,
  broker_fee_amount: money,
  broker_fee_net_funded: flag,
  /** the release price of a component sold before the payoff, a percent of its share of the loan (calc/funding.ts); 100 when blank */
  release_percent: releasePercent,
};

/** The reserve dialog's period comes with its time units; so does a project financing's term. */
const reserveUnits = { reserves_period: 'reserves_period_time_units' };

export const loanSchema = withPeriodUnits(z.object(loanFields), reserveUnits);
export const seniorLoanSchema = withPeriodUnits(
  z.object({ ...loanFields, term_sheet_status: text, personal_guarantee: flag }),
  reserveUnits,
);
export const refinancingLoanSchema = withPeriodUnits(z.object({ ...loanFields, closing_date: date }), reserveUnits);
export const projectFinancingSchema = withPeriodUnits(
  z.object({
    ...loanFields,
    duration: period,
    maturity_date: date,
    term: period,
    term_units: oneOf(timeUnits),
  }),
  { ...reserveUnits, term: 'term_units' },
);

export const groundMasterLeaseSchema = withPeriodUnits(
  z.object({
    ...itemBase,
    lease_type: oneOf(groundLeaseTypes),
    rent_amount: money,
    rent_period: oneOf(periods),
    free_rent: period,
    free_rent_time_units: oneOf(timeUnits),
    /** Ground rent already counted in the NOI must be flagged. */
    included_in_noi: flag,
  }),
  { free_rent: 'free_rent_time_units' },
);

export const sponsorCoinvestmentSchema = z.object({
  ...itemBase,
  amount_as_percent: flag,
  amount_percent: percent,
  amount_dollar: money,
  accrual_rate: percent,
  promote_percent: percent,
});

/** The Originator Waterfall. */
export const syndicationWaterfallSchema = z.object({
  ...itemBase,
  amount_percent: percent,
  amount_dollar: money,
  term_sheet_active: flag,
  accrual_active: flag,
  accrual_rate: percent,
  promote_active: flag,
  promote_percent: percent,
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
 * Whether each loan field is entered by the user or written by the system (the requirements say every
 * field is marked, without the marks). Ours: amounts the dialogs derive from a percent, and the derived
 * flag, are system inputs; everything else is the user's.
 */
export const loanFieldSource: Record<keyof typeof loanFields, 'user' | 'system'> = Object.fromEntries(
  Object.keys(loanFields).map((field) => [field, systemLoanFields.has(field) ? 'system' : 'user']),
) as Record<keyof typeof loanFields, 'user' | 'system'>;
