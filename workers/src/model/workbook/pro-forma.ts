/**
 * The Pro Forma sheet: the engine's monthly table from month 0 (the closing) to the exit, each figure rounded
 * to cents as the engine rounds it (ROUND(…, 2), Excel's rounding, round.ts):
 *
 *   noi            = ROUND(Σ NOI earned, 2)                     (NOI sheet)
 *   ground_rent    = ROUND(Σ monthly rent of the leases with free months < t ≤ HoldMonths, t ≥ 1, 2)
 *   capex, acquisition_costs = ROUND(…, 2) of the Budget sheet  sale_proceeds = ROUND(Σ net proceeds sold at t, 2)
 *   unlevered_cash_flow = ROUND(noi - ground_rent + sale_proceeds - capex - acquisition_costs, 2)
 *   debt columns   = ROUND(Σ over loans of the Debt sheet's column, 2)
 *   levered_cash_flow = ROUND(unlevered + draws - interest - principal - payoff - fees - reserve funding
 *                       + reserve draws, 2)
 */
import type { ProFormaRow } from '@dealbook/domain';
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
import { leaseRange } from './assumptions-financing';
import type { DebtKey, ProFormaKey } from './layout';
import {
  FIRST_MONTH_ROW,
  HEADER_ROW,
  PRO_FORMA_KEYS,
  SALES_COLS,
  SALES_FIRST_ROW,
  SHEET,
  TOTAL_ROW,
  budgetLayout,
  debtCol,
  monthRow,
  noiLayout,
  proFormaCol,
  salesTotalRow,
} from './layout';
import type { Model } from './model';

export const PRO_FORMA_HEADERS: Record<ProFormaKey, string> = {
  noi: 'NOI',
  ground_rent: 'Ground rent',
  capex: 'Capex',
  acquisition_costs: 'Acquisition costs',
  sale_proceeds: 'Sale proceeds',
  unlevered_cash_flow: 'Unlevered cash flow',
  debt_draws: 'Debt draws',
  interest: 'Interest',
  principal_repaid: 'Principal repaid',
  loan_payoff: 'Loan payoff',
  financing_fees: 'Financing fees',
  reserve_funding: 'Reserve funding',
  reserve_draws: 'Reserve draws',
  levered_cash_flow: 'Levered cash flow',
  debt_balance: 'Debt balance',
};

const DEBT_SOURCES: Partial<Record<ProFormaKey, DebtKey[]>> = {
  debt_draws: ['draw'],
  interest: ['interest'],
  principal_repaid: ['principal_repaid'],
  loan_payoff: ['payoff'],
  financing_fees: ['fees'],
  reserve_funding: ['reserve_funding'],
  reserve_draws: ['interest_from_reserve', 'reserve_release'],
  debt_balance: ['balance'],
};

