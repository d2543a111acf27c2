import { SUMMED_PRO_FORMA_COLUMNS } from '@dealbook/domain';

/**
 * Where everything sits. Every monthly sheet (NOI, Budget, Pro Forma, Debt, Waterfall) has month t on the same
 * row, `monthRow(t)` = 6 + t, below a title (row 1), a note (row 2), group headers (row 3), column headers
 * (row 4) and a totals row (row 5). The parity test reads the recalculated workbook through this layout.
 */
export const SHEET = {
  cover: 'Cover',
  assumptions: 'Assumptions',
  sourcesUses: 'Sources & Uses',
  budget: 'Budget',
  noi: 'NOI',
  sales: 'Sales',
  proForma: 'Pro Forma',
  annual: 'Annual',
  debt: 'Debt',
  returns: 'Returns',
  waterfall: 'Waterfall',
} as const;

export const HEADER_ROW = 4;
export const TOTAL_ROW = 5;
export const FIRST_MONTH_ROW = 6;

export function monthRow(t: number): number {
  return FIRST_MONTH_ROW + t;
}

/** The sizes the layout depends on. */
export interface Counts {
  months: number;
  components: number;
  loans: number;
  leases: number;
  tiers: number;
}

/** The deal-level assumptions, in column B of the Assumptions sheet, with their defined names. */
export const DEAL_ROWS = {
  AnalysisDate: 6,
  HoldMonths: 7,
  ConstructionMonths: 8,
  TransitionalMonths: 9,
  RefinanceMonth: 10,
  ExitDate: 11,
  ClosingBasis: 12,
  SoftCostBasis: 13,
  WcapBasis: 14,
  AcquisitionCosts: 15,
  DevelopmentBasis: 16,
  StabilizationBasis: 17,
  Capitalization: 18,
} as const;
export type DealName = keyof typeof DEAL_ROWS;
export const VALUE_COL = 2;

/** The component table's columns (one row per component). */
export const COMPONENT_COLS = {
  index: 1,
  name: 2,
  development_basis: 3,
  stabilization_basis: 4,
  construction_delay: 5,
  construction_months: 6,
  stabilization_delay: 7,
  stabilization_months: 8,
  construction_end: 9,
  stabilized_month: 10,
  lease_up_start: 11,
  hold_month: 12,
  start_noi: 13,
  stabilized_noi: 14,
  growth_rate: 15,
  exit_cap_rate: 16,
  selling_cost_rate: 17,
  historic_valuation: 18,
  /** stabilized NOI / exit cap: its share of every loan's collateral */
  collateral_value: 19,
  /** the value, or 1 each when no component has one */
  collateral_share: 20,
} as const;
export type ComponentCol = keyof typeof COMPONENT_COLS;

/** The loan terms, one row each, one column per loan (column 2 + loan index). */
export const LOAN_TERMS = [
  'kind',
  'name',
  'draws',
  'amount_basis',
  'amount_rate',
  'amount_dollar',
  'principal',
  'active',
  'interest_rate',
  'accrual_rate',
  'origination_rate',
  'broker_rate',
  'broker_amount',
  'broker_net_funded',
  'exit_rate',
  'exit_amount',
  'reserve',
  'reserve_net_funded',
  'amortizing',
  'interest_only_until',
  'amortization_months',
  'straight_line',
  'fixed_amount',
  'release_rate',
  'closing_month',
  'payoff_month',
  'origination_fee',
  'broker_fee',
  'exit_fee',
  'reserve_funded',
  'withheld',
  'for_costs',
] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];

export const LEASE_COLS = { index: 1, name: 2, rent_amount: 3, payments_per_year: 4, monthly_rent: 5, free_months: 6 } as const;
export const TIER_COLS = { index: 1, name: 2, hurdle_rate: 3, promote: 4, monthly_rate: 5, investor_share: 6 } as const;

export interface AssumptionsLayout {
  componentHeaderRow: number;
  componentRow: (i: number) => number;
  loanHeaderRow: number;
  loanRow: (term: LoanTerm) => number;
  loanCol: (i: number) => number;
  leaseHeaderRow: number;
  leaseRow: (i: number) => number;
  waterfallRow: { share_as_percent: number; share_rate: number; share_dollar: number; SponsorShare: number };
  tierHeaderRow: number;
  tierRow: (i: number) => number;
}

export function assumptionsLayout(counts: Counts): AssumptionsLayout {
  const componentHeaderRow = 21;
  const loanHeaderRow = componentHeaderRow + counts.components + 3;
  const leaseHeaderRow = loanHeaderRow + LOAN_TERMS.length + 3;
  const waterfallStart = leaseHeaderRow + counts.leases + 3;
  const tierHeaderRow = waterfallStart + 5;
  return {
    componentHeaderRow,
    componentRow: (i) => componentHeaderRow + 1 + i,
    loanHeaderRow,
    loanRow: (term) => loanHeaderRow + 1 + LOAN_TERMS.indexOf(term),
    loanCol: (i) => 2 + i,
    leaseHeaderRow,
    leaseRow: (i) => leaseHeaderRow + 1 + i,
    waterfallRow: {
      share_as_percent: waterfallStart,
      share_rate: waterfallStart + 1,
      share_dollar: waterfallStart + 2,
      SponsorShare: waterfallStart + 3,
    },
    tierHeaderRow,
    tierRow: (i) => tierHeaderRow + 1 + i,
  };
}

