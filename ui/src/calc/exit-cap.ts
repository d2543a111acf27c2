/**
 * The exit cap dialog: the component's exit cap, the benchmark inputs with
 * their defaults, the valuation benchmark (DealComp) fetched for the deal's location (benchmark.ts), and
 * what applying the benchmark writes back (the exit cap and the calc_ field).
 */
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import type { DialogText } from '@dealbook/domain/identity/messages';
import type { DealbookDataProvider } from '../providers/dataProvider';
import type { DealsApi } from '../deals/api';
import {
  BENCHMARK_DEFAULTS,
  benchmarkInputsOf,
  benchmarkMessages,
  createBenchmarkApi,
  formatRate,
  type BenchmarkInputs,
  type BenchmarkOutcome,
  type CapRateMethodology,
} from './benchmark';
import type { Patch } from './dialogs';

export { formatRate, type CapRateMethodology };

export type ExitCapInputs = BenchmarkInputs & { exit_cap_percentage_min: number | null };

/** What the valuation route answers (query-service/src/routes/benchmarks.ts); rates in percent. */
export type ValuationBenchmark = {
  comparables: number;
  radius_miles: number;
  methodology: CapRateMethodology;
  cap_rate: number;
  cap_rate_low: number;
  cap_rate_median: number;
  cap_rate_high: number;
};

export const exitCapMessages = {
  ...benchmarkMessages,
  applied: (capRate: number): DialogText => ({
    title: 'Confirmation: DealComp AddOn',
    message: `The exit cap rate is now the benchmark cap rate of ${formatRate(capRate)}.`,
  }),
} as const;

/** The component's exit cap and benchmark inputs, the spec's defaults where none is entered. */
export function exitCapInputsOf(c: SubProperty): ExitCapInputs {
  return { exit_cap_percentage_min: c.exit_cap_percentage_min ?? null, ...benchmarkInputsOf(c) };
}

export function createExitCapApi(provider?: Pick<DealbookDataProvider, 'command'>, deals?: Pick<DealsApi, 'retrieve'>) {
  const api = createBenchmarkApi(provider, deals);
  return {
    /** The valuation benchmark of the saved deal's location; a draft has no location to search around. */
    benchmark: (dealId: string | null, c: SubProperty, inputs: ExitCapInputs): Promise<BenchmarkOutcome<ValuationBenchmark>> =>
      api.fetch<ValuationBenchmark>('valuation', dealId, c, inputs),
  };
}

export const exitCapApi = createExitCapApi();

/** Applying the benchmark: its cap rate becomes the exit cap and is kept as calc_exit_cap, with the inputs that found it. */
export function applyBenchmark(inputs: ExitCapInputs, benchmark: ValuationBenchmark): Patch {
  return {
    exit_cap_percentage_min: benchmark.cap_rate,
    calc_exit_cap: benchmark.cap_rate,
    distance_radius_sensitivity: inputs.distance_radius_sensitivity ?? BENCHMARK_DEFAULTS.distance_radius_sensitivity,
    cap_rate_methodology: inputs.cap_rate_methodology,
  };
}

/** Keeping the typed exit cap and the benchmark inputs without a benchmark. */
export function saveInputs(inputs: ExitCapInputs): Patch {
  return { ...inputs };
}
