import {
  assetClassCodes,
  dealProfileOf,
  dealSchema,
  emptySelection,
  horizons,
  matchDeal,
  sourcingListGroups,
  territories,
  type Selection,
  type SourcingDivision,
} from '@dealbook/domain';
import { sampleDeal } from '@dealbook/domain/deals/sample-deal';
import { timed, type Measurement } from './report';

const DIVISIONS = 10_000;
const COMPANIES = 2_000;
const RUNS = 50;
const WARMUP = 5;
const NOW = '2026-11-22T09:00:00Z';
const TARGET_P50_MS = 50; // A match run over 10,000 divisions under 50 ms at p50

/** mulberry32: a small seeded PRNG, so every run matches the same divisions. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const values = (list: readonly { value: string }[]) => list.map((o) => o.value);

/**
 * Divisions as capital providers fill them: lenders, equity investors and buyers, each with the capital
 * structures of its kind, a few property types, nationwide or a region or a handful of states, a size
 * range, and soft preferences stated about half the time.
 */
function generateDivisions(random: () => number): SourcingDivision[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const someOf = <T>(list: readonly T[], max: number): T[] => {
    const n = 1 + Math.floor(random() * max);
    const chosen = new Set<T>();
    while (chosen.size < Math.min(n, list.length)) chosen.add(pick(list));
    return list.filter((v) => chosen.has(v));
  };
  const maybe = <T>(p: number, list: () => T[]): T[] => (random() < p ? list() : []);
  const structures = { DEBT: ['senior-debt', 'mezzanine', 'hard-money'], DEQT: ['equity', 'preferred-equity'], PHYS: [] as string[] };
  const properties = values(sourcingListGroups.Property);
  const regions = [...new Set(territories.map((t) => t.countryregion))];
  const states = values(territories);
  const sizes = [1, 2, 5, 10, 15, 20, 25, 50, 75, 100, 250].map((m) => m * 1_000_000);

  const divisions: SourcingDivision[] = [];
  for (let i = 0; i < DIVISIONS; i++) {
    // Companies hold 1 to 9 divisions, 5 on average: the first COMPANIES divisions open one each.
    const company = i < COMPANIES ? i : Math.floor(random() * COMPANIES);
    const assetClass = pick(assetClassCodes);
    const region = pick(regions);
    const territory = random();
    const low = Math.floor(random() * (sizes.length - 1));
    const range = random();
    const selection: Selection = {
      ...emptySelection(),
      Asset_Class: [assetClass],
      Cap_Struct: structures[assetClass].length ? someOf(structures[assetClass], 2) : [],
      Applied_Strategy: maybe(0.6, () => [assetClass === 'DEBT' ? 'lending' : 'investment']),
      Property: maybe(0.85, () => someOf(properties, 4)),
      Business_Plan: maybe(0.6, () => someOf(values(sourcingListGroups.Business_Plan), 2)),
      Risk_Class: maybe(0.6, () => someOf(values(sourcingListGroups.Risk_Class), 2)),
      Product_Strategy: maybe(0.5, () => someOf(values(sourcingListGroups.Product_Strategy), 2)),
      Horizon: { DEBT: [], DEQT: [], PHYS: [], [assetClass]: maybe(0.5, () => someOf(values(horizons), 2)) },
      CapitalTransSize:
        range < 0.15
          ? { min: null, max: null }
          : range < 0.5
            ? { min: sizes[low]!, max: null }
            : { min: sizes[low]!, max: sizes[low + 1 + Math.floor(random() * (sizes.length - low - 1))]! },
      Geography: maybe(0.7, () => ['US']),
      Territory:
        territory < 0.3
          ? []
          : territory < 0.6
            ? territories.filter((t) => t.countryregion === region).map((t) => t.value)
            : someOf(states, 5),
    };
    divisions.push({
      division_id: `div-${String(i).padStart(5, '0')}`,
      division_name: `Division ${i}`,
      company_id: `co-${String(company).padStart(4, '0')}`,
      company_name: `Company ${company}`,
      selection,
    });
  }
  return divisions;
}

/** The baseline: one plain pass over the divisions reading each selection's arrays, as any scan of them must. */
function readSelections(divisions: readonly SourcingDivision[]): number {
  let n = 0;
  for (const d of divisions) {
    const s = d.selection;
    n +=
      s.Asset_Class.length +
      s.Property.length +
      s.Risk_Class.length +
      s.Business_Plan.length +
      s.Applied_Strategy.length +
      s.Product_Strategy.length +
      s.Cap_Struct.length +
      s.Horizon.DEBT.length +
      s.Horizon.DEQT.length +
      s.Horizon.PHYS.length +
      s.Geography.length +
      s.Territory.length +
      (s.CapitalTransSize.min ?? 0) +
      (s.CapitalTransSize.max ?? 0);
  }
  return n;
}

const percentile = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(ms.length * p))]!;

/**
 * The matcher over 10,000 divisions of 2,000 companies, for the sample deal as a capital raise for its
 * senior construction loan, against one plain pass reading the same selections.
 */
export async function benchMatcher(): Promise<Measurement> {
  const divisions = generateDivisions(prng(13));
  const deal = dealSchema.parse({ ...sampleDeal('2026-11-30'), mandate: 'investment', capital_structure: 'senior-debt' });
  const profile = dealProfileOf(deal, NOW);
  const check = matchDeal(profile, divisions);
  let sink = 0;
  for (let i = 0; i < WARMUP; i++) sink += matchDeal(profile, divisions).matches.length + readSelections(divisions);
  const matchMs: number[] = [];
  const readMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    matchMs.push((await timed(() => (sink += matchDeal(profile, divisions).matches.length))).ms);
    readMs.push((await timed(() => (sink += readSelections(divisions)))).ms);
  }
  if (sink === 0) throw new Error('the bench matched and read nothing');
  const [p50, p99, readP50, readP99] = [
    percentile(matchMs, 0.5),
    percentile(matchMs, 0.99),
    percentile(readMs, 0.5),
    percentile(readMs, 0.99),
  ];
  return {
    name: `matchDeal, ${DIVISIONS.toLocaleString('en-US')} divisions of ${COMPANIES.toLocaleString('en-US')} companies (${RUNS} runs, p50)`,
    unit: 'runs/s',
    value: 1000 / p50,
    baselineName: 'one pass reading every selection’s arrays at p50',
    baseline: 1000 / readP50,
    target: 0.01, // ours: within 100x of merely reading the same selections (the matcher explains eleven criteria per division)
    notes:
      `match p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (target: p50 ≤ ${TARGET_P50_MS} ms ${p50 <= TARGET_P50_MS ? 'met' : 'MISSED'}); ` +
      `read p50 ${readP50.toFixed(3)} ms, p99 ${readP99.toFixed(3)} ms; ` +
      `${check.matches.length} companies matched, ${check.near_misses.length} near misses, ${check.suggestions.length} suggestions`,
  };
}
