/**
 * Business constants and limits of the requirements. The calculation engine (domain/src/calc) keeps the few
 * it needs next to its rules; these are the same numbers, for the screens and the deal rules.
 */

// Horizons, in months.
export const ANALYSIS_HORIZON_MONTHS = 120;
export const CONSTRUCTION_PLUS_STABILIZATION_MAX_MONTHS = 120;
export const HOLD_DATE_MAX_YEARS_AFTER_MINIMUM = 10;

export const PROJECT_NAME_MAX_LENGTH = 25;
/** A project name containing this word shows a warning before matching. */
export const COPIED_NAME_WORD = 'copied';

/** A new component type of this share of total area or more is not linked (15%). */
export const LINKING_AREA_THRESHOLD = 0.15;
/** Interim NOI below this share of stabilized NOI marks the component value-added (80%). */
export const VALUE_ADDED_NOI_THRESHOLD = 0.8;

// Screens.
export const CONSOLE_REFRESH_MS = 8_000;
export const CONSOLE_PAGE_SIZE = 3;
export const COLLABORATOR_DIALOG_PAGE_SIZE = 5;
export const CHANGE_PREVIEW_PAGE_SIZE = 5;
export const TOAST_MS = 3_000;
export const TOAST_POSITION = 'bottom-left';

export const REFERRAL_DISCOUNT = 0.2;

/** Defaults of a new component and of the dialogs (percentages as entered, 70 means 70%). */
export const componentDefaults = {
  quantity: 1,
  distance_radius_sensitivity: 3,
  cap_rate_methodology: 'conservative',
  occupancy_rate: 70,
  load_factor: 10,
  loss_factor: 10,
  other_income_attribution: 100,
  expense_margin: 50,
  credit_loss_recovery_rate: 0,
  lease_type: 'gross',
} as const;
/** Retail and industrial components start as class A. */
export const defaultInvestmentClass: Partial<Record<string, 'class-a'>> = { retail: 'class-a', industrial: 'class-a' };
/** Reserve dialog: average loan balance outstanding, percent. */
export const RESERVE_AVERAGE_BALANCE_PERCENT = 65;

/** Above this many components the area is not recalculated across them. */
export const AREA_RECALC_COMPONENT_LIMIT = 50;
export const ROUNDING = { area: 0, capex: 2, noi: 2, rate_percent: 2 } as const;

// Conversions.
export const SQUARE_FEET_PER_SQUARE_METER = 10.7639;
export const SQUARE_FEET_PER_ACRE = 43560;
export const MONTHS_IN_YEAR = 12;
export const amortizationMonths = [60, 120, 180, 240, 300, 360, 480] as const;

/** Help-text benchmarks, as percent ranges. */
export const helpBenchmarks = {
  origination_fee_percent: [0.5, 1],
  broker_fee_percent: [1, 2],
  interest_reserve_balance_percent: [50, 50],
  stabilized_growth_percent: [2, 3],
  nsf_over_usable_percent: [10, 15],
} as const;

/** Revenue and expense period multipliers to a year; an unknown period counts 1. */
export const periodMultipliers = { hourly: 2880, daily: 365.25, weekly: 52, monthly: 12, yearly: 1, none: 1 } as const;

/** Currency abbreviations, largest first. */
export const currencyAbbreviations = [
  { factor: 1e9, suffix: 'B' },
  { factor: 1e6, suffix: 'M' },
  { factor: 1e3, suffix: 'k' },
] as const;
