import { analysisDate, calculateComponents, round2, type DealInput } from '@dealbook/domain';
import type { DocumentStore } from '../document-store/port';
import type { BenchmarkAnswer, BenchmarkPort, BenchmarkQuery, CapRateMethodology, OperationsBenchmark, ValuationBenchmark } from './port';

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.05;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Linear interpolation between closest ranks (Excel's PERCENTILE.INC); `sorted` ascending, non-empty. */
export function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** A higher cap rate values the property lower: conservative takes the upper quartile, aggressive the lower. */
const METHODOLOGY_PERCENTILE: Record<CapRateMethodology, number> = { conservative: 0.75, moderate: 0.5, aggressive: 0.25 };

export interface Comparable {
  deal_id: string;
  miles: number;
  /** stabilized NOI / all-in cost, percent */
  cap_rate: number | null;
  /** the stabilized NOI growth rate its author entered, percent a year */
  noi_growth: number | null;
}

type DealDoc = { _id: string; status?: unknown; deal?: DealInput & { latitude?: unknown; longitude?: unknown } };

/**
 * Comparables from the deals stored on the platform (the `deals` read model). Components carry no
 * location of their own, so a component is placed at its deal's latitude and longitude; it compares when
 * it is within the radius (haversine), of the same type, and of the same class and sub-type when asked.
 * Its cap rate is the engine's stabilized NOI over its all-in cost: its development and stabilization
 * bases plus its share (by area, else equal) of the deal's closing, soft-cost and working-capital bases,
 * which for a stabilized acquisition is the going-in cap rate on the price. Growth comes from the NOI
 * growth rates entered; the deals record no separate expense or other-income growth, so those are null.
 */
export function embeddedBenchmarks(documents: DocumentStore, clock: () => Date = () => new Date()): BenchmarkPort {
  async function comparables(q: BenchmarkQuery): Promise<Comparable[]> {
    const box = q.distance_radius_sensitivity / MILES_PER_DEGREE_LATITUDE;
    const docs = await documents.find<DealDoc & { [k: string]: unknown }>('deals', {
      status: 'active',
      'deal.sub_properties.type': q.prop_type,
      'deal.latitude': { $gte: q.latitude - box, $lte: q.latitude + box },
    });
    const found: Comparable[] = [];
    for (const doc of docs) {
      const deal = doc.deal;
      if (!deal || doc._id === q.exclude_deal_id || typeof deal.latitude !== 'number' || typeof deal.longitude !== 'number') continue;
      const miles = milesBetween({ lat: q.latitude, lon: q.longitude }, { lat: deal.latitude, lon: deal.longitude });
      if (miles > q.distance_radius_sensitivity) continue;
      found.push(...componentsOf(doc._id, deal, miles, q, clock()));
    }
    return found;
  }

  return {
    async valuation(q): Promise<BenchmarkAnswer<ValuationBenchmark>> {
      const rates = (await comparables(q)).flatMap((c) => (c.cap_rate === null ? [] : [c.cap_rate])).sort((a, b) => a - b);
      if (rates.length === 0)
        return { found: false, none: { comparables: 0, reason: noneReason(q, 'with a positive stabilized NOI and cost') } };
      return {
        found: true,
        benchmark: {
          comparables: rates.length,
          radius_miles: q.distance_radius_sensitivity,
          methodology: q.cap_rate_methodology,
          cap_rate: round2(percentile(rates, METHODOLOGY_PERCENTILE[q.cap_rate_methodology])),
          cap_rate_low: round2(rates[0]!),
          cap_rate_median: round2(percentile(rates, 0.5)),
          cap_rate_high: round2(rates.at(-1)!),
        },
      };
    },
    async operations(q): Promise<BenchmarkAnswer<OperationsBenchmark>> {
      const growth = (await comparables(q)).flatMap((c) => (c.noi_growth === null ? [] : [c.noi_growth])).sort((a, b) => a - b);
      if (growth.length === 0) return { found: false, none: { comparables: 0, reason: noneReason(q, 'with an NOI growth rate') } };
      return {
        found: true,
        benchmark: {
          comparables: growth.length,
          radius_miles: q.distance_radius_sensitivity,
          rent_growth_low: round2(growth[0]!),
          rent_growth_high: round2(growth.at(-1)!),
          expense_growth_low: null,
          expense_growth_high: null,
          other_growth_low: null,
          other_growth_high: null,
        },
      };
    },
  };
}

function noneReason(q: BenchmarkQuery, what: string): string {
  const kind = [q.prop_type, q.prop_sub_type, q.prop_class].filter(Boolean).join(', ');
  return `No comparable data: no deal on the platform within ${q.distance_radius_sensitivity} miles has a ${kind} component ${what}.`;
}

function componentsOf(dealId: string, deal: DealInput, miles: number, q: BenchmarkQuery, now: Date): Comparable[] {
  const inputs = deal.sub_properties ?? [];
  const { results } = calculateComponents(deal, analysisDate(deal.analysis_date, now));
  const totalArea = results.reduce((s, c) => s + c.area_sf, 0);
  const acquisition = [deal.closing_basis, deal.soft_cost_basis, deal.wcap_reserve_basis].reduce<number>(
    (s, v) => s + (typeof v === 'number' ? v : 0),
    0,
  );
  return results.flatMap((c, i) => {
    const input = inputs[i] as (typeof inputs)[number] & { investment_class?: unknown; sub_type_mapping?: unknown };
    if (c.type !== q.prop_type) return [];
    if (q.prop_class && input.investment_class !== q.prop_class) return [];
    if (q.prop_sub_type && input.sub_type_mapping !== q.prop_sub_type) return [];
    const share = totalArea > 0 ? c.area_sf / totalArea : 1 / results.length;
    const cost = c.development_basis + c.stabilization_basis + acquisition * share;
    const growth = input.stabilized_noi_growth_rate;
    return [
      {
        deal_id: dealId,
        miles,
        cap_rate: c.noi > 0 && cost > 0 ? (c.noi / cost) * 100 : null,
        noi_growth: typeof growth === 'number' ? growth : null,
      },
    ];
  });
}
