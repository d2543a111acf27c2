/** The financing items of a deal the engine reads ("Financing lists"). See input.ts. */
import type { Maybe } from './input';

/** Fields shared by every loan-type financing item (senior, subordinate, incentives, refinancing, project financing). */
export interface LoanInput {
  name?: Maybe<string>;
  active?: Maybe<boolean>;
  amount_as_percent?: Maybe<boolean>;
  amount_percent?: Maybe<number>;
  amount_dollar?: Maybe<number>;
  term_sheet_active?: Maybe<boolean>;
  origination_fee_percent?: Maybe<number>;
  interest_rate?: Maybe<number>;
  interest_rate_type?: Maybe<string>;
  reserves?: Maybe<number>;
  reserves_net_funded?: Maybe<boolean>;
  reserves_is_derived?: Maybe<boolean>;
  reserves_average_balance_percent?: Maybe<number>;
  reserves_period?: Maybe<number>;
  reserves_period_time_units?: Maybe<string>;
  amortization_active?: Maybe<boolean>;
  amortization_type?: Maybe<string>;
  amortization_percent?: Maybe<number>;
  amortization_amount?: Maybe<number>;
  amortization_straightline_fixed_dollar_boolean?: Maybe<boolean>;
  amortization_period?: Maybe<number>;
  amortization_starting_date?: Maybe<string>;
  accrual_rate?: Maybe<number>;
  accrual_amount?: Maybe<number>;
  exit_fee_percent?: Maybe<number>;
  exit_fee_amount?: Maybe<number>;
  broker_fee_percent?: Maybe<number>;
  broker_fee_amount?: Maybe<number>;
  broker_fee_net_funded?: Maybe<boolean>;
  release_percent?: Maybe<number>;
}

export interface RefinancingLoanInput extends LoanInput {
  closing_date?: Maybe<string>;
}

export interface ProjectFinancingInput extends LoanInput {
  duration?: Maybe<number>;
  maturity_date?: Maybe<string>;
  term?: Maybe<number>;
  term_units?: Maybe<string>;
}

export interface SponsorCoinvestmentInput {
  name?: Maybe<string>;
  active?: Maybe<boolean>;
  amount_as_percent?: Maybe<boolean>;
  amount_percent?: Maybe<number>;
  amount_dollar?: Maybe<number>;
  accrual_rate?: Maybe<number>;
  promote_percent?: Maybe<number>;
}

export interface SyndicationWaterfallInput {
  name?: Maybe<string>;
  active?: Maybe<boolean>;
  amount_percent?: Maybe<number>;
  amount_dollar?: Maybe<number>;
  term_sheet_active?: Maybe<boolean>;
  accrual_active?: Maybe<boolean>;
  accrual_rate?: Maybe<number>;
  promote_active?: Maybe<boolean>;
  promote_percent?: Maybe<number>;
}
