/**
 * The Budget sheet: capex by component and month, and the costs the loans draw against. For month t:
 *
 *   development capex   = ROUND(development basis / construction months, 2) in months delay + 1 ... delay +
 *                         construction, the last month taking the rounding difference (the whole basis at month =
 *                         delay when there are no construction months)
 *   stabilization capex = stabilization basis / lease-up months in months s + 1 ... s + lease-up, where
 *                         s = construction end + stabilization delay (the whole basis at s without a lease-up)
 *   acquisition costs   = AcquisitionCosts at month 0
 *   total costs         = total capex + acquisition costs (unrounded: the loans draw pro rata to these)
 *
 * TotalCosts (the named total of the last column) is the denominator of every tranche's pro rata draws;
 * LastCostMonth (beside it) the month whose draw takes the rounding difference.
 */
import { addMonthsToMonthEnd, capexAt } from '@dealbook/domain';
import type { CellValue } from './cells';
import { FORMAT, address, setSharedFormula, excelDate, freeze, setFormula, setHeader, setLabel, setTitle, setValue } from './cells';
import { FIRST_MONTH_ROW, HEADER_ROW, SHEET, TOTAL_ROW, budgetLayout, monthRow } from './layout';
import type { Model } from './model';
import { componentRef, defineName } from './model';

/**
 * spread(amount, after, months): ROUND(amount / months, 2) in months after + 1 ... after + months, the last taking
 * the rounding difference, or all at `after`.
 */
function spread(month: string, amount: string, after: string, months: string): string {
  const part = `ROUND(${amount}/${months},2)`;
  const last = `${after}+${months}`;
  return `IF(${months}<=0,IF(${month}=${after},${amount},0),IF(AND(${month}>${after},${month}<=${last}),IF(${month}=${last},${amount}-${part}*(${months}-1),${part}),0))`;
}

export function writeBudget(model: Model): void {
  const ws = model.wb.addWorksheet(SHEET.budget);
  const layout = budgetLayout(model.counts);
  const { components, capitalization } = model.inputs;
  const n = model.counts.components;
  setTitle(ws, 'Budget by component', 'Capex spent each month by component; acquisition costs at the closing (month 0).');
  setHeader(ws, HEADER_ROW, 1, 'Month');
  setHeader(ws, HEADER_ROW, 2, 'Date');
  if (n > 0) setHeader(ws, 3, layout.capex(0), 'Capex by component');
  components.forEach(({ name }, i) => setHeader(ws, HEADER_ROW, layout.capex(i), name, true));
  setHeader(ws, HEADER_ROW, layout.totalCapex, 'Total capex');
  setHeader(ws, HEADER_ROW, layout.acquisition, 'Acquisition costs');
  setHeader(ws, HEADER_ROW, layout.totalCosts, 'Total costs');
  setLabel(ws, TOTAL_ROW, 1, 'Total');

  const put = (r: number, col: number, formula: string, result: CellValue, format?: string) =>
    setSharedFormula(ws, r, col, monthRow(0), () => formula, result, format);
  const totals = new Array<number>(layout.totalCosts + 1).fill(0);
  const costsByMonth: number[] = [];
  for (const t of model.months) {
    const r = monthRow(t);
    const month = address(r, 1);
    setValue(ws, r, 1, t, FORMAT.month);
    put(r, 2, `EOMONTH(AnalysisDate,${month})`, excelDate(addMonthsToMonthEnd(model.inputs.analysis_date, t)), FORMAT.date);
    let capex = 0;
    components.forEach(({ plan }, i) => {
      const c = (key: Parameters<typeof componentRef>[2]) => componentRef(model, i, key);
      const leaseUp = `(${c('construction_end')}+${c('stabilization_delay')})`;
      const formula =
        spread(month, c('development_basis'), c('construction_delay'), c('construction_months')) +
        '+' +
        spread(month, c('stabilization_basis'), leaseUp, c('stabilization_months'));
      const value = capexAt(plan, t);
      capex += value;
      totals[layout.capex(i)]! += value;
      put(r, layout.capex(i), formula, value, FORMAT.money);
    });
    const acquisition = t === 0 ? capitalization.acquisition_costs : 0;
    put(
      r,
      layout.totalCapex,
      n === 0 ? '0' : `SUM(${address(r, layout.capex(0))}:${address(r, layout.capex(n - 1))})`,
      capex,
      FORMAT.money,
    );
    put(r, layout.acquisition, `IF(${month}=0,AcquisitionCosts,0)`, acquisition, FORMAT.money);
    put(r, layout.totalCosts, `${address(r, layout.totalCapex)}+${address(r, layout.acquisition)}`, capex + acquisition, FORMAT.money);
    totals[layout.totalCapex]! += capex;
    totals[layout.acquisition]! += acquisition;
    totals[layout.totalCosts]! += capex + acquisition;
    costsByMonth.push(capex + acquisition);
  }
  const last = layout.lastRow;
  for (let col = 3; col <= layout.totalCosts; col++) {
    setFormula(ws, TOTAL_ROW, col, `SUM(${address(FIRST_MONTH_ROW, col)}:${address(last, col)})`, totals[col]!, FORMAT.money);
  }
  defineName(model, SHEET.budget, TOTAL_ROW, layout.totalCosts, 'TotalCosts');
  const costs = `${address(FIRST_MONTH_ROW, layout.totalCosts, true)}:${address(last, layout.totalCosts, true)}`;
  const months = `${address(FIRST_MONTH_ROW, 1, true)}:${address(last, 1, true)}`;
  const lastCost = model.months.reduce((found, t) => (costsByMonth[t] !== 0 ? t : found), 0);
  setFormula(ws, TOTAL_ROW, 2, `SUMPRODUCT(MAX((${costs}<>0)*${months}))`, lastCost, FORMAT.month);
  defineName(model, SHEET.budget, TOTAL_ROW, 2, 'LastCostMonth');
  ws.getColumn(1).width = 8;
  ws.getColumn(2).width = 12;
  for (let col = 3; col <= layout.totalCosts; col++) ws.getColumn(col).width = 16;
  freeze(ws, TOTAL_ROW, 2);
}
