/**
 * What the exit cap and growth dialogs share: the benchmark inputs with their
 * defaults, the query around the saved deal's location, the DealComp permission and 'no comparable data'
 * answers as the catalogue's dialogs, and the fetch itself, asked of the valuation or the operations route.
 */
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import type { ComponentTypeEntry } from '@dealbook/domain/catalog/component-entry';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { dealMessages } from '@dealbook/domain/deals/messages';
import { dataProvider, type DealbookDataProvider } from '../providers/dataProvider';
import { dealsApi, type DealsApi } from '../deals/api';

export type CapRateMethodology = 'conservative' | 'moderate' | 'aggressive';

/** The inputs every benchmark query carries (the growth dialog edits only the radius). */
export type BenchmarkInputs = {
  distance_radius_sensitivity: number | null;
  cap_rate_methodology: CapRateMethodology;
};

export type BenchmarkKind = 'valuation' | 'operations';

export type BenchmarkOutcome<T> = { found: true; benchmark: T } | { found: false; text: DialogText };

/** The requirements section 9. */
export const BENCHMARK_DEFAULTS = { distance_radius_sensitivity: 3, cap_rate_methodology: 'conservative' } as const;

const DEALCOMP = 'Error: DealComp AddOn';
const UNABLE = 'Unable to obtain benchmarking data for this project.';
const SUPPORT = dealMessages.oops.message;

export const benchmarkMessages = {
  noLocation: {
    title: DEALCOMP,
    // ours: the comparables are found by the deal's location, which a draft does not have yet
    message: `${UNABLE} The deal has no location yet: find its address under Location (or type its latitude and longitude) and save. ${SUPPORT}`,
  },
  noComparables: (reason: string | null): DialogText => ({
    title: DEALCOMP,
    message: [UNABLE, reason, SUPPORT].filter(Boolean).join(' '),
  }),
  dealComp: (serverMessage: string): DialogText => ({ title: DEALCOMP, message: serverMessage }),
} as const;

/** A rate in percent, to 2 decimals: `5.5` → `5.50%`. */
export const formatRate = (percent: number): string => `${percent.toFixed(2)}%`;

const isMethodology = (value: unknown): value is CapRateMethodology =>
  value === 'conservative' || value === 'moderate' || value === 'aggressive';

/** The component's benchmark inputs, the spec's defaults where none is entered. */
export function benchmarkInputsOf(c: SubProperty): BenchmarkInputs {
  return {
    distance_radius_sensitivity: c.distance_radius_sensitivity ?? BENCHMARK_DEFAULTS.distance_radius_sensitivity,
    cap_rate_methodology: isMethodology(c.cap_rate_methodology) ? c.cap_rate_methodology : BENCHMARK_DEFAULTS.cap_rate_methodology,
  };
}

/** The benchmark buttons of the component card, each greyed out where the catalogue disables it for the type. */
export type BenchmarkButtons = Pick<ComponentTypeEntry['disabled_buttons'], 'calc_cap' | 'calc_rev_g' | 'calc_exp_g'>;

/** Growth covers revenue (rent, other income) and expenses: offered while either is enabled. */
export const growthDisabled = (disabled: BenchmarkButtons | undefined): boolean =>
  disabled !== undefined && disabled.calc_rev_g && disabled.calc_exp_g;

type Location = { latitude: number; longitude: number };

/** A benchmark route's query string for the component at `location`; the deal itself is left out of its comparables. */
export function benchmarkQuery(location: Location, c: SubProperty, inputs: BenchmarkInputs, dealId: string | null): string {
  const params = new URLSearchParams({
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    prop_type: c.type ?? '',
    distance_radius_sensitivity: String(inputs.distance_radius_sensitivity ?? BENCHMARK_DEFAULTS.distance_radius_sensitivity),
    cap_rate_methodology: inputs.cap_rate_methodology,
  });
  if (c.sub_type_mapping) params.set('prop_sub_type', c.sub_type_mapping);
  if (c.investment_class) params.set('prop_class', c.investment_class);
  if (dealId) params.set('deal_id', dealId);
  return params.toString();
}

/** A server refusal as the catalogue's dialog: 403 DealComp with the server's message, no comparables, else the generic one. */
export function failureText(error: unknown): DialogText {
  const e = (error ?? {}) as { status?: unknown; code?: unknown; message?: unknown; body?: unknown };
  if (e.status === 403 || e.code === 'DEALCOMP_REQUIRED') return benchmarkMessages.dealComp(String(e.message ?? UNABLE));
  if (e.code === 'NO_COMPARABLE_DATA') {
    const details = (e.body as { details?: { reason?: unknown } } | undefined)?.details;
    return benchmarkMessages.noComparables(typeof details?.reason === 'string' ? details.reason : null);
  }
  return dealMessages.oops;
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function createBenchmarkApi(
  provider: Pick<DealbookDataProvider, 'command'> = dataProvider,
  deals: Pick<DealsApi, 'retrieve'> = dealsApi,
) {
  return {
    /** The `kind` benchmark of the saved deal's location; a draft has no location to search around. */
    fetch: async <T>(kind: BenchmarkKind, dealId: string | null, c: SubProperty, inputs: BenchmarkInputs): Promise<BenchmarkOutcome<T>> => {
      try {
        if (!dealId) return { found: false, text: benchmarkMessages.noLocation };
        const { deal } = await deals.retrieve(dealId);
        const latitude = numberOr(deal.latitude);
        const longitude = numberOr(deal.longitude);
        if (latitude === null || longitude === null) return { found: false, text: benchmarkMessages.noLocation };
        const query = benchmarkQuery({ latitude, longitude }, c, inputs, dealId);
        const { data } = await provider.command<T>(`/api/app/deals/benchmark/${kind}?${query}`, undefined, 'GET');
        return { found: true, benchmark: data };
      } catch (error) {
        return { found: false, text: failureText(error) };
      }
    },
  };
}
