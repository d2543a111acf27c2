/**
 * The Annual sheet: the Pro Forma by year, as the engine's annual rows (annual.ts). Year 0 is the closing
 * (month 0), year y the months 12(y - 1) + 1 ... 12y (the last year may be short):
 *
 *   a money column = ROUND(SUMIFS(the Pro Forma column, month ≥ from, month ≤ to), 2)
 *   debt balance   = the Pro Forma's balance at the year's last month (INDEX)
 */
import { FORMAT, address, columnRange, excelDate, freeze, setFormula, setHeader, setTitle, setValue } from './cells';
import { PRO_FORMA_HEADERS } from './pro-forma';
import { ANNUAL_FIRST_ROW, HEADER_ROW, PRO_FORMA_KEYS, SHEET, annualCol, monthRow, proFormaCol } from './layout';
import type { Model } from './model';

export function writeAnnual(model: Model): void {
  const ws = model.wb.addWorksheet(SHEET.annual);
  const years = model.inputs.calculation.deal.pro_forma.years;
  const last = monthRow(model.counts.months);
  setTitle(
    ws,
    'Annual summary',
    'Year 0 is the closing; each year sums its months of the Pro Forma; the debt balance is the year-end one.',
  );
  ['Year', 'From month', 'To month', 'Year end'].forEach((label, i) => setHeader(ws, HEADER_ROW, i + 1, label));
  for (const key of PRO_FORMA_KEYS) setHeader(ws, HEADER_ROW, annualCol(key), PRO_FORMA_HEADERS[key]);
  const months = columnRange(SHEET.proForma, 1, monthRow(0), last);
  years.forEach((year, i) => {
    const r = ANNUAL_FIRST_ROW + i;
    setValue(ws, r, 1, year.year, FORMAT.month);
    setValue(ws, r, 2, year.from_month, FORMAT.month);
    setValue(ws, r, 3, year.to_month, FORMAT.month);
    setFormula(ws, r, 4, `EOMONTH(AnalysisDate,${address(r, 3)})`, excelDate(year.end_date), FORMAT.date);
    for (const key of PRO_FORMA_KEYS) {
      const column = columnRange(SHEET.proForma, proFormaCol(key), monthRow(0), last);
      const formula =
        key === 'debt_balance'
          ? `INDEX(${column},${address(r, 3)}+1)`
          : `ROUND(SUMIFS(${column},${months},">="&${address(r, 2)},${months},"<="&${address(r, 3)}),2)`;
      setFormula(ws, r, annualCol(key), formula, year[key], FORMAT.money);
    }
  });
  ws.getColumn(1).width = 6;
  ws.getColumn(2).width = 8;
  ws.getColumn(3).width = 8;
  ws.getColumn(4).width = 12;
  for (const key of PRO_FORMA_KEYS) ws.getColumn(annualCol(key)).width = 17;
  freeze(ws, HEADER_ROW, 1);
}
