/**
 * The benchmark port (DealComp): market figures for one component's location and kind, asked by the exit
 * cap and growth dialogs. Adapters: embedded (comparables from the deals stored on the
 * platform); a market-data provider can implement the same two calls later.
 */
export type CapRateMethodology = 'conservative' | 'moderate' | 'aggressive';

export interface BenchmarkQuery {
  latitude: number;
  longitude: number;
  /** component type code (multifamily, retail ...) */
  prop_type: string;
  prop_sub_type?: string | undefined;
  /** investment class (class-a, class-b) */
  prop_class?: string | undefined;
  /** search radius in miles (spec default 3) */
  distance_radius_sensitivity: number;
  cap_rate_methodology: CapRateMethodology;
  /** a deal to leave out of its own comparables (the one being analysed) */
  exclude_deal_id?: string | undefined;
}

export interface ValuationBenchmark {
  comparables: number;
  radius_miles: number;
  methodology: CapRateMethodology;
  /** the benchmark cap rate, percent to 2 decimals, picked from the range by the methodology */
  cap_rate: number;
  cap_rate_low: number;
  cap_rate_median: number;
  cap_rate_high: number;
}

/** Growth ranges in percent a year; null where the comparables record nothing to measure it from. */
export interface OperationsBenchmark {
  comparables: number;
  radius_miles: number;
  rent_growth_low: number | null;
  rent_growth_high: number | null;
  expense_growth_low: number | null;
  expense_growth_high: number | null;
  other_growth_low: number | null;
  other_growth_high: number | null;
}

/** The honest answer when nothing comparable is known: what was searched, and why nothing came back. */
export interface NoComparables {
  comparables: 0;
  reason: string;
}

export type BenchmarkAnswer<T> = { found: true; benchmark: T } | { found: false; none: NoComparables };

export interface BenchmarkPort {
  valuation(query: BenchmarkQuery): Promise<BenchmarkAnswer<ValuationBenchmark>>;
  operations(query: BenchmarkQuery): Promise<BenchmarkAnswer<OperationsBenchmark>>;
}
