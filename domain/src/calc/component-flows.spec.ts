import { describe, expect, it } from 'vitest';
import type { ComponentPlan } from './component-flows';
import { annualNoiAt, capexAt, componentPlan, componentSale, forwardNoi, noiAt, trailingNoi } from './component-flows';
import type { ComponentNoi } from './component-noi';
import { strategyFlags } from './strategy';
import { componentTimeline } from './timeline';

// delay 2, construction 4, stabilization delay 1, lease-up 4: built at month 6, stabilized at month 11
const timeline = componentTimeline({ construction_delay: 2, construction_period: 4, stabilization_delay: 1, stabilization_period: 4 });
const noi = (stabilized: number, interim: number | null = null, incoming: number | null = null): ComponentNoi =>
  ({ stabilized_noi: stabilized, interim_noi: interim, incoming_noi: incoming }) as ComponentNoi;

const plan = (overrides: Partial<ComponentPlan> = {}): ComponentPlan => ({
  ...componentPlan({
    index: 0,
    timeline,
    hold_month: 12,
    development_basis: 1_200_000,
    stabilization_basis: 400_000,
    noi: noi(1_200_000),
    flags: strategyFlags('develop_own', false),
    growth_percent: 0,
    exit_cap_percent: 5,
    selling_costs_percent: 2,
    valuation_methodology: null,
  }),
  ...overrides,
});

describe('capex timing', () => {
  it('spends the development basis evenly over the construction months and the stabilization basis over the lease-up', () => {
    // 1,200,000 / 4 = 300,000 in months 3-6; 400,000 / 4 = 100,000 in months 8-11 (after the 1-month delay)
    const spend = Array.from({ length: 13 }, (_, t) => capexAt(plan(), t));
    expect(spend).toEqual([0, 0, 0, 300_000, 300_000, 300_000, 300_000, 0, 100_000, 100_000, 100_000, 100_000, 0]);
  });

  it('pays a basis at once at the end of its delay when its period is 0', () => {
    const immediate = plan({ timeline: componentTimeline({}) });
    expect(capexAt(immediate, 0)).toBe(1_600_000);
    expect(capexAt(immediate, 1)).toBe(0);
  });
});

describe('NOI over time', () => {
  it('earns nothing while a development is built, then leases up in a straight line to the stabilized NOI', () => {
    // 1,200,000 a year = 100,000 a month; lease-up months 8-11 earn 1/4, 2/4, 3/4, 4/4 of it
    const monthly = Array.from({ length: 13 }, (_, t) => noiAt(plan(), t));
    expect(monthly).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 25_000, 50_000, 75_000, 100_000, 100_000]);
  });

  it('starts an existing building at its interim NOI, else its incoming NOI', () => {
    const existing = (n: ComponentNoi) =>
      componentPlan({
        ...plan(),
        index: 0,
        noi: n,
        flags: strategyFlags('value_add_repositioning', false),
        growth_percent: 0,
        exit_cap_percent: 5,
        selling_costs_percent: 0,
        valuation_methodology: null,
      });
    // interim 600,000 a year = 50,000 a month until the lease-up; month 8 = 600,000 + (1,200,000 - 600,000) × 1/4 = 750,000 a year
    expect(noiAt(existing(noi(1_200_000, 600_000, 480_000)), 5)).toBe(50_000);
    expect(annualNoiAt(existing(noi(1_200_000, 600_000, 480_000)), 8)).toBe(750_000);
    expect(noiAt(existing(noi(1_200_000, null, 480_000)), 5)).toBe(40_000);
  });

  it('grows once a year at the growth rate: months 13-24 at (1 + g)', () => {
    const growing = plan({ growth_rate: 0.03, hold_month: 36 });
    expect(noiAt(growing, 12)).toBe(100_000);
    expect(noiAt(growing, 13)).toBeCloseTo(103_000, 9); // 1,200,000 × 1.03 / 12
    expect(annualNoiAt(growing, 25)).toBeCloseTo(1_273_080, 6); // 1,200,000 × 1.03²
  });

  it('stops earning after the hold month', () => {
    expect(noiAt(plan(), 13)).toBe(0);
    expect(annualNoiAt(plan(), 13)).toBe(1_200_000);
  });
});

describe('sale', () => {
  it('capitalizes the next 12 months of NOI at the exit cap, less selling costs', () => {
    // forward NOI at month 12: months 13-24 at 103,000 = 1,236,000; / 5% = 24,720,000; 2% costs = 494,400
    const growing = plan({ growth_rate: 0.03 });
    expect(forwardNoi(growing, 12)).toBeCloseTo(1_236_000, 6);
    const sale = componentSale(growing);
    expect(sale.month).toBe(12);
    expect(sale.gross_price).toBeCloseTo(24_720_000, 4);
    expect(sale.selling_costs).toBeCloseTo(494_400, 4);
    expect(sale.net_proceeds).toBeCloseTo(24_225_600, 4);
  });

  it("capitalizes the last 12 months under the 'income-historic' methodology", () => {
    // months 1-12: 0 × 7 + 25,000 + 50,000 + 75,000 + 100,000 + 100,000 = 350,000; / 5% = 7,000,000
    expect(trailingNoi(plan(), 12)).toBe(350_000);
    expect(componentSale(plan({ historic_valuation: true })).gross_price).toBeCloseTo(7_000_000, 6);
  });

  it('has no sale value without an exit cap (a structure, a road)', () => {
    expect(componentSale(plan({ exit_cap_rate: 0 })).net_proceeds).toBe(0);
  });
});
