/**
 * The Waterfall sheet: the engine's tier algorithm (waterfall.ts) month by month on the levered cash flow F,
 * with s = SponsorShare and the tiers in the order of the Assumptions sheet:
 *
 *   contribution  = -F × (1 - s) when F ≤ 0 (the investors' part of what equity puts in)
 *   account k     = account k last month × (1 + monthly hurdle k) + contribution   (0 at month 0)
 *   band k        = when F > 0: MIN(what is left of F, owed k / share k), owed k = account k less what the
 *                   earlier bands paid (never below 0); the last band takes what is left
 *   paid k        = band k × share k, share 0 = 1 - s, share k = (1 - promote of tier k) × (1 - s)
 *   investors     = ROUND(Σ paid, 2) when F > 0, else ROUND(F × (1 - s), 2)     sponsor = ROUND(F - investors, 2)
 */
import { addMonthsToMonthEnd } from '@dealbook/domain';
import type { CellValue } from './cells';
import {
  FORMAT,
  address,
  setSharedFormula,
  excelDate,
  freeze,
  setFormula,
  setHeader,
  setLabel,
  setTitle,
  setValue,
  sheetRef,
} from './cells';
import { tierRef } from './assumptions-financing';
import { HEADER_ROW, SHEET, TOTAL_ROW, monthRow, proFormaCol, waterfallLayout } from './layout';
import type { Model } from './model';
import { waterfallRows } from './waterfall-rows';

/** MAX(0, MAX(0, x - p0) - p1) ...: an account after the bands paid so far. */
function after(account: string, paid: readonly string[]): string {
  return paid.reduce((expr, p) => `MAX(0,${expr}-${p})`, account);
}

export function writeWaterfall(model: Model): void {
  const ws = model.wb.addWorksheet(SHEET.waterfall);
  const layout = waterfallLayout(model.counts);
  const deal = model.inputs.calculation.deal;
  const terms = deal.waterfall.terms;
  const k = terms.tiers.length;
  const rows = waterfallRows(
    deal.pro_forma.months.map((m) => m.levered_cash_flow),
    terms,
  );
  setTitle(ws, 'Waterfall', 'Investors’ hurdle accounts compound monthly; each band pays them their share until its account is paid off.');
  setHeader(ws, HEADER_ROW, 1, 'Month');
  setHeader(ws, HEADER_ROW, 2, 'Date');
  setHeader(ws, HEADER_ROW, layout.flow, 'Levered cash flow');
  setHeader(ws, HEADER_ROW, layout.contribution, 'Investor contribution');
  terms.tiers.forEach((tier, j) => {
    setHeader(ws, 3, layout.account(j), tier.name, true);
    setHeader(ws, HEADER_ROW, layout.account(j), 'Hurdle account');
    setHeader(ws, 3, layout.accountEnd(j), tier.name, true);
    setHeader(ws, HEADER_ROW, layout.accountEnd(j), 'Account after distributions');
  });
  for (let band = 0; band <= k; band++) {
    setHeader(ws, 3, layout.band(band), band === 0 ? 'Up to the first hurdle' : `Above ${terms.tiers[band - 1]!.name}`, band > 0);
    setHeader(ws, HEADER_ROW, layout.band(band), 'Distribution in band');
    setHeader(ws, HEADER_ROW, layout.paid(band), 'Paid to investors');
  }
  setHeader(ws, HEADER_ROW, layout.investors, 'Investors');
  setHeader(ws, HEADER_ROW, layout.sponsor, 'Sponsor');
  setLabel(ws, TOTAL_ROW, 1, 'Total');

  const put = (r: number, col: number, formula: string, result: CellValue, format?: string) =>
    setSharedFormula(ws, r, col, monthRow(Math.min(r - monthRow(0), 1)), () => formula, result, format);
  const share = (band: number) => (band === 0 ? '(1-SponsorShare)' : tierRef(model, band - 1, 'investor_share'));
  rows.forEach((row, t) => {
    const r = monthRow(t);
    const F = address(r, layout.flow);
    const cell = (col: number) => address(r, col);
    setValue(ws, r, 1, t, FORMAT.month);
    put(r, 2, `EOMONTH(AnalysisDate,${address(r, 1)})`, excelDate(addMonthsToMonthEnd(model.inputs.analysis_date, t)), FORMAT.date);
    put(r, layout.flow, sheetRef(SHEET.proForma, address(r, proFormaCol('levered_cash_flow'))), row.flow, FORMAT.money);
    put(r, layout.contribution, `IF(${F}<=0,-${F}*(1-SponsorShare),0)`, row.contribution, FORMAT.money);
    for (let j = 0; j < k; j++) {
      const compounded = t === 0 ? '0' : `${address(r - 1, layout.accountEnd(j))}*(1+${tierRef(model, j, 'monthly_rate')})`;
      put(r, layout.account(j), `${compounded}+${cell(layout.contribution)}`, row.accounts[j]!, FORMAT.money);
    }
    const paid = Array.from({ length: k + 1 }, (_, band) => cell(layout.paid(band)));
    for (let band = 0; band <= k; band++) {
      const left = [F, ...Array.from({ length: band }, (_, j) => cell(layout.band(j)))].join('-');
      const owed = band < k ? after(cell(layout.account(band)), paid.slice(0, band)) : null;
      const take = owed === null ? left : `IF(${owed}<=0,0,IF(${share(band)}>0,MIN(${left},${owed}/${share(band)}),${left}))`;
      put(r, layout.band(band), `IF(${F}<=0,0,${take})`, row.bands[band]!, FORMAT.money);
      put(r, layout.paid(band), `${cell(layout.band(band))}*${share(band)}`, row.paid[band]!, FORMAT.money);
    }
    for (let j = 0; j < k; j++) {
      const account = cell(layout.account(j));
      put(r, layout.accountEnd(j), `IF(${F}<=0,${account},${after(account, paid)})`, row.accounts_end[j]!, FORMAT.money);
    }
    put(r, layout.investors, `IF(${F}<=0,ROUND(${F}*(1-SponsorShare),2),ROUND(${paid.join('+')},2))`, row.investors, FORMAT.money);
    put(r, layout.sponsor, `ROUND(${F}-${cell(layout.investors)},2)`, row.sponsor, FORMAT.money);
  });
  const last = monthRow(rows.length - 1);
  for (const col of [layout.flow, layout.investors, layout.sponsor]) {
    const total =
      col === layout.flow
        ? rows.reduce((s, r) => s + r.flow, 0)
        : rows.reduce((s, r) => s + (col === layout.investors ? r.investors : r.sponsor), 0);
    setFormula(ws, TOTAL_ROW, col, `SUM(${address(monthRow(0), col)}:${address(last, col)})`, total, FORMAT.money);
  }
  ws.getColumn(1).width = 8;
  ws.getColumn(2).width = 12;
  for (let col = 3; col <= layout.sponsor; col++) ws.getColumn(col).width = 16;
  freeze(ws, TOTAL_ROW, 3);
}
