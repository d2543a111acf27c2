/**
 * The growth dialog: the component's stabilized NOI growth rate, the operations
 * benchmark (DealComp) fetched for the deal's location (benchmark.ts), its rent, expense and other income
 * growth ranges, and what applying them writes back: the calc_*_growth_low/high fields, and the rent growth
 * midpoint as the stabilized NOI growth rate only when the user asks for it.
 */
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { round2 } from '@dealbook/domain/calc/round';
import type { DealbookDataProvider } from '../providers/dataProvider';
import type { DealsApi } from '../deals/api';
import {
  BENCHMARK_DEFAULTS,
  benchmarkInputsOf,
  benchmarkMessages,
  createBenchmarkApi,
  formatRate,
  type BenchmarkButtons,
  type BenchmarkInputs,
  type BenchmarkOutcome,
} from './benchmark';
import type { Patch } from './dialogs';

export type GrowthKind = 'rent' | 'expense' | 'other';
export const growthKinds: readonly GrowthKind[] = ['rent', 'expense', 'other'];

/** Growth ranges in percent a year, as the operations route answers them; null where nothing measures one. */
export type GrowthFigures = Record<`${GrowthKind}_growth_${'low' | 'high'}`, number | null>;
export type OperationsBenchmark = GrowthFigures & { comparables: number; radius_miles: number };

export type GrowthInputs = BenchmarkInputs & { stabilized_noi_growth_rate: number | null };

export type GrowthRange = { kind: GrowthKind; label: string; low: number | null; high: number | null };

const labels: Record<GrowthKind, string> = { rent: 'Rent growth', expense: 'Expense growth', other: 'Other income growth' };
export const NOT_MEASURED = 'not measured';

/** The kinds the catalogue offers for the type: rent and other income are revenue (calc_rev_g), expenses calc_exp_g. */
export function offeredGrowth(disabled: BenchmarkButtons | undefined): GrowthKind[] {
  return growthKinds.filter((kind) => !(kind === 'expense' ? disabled?.calc_exp_g : disabled?.calc_rev_g));
}

export function growthRanges(figures: GrowthFigures, kinds: readonly GrowthKind[]): GrowthRange[] {
  return kinds.map((kind) => ({ kind, label: labels[kind], low: figures[`${kind}_growth_low`], high: figures[`${kind}_growth_high`] }));
}

/** `2.00% – 3.50%`, one rate when both ends agree, or 'not measured' when the comparables record nothing for it. */
export function formatRange({ low, high }: Pick<GrowthRange, 'low' | 'high'>): string {
  if (low === null || high === null) return NOT_MEASURED;
  return low === high ? formatRate(low) : `${formatRate(low)} – ${formatRate(high)}`;
}

export const measuresAny = (figures: GrowthFigures, kinds: readonly GrowthKind[]): boolean =>
  growthRanges(figures, kinds).some((range) => range.low !== null && range.high !== null);

/** The middle of the rent growth range, to 2 decimals; null when rent growth is not measured. */
export function rentMidpoint(figures: GrowthFigures): number | null {
  const { rent_growth_low: low, rent_growth_high: high } = figures;
  return low === null || high === null ? null : round2((low + high) / 2);
}

export function growthInputsOf(c: SubProperty): GrowthInputs {
  return { stabilized_noi_growth_rate: c.stabilized_noi_growth_rate ?? null, ...benchmarkInputsOf(c) };
}

/** The ranges a benchmark applied earlier left on the component, or null when none was applied. */
export function savedGrowth(c: SubProperty): GrowthFigures | null {
  const figures = Object.fromEntries(
    growthKinds.flatMap((kind) =>
      (['low', 'high'] as const).map((end) => [`${kind}_growth_${end}`, c[`calc_${kind}_growth_${end}`] ?? null]),
    ),
  ) as GrowthFigures;
  return Object.values(figures).some((value) => value !== null) ? figures : null;
}

/**
 * Applying the benchmark keeps each offered range as calc_<kind>_growth_low/high (null: not measured) with the
 * radius that found it. The stabilized NOI growth rate stays as typed unless the user takes the rent midpoint.
 */
export function applyGrowth(inputs: GrowthInputs, benchmark: GrowthFigures, kinds: readonly GrowthKind[], takeMidpoint: boolean): Patch {
  const midpoint = takeMidpoint && kinds.includes('rent') ? rentMidpoint(benchmark) : null;
  return {
    ...Object.fromEntries(
      kinds.flatMap((kind) => (['low', 'high'] as const).map((end) => [`calc_${kind}_growth_${end}`, benchmark[`${kind}_growth_${end}`]])),
    ),
    distance_radius_sensitivity: inputs.distance_radius_sensitivity ?? BENCHMARK_DEFAULTS.distance_radius_sensitivity,
    stabilized_noi_growth_rate: midpoint ?? inputs.stabilized_noi_growth_rate,
  };
}

/** Keeping the typed growth rate and radius without a benchmark. */
export function saveGrowthInputs(inputs: GrowthInputs): Patch {
  return { stabilized_noi_growth_rate: inputs.stabilized_noi_growth_rate, distance_radius_sensitivity: inputs.distance_radius_sensitivity };
}

export const growthMessages = {
  ...benchmarkMessages,
  applied: (benchmark: GrowthFigures, kinds: readonly GrowthKind[], growthRate: number | null, tookMidpoint: boolean): DialogText => {
    const ranges = growthRanges(benchmark, kinds).map((range) => `${range.label.toLowerCase()} ${formatRange(range)}`);
    const rate =
      tookMidpoint && growthRate !== null
        ? `The stabilized NOI growth rate is now ${formatRate(growthRate)}, the midpoint of the rent growth range.`
        : `The stabilized NOI growth rate stays ${growthRate === null ? 'not entered' : `at ${formatRate(growthRate)}`}.`;
    return { title: 'Confirmation: DealComp AddOn', message: `Growth benchmarks saved: ${ranges.join(', ')}. ${rate}` };
  },
} as const;

export function createGrowthApi(provider?: Pick<DealbookDataProvider, 'command'>, deals?: Pick<DealsApi, 'retrieve'>) {
  const api = createBenchmarkApi(provider, deals);
  return {
    /** The operations benchmark of the saved deal's location; a draft has no location to search around. */
    benchmark: (dealId: string | null, c: SubProperty, inputs: GrowthInputs): Promise<BenchmarkOutcome<OperationsBenchmark>> =>
      api.fetch<OperationsBenchmark>('operations', dealId, c, inputs),
  };
}

export const growthApi = createGrowthApi();
