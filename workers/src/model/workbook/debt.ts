/**
 * The Debt sheet: one block of columns per loan, month t on row 6 + t, inside the loan's window
 * (closing month ≤ t ≤ payoff month; every column is 0 outside it):
 *
 *   draw            tranche: withheld at month 0 + ROUND(costs(t) / TotalCosts × drawn for costs, 2), the last month
 *                   with costs (LastCostMonth) taking the rest of the principal; refinancing: the
 *                   principal at its closing month
 *   interest        = opening balance × rate / 12 after the closing month, paid first out of the reserve
 *   accrued (PIK)   = ROUND(opening balance × accrual rate / 12, 2), added to the balance
 *   level payment   = fixed in the first amortizing month (after interest-only, balance > 0): the fixed amount,
 *                     or balance / months (straight line), or -PMT(rate / 12, months, balance)
 *   principal       = ROUND(MIN(balance, MAX(0, payment (straight line) or payment - interest)), 2) while amortizing
 *   release share   = closing < t < payoff: MIN(1, release rate × collateral sold in t / collateral held in t or
 *                     later), the collateral being the Assumptions' component shares (domain funding.ts)
 *   release         = ROUND((opening + accrued - principal + draw) × release share, 2); the payment falls in proportion
 *   payoff          = opening + accrued - principal + draw at the payoff month; the release before it
 *   fees            = origination + broker fee at closing, exit fee at payoff
 *   reserve         = funded at closing, less interest paid from it; what is left is released at payoff
 *   cash to equity  = draw - fees - reserve funding + interest from reserve + release - interest - principal - payoff
 */
