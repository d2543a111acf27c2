/**
 * What the summary screen shows, taken from the engine's result: key figures, sources and uses, and the
 * geometry of the annual pro forma chart. Pure, so it is tested without a browser.
 */
import type { DealCalculation } from '@dealbook/domain/calc/calculate';
import type { ProFormaYear } from '@dealbook/domain/calc/annual';
import { formatPercent, formatUsDate } from '@dealbook/domain/calc/display';
import { doubtsAbout } from '@dealbook/domain/calc/plausibility';
import { formatExactMoney, formatMoney } from './money';

/** `exact`: the figure in full, for a tooltip, where `value` is rounded; `flag`: why the figure deserves a second look. */
export type Figure = { label: string; value: string; exact?: string; flag?: string };

const rate = (value: number | null) => (value === null ? '—' : formatPercent(value));
const times = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}x`);

export function keyFigures(calc: DealCalculation): Figure[] {
  const { deal, components } = calc;
  const area = components.reduce((sum, c) => sum + c.area_sf, 0);
  const r = deal.returns;
  const doubts = doubtsAbout(calc);
  const flag = (text: string | null) => (text ? { flag: text } : {});
  return [
    // 0 SF says nothing about a deal (its components are counted in units or spaces, or not sized yet)
    area > 0 ? { label: 'Project area', value: `${area.toLocaleString('en-US')} SF` } : { label: 'Project area', value: '—' },
    { label: 'Capitalization', value: formatMoney(deal.unlevered_capitalization), exact: formatExactMoney(deal.unlevered_capitalization) },
    { label: 'Exit date', value: formatUsDate(deal.exit_date) },
    { label: 'Investment period', value: deal.investment_period_words },
    { label: 'Unlevered IRR', value: rate(r.unlevered.irr), ...flag(doubts.unlevered_irr) },
    { label: 'Levered IRR', value: rate(r.levered.irr), ...flag(doubts.levered_irr) },
    { label: 'Equity multiple', value: times(r.levered.multiple) },
    lenderFigure('DSCR', times(r.dscr), r.before_first_sale && times(r.before_first_sale.dscr), r),
    { ...lenderFigure('LTV', rate(r.ltv), r.before_first_sale && rate(r.before_first_sale.ltv), r), ...flag(doubts.ltv) },
    { label: 'LTC', value: rate(r.ltc), ...flag(doubts.ltc) },
  ];
}

/**
 * A lender metric says which months it measured (on hover), and beside it the same metric before the first sale
 * when a component sells before the exit: after the sales it measures only what is left.
 */
function lenderFigure(label: string, value: string, beforeFirstSale: string | null, r: DealCalculation['deal']['returns']): Figure {
  const year = r.stabilized_year;
  const exact = year ? `Months ${year.from_month}-${year.to_month}, annualized` : undefined;
  return { label, value: beforeFirstSale === null ? value : `${value} (${beforeFirstSale} before the first sale)`, exact };
}

export type Line = { label: string; amount: number };

/** Sources (debt by tranche, then equity) and uses (acquisition bases, then the budgets): both sum to the same total. */
export function sourcesAndUses(calc: DealCalculation): { sources: Line[]; uses: Line[]; total: number } {
  const d = calc.deal;
  const uses: Line[] = [
    { label: 'Closing', amount: d.closing_basis },
    { label: 'Soft costs', amount: d.soft_cost_basis },
    { label: 'Working capital reserve', amount: d.wcap_reserve_basis },
    { label: 'Development budget', amount: d.development_basis },
    { label: 'Stabilization budget', amount: d.stabilization_basis },
  ].filter((line) => line.amount !== 0);
  const total = d.unlevered_capitalization;
  const debt: Line[] = [
    { label: 'Senior loan', amount: d.financing.senior.principal },
    { label: 'Subordinate loan', amount: d.financing.subordinate.principal },
    { label: 'Financial incentives', amount: d.financing.incentives.principal },
  ].filter((line) => line.amount !== 0);
  const equity = Math.max(0, total - d.financing.total_principal);
  return { sources: [...debt, { label: 'Equity', amount: equity }], uses, total };
}

export type Bar = { year: number; x: number; y: number; height: number; value: number };
export type Chart = { bars: Bar[]; line: { x: number; y: number }[]; zeroY: number; barWidth: number; max: number; min: number };

/**
 * An annual chart in a `width` × `height` box: bars of levered cash flow (up from the zero line when
 * positive, down when negative) and a line of NOI, on one scale that always includes zero.
 */
export function chartGeometry(years: readonly ProFormaYear[], width: number, height: number): Chart {
  const values = years.flatMap((y) => [y.levered_cash_flow, y.noi]);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const yOf = (v: number) => ((max - v) / span) * height;
  const slot = years.length === 0 ? width : width / years.length;
  const barWidth = slot * 0.6;
  const zeroY = yOf(0);
  const bars = years.map((y, i) => {
    const top = yOf(Math.max(0, y.levered_cash_flow));
    return {
      year: y.year,
      x: i * slot + (slot - barWidth) / 2,
      y: top,
      height: Math.abs(yOf(y.levered_cash_flow) - zeroY),
      value: y.levered_cash_flow,
    };
  });
  const line = years.map((y, i) => ({ x: i * slot + slot / 2, y: yOf(y.noi) }));
  return { bars, line, zeroY, barWidth, max, min };
}
