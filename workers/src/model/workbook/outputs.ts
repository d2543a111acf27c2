/**
 * Where each figure the engine reports sits in the workbook: every pro forma month and column, the annual rows,
 * sources & uses, the returns and lender metrics and the waterfall's flows, with the tolerance a recalculated
 * workbook must meet (money to the cent, rates to 1e-6, months and dates exactly). The parity test compares a
 * LibreOffice recalculation of the workbook with `calculateDeal` through this list.
 */
import type { DealCalculation } from '@dealbook/domain';
import { address } from './cells';
import type { MetricName } from './layout';
import {
  ANNUAL_FIRST_ROW,
  METRIC_ROWS,
  PRO_FORMA_KEYS,
  RETURN_ROWS,
  SHEET,
  SOURCES_USES_ROWS,
  annualCol,
  monthRow,
  proFormaCol,
  returnsCol,
  waterfallLayout,
} from './layout';

export const CENT = 0.01;
export const RATE = 1e-6;

/** [sheet, A1 address, the engine's value ('n/a' where it has none), tolerance] */
export type EngineCell = [string, string, number | string, number];

/** An ISO day as an Excel date serial. */
export function dateSerial(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000 + 25_569;
}

export function engineCells(calc: DealCalculation): EngineCell[] {
  const d = calc.deal;
  const out: EngineCell[] = [];
  const add = (sheet: string, row: number, col: number, value: number | string | null, tolerance: number) =>
    out.push([sheet, address(row, col), value ?? 'n/a', tolerance]);
  for (const m of d.pro_forma.months) {
    add(SHEET.proForma, monthRow(m.month), 2, dateSerial(m.date), 0);
    for (const key of PRO_FORMA_KEYS) add(SHEET.proForma, monthRow(m.month), proFormaCol(key), m[key], CENT);
  }
  d.pro_forma.years.forEach((y, i) => {
    for (const key of PRO_FORMA_KEYS) add(SHEET.annual, ANNUAL_FIRST_ROW + i, annualCol(key), y[key], CENT);
  });
  const U = SOURCES_USES_ROWS.uses;
  const S = SOURCES_USES_ROWS.sources;
  add(SHEET.sourcesUses, U.closing, 2, d.closing_basis, CENT);
  add(SHEET.sourcesUses, U.soft_cost, 2, d.soft_cost_basis, CENT);
  add(SHEET.sourcesUses, U.wcap, 2, d.wcap_reserve_basis, CENT);
  add(SHEET.sourcesUses, U.development, 2, d.development_basis, CENT);
  add(SHEET.sourcesUses, U.stabilization, 2, d.stabilization_basis, CENT);
  add(SHEET.sourcesUses, U.total, 2, d.unlevered_capitalization, CENT);
  for (const kind of ['senior', 'subordinate', 'incentives'] as const) {
    add(SHEET.sourcesUses, S[kind], 2, d.financing[kind].principal, CENT);
    add(SHEET.sourcesUses, S[kind], 4, d.financing[kind].cumulative_ratio, RATE);
  }
  add(SHEET.sourcesUses, S.debt, 2, d.financing.total_principal, CENT);
  add(SHEET.sourcesUses, S.equity, 2, d.unlevered_capitalization - d.financing.total_principal, CENT);
  const parties = {
    unlevered: d.returns.unlevered,
    levered: d.returns.levered,
    sponsor: d.waterfall.sponsor,
    investors: d.waterfall.investors,
  };
  for (const [party, r] of Object.entries(parties)) {
    const col = returnsCol(party as keyof typeof parties);
    add(SHEET.returns, RETURN_ROWS.irr, col, r.irr, RATE);
    add(SHEET.returns, RETURN_ROWS.multiple, col, r.multiple, RATE);
    add(SHEET.returns, RETURN_ROWS.profit, col, r.profit, CENT);
    add(SHEET.returns, RETURN_ROWS.invested, col, r.invested, CENT);
    add(SHEET.returns, RETURN_ROWS.returned, col, r.returned, CENT);
    add(SHEET.returns, RETURN_ROWS.mirr, col, r.mirr, RATE);
  }
  add(SHEET.returns, RETURN_ROWS.promote, returnsCol('sponsor'), d.waterfall.sponsor.promote, CENT);
  const year = d.returns.stabilized_year;
  const metrics: Partial<Record<MetricName, [number | null | undefined, number]>> = {
    StabilizedFrom: [year?.from_month, 0],
    StabilizedTo: [year?.to_month, 0],
    StabilizedNOI: [year?.noi, CENT],
    DebtService: [year?.debt_service, CENT],
    StabilizedValue: [year?.value, CENT],
    TotalPrincipal: [d.financing.total_principal, CENT],
    CashOnCash: [d.returns.cash_on_cash, RATE],
    DSCR: [d.returns.dscr, RATE],
    DebtYield: [d.returns.debt_yield, RATE],
    LTV: [d.returns.ltv, RATE],
    LTC: [d.returns.ltc, RATE],
    YieldOnCost: [d.returns.yield_on_cost, RATE],
    DebtOutstanding: [year?.debt_outstanding, CENT],
  };
  for (const [key, [value, tolerance]] of Object.entries(metrics))
    add(SHEET.returns, METRIC_ROWS[key as MetricName], 2, value ?? null, tolerance);
  const w = waterfallLayout({ months: 0, components: 0, loans: 0, leases: 0, tiers: d.waterfall.terms.tiers.length });
  d.pro_forma.months.forEach((m, t) => {
    add(SHEET.waterfall, monthRow(t), w.sponsor, d.waterfall.sponsor.flows[t]!, CENT);
    add(SHEET.waterfall, monthRow(t), w.investors, d.waterfall.investors.flows[t]!, CENT);
  });
  return out;
}
