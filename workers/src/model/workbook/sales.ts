/**
 * The Sales sheet: each component's sale at its hold month h, its value at the refinance month and in the
 * stabilized year. With run rates R(m) on the NOI sheet:
 *
 *   capitalized NOI   = Σ R(m) / 12 over m = h + 1 ... h + 12 (forward, the buyer's first year), or over
 *                       m = h - 11 ... h, m ≥ 1 (trailing, when the valuation is historic)
 *   gross price       = capitalized NOI / exit cap (0 without a cap rate)
 *   selling costs     = gross price × selling costs rate           net proceeds = gross - selling costs
 *   value at refinance = the same valuation at RefinanceMonth, for components sold after it
 *   stabilized value  = Σ NOI earned over the stabilized year × 12 / its months / exit cap (for LTV)
 */
import { addMonthsToMonthEnd, componentSale, componentValueAt, noiAt } from '@dealbook/domain';
import type { ComponentPlan } from '@dealbook/domain';
import { FORMAT, address, columnRange, excelDate, freeze, setFormula, setHeader, setLabel, setTitle, setWidths } from './cells';
import { HEADER_ROW, SALES_COLS, SALES_FIRST_ROW, SHEET, monthRow, noiLayout, salesTotalRow } from './layout';
import type { Model } from './model';
import { componentRef, defineName } from './model';

const HEADERS: Record<keyof typeof SALES_COLS, string> = {
  index: '#',
  name: 'Component',
  hold_month: 'Sale month',
  sale_date: 'Sale date',
  valuation: 'NOI capitalized',
  capitalized_noi: 'Capitalized NOI',
  exit_cap_rate: 'Exit cap rate',
  gross_price: 'Gross price',
  selling_costs: 'Selling costs',
  net_proceeds: 'Net proceeds',
  value_at_refinance: 'Value at refinance',
  stabilized_value: 'Stabilized-year value',
};

/** The NOI capitalized at month `at` (a formula giving a month) for component i: forward or trailing 12 months. */
function capitalizedNoiFormula(model: Model, i: number, at: string): string {
  const layout = noiLayout(model.counts);
  const months = columnRange(SHEET.noi, 1, monthRow(0), layout.lastRow);
  const rates = columnRange(SHEET.noi, layout.runRate(i), monthRow(0), layout.lastRow);
  const forward = `SUMPRODUCT((${months}>${at})*(${months}<=${at}+12)*${rates})/12`;
  const trailing = `SUMPRODUCT((${months}>=${at}-11)*(${months}<=${at})*(${months}>=1)*${rates})/12`;
  return `IF(${componentRef(model, i, 'historic_valuation')},${trailing},${forward})`;
}

function stabilizedValue(plan: ComponentPlan, from: number, to: number): number {
  if (plan.exit_cap_rate <= 0 || to < from) return 0;
  let noi = 0;
  for (let t = from; t <= to; t++) noi += noiAt(plan, t);
  return (noi * (12 / (to - from + 1))) / plan.exit_cap_rate;
}

