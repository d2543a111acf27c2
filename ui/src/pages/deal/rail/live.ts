/**
 * The entry page's live figures: the engine (`calculateDeal`, the same the server runs) on the deal as typed.
 * An incomplete deal can make the engine throw; then every figure reads '—' and only the missing inputs show.
 */
import { calculateDeal, type DealCalculation } from '@dealbook/domain/calc/calculate';
import { formatPercent } from '@dealbook/domain/calc/display';
import { formatExactMoney, formatMoney } from '../../../calc/money';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { DraftDeal } from '../useDealForm';
import { missingInputs, type MissingGroup } from './missing';

/** `exact`: the amount in full, for a tooltip, where `value` is rounded. */
export type RailFigure = { key: string; label: string; value: string; exact?: string };
export type LiveCalculation = { calc: DealCalculation | null; figures: RailFigure[]; missing: MissingGroup[] };

const NONE = '—';
const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
const rate = (value: number | null | undefined) => (finite(value) ? formatPercent(value) : NONE);
const times = (value: number | null | undefined) => (finite(value) ? `${value.toFixed(2)}x` : NONE);
const money = (value: number | null | undefined) => (finite(value) ? formatMoney(value) : NONE);
const exact = (value: number | null | undefined) => (finite(value) ? formatExactMoney(value) : undefined);

/** The rail's figures, in its order; each '—' when the engine gave none (no debt: no DSCR, LTV or LTC). */
export function railFigures(calc: DealCalculation | null): RailFigure[] {
  const d = calc?.deal;
  const r = d?.returns;
  return [
    {
      key: 'capitalization',
      label: 'Capitalization',
      value: money(d?.unlevered_capitalization),
      exact: exact(d?.unlevered_capitalization),
    },
    { key: 'stabilized_noi', label: 'Stabilized NOI', value: money(d?.stabilized_noi), exact: exact(d?.stabilized_noi) },
    { key: 'unlevered_irr', label: 'Unlevered IRR', value: rate(r?.unlevered.irr) },
    { key: 'levered_irr', label: 'Levered IRR', value: rate(r?.levered.irr) },
    { key: 'equity_multiple', label: 'Equity multiple', value: times(r?.levered.multiple) },
    { key: 'dscr', label: 'DSCR', value: times(r?.dscr) },
    { key: 'ltv', label: 'LTV', value: rate(r?.ltv) },
    { key: 'ltc', label: 'LTC', value: rate(r?.ltc) },
  ];
}

/** The engine on a deal as the form holds it, never throwing. */
export function calculateLive(deal: DraftDeal, id: string | null, now: Date): LiveCalculation {
  let calc: DealCalculation | null = null;
  try {
    calc = calculateDeal({ ...(deal as DealInput), id }, now);
  } catch {
    calc = null; // an input the engine cannot read yet: the missing list says what to enter
  }
  return { calc, figures: railFigures(calc), missing: missingInputs(deal, calc) };
}
