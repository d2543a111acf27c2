/**
 * The exit cap dialog (spec 2 sections 2, 8 and 9): the component's exit cap, the benchmark inputs with
 * their defaults, the valuation benchmark (DealComp) fetched for the deal's location, the catalogue's
 * texts for its failures, and what applying the benchmark writes back (the exit cap and the calc_ field).
 */
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { dealMessages } from '@dealbook/domain/deals/messages';
import { dataProvider, type DealbookDataProvider } from '../providers/dataProvider';
import { dealsApi, type DealsApi } from '../deals/api';
import type { Patch } from './dialogs';

export type CapRateMethodology = 'conservative' | 'moderate' | 'aggressive';

export type ExitCapInputs = {
  exit_cap_percentage_min: number | null;
  distance_radius_sensitivity: number | null;
  cap_rate_methodology: CapRateMethodology;
};

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

export type BenchmarkOutcome = { found: true; benchmark: ValuationBenchmark } | { found: false; text: DialogText };

/** Spec 2 section 9. */
export const EXIT_CAP_DEFAULTS = { distance_radius_sensitivity: 3, cap_rate_methodology: 'conservative' } as const;

const DEALCOMP = 'Error: DealComp AddOn';
const UNABLE = 'Unable to obtain benchmarking data for this project.';
const SUPPORT = dealMessages.oops.message;

export const exitCapMessages = {
  noLocation: {
    title: DEALCOMP,
    // ours: the comparables are found by the deal's location, which a draft does not have yet
    message: `${UNABLE} The deal has no location yet: enter its latitude and longitude under Location and save. ${SUPPORT}`,
  },
  noComparables: (reason: string | null): DialogText => ({
    title: DEALCOMP,
    message: [UNABLE, reason, SUPPORT].filter(Boolean).join(' '),
  }),
  dealComp: (serverMessage: string): DialogText => ({ title: DEALCOMP, message: serverMessage }),
  applied: (capRate: number): DialogText => ({
    title: 'Confirmation: DealComp AddOn',
    message: `The exit cap rate is now the benchmark cap rate of ${formatRate(capRate)}.`,
  }),
} as const;

/** A cap rate in percent, to 2 decimals: `5.5` → `5.50%`. */
export const formatRate = (percent: number): string => `${percent.toFixed(2)}%`;

const isMethodology = (value: unknown): value is CapRateMethodology =>
  value === 'conservative' || value === 'moderate' || value === 'aggressive';

/** The component's exit cap and benchmark inputs, the spec's defaults where none is entered. */
export function exitCapInputsOf(c: SubProperty): ExitCapInputs {
  return {
    exit_cap_percentage_min: c.exit_cap_percentage_min ?? null,
    distance_radius_sensitivity: c.distance_radius_sensitivity ?? EXIT_CAP_DEFAULTS.distance_radius_sensitivity,
    cap_rate_methodology: isMethodology(c.cap_rate_methodology) ? c.cap_rate_methodology : EXIT_CAP_DEFAULTS.cap_rate_methodology,
  };
}

type Location = { latitude: number; longitude: number };

/** The valuation route's query string for the component at `location`; the deal itself is left out of its comparables. */
export function valuationQuery(location: Location, c: SubProperty, inputs: ExitCapInputs, dealId: string | null): string {
  const params = new URLSearchParams({
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    prop_type: c.type ?? '',
    distance_radius_sensitivity: String(inputs.distance_radius_sensitivity ?? EXIT_CAP_DEFAULTS.distance_radius_sensitivity),
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
  if (e.status === 403 || e.code === 'DEALCOMP_REQUIRED') return exitCapMessages.dealComp(String(e.message ?? UNABLE));
  if (e.code === 'NO_COMPARABLE_DATA') {
    const details = (e.body as { details?: { reason?: unknown } } | undefined)?.details;
    return exitCapMessages.noComparables(typeof details?.reason === 'string' ? details.reason : null);
  }
  return dealMessages.oops;
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function createExitCapApi(
  provider: Pick<DealbookDataProvider, 'command'> = dataProvider,
  deals: Pick<DealsApi, 'retrieve'> = dealsApi,
) {
  return {
    /** The valuation benchmark of the saved deal's location; a draft has no location to search around. */
    benchmark: async (dealId: string | null, c: SubProperty, inputs: ExitCapInputs): Promise<BenchmarkOutcome> => {
      try {
        if (!dealId) return { found: false, text: exitCapMessages.noLocation };
        const { deal } = await deals.retrieve(dealId);
        const latitude = numberOr(deal.latitude);
        const longitude = numberOr(deal.longitude);
        if (latitude === null || longitude === null) return { found: false, text: exitCapMessages.noLocation };
        const query = valuationQuery({ latitude, longitude }, c, inputs, dealId);
        const { data } = await provider.command<ValuationBenchmark>(`/api/app/deals/benchmark/valuation?${query}`, undefined, 'GET');
        return { found: true, benchmark: data };
      } catch (error) {
        return { found: false, text: failureText(error) };
      }
    },
  };
}

export const exitCapApi = createExitCapApi();

/** Applying the benchmark: its cap rate becomes the exit cap and is kept as calc_exit_cap, with the inputs that found it. */
export function applyBenchmark(inputs: ExitCapInputs, benchmark: ValuationBenchmark): Patch {
  return {
    exit_cap_percentage_min: benchmark.cap_rate,
    calc_exit_cap: benchmark.cap_rate,
    distance_radius_sensitivity: inputs.distance_radius_sensitivity ?? EXIT_CAP_DEFAULTS.distance_radius_sensitivity,
    cap_rate_methodology: inputs.cap_rate_methodology,
  };
}

/** Keeping the typed exit cap and the benchmark inputs without a benchmark. */
export function saveInputs(inputs: ExitCapInputs): Patch {
  return { ...inputs };
}
