/**
 * The Waterfall sheet: the engine's tier algorithm (waterfall.ts) month by month on the levered cash flow F,
 * with s = SponsorShare and the tiers in the order of the Assumptions sheet:
 *
 *   contribution  = -F × (1 - s) when F ≤ 0 (the investors' part of what equity puts in)
 *   account k     = account k last month × (1 + monthly hurdle k) + contribution   (0 at month 0)
 *   band k        = when F > 0: MIN(what is left of F, owed k / share k), owed k = account k less what the
 *                   earlier bands paid (never below 0); the last band takes what is left
 *   paid k        = band k × share k, share 0 = 1 - s, share k = (1 - promote of tier k) × (1 - s)
 *   account after = account k - Σ paid, not floored: negative while the investors are ahead of the hurdle
 *   promote       = F × (1 - s) - Σ paid when F > 0: what the bands paid the sponsor above its share s
 *   clawback k    = in the last month, MAX(0, MIN(account after k - C, E k - C)), C = the earlier tiers'
 *                   clawbacks, E k = (1 - s) × Σ over bands b > k of band total b × MAX(0, promote b - promote k)
 *   investors     = ROUND(Σ paid, 2) when F > 0, else ROUND(F × (1 - s), 2), plus the clawback in the last month
 *   sponsor       = ROUND(F - investors, 2)
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
import type { Worksheet } from 'exceljs';
import { waterfallRows } from './waterfall-rows';

/** MAX(0, MAX(0, x - p0) - p1) ...: an account after the bands paid so far. */
function after(account: string, paid: readonly string[]): string {
  return paid.reduce((expr, p) => `MAX(0,${expr}-${p})`, account);
}

/** A tier's promote by band: band 0 is pari passu. */
function promoteOf(model: Model, band: number): string {
  return band === 0 ? '0' : tierRef(model, band - 1, 'promote');
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
  setHeader(ws, HEADER_ROW, layout.promote, 'Promote paid');
  terms.tiers.forEach((tier, j) => {
    setHeader(ws, 3, layout.clawback(j), tier.name, true);
    setHeader(ws, HEADER_ROW, layout.clawback(j), 'Clawback at exit');
  });
  setHeader(ws, HEADER_ROW, layout.clawbackTotal, 'Clawback');
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
      put(r, layout.accountEnd(j), `IF(${F}<=0,${account},${account}-(${paid.join('+')}))`, row.accounts_end[j]!, FORMAT.money);
    }
    const distributed = `ROUND(${paid.join('+')},2)`;
    const investors = `IF(${F}<=0,ROUND(${F}*(1-SponsorShare),2),${distributed})`;
    // the last month alone adds the clawback, so it is written outside the column's shared formula
    if (t === rows.length - 1)
      setFormula(ws, r, layout.investors, `ROUND(${investors}+ROUND(${cell(layout.clawbackTotal)},2),2)`, row.investors, FORMAT.money);
    else put(r, layout.investors, `ROUND(${investors},2)`, row.investors, FORMAT.money);
    put(r, layout.sponsor, `ROUND(${F}-${cell(layout.investors)},2)`, row.sponsor, FORMAT.money);
    put(r, layout.promote, `IF(${F}>0,${F}*(1-SponsorShare)-(${paid.join('+')}),0)`, row.promote, FORMAT.money);
  });
  const last = monthRow(rows.length - 1);
  const total = (col: number, value: number) =>
    setFormula(ws, TOTAL_ROW, col, `SUM(${address(monthRow(0), col)}:${address(last, col)})`, value, FORMAT.money);
  total(
    layout.flow,
    rows.reduce((s, r) => s + r.flow, 0),
  );
  total(
    layout.investors,
    rows.reduce((s, r) => s + r.investors, 0),
  );
  total(
    layout.sponsor,
    rows.reduce((s, r) => s + r.sponsor, 0),
  );
  total(
    layout.promote,
    rows.reduce((s, r) => s + r.promote, 0),
  );
  for (let band = 0; band <= k; band++)
    total(
      layout.band(band),
      rows.reduce((s, r) => s + r.bands[band]!, 0),
    );
  writeClawbacks(model, ws, rows[rows.length - 1]!.clawbacks, last);
  ws.getColumn(1).width = 8;
  ws.getColumn(2).width = 12;
  for (let col = 3; col <= layout.clawbackTotal; col++) ws.getColumn(col).width = 16;
  freeze(ws, TOTAL_ROW, 3);
}

/** Each tier's clawback and their total, in the last month's row (formulas in the file's doc comment). */
function writeClawbacks(model: Model, ws: Worksheet, values: readonly number[], r: number): void {
  const layout = waterfallLayout(model.counts);
  const k = values.length;
  for (let j = 0; j < k; j++) {
    const before = Array.from({ length: j }, (_, i) => address(r, layout.clawback(i)));
    const returned = before.length > 0 ? `-(${before.join('+')})` : '';
    const excess = Array.from({ length: k - j }, (_, i) => j + 1 + i)
      .map((band) => `${address(TOTAL_ROW, layout.band(band))}*MAX(0,${promoteOf(model, band)}-${promoteOf(model, j)})`)
      .join('+');
    const formula = `MAX(0,MIN(${address(r, layout.accountEnd(j))}${returned},(1-SponsorShare)*(${excess})${returned}))`;
    setFormula(ws, r, layout.clawback(j), formula, values[j]!, FORMAT.money);
  }
  const all = k > 0 ? `SUM(${address(r, layout.clawback(0))}:${address(r, layout.clawback(k - 1))})` : '0';
  setFormula(
    ws,
    r,
    layout.clawbackTotal,
    all,
    values.reduce((a, b) => a + b, 0),
    FORMAT.money,
  );
}
