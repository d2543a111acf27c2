import { describe, expect, it } from 'vitest';
import { calculateDeal } from '@dealbook/domain/calc/calculate';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { ProFormaYear } from '@dealbook/domain/calc/annual';
import { chartGeometry, keyFigures, sourcesAndUses } from './figures';

const deal = {
  analysis_date: '2026-01-31',
  closing_basis: 1_000_000,
  senior_loans_active: true,
  senior_loans: [{ amount_as_percent: true, amount_percent: 60, interest_rate: 6 }],
  sub_properties: [
    {
      item_id: 'a',
      name: 'Apartments',
      type: 'multifamily',
      quantity: 10,
      business_strategy: 'stabilized_own',
      stabilized_noi: 500_000,
      exit_cap_percentage_min: 5,
      hold_date: '2031-01-31',
    },
  ],
} as unknown as DealInput;

const year = (y: number, noi: number, levered: number) => ({ year: y, noi, levered_cash_flow: levered }) as ProFormaYear;

describe('summary figures', () => {
  const calc = calculateDeal(deal, '2026-01-15');

  it('sources equal uses: 60% senior debt, the rest equity, of the capitalization', () => {
    const { sources, uses, total } = sourcesAndUses(calc);
    expect(total).toBe(1_000_000);
    expect(uses).toEqual([{ label: 'Closing', amount: 1_000_000 }]);
    expect(sources).toEqual([
      { label: 'Senior loan', amount: 600_000 },
      { label: 'Equity', amount: 400_000 },
    ]);
  });

  it('shows the capitalization abbreviated and the LTC as a percent', () => {
    const figures = Object.fromEntries(keyFigures(calc).map((f) => [f.label, f.value]));
    expect(figures.Capitalization).toBe('$1M');
    expect(figures.LTC).toBe('60.00%');
    expect(figures['Exit date']).toBe('01/31/2031');
  });

  it('gives each lender metric its months on hover, and its value before the first sale when a component sells early', () => {
    const whole = Object.fromEntries(keyFigures(calc).map((f) => [f.label, f]));
    expect(whole.DSCR!.value).not.toMatch(/before the first sale/);
    expect(whole.DSCR!.exact).toMatch(/^Months \d+-\d+, annualized$/);
    const second = { ...deal.sub_properties![0]!, item_id: 'b', name: 'Shops', hold_date: '2028-01-31' };
    const early = calculateDeal({ ...deal, sub_properties: [...deal.sub_properties!, second] }, '2026-01-15');
    const figures = Object.fromEntries(keyFigures(early).map((f) => [f.label, f.value]));
    expect(figures.DSCR).toMatch(/^\d+\.\d\dx \(\d+\.\d\dx before the first sale\)$/);
    expect(figures.LTV).toMatch(/^\d+\.\d\d% \(\d+\.\d\d% before the first sale\)$/);
  });

  it('draws negative bars below the zero line and positive ones above it, on one scale', () => {
    const chart = chartGeometry([year(0, 0, -100), year(1, 50, 100)], 200, 100);
    expect(chart.zeroY).toBe(50);
    expect(chart.bars[0]).toMatchObject({ y: 50, height: 50 });
    expect(chart.bars[1]).toMatchObject({ y: 0, height: 50 });
    expect(chart.line[1]).toEqual({ x: 150, y: 25 });
  });
});