/** NOI sheet: month, date, growth step, the run rate of each component, the NOI it earns, their total. */
export function noiLayout(counts: Counts) {
  const n = counts.components;
  return {
    step: 3,
    runRate: (i: number) => 4 + i,
    earned: (i: number) => 4 + n + i,
    total: 4 + 2 * n,
    lastRow: monthRow(counts.months + 12),
  };
}

/** Budget sheet: capex of each component by month, then total capex, acquisition costs and total costs. */
export function budgetLayout(counts: Counts) {
  const n = counts.components;
  return { capex: (i: number) => 3 + i, totalCapex: 3 + n, acquisition: 4 + n, totalCosts: 5 + n, lastRow: monthRow(counts.months) };
}

export const SALES_COLS = {
  index: 1,
  name: 2,
  hold_month: 3,
  sale_date: 4,
  valuation: 5,
  capitalized_noi: 6,
  exit_cap_rate: 7,
  gross_price: 8,
  selling_costs: 9,
  net_proceeds: 10,
  value_at_refinance: 11,
  stabilized_value: 12,
} as const;
export const SALES_FIRST_ROW = 5;
export const salesTotalRow = (counts: Counts) => SALES_FIRST_ROW + counts.components;

/** The engine's pro forma columns, in its order, from column 3. */
export const PRO_FORMA_KEYS = [...SUMMED_PRO_FORMA_COLUMNS, 'debt_balance'] as const;
export type ProFormaKey = (typeof PRO_FORMA_KEYS)[number];
export const proFormaCol = (key: ProFormaKey) => 3 + PRO_FORMA_KEYS.indexOf(key);

/** One block of columns per loan on the Debt sheet. */
export const DEBT_KEYS = [
  'draw',
  'opening_balance',
  'interest',
  'interest_from_reserve',
  'accrued_interest',
  'payment',
  'principal_repaid',
  'release_fraction',
  'release',
  'payoff',
  'fees',
  'reserve_funding',
  'reserve_release',
  'reserve_balance',
  'balance',
  'cash_to_equity',
] as const;
export type DebtKey = (typeof DEBT_KEYS)[number];
export const debtCol = (loan: number, key: DebtKey) => 3 + loan * DEBT_KEYS.length + DEBT_KEYS.indexOf(key);

/** Annual sheet: one row per year from row 5; year, from and to month, end date, the summed columns, debt balance. */
export const ANNUAL_FIRST_ROW = 5;
export const annualCol = (key: ProFormaKey) => 5 + PRO_FORMA_KEYS.indexOf(key);

/** Returns sheet: rows of figures; columns unlevered, levered, sponsor, investors. */
export const RETURN_PARTIES = ['unlevered', 'levered', 'sponsor', 'investors'] as const;
export type ReturnParty = (typeof RETURN_PARTIES)[number];
export const returnsCol = (party: ReturnParty) => 2 + RETURN_PARTIES.indexOf(party);
export const RETURN_ROWS = { irr: 5, monthly_irr: 6, multiple: 7, profit: 8, invested: 9, returned: 10, promote: 11, mirr: 12 } as const;
export const METRIC_ROWS = {
  StabilizedFrom: 14,
  StabilizedTo: 15,
  StabilizedMonths: 16,
  Annualize: 17,
  StabilizedNOI: 18,
  DebtService: 19,
  StabilizedValue: 20,
  TotalPrincipal: 21,
  CashOnCash: 22,
  DSCR: 23,
  DebtYield: 24,
  LTV: 25,
  LTC: 26,
  YieldOnCost: 27,
  DebtOutstanding: 28,
} as const;
export type MetricName = keyof typeof METRIC_ROWS;

/**
 * Waterfall sheet: flow, contribution, the hurdle accounts, each band's draw and pay, accounts after, the two
 * flows, the promote paid each month, each tier's clawback (in the last month) and their total.
 */
export function waterfallLayout(counts: Counts) {
  const k = counts.tiers;
  const bandStart = 5 + k;
  const endStart = bandStart + 2 * (k + 1);
  return {
    flow: 3,
    contribution: 4,
    account: (i: number) => 5 + i,
    band: (i: number) => bandStart + 2 * i,
    paid: (i: number) => bandStart + 2 * i + 1,
    accountEnd: (i: number) => endStart + i,
    investors: endStart + k,
    sponsor: endStart + k + 1,
    promote: endStart + k + 2,
    clawback: (i: number) => endStart + k + 3 + i,
    clawbackTotal: endStart + 2 * k + 3,
  };
}

/** Sources & Uses rows (column B amounts). */
export const SOURCES_USES_ROWS = {
  uses: { closing: 5, soft_cost: 6, wcap: 7, development: 8, stabilization: 9, total: 10 },
  sources: { senior: 13, subordinate: 14, incentives: 15, debt: 16, equity: 17, total: 18 },
  funding: { costs: 21, draws: 22, fees: 23, reserve: 24, interest: 25, equity_invested: 26 },
  componentHeader: 28,
} as const;
