import type { LoanTerms, WaterfallTerms } from '@dealbook/domain';
import { loanSchedule, runWaterfall } from '@dealbook/domain';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { debtRows } from './debt-rows';
import { modelFileName } from './file-name';
import { waterfallRows } from './waterfall-rows';

const terms = (extra: Partial<LoanTerms> = {}): LoanTerms => ({
  kind: 'senior',
  name: 'Senior',
  principal: 1_000_000,
  interest_rate: 0.06,
  accrual_rate: 0,
  closing_month: 0,
  payoff_month: 10,
  origination_fee: 10_000,
  broker_fee: 5_000,
  broker_fee_net_funded: false,
  exit_fee: 2_000,
  reserve: 20_000,
  reserve_net_funded: true,
  amortization: null,
  release_rate: 1,
  ...extra,
});

const draws = [300_000, 200_000, 200_000, 100_000, 100_000, 100_000, 0, 0, 0, 0, 0, 0, 0];

describe('debtRows (the Debt sheet’s cached results)', () => {
  it.each([
    ['interest only, reserve paying interest', terms()],
    ['PIK accrual', terms({ accrual_rate: 0.03 })],
    [
      'mortgage amortization after month 4',
      terms({ amortization: { interest_only_until: 4, months: 360, straight_line: false, fixed_amount: 0 } }),
    ],
    ['straight line', terms({ amortization: { interest_only_until: 2, months: 24, straight_line: true, fixed_amount: 0 } })],
    ['fixed amount', terms({ amortization: { interest_only_until: 0, months: 360, straight_line: true, fixed_amount: 50_000 } })],
    ['closing after month 0 (a refinancing)', terms({ kind: 'refinancing', closing_month: 3, payoff_month: 12, reserve: 0 })],
  ])('gives the engine’s loan months: %s', (_name, t) => {
    const engine = loanSchedule(t, draws);
    const rows = debtRows(t, draws);
    rows.forEach((row, i) => {
      const { opening_balance: _opening, payment: _payment, reserve_balance: _reserve, release_fraction: _fraction, ...month } = row;
      expect(month).toEqual(engine[i]);
    });
  });

  it.each([
    ['interest only', terms()],
    ['mortgage amortization', terms({ amortization: { interest_only_until: 1, months: 360, straight_line: false, fixed_amount: 0 } })],
    [
      'released in full, then drawn again',
      terms({ amortization: { interest_only_until: 1, months: 24, straight_line: true, fixed_amount: 0 } }),
    ],
  ])('repays the release of an early sale as the engine does: %s', (name, t) => {
    const releases = draws.map((_, i) => (i === 3 ? (name.startsWith('released') ? 1 : 0.4) : i === 7 ? 0.5 : 0));
    const engine = loanSchedule(t, draws, releases);
    const rows = debtRows(t, draws, releases);
    expect(engine[3]!.release).toBeGreaterThan(0);
    rows.forEach((row, i) => {
      const { opening_balance: _opening, payment: _payment, reserve_balance: _reserve, release_fraction: _fraction, ...month } = row;
      expect(month).toEqual(engine[i]);
    });
  });

  it('opens each month on the last month’s balance and fixes the payment in the first amortizing month', () => {
    const rows = debtRows(terms({ amortization: { interest_only_until: 4, months: 360, straight_line: false, fixed_amount: 0 } }), draws);
    rows.slice(1).forEach((row, i) => expect(row.opening_balance).toBe(rows[i]!.balance));
    expect(rows[4]!.payment).toBe(0);
    expect(rows[5]!.payment).toBeGreaterThan(0);
    expect(rows[9]!.payment).toBe(rows[5]!.payment);
    expect(rows[0]!.reserve_balance).toBe(20_000);
    expect(rows[10]!.reserve_balance).toBe(0);
  });
});

describe('waterfallRows (the Waterfall sheet’s cached results)', () => {
  const flows = [-1_000_000, -500_000, 0, 40_000, 60_000, -20_000, 900_000, 1_400_000];
  const dates = ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30', '2025-07-31', '2025-08-31'];
  it.each<[string, WaterfallTerms]>([
    ['pari passu', { sponsor_share: 0.1, tiers: [] }],
    ['pref and promote', { sponsor_share: 0.1, tiers: [{ name: 'Pref', hurdle_rate: 0.08, promote: 0.2 }] }],
    [
      'two tiers',
      {
        sponsor_share: 0.05,
        tiers: [
          { name: 'Pref', hurdle_rate: 0.08, promote: 0.2 },
          { name: 'Second', hurdle_rate: 0.15, promote: 0.35 },
        ],
      },
    ],
    ['all promote', { sponsor_share: 1, tiers: [{ name: 'All', hurdle_rate: 0.1, promote: 1 }] }],
  ])('splits the flows as runWaterfall does: %s', (_name, t) => {
    const engine = runWaterfall(flows, dates, t);
    const rows = waterfallRows(flows, t);
    expect(rows.map((r) => r.investors)).toEqual(engine.investors.flows);
    expect(rows.map((r) => r.sponsor)).toEqual(engine.sponsor.flows);
  });

  it('claws back at the exit as runWaterfall does, when a call after an early distribution leaves the investors short', () => {
    const called = [-1_000_000, -500_000, 0, 0, 0, 0, 2_500_000, -1_300_000];
    const t: WaterfallTerms = {
      sponsor_share: 0.05,
      tiers: [
        { name: 'Pref', hurdle_rate: 0.08, promote: 0.2 },
        { name: 'Second', hurdle_rate: 0.15, promote: 0.35 },
      ],
    };
    const engine = runWaterfall(called, dates, t);
    const rows = waterfallRows(called, t);
    expect(engine.sponsor.clawback).toBeGreaterThan(0);
    expect(rows.map((r) => r.investors)).toEqual(engine.investors.flows);
    expect(rows.map((r) => r.sponsor)).toEqual(engine.sponsor.flows);
    expect(rows.reduce((s, r) => s + r.promote, 0) - engine.sponsor.clawback).toBeCloseTo(engine.sponsor.promote, 2);
  });
});

describe('file name and inputs hash', () => {
  it('keeps a plain name and replaces what a file name cannot hold', () => {
    expect(modelFileName('Riverside Commons', 2)).toBe('Riverside Commons model v2.xlsx');
    expect(modelFileName('a\\b|c?d*e', 1)).toBe('a-b-c-d-e model v1.xlsx');
  });

  it('writes canonical JSON with sorted keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe('{"a":{"d":[2,{"e":0,"f":1}]},"b":1}');
  });
});