import { addMonthsToMonthEnd, capexAt, proRataDraws, releaseFractions } from '@dealbook/domain';
import type { ModelLoan } from '@dealbook/domain';
import type { Worksheet } from 'exceljs';
import type { CellValue } from './cells';
import {
  FORMAT,
  address,
  columnRange,
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
import type { DebtRow } from './debt-rows';
import { debtRows } from './debt-rows';
import type { DebtKey } from './layout';
import { COMPONENT_COLS, DEBT_KEYS, FIRST_MONTH_ROW, HEADER_ROW, SHEET, TOTAL_ROW, budgetLayout, debtCol, monthRow } from './layout';
import type { Model } from './model';
import { loanRef } from './model';

const HEADERS: Record<DebtKey, string> = {
  draw: 'Draw',
  opening_balance: 'Opening balance',
  interest: 'Interest',
  interest_from_reserve: 'Interest paid by reserve',
  accrued_interest: 'Accrued interest (PIK)',
  payment: 'Level payment',
  principal_repaid: 'Principal repaid',
  release_fraction: 'Release share (sales)',
  release: 'Release repayment',
  payoff: 'Payoff (release or final)',
  fees: 'Fees',
  reserve_funding: 'Reserve funding',
  reserve_release: 'Reserve release',
  reserve_balance: 'Reserve balance',
  balance: 'Closing balance',
  cash_to_equity: 'Cash to equity',
};

/** Each loan's months as the engine draws them. */
export function loanDebtRows(model: Model): DebtRow[][] {
  const costs = costsByMonth(model);
  const total = costs.reduce((a, b) => a + b, 0);
  const plans = model.inputs.components.map((component) => component.plan);
  return model.inputs.loans.map((loan) => {
    const t = loan.terms;
    const draws =
      loan.draws === 'pro_rata' ? proRataDraws(t, costs, total) : model.months.map((m) => (m === t.closing_month ? t.principal : 0));
    return debtRows(t, draws, releaseFractions(t, plans, model.counts.months));
  });
}

function costsByMonth(model: Model): number[] {
  const acquisition = model.inputs.capitalization.acquisition_costs;
  return model.months.map((t) => {
    const capex = model.inputs.components.reduce((s, c) => s + capexAt(c.plan, t), 0);
    return capex + (t === 0 ? acquisition : 0);
  });
}

function formulas(model: Model, i: number, loan: ModelLoan, t: number): Record<DebtKey, string> {
  const r = monthRow(t);
  const M = address(r, 1);
  const term = (name: Parameters<typeof loanRef>[2]) => loanRef(model, i, name);
  const cell = (key: DebtKey) => address(r, debtCol(i, key));
  const prev = (key: DebtKey) => (t === 0 ? '0' : address(r - 1, debtCol(i, key)));
  const close = term('closing_month');
  const pay = term('payoff_month');
  const window = `AND(${M}>=${close},${M}<=${pay})`;
  const costs = sheetRef(SHEET.budget, address(r, budgetLayout(model.counts).totalCosts));
  const col = debtCol(i, 'draw');
  const drawnBefore = t === 0 ? '0' : `SUM(${address(monthRow(0), col, true)}:${address(r - 1, col)})`;
  const share = `IF(${M}=0,${term('withheld')},0)+IF(TotalCosts>0,ROUND(${costs}/TotalCosts*${term('for_costs')},2),0)`;
  const draw =
    loan.draws === 'pro_rata'
      ? `IF(${window},IF(${M}=LastCostMonth,${term('withheld')}+${term('for_costs')}-${drawnBefore},${share}),0)`
      : `IF(AND(${window},${M}=${close}),${term('principal')},0)`;
  const accrued = `(${cell('opening_balance')}+${cell('accrued_interest')})`;
  const amortizes = `AND(${term('amortizing')},${window},${M}>${term('interest_only_until')},${M}>${close},${accrued}>0)`;
  const months = term('amortization_months');
  const level = `IF(${term('straight_line')},IF(${term('fixed_amount')}>0,${term('fixed_amount')},${accrued}/${months}),-PMT(${term('interest_rate')}/12,${months},${accrued}))`;
  const after = `(${cell('opening_balance')}+${cell('accrued_interest')}-${cell('principal_repaid')}+${cell('draw')})`;
  const components = model.counts.components;
  const componentRange = (col: number) =>
    columnRange(SHEET.assumptions, col, model.assumptions.componentRow(0), model.assumptions.componentRow(Math.max(0, components - 1)));
  const holds = componentRange(COMPONENT_COLS.hold_month);
  const shares = componentRange(COMPONENT_COLS.collateral_share);
  const heldValue = `SUMIF(${holds},">="&${M},${shares})`;
  const release_fraction =
    components === 0
      ? '0'
      : `IF(AND(${M}>${close},${M}<${pay},${heldValue}>0),MIN(1,${term('release_rate')}*SUMIF(${holds},${M},${shares})/${heldValue}),0)`;
  const prevPayment = t === 0 ? '0' : `${prev('payment')}*(1-${prev('release_fraction')})`;
  const available = `IF(${M}=${close},${term('reserve_funded')},${prev('reserve_balance')}-${cell('interest_from_reserve')})`;
  const held = `AND(${M}>=${close},${M}<${pay})`;
  return {
    draw,
    opening_balance: prev('balance'),
    interest: `IF(AND(${window},${M}>${close}),${cell('opening_balance')}*(${term('interest_rate')}/12),0)`,
    interest_from_reserve: `MIN(${prev('reserve_balance')},${cell('interest')})`,
    accrued_interest: `IF(AND(${window},${M}>${close}),ROUND(${cell('opening_balance')}*(${term('accrual_rate')}/12),2),0)`,
    payment: `IF(${prevPayment}>0,${prevPayment},IF(${amortizes},${level},0))`,
    principal_repaid: `IF(${amortizes},ROUND(MIN(${accrued},MAX(0,IF(${term('straight_line')},${cell('payment')},${cell('payment')}-${cell('interest')}))),2),0)`,
    release_fraction,
    release: `ROUND(${after}*${cell('release_fraction')},2)`,
    payoff: `IF(AND(${window},${M}=${pay}),${after},${cell('release')})`,
    fees: `IF(${M}=${close},${term('origination_fee')}+${term('broker_fee')},0)+IF(${M}=${pay},${term('exit_fee')},0)`,
    reserve_funding: `IF(${M}=${close},${term('reserve_funded')},0)`,
    reserve_release: `IF(${M}=${pay},${available},0)`,
    reserve_balance: `IF(${held},${available},0)`,
    balance: `IF(${held},${after}-${cell('release')},0)`,
    cash_to_equity:
      `${cell('draw')}-${cell('fees')}-${cell('reserve_funding')}+${cell('interest_from_reserve')}+${cell('reserve_release')}` +
      `-${cell('interest')}-${cell('principal_repaid')}-${cell('payoff')}`,
  };
}

export function writeDebt(model: Model): void {
  const ws = model.wb.addWorksheet(SHEET.debt);
  setTitle(ws, 'Debt schedule', 'One block per loan; every column is 0 outside the loan’s closing ... payoff months.');
  setHeader(ws, HEADER_ROW, 1, 'Month');
  setHeader(ws, HEADER_ROW, 2, 'Date');
  setLabel(ws, TOTAL_ROW, 1, 'Total');
  const schedules = loanDebtRows(model);
  const put = (r: number, col: number, formula: string, result: CellValue, format?: string) =>
    setSharedFormula(ws, r, col, monthRow(Math.min(r - FIRST_MONTH_ROW, 1)), () => formula, result, format);
  model.inputs.loans.forEach((loan, i) => {
    setHeader(ws, 3, debtCol(i, 'draw'), loan.terms.name, true);
    for (const key of DEBT_KEYS) setHeader(ws, HEADER_ROW, debtCol(i, key), HEADERS[key]);
  });
  for (const t of model.months) {
    const r = monthRow(t);
    setValue(ws, r, 1, t, FORMAT.month);
    put(r, 2, `EOMONTH(AnalysisDate,${address(r, 1)})`, excelDate(addMonthsToMonthEnd(model.inputs.analysis_date, t)), FORMAT.date);
    model.inputs.loans.forEach((loan, i) => {
      const f = formulas(model, i, loan, t);
      for (const key of DEBT_KEYS)
        put(r, debtCol(i, key), f[key], schedules[i]![t]![key], key === 'release_fraction' ? FORMAT.rate : FORMAT.money);
    });
  }
  writeTotals(model, ws, schedules);
  ws.getColumn(1).width = 8;
  ws.getColumn(2).width = 12;
  for (let col = 3; col < debtCol(model.counts.loans, 'draw'); col++) ws.getColumn(col).width = 16;
  freeze(ws, TOTAL_ROW, 2);
}

const SUMMED: readonly DebtKey[] = [
  'draw',
  'interest',
  'interest_from_reserve',
  'accrued_interest',
  'principal_repaid',
  'release',
  'payoff',
  'fees',
  'reserve_funding',
  'reserve_release',
  'cash_to_equity',
];

function writeTotals(model: Model, ws: Worksheet, schedules: DebtRow[][]): void {
  const last = monthRow(model.counts.months);
  schedules.forEach((rows, i) => {
    for (const key of SUMMED) {
      const col = debtCol(i, key);
      const total = rows.reduce((s, row) => s + row[key], 0);
      setFormula(ws, TOTAL_ROW, col, `SUM(${address(FIRST_MONTH_ROW, col)}:${address(last, col)})`, total, FORMAT.money);
    }
  });
}
