/**
 * The value lists of a deal. One source of truth: the deal schemas validate
 * against them and the UI builds its pickers from them. Where the spec names a value in prose only
 * ("originators/sponsors"), the code is ours and the spec's words are its label.
 */
export interface Option<Code extends string = string> {
  code: Code;
  label: string;
}

const options = <const Code extends string>(entries: readonly (readonly [Code, string])[]): readonly Option<Code>[] =>
  entries.map(([code, label]) => ({ code, label }));

export const codesOf = <Code extends string>(list: readonly Option<Code>[]): [Code, ...Code[]] =>
  list.map((o) => o.code) as [Code, ...Code[]];

export const dealStatuses = options([
  ['draft', 'Draft'],
  ['published', 'Published'],
  ['matched', 'Matched'],
  ['shared', 'Shared'],
  ['staged', 'Staged'],
] as const);
export type DealStatus = (typeof dealStatuses)[number]['code'];
/** Pending = draft; live = the rest. */
export const pendingStatuses: readonly DealStatus[] = ['draft'];
export const liveStatuses: readonly DealStatus[] = ['published', 'matched', 'shared', 'staged'];
/** While a deal is in one of these, the console refreshes itself. */
export const refreshingStatuses: readonly DealStatus[] = ['published', 'staged'];

export const mandates = options([
  ['analysis', 'Sellside Analysis'],
  ['investment', 'Capital Raise'],
  ['sale', 'Listing'],
  ['origination', 'Buyside Underwriting / Project Financing'],
] as const);

export const assetTypes = options([
  ['land', 'Land'],
  ['building', 'Building'],
  ['portfolio', 'Portfolio'],
  ['master_plan', 'Master Plan'],
  ['development_site', 'Development Site'],
  ['financial_interest', 'Financial Interest'],
  ['platform', 'Platform'],
] as const);

export const projectTypes = options([
  ['acquisition', 'Acquisition'],
  ['development', 'Development'],
] as const);

/** Capital types; a secondary financial interest acquisition buys one of them (financial_interest_type). */
export const capitalTypes = options([
  ['senior-debt', 'Senior Debt'],
  ['mezzanine', 'Mezzanine'],
  ['preferred-equity', 'Preferred Equity'],
  ['common-equity', 'Common Equity'],
] as const);

/** Funding structures (capital_structure), with the words the interview uses for each. */
export const fundingStructures = [
  { code: 'equity', label: 'Equity', providers: 'investors', strategy: 'investment', period_word: 'Horizon' },
  { code: 'preferred-equity', label: 'Preferred Equity', providers: 'investors', strategy: 'investment', period_word: 'Horizon' },
  { code: 'mezzanine', label: 'Mezzanine', providers: 'lenders', strategy: 'lending', period_word: 'Term' },
  { code: 'hard-money', label: 'Hard Money', providers: 'lenders', strategy: 'lending', period_word: 'Term' },
  { code: 'senior-debt', label: 'Senior Debt', providers: 'lenders', strategy: 'lending', period_word: 'Term' },
] as const;

export const capitalProviderTypes = options([
  ['lender', 'Lenders'],
  ['non-equity-provider', 'Non-Equity Providers'],
  ['lp-investor', 'LP Investors (Funds, Family Offices)'],
  ['gp-principal', 'GP Principals'],
] as const);

export const dealmakerRoles = options([
  ['sponsor', 'Originator / Sponsor'],
  ['advisor', 'Advisor'],
] as const);

export const phases = options([
  ['stabilized', 'Stabilized'],
  ['value-add', 'Value-Add'],
  ['new-development', 'New Development'],
] as const);

export const businessStrategies = options([
  ['stabilized_own', 'Stabilized / Own'],
  ['active_management', 'Active Management'],
  ['value_add_repositioning', 'Value-Add / Repositioning'],
  ['develop_sell', 'Develop / Sell'],
  ['develop_own', 'Develop / Own'],
] as const);

export const timeUnits = options([
  ['months', 'Months'],
  ['years', 'Years'],
] as const);

/** Revenue and expense periods with their friendly names (multipliers are in constants.ts). */
export const periods = options([
  ['hourly', 'Hourly'],
  ['daily', 'Daily'],
  ['weekly', 'Weekly'],
  ['monthly', 'Monthly'],
  ['yearly', 'Yearly'],
  ['none', 'None'],
] as const);
export type PeriodCode = (typeof periods)[number]['code'];

export const leaseTypes = options([
  ['gross', 'Gross'],
  ['net', 'Net'],
  ['other', 'Other'],
] as const);

export const expenseInputTypes = options([
  ['margin', 'Expense Margin'],
  ['detailed', 'Detailed Inputs'],
] as const);

export const interestRateTypes = options([
  ['fixed', 'Fixed'],
  ['floating', 'Floating'],
] as const);

export const valuationMethodologies = options([
  ['sales-comparable', 'Sales Comparable'],
  ['income-historic', 'Income Approach, Historic NOI'],
  ['income-projected', 'Income Approach, Projected NOI'],
] as const);

export const capRateMethodologies = options([
  ['conservative', 'Conservative'],
  ['moderate', 'Moderate'],
  ['aggressive', 'Aggressive'],
] as const);

export const investmentClasses = options([
  ['class-a', 'Class A'],
  ['class-b', 'Class B'],
] as const);

export const groundLeaseTypes = options([
  ['ground', 'Ground Lease'],
  ['master', 'Master Lease'],
] as const);

/** Capex cost units; a value outside this list is read as a project-size basis. */
export const capexCostUnits = options([
  ['units', 'per unit'],
  ['area', 'per area'],
  ['lFT', 'per linear foot'],
  ['timeElapsed', 'per month'],
  ['totalAmount', 'total'],
] as const);

export const amortizationYears = [5, 10, 15, 20, 25, 30, 40] as const;

export const currencies = options([['USD', 'US Dollar']] as const);
