/**
 * The Assumptions sheet, part one: the deal's dates, periods and acquisition costs (named ranges) and one row
 * per component of its resolved plan. Inputs are blue; the few black cells are formulas:
 *
 *   exit date          = EOMONTH(AnalysisDate, HoldMonths)
 *   acquisition costs  = ROUND(closing + soft cost + working capital, 2)
 *   capitalization     = ROUND(closing + soft cost + working capital + development + stabilization, 2)
 *   construction end   = construction delay + construction months
 *   stabilized month   = construction end + stabilization delay + stabilization months
 *   lease-up start     = stabilized month - stabilization months
 */
import { addMonthsToMonthEnd, collateralValues, round2 } from '@dealbook/domain';
import type { Worksheet } from 'exceljs';
import { FORMAT, address, excelDate, freeze, setFormula, setHeader, setInput, setLabel, setTitle, setWidths } from './cells';
import { writeFinancingAssumptions } from './assumptions-financing';
import type { DealName } from './layout';
import { COMPONENT_COLS, DEAL_ROWS, SHEET, VALUE_COL } from './layout';
import type { Model } from './model';
import { defineName } from './model';

const NOTE =
  'Blue cells are inputs, black cells formulas. The inputs are the engine’s resolved assumptions: it turns the deal’s areas, ' +
  'rents, expenses, capex line items and dates into the per-component plan, loan terms and periods below.';
const NOTE_TIMING =
  'Changing a month moves the flows within the months the model was built for (0 to the hold month + 12 for NOI); a longer ' +
  'hold needs a new build. Tiers are applied in the order listed (by hurdle, as built).';

const DEAL_LABELS: Record<DealName, string> = {
  AnalysisDate: 'Analysis date (month 0, the closing)',
  HoldMonths: 'Hold (investment) months: the exit month',
  ConstructionMonths: 'Construction months (deal)',
  TransitionalMonths: 'Transitional months (latest stabilization)',
  RefinanceMonth: 'Refinance month',
  ExitDate: 'Exit date',
  ClosingBasis: 'Closing basis',
  SoftCostBasis: 'Soft cost basis',
  WcapBasis: 'Working capital reserve basis',
  AcquisitionCosts: 'Acquisition costs (month 0)',
  DevelopmentBasis: 'Development basis (all components)',
  StabilizationBasis: 'Stabilization basis (all components)',
  Capitalization: 'Unlevered capitalization',
};

const COMPONENT_HEADERS: Record<keyof typeof COMPONENT_COLS, string> = {
  index: '#',
  name: 'Component',
  development_basis: 'Development basis',
  stabilization_basis: 'Stabilization basis',
  construction_delay: 'Construction delay (months)',
  construction_months: 'Construction months',
  stabilization_delay: 'Stabilization delay (months)',
  stabilization_months: 'Stabilization (lease-up) months',
  construction_end: 'Construction end month',
  stabilized_month: 'Stabilized month',
  lease_up_start: 'Lease-up start month',
  hold_month: 'Hold month (sale)',
  start_noi: 'Start NOI (annual)',
  stabilized_noi: 'Stabilized NOI (annual)',
  growth_rate: 'NOI growth (yearly steps)',
  exit_cap_rate: 'Exit cap rate',
  selling_cost_rate: 'Selling costs',
  historic_valuation: 'Historic valuation (trailing 12 months)',
  collateral_value: 'Collateral value (stabilized NOI / exit cap)',
  collateral_share: 'Share of the loans’ collateral',
};

export function writeAssumptions(model: Model): void {
  const ws = model.wb.addWorksheet(SHEET.assumptions, { properties: { tabColor: { argb: 'FF2F5597' } } });
  setTitle(ws, 'Assumptions', NOTE);
  setLabel(ws, 3, 1, NOTE_TIMING);
  writeDeal(model, ws);
  writeComponents(model, ws);
  writeFinancingAssumptions(model, ws);
  setWidths(ws, [44, 18, 18, 18, 16, 16, 16, 16, 16, 16, 16, 14, 16, 16, 14, 12, 12, 16]);
  freeze(ws, 0, 1);
}

