/**
 * The NOI sheet: each component's NOI month by month, from month 0 to 12 months past the exit (so the buyer's
 * forward NOI at a sale is a formula). For month t (column A) and a component's assumptions:
 *
 *   growth step  = INT(MAX(0, t - 1) / 12)                      months 1-12 step 0, 13-24 step 1, ...
 *   run rate     = (start NOI                                   t ≤ lease-up start
 *                   start + (stabilized - start) × (t - lease-up start) / lease-up months   during the lease-up
 *                   stabilized NOI                               after) × (1 + growth)^step    (annual)
 *   NOI earned   = run rate / 12 in months 1 ... hold month, else 0
 *   total        = Σ NOI earned (unrounded; the Pro Forma rounds it to cents)
 */
import { addMonthsToMonthEnd, annualNoiAt, noiAt } from '@dealbook/domain';
import type { CellValue } from './cells';
import { FORMAT, address, setSharedFormula, excelDate, freeze, setFormula, setHeader, setLabel, setTitle, setValue } from './cells';
import { FIRST_MONTH_ROW, HEADER_ROW, SHEET, TOTAL_ROW, monthRow, noiLayout } from './layout';
import type { Model } from './model';
import { componentRef } from './model';

export function writeNoi(model: Model): void {
  const ws = model.wb.addWorksheet(SHEET.noi);
  const layout = noiLayout(model.counts);
  const { components } = model.inputs;
  const n = model.counts.components;
  setTitle(ws, 'NOI by component', 'Annual run rate (lease-up ramp, yearly growth steps) and the NOI earned each month while held.');
  setHeader(ws, HEADER_ROW, 1, 'Month');
  setHeader(ws, HEADER_ROW, 2, 'Date');
  setHeader(ws, HEADER_ROW, layout.step, 'Growth step');
  if (n > 0) {
    setHeader(ws, 3, layout.runRate(0), 'Annual run rate');
    setHeader(ws, 3, layout.earned(0), 'NOI earned in the month');
  }
  components.forEach(({ name }, i) => {
    setHeader(ws, HEADER_ROW, layout.runRate(i), name, true);
    setHeader(ws, HEADER_ROW, layout.earned(i), name, true);
  });
  setHeader(ws, HEADER_ROW, layout.total, 'Total NOI earned');
  setLabel(ws, TOTAL_ROW, 1, 'Total');

  const lastT = model.counts.months + 12;
  const put = (r: number, col: number, formula: string, result: CellValue, format?: string) =>
    setSharedFormula(ws, r, col, monthRow(0), () => formula, result, format);
  for (let t = 0; t <= lastT; t++) {
    const r = monthRow(t);
    const month = address(r, 1);
    setValue(ws, r, 1, t, FORMAT.month);
    put(r, 2, `EOMONTH(AnalysisDate,${month})`, excelDate(addMonthsToMonthEnd(model.inputs.analysis_date, t)), FORMAT.date);
    const step = address(r, layout.step);
    put(r, layout.step, `INT(MAX(0,${month}-1)/12)`, Math.floor(Math.max(0, t - 1) / 12), FORMAT.month);
    let total = 0;
    components.forEach(({ plan }, i) => {
      const c = (key: Parameters<typeof componentRef>[2]) => componentRef(model, i, key);
      const base =
        `IF(${month}<=${c('lease_up_start')},${c('start_noi')},` +
        `IF(${month}<=${c('stabilized_month')},${c('start_noi')}+(${c('stabilized_noi')}-${c('start_noi')})*(${month}-${c('lease_up_start')})/${c('stabilization_months')},` +
        `${c('stabilized_noi')}))`;
      put(r, layout.runRate(i), `${base}*(1+${c('growth_rate')})^${step}`, annualNoiAt(plan, t), FORMAT.money);
      const earned = noiAt(plan, t);
      total += earned;
      setFormula(
        ws,
        r,
        layout.earned(i),
        `IF(AND(${month}>=1,${month}<=${c('hold_month')}),${address(r, layout.runRate(i))}/12,0)`,
        earned,
        FORMAT.money,
      );
    });
    const totalFormula = n === 0 ? '0' : `SUM(${address(r, layout.earned(0))}:${address(r, layout.earned(n - 1))})`;
    put(r, layout.total, totalFormula, total, FORMAT.money);
  }
  const last = monthRow(lastT);
  for (let i = 0; i < n; i++) {
    const col = layout.earned(i);
    const sum = Array.from({ length: lastT + 1 }, (_, t) => noiAt(components[i]!.plan, t)).reduce((a, b) => a + b, 0);
    setFormula(ws, TOTAL_ROW, col, `SUM(${address(FIRST_MONTH_ROW, col)}:${address(last, col)})`, sum, FORMAT.money);
  }
  ws.getColumn(1).width = 8;
  ws.getColumn(2).width = 12;
  ws.getColumn(layout.step).width = 8;
  for (let col = 4; col <= layout.total; col++) ws.getColumn(col).width = 16;
  freeze(ws, TOTAL_ROW, 2);
}
