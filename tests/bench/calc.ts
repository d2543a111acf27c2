import { calculateDeal, dealSchema, type Deal, type DealInput } from '@dealbook/domain';
import { timed, type Measurement } from './report';

const RUNS = 1_000;
const WARMUP = 50;
const NOW = '2025-03-15T12:00:00Z';

/** Components as an entry screen fills them: rent, expenses, capex, phases, growth, exit cap. */
const component = (i: number) => ({
  item_id: `c${i}`,
  name: `Component ${i}`,
  type: ['multifamily', 'retail', 'office', 'parking'][i % 4],
  quantity: 10 + i,
  project_size_amount: 10_000 + 500 * i,
  project_size_units: 'gSF',
  stabilized_rent: 2_000 + i,
  stabilized_rent_units: 'units',
  stabilized_rent_period: 'monthly',
  stabilized_occupancy_rate: 90,
  stabilized_expense_margin: 40,
  stabilized_noi_growth_rate: 3,
  construction_hard_cost_amount: 150,
  construction_hard_cost_units: 'gSF',
  construction_soft_cost_amount: 25,
  construction_soft_cost_units: 'gSF',
  construction_period: 18 + (i % 6),
  construction_period_time_units: 'months',
  stabilization_period: 6 + (i % 4),
  stabilization_period_time_units: 'months',
  exit_cap_percentage_min: 5 + (i % 10) / 10,
  selling_costs: 2,
  is_linked: i > 0,
  linked_index: i > 0 ? 0 : null,
});

const loan = (name: string, percent: number, rate: number) => ({
  item_id: name.toLowerCase(),
  name,
  active: true,
  amount_as_percent: true,
  amount_percent: percent,
  interest_rate: rate,
  origination_fee_percent: 1,
});

export const benchDeal: Deal = dealSchema.parse({
  project_name: 'Bench Tower',
  mandate: 'investment',
  project_type: 'development',
  asset_type: 'building',
  analysis_date: '2025-03-31',
  closing_basis: 20_000_000,
  soft_cost_basis: 1_500_000,
  wcap_reserve_basis: 500_000,
  sub_properties: Array.from({ length: 50 }, (_, i) => component(i)),
  senior_loans: [loan('Senior', 55, 6.5)],
  subordinate_loans: [loan('Mezzanine', 15, 11)],
  sponsor_coinvestments: [{ item_id: 'sponsor', name: 'Sponsor', active: true, amount_percent: 10, accrual_rate: 8, promote_percent: 20 }],
});

const percentile = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(ms.length * p))]!;

/**
 * The underwriting engine on a 50-component development with senior and mezzanine debt and a sponsor
 * promote, against a JSON round trip of the same deal (the least any request handling it does).
 */
export async function benchCalc(): Promise<Measurement> {
  const input = benchDeal as DealInput;
  const check = calculateDeal(input, NOW);
  for (let i = 0; i < WARMUP; i++) calculateDeal(input, NOW);
  const calcMs: number[] = [];
  const jsonMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    calcMs.push((await timed(() => calculateDeal(input, NOW))).ms);
    jsonMs.push((await timed(() => JSON.parse(JSON.stringify(benchDeal)) as unknown)).ms);
  }
  const [p50, p99, jsonP50, jsonP99] = [
    percentile(calcMs, 0.5),
    percentile(calcMs, 0.99),
    percentile(jsonMs, 0.5),
    percentile(jsonMs, 0.99),
  ];
  return {
    name: `calculateDeal, 50 components (${RUNS} runs, ${check.deal.pro_forma.months.length} pro forma months, p50)`,
    unit: 'runs/s',
    value: 1000 / p50,
    baselineName: 'JSON.parse + JSON.stringify of the same deal at p50',
    baseline: 1000 / jsonP50,
    target: 0.02, // ours: within 50x of a JSON round trip of the deal
    notes:
      `calc p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms (target: p50 under 2 ms ${p50 < 2 ? 'met' : 'MISSED'}); ` +
      `JSON round trip p50 ${jsonP50.toFixed(3)} ms, p99 ${jsonP99.toFixed(3)} ms`,
  };
}

/** The model benchmark's build input: the 50-component deal above, version 1. */
export const benchModelInput = {
  deal_id: 'bench',
  deal_name: 'Bench Tower',
  deal_version: 1,
  position: 1,
  built_at: NOW,
  deal: benchDeal as DealInput,
  now: NOW,
};