function writeDeal(model: Model, ws: Worksheet): void {
  const { inputs } = model;
  const { periods, capitalization: cap } = inputs;
  setHeader(ws, 5, 1, 'Deal');
  setHeader(ws, 5, 2, 'Value');
  const row = (name: DealName) => {
    setLabel(ws, DEAL_ROWS[name], 1, DEAL_LABELS[name]);
    defineName(model, SHEET.assumptions, DEAL_ROWS[name], VALUE_COL, name);
    return DEAL_ROWS[name];
  };
  setInput(ws, row('AnalysisDate'), VALUE_COL, excelDate(inputs.analysis_date), FORMAT.date);
  setInput(ws, row('HoldMonths'), VALUE_COL, periods.investment_period_months, FORMAT.month);
  setInput(ws, row('ConstructionMonths'), VALUE_COL, periods.construction_period_months, FORMAT.month);
  setInput(ws, row('TransitionalMonths'), VALUE_COL, periods.transitional_period_months, FORMAT.month);
  setInput(ws, row('RefinanceMonth'), VALUE_COL, inputs.refinance_month ?? 'none', FORMAT.month);
  setLabel(ws, DEAL_ROWS.RefinanceMonth, 3, 'a month, or none (tranches are repaid at the exit)');
  const exit = excelDate(addMonthsToMonthEnd(inputs.analysis_date, periods.investment_period_months));
  setFormula(ws, row('ExitDate'), VALUE_COL, 'EOMONTH(AnalysisDate,HoldMonths)', exit, FORMAT.date);
  setInput(ws, row('ClosingBasis'), VALUE_COL, cap.closing_basis, FORMAT.money);
  setInput(ws, row('SoftCostBasis'), VALUE_COL, cap.soft_cost_basis, FORMAT.money);
  setInput(ws, row('WcapBasis'), VALUE_COL, cap.wcap_reserve_basis, FORMAT.money);
  setFormula(ws, row('AcquisitionCosts'), VALUE_COL, 'ROUND(ClosingBasis+SoftCostBasis+WcapBasis,2)', cap.acquisition_costs, FORMAT.money);
  const n = model.counts.components;
  const first = model.assumptions.componentRow(0);
  const sumOf = (col: number) => (n === 0 ? '0' : `ROUND(SUM(${address(first, col, true)}:${address(first + n - 1, col, true)}),2)`);
  setFormula(ws, row('DevelopmentBasis'), VALUE_COL, sumOf(COMPONENT_COLS.development_basis), cap.development_basis, FORMAT.money);
  setFormula(ws, row('StabilizationBasis'), VALUE_COL, sumOf(COMPONENT_COLS.stabilization_basis), cap.stabilization_basis, FORMAT.money);
  setFormula(
    ws,
    row('Capitalization'),
    VALUE_COL,
    'ROUND(ClosingBasis+SoftCostBasis+WcapBasis+DevelopmentBasis+StabilizationBasis,2)',
    round2(cap.total),
    FORMAT.money,
  );
}

function writeComponents(model: Model, ws: Worksheet): void {
  const header = model.assumptions.componentHeaderRow;
  setHeader(ws, header - 1, 1, 'Components (one row each: the resolved plan)');
  for (const [key, col] of Object.entries(COMPONENT_COLS))
    setHeader(ws, header, col, COMPONENT_HEADERS[key as keyof typeof COMPONENT_COLS]);
  const shares = collateralValues(model.inputs.components.map((component) => component.plan));
  model.inputs.components.forEach(({ name, plan }, i) => {
    const r = model.assumptions.componentRow(i);
    const c = COMPONENT_COLS;
    const t = plan.timeline;
    const ref = (col: number) => address(r, col);
    setLabel(ws, r, c.index, String(i + 1));
    setLabel(ws, r, c.name, name, true);
    setInput(ws, r, c.development_basis, plan.development_basis, FORMAT.money);
    setInput(ws, r, c.stabilization_basis, plan.stabilization_basis, FORMAT.money);
    setInput(ws, r, c.construction_delay, t.construction_delay_months, FORMAT.month);
    setInput(ws, r, c.construction_months, t.construction_months, FORMAT.month);
    setInput(ws, r, c.stabilization_delay, t.stabilization_delay_months, FORMAT.month);
    setInput(ws, r, c.stabilization_months, t.stabilization_months, FORMAT.month);
    setFormula(
      ws,
      r,
      c.construction_end,
      `${ref(c.construction_delay)}+${ref(c.construction_months)}`,
      t.construction_end_month,
      FORMAT.month,
    );
    setFormula(
      ws,
      r,
      c.stabilized_month,
      `${ref(c.construction_end)}+${ref(c.stabilization_delay)}+${ref(c.stabilization_months)}`,
      t.stabilized_month,
      FORMAT.month,
    );
    setFormula(
      ws,
      r,
      c.lease_up_start,
      `${ref(c.stabilized_month)}-${ref(c.stabilization_months)}`,
      t.stabilized_month - t.stabilization_months,
      FORMAT.month,
    );
    setInput(ws, r, c.hold_month, plan.hold_month, FORMAT.month);
    setInput(ws, r, c.start_noi, plan.start_noi, FORMAT.money);
    setInput(ws, r, c.stabilized_noi, plan.stabilized_noi, FORMAT.money);
    setInput(ws, r, c.growth_rate, plan.growth_rate, FORMAT.rate);
    setInput(ws, r, c.exit_cap_rate, plan.exit_cap_rate, FORMAT.rate);
    setInput(ws, r, c.selling_cost_rate, plan.selling_cost_rate, FORMAT.rate);
    setInput(ws, r, c.historic_valuation, plan.historic_valuation);
    setFormula(
      ws,
      r,
      c.collateral_value,
      `IF(${ref(c.exit_cap_rate)}>0,MAX(0,${ref(c.stabilized_noi)})/${ref(c.exit_cap_rate)},0)`,
      plan.exit_cap_rate > 0 ? Math.max(0, plan.stabilized_noi) / plan.exit_cap_rate : 0,
      FORMAT.money,
    );
    const all = `SUM(${address(header + 1, c.collateral_value, true)}:${address(header + model.counts.components, c.collateral_value, true)})`;
    setFormula(ws, r, c.collateral_share, `IF(${all}>0,${ref(c.collateral_value)},1)`, shares[i]!, FORMAT.money);
  });
  if (model.counts.components === 0) setLabel(ws, header + 1, 2, 'No components: the deal has none yet.');
}