export function writeSales(model: Model): void {
  const ws = model.wb.addWorksheet(SHEET.sales);
  const c = SALES_COLS;
  const { components } = model.inputs;
  const refi = model.inputs.refinance_month;
  const year = model.inputs.calculation.deal.returns.stabilized_year;
  setTitle(ws, 'Sales', 'Each component is sold at its hold month on the NOI capitalized at its exit cap rate, less selling costs.');
  for (const [key, col] of Object.entries(c)) setHeader(ws, HEADER_ROW, col, HEADERS[key as keyof typeof SALES_COLS]);
  const noi = noiLayout(model.counts);
  const totals = { gross: 0, costs: 0, net: 0, refi: 0, stabilized: 0 };
  components.forEach(({ name, plan }, i) => {
    const r = SALES_FIRST_ROW + i;
    const at = (col: number) => address(r, col);
    const sale = componentSale(plan);
    setLabel(ws, r, c.index, String(i + 1));
    setLabel(ws, r, c.name, name, true);
    setFormula(ws, r, c.hold_month, componentRef(model, i, 'hold_month'), plan.hold_month, FORMAT.month);
    setFormula(
      ws,
      r,
      c.sale_date,
      `EOMONTH(AnalysisDate,${at(c.hold_month)})`,
      excelDate(addMonthsToMonthEnd(model.inputs.analysis_date, plan.hold_month)),
      FORMAT.date,
    );
    setFormula(
      ws,
      r,
      c.valuation,
      `IF(${componentRef(model, i, 'historic_valuation')},"trailing 12 months","forward 12 months")`,
      plan.historic_valuation ? 'trailing 12 months' : 'forward 12 months',
    );
    setFormula(ws, r, c.capitalized_noi, capitalizedNoiFormula(model, i, at(c.hold_month)), sale.capitalized_noi, FORMAT.money);
    setFormula(ws, r, c.exit_cap_rate, componentRef(model, i, 'exit_cap_rate'), plan.exit_cap_rate, FORMAT.rate);
    setFormula(
      ws,
      r,
      c.gross_price,
      `IF(${at(c.exit_cap_rate)}>0,${at(c.capitalized_noi)}/${at(c.exit_cap_rate)},0)`,
      sale.gross_price,
      FORMAT.money,
    );
    setFormula(
      ws,
      r,
      c.selling_costs,
      `${at(c.gross_price)}*${componentRef(model, i, 'selling_cost_rate')}`,
      sale.selling_costs,
      FORMAT.money,
    );
    setFormula(ws, r, c.net_proceeds, `${at(c.gross_price)}-${at(c.selling_costs)}`, sale.net_proceeds, FORMAT.money);
    const refiValue = refi !== null && plan.hold_month > refi ? componentValueAt(plan, refi) : 0;
    setFormula(
      ws,
      r,
      c.value_at_refinance,
      `IF(AND(ISNUMBER(RefinanceMonth),${at(c.hold_month)}>RefinanceMonth,${at(c.exit_cap_rate)}>0),` +
        `${capitalizedNoiFormula(model, i, 'RefinanceMonth')}/${at(c.exit_cap_rate)},0)`,
      refiValue,
      FORMAT.money,
    );
    const earned = columnRange(SHEET.noi, noi.earned(i), monthRow(0), noi.lastRow);
    const months = columnRange(SHEET.noi, 1, monthRow(0), noi.lastRow);
    const stabilized = year ? stabilizedValue(plan, year.from_month, year.to_month) : 0;
    setFormula(
      ws,
      r,
      c.stabilized_value,
      `IF(AND(ISNUMBER(StabilizedFrom),${at(c.exit_cap_rate)}>0),` +
        `SUMIFS(${earned},${months},">="&StabilizedFrom,${months},"<="&StabilizedTo)*Annualize/${at(c.exit_cap_rate)},0)`,
      stabilized,
      FORMAT.money,
    );
    totals.gross += sale.gross_price;
    totals.costs += sale.selling_costs;
    totals.net += sale.net_proceeds;
    totals.refi += refiValue;
    totals.stabilized += stabilized;
  });
  const total = salesTotalRow(model.counts);
  setLabel(ws, total, c.name, 'Total').font = { bold: true };
  const sum = (col: number, value: number) =>
    setFormula(
      ws,
      total,
      col,
      components.length === 0 ? '0' : `SUM(${address(SALES_FIRST_ROW, col)}:${address(total - 1, col)})`,
      value,
      FORMAT.money,
    );
  sum(c.gross_price, totals.gross);
  sum(c.selling_costs, totals.costs);
  sum(c.net_proceeds, totals.net);
  sum(c.value_at_refinance, totals.refi);
  sum(c.stabilized_value, totals.stabilized);
  defineName(model, SHEET.sales, total, c.value_at_refinance, 'ValueAtRefinance');
  setWidths(ws, [5, 28, 10, 12, 20, 16, 10, 18, 16, 18, 18, 18]);
  freeze(ws, HEADER_ROW, 2);
}