function formulas(model: Model, t: number): Record<ProFormaKey, string> {
  const r = monthRow(t);
  const month = address(r, 1);
  const col = (key: ProFormaKey) => address(r, proFormaCol(key));
  const debt = (keys: DebtKey[]) => {
    if (model.counts.loans === 0) return '0';
    const terms = model.inputs.loans.map((_, i) => {
      const cells = keys.map((key) => sheetRef(SHEET.debt, address(r, debtCol(i, key))));
      return cells.length > 1 ? `(${cells.join('+')})` : cells[0]!;
    });
    return `ROUND(${terms.join('+')},2)`;
  };
  const sales = salesTotalRow(model.counts);
  const salesRange = (c: number) => sheetRef(SHEET.sales, `${address(SALES_FIRST_ROW, c, true)}:${address(sales - 1, c, true)}`);
  const budget = budgetLayout(model.counts);
  const groundRent =
    model.counts.leases === 0
      ? '0'
      : `ROUND(SUMPRODUCT((${month}>=1)*(${month}>${leaseRange(model, 'free_months')})*(${month}<=HoldMonths)*${leaseRange(model, 'monthly_rent')}),2)`;
  return {
    noi: `ROUND(${sheetRef(SHEET.noi, address(r, noiLayout(model.counts).total))},2)`,
    ground_rent: groundRent,
    capex: `ROUND(${sheetRef(SHEET.budget, address(r, budget.totalCapex))},2)`,
    acquisition_costs: `ROUND(${sheetRef(SHEET.budget, address(r, budget.acquisition))},2)`,
    sale_proceeds:
      model.counts.components === 0
        ? '0'
        : `ROUND(SUMIF(${salesRange(SALES_COLS.hold_month)},${month},${salesRange(SALES_COLS.net_proceeds)}),2)`,
    unlevered_cash_flow: `ROUND(${col('noi')}-${col('ground_rent')}+${col('sale_proceeds')}-${col('capex')}-${col('acquisition_costs')},2)`,
    debt_draws: debt(DEBT_SOURCES.debt_draws!),
    interest: debt(DEBT_SOURCES.interest!),
    principal_repaid: debt(DEBT_SOURCES.principal_repaid!),
    loan_payoff: debt(DEBT_SOURCES.loan_payoff!),
    financing_fees: debt(DEBT_SOURCES.financing_fees!),
    reserve_funding: debt(DEBT_SOURCES.reserve_funding!),
    reserve_draws: debt(DEBT_SOURCES.reserve_draws!),
    levered_cash_flow:
      `ROUND(${col('unlevered_cash_flow')}+${col('debt_draws')}-${col('interest')}-${col('principal_repaid')}-${col('loan_payoff')}` +
      `-${col('financing_fees')}-${col('reserve_funding')}+${col('reserve_draws')},2)`,
    debt_balance: debt(DEBT_SOURCES.debt_balance!),
  };
}

export function writeProForma(model: Model): void {
  const ws = model.wb.addWorksheet(SHEET.proForma, { properties: { tabColor: { argb: 'FF548235' } } });
  const rows: readonly ProFormaRow[] = model.inputs.calculation.deal.pro_forma.months;
  setTitle(ws, 'Pro Forma (monthly)', 'Month 0 is the closing; every figure is rounded to cents as the engine rounds it.');
  setHeader(ws, 3, proFormaCol('noi'), 'Unlevered');
  setHeader(ws, 3, proFormaCol('debt_draws'), 'Financing');
  setHeader(ws, HEADER_ROW, 1, 'Month');
  setHeader(ws, HEADER_ROW, 2, 'Date');
  for (const key of PRO_FORMA_KEYS) setHeader(ws, HEADER_ROW, proFormaCol(key), PRO_FORMA_HEADERS[key]);
  setLabel(ws, TOTAL_ROW, 1, 'Total');
  const put = (r: number, col: number, formula: string, result: CellValue, format?: string) =>
    setSharedFormula(ws, r, col, monthRow(0), () => formula, result, format);
  for (const row of rows) {
    const r = monthRow(row.month);
    setValue(ws, r, 1, row.month, FORMAT.month);
    put(r, 2, `EOMONTH(AnalysisDate,${address(r, 1)})`, excelDate(row.date), FORMAT.date);
    const f = formulas(model, row.month);
    for (const key of PRO_FORMA_KEYS) put(r, proFormaCol(key), f[key], row[key], FORMAT.money);
  }
  const last = monthRow(rows.length - 1);
  for (const key of PRO_FORMA_KEYS) {
    if (key === 'debt_balance') continue;
    const col = proFormaCol(key);
    const total = rows.reduce((s, row) => s + row[key], 0);
    setFormula(ws, TOTAL_ROW, col, `SUM(${address(FIRST_MONTH_ROW, col)}:${address(last, col)})`, total, FORMAT.money);
  }
  ws.getColumn(1).width = 8;
  ws.getColumn(2).width = 12;
  for (const key of PRO_FORMA_KEYS) ws.getColumn(proFormaCol(key)).width = 17;
  freeze(ws, TOTAL_ROW, 2);
}
