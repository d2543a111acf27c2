/**
 * The Returns sheet: the engine's returns (returns.ts) on the Pro Forma's and the Waterfall's flows.
 *
 *   IRR              = XIRR(flows, month-end dates, 0.1), 'n/a' without a solution (IFERROR)
 *   monthly IRR      = (1 + IRR(flows, 0.01))^12 - 1, an extra line (the engine reports XIRR)
 *   modified IRR     = (1 + MIRR(flows, m, m))^12 - 1, m = (1 + the first hurdle)^(1/12) - 1 (10% without one):
 *                      one answer where the flows change sign more than once and the IRR has several
 *   invested         = ROUND(-Σ negative flows, 2)   returned = ROUND(Σ positive flows, 2)
 *   equity multiple  = returned / invested          profit   = ROUND(returned - invested, 2)
 *   promote          = ROUND(Σ promote paid - the clawback, 2) (the Waterfall sheet's columns): the promote kept
 *
 * Lender metrics on the stabilized year: months TransitionalMonths + 1 ... + 12 cut at the exit (the last 12
 * months when the deal exits first), annualized × 12 / months, NOI net of ground rent:
 *
 *   cash on cash = (NOI - debt service) / equity invested    DSCR = NOI / debt service (interest + principal)
 *   debt yield   = NOI / debt outstanding                     LTV  = debt outstanding / stabilized value
 *   debt outstanding = the average of the window's opening debt balances (Pro Forma months from - 1 ... to - 1)
 *   LTC          = total principal / Capitalization          yield on cost = NOI / Capitalization
 */
import { irr } from '@dealbook/domain';
import type { CashFlowReturns, Returns } from '@dealbook/domain';
import type { Worksheet } from 'exceljs';
import { FORMAT, address, columnRange, freeze, orNa, setFormula, setHeader, setLabel, setTitle, setWidths, sheetRef } from './cells';
import type { MetricName, ReturnParty } from './layout';
import {
  METRIC_ROWS,
  RETURN_ROWS,
  SALES_COLS,
  SHEET,
  TOTAL_ROW,
  monthRow,
  proFormaCol,
  returnsCol,
  salesTotalRow,
  waterfallLayout,
} from './layout';
import type { Model } from './model';
import { defineName, loanRef } from './model';

const PARTY_NAMES: Record<ReturnParty, string> = { unlevered: 'Unlevered', levered: 'Levered', sponsor: 'Sponsor', investors: 'Investors' };

export function writeReturns(model: Model): void {
  const ws = model.wb.addWorksheet(SHEET.returns, { properties: { tabColor: { argb: 'FFC55A11' } } });
  setTitle(ws, 'Returns', 'IRRs are XIRR on the month-end dates; the monthly IRR annualised is shown as a check.');
  writeParties(model, ws);
  writeMetrics(model, ws);
  setWidths(ws, [40, 18, 18, 18, 18]);
  freeze(ws, 4, 1);
}

function flowRange(model: Model, party: ReturnParty): string {
  const last = monthRow(model.counts.months);
  const w = waterfallLayout(model.counts);
  const columns: Record<ReturnParty, [string, number]> = {
    unlevered: [SHEET.proForma, proFormaCol('unlevered_cash_flow')],
    levered: [SHEET.proForma, proFormaCol('levered_cash_flow')],
    sponsor: [SHEET.waterfall, w.sponsor],
    investors: [SHEET.waterfall, w.investors],
  };
  const [sheet, col] = columns[party];
  return columnRange(sheet, col, monthRow(0), last);
}

function writeParties(model: Model, ws: Worksheet): void {
  const deal = model.inputs.calculation.deal;
  const results: Record<ReturnParty, CashFlowReturns & { flows: number[] }> = {
    unlevered: { ...deal.returns.unlevered, flows: deal.pro_forma.months.map((m) => m.unlevered_cash_flow) },
    levered: { ...deal.returns.levered, flows: deal.pro_forma.months.map((m) => m.levered_cash_flow) },
    sponsor: deal.waterfall.sponsor,
    investors: deal.waterfall.investors,
  };
  const labels: Record<keyof typeof RETURN_ROWS, string> = {
    irr: 'IRR (XIRR)',
    monthly_irr: 'IRR of the monthly flows, annualised',
    multiple: 'Equity multiple',
    profit: 'Profit',
    invested: 'Invested',
    returned: 'Returned',
    promote: 'Promote (sponsor)',
    mirr: 'Modified IRR (MIRR, financed and reinvested at the first hurdle)',
  };
  setHeader(ws, 4, 1, 'Cash flow returns');
  for (const [key, row] of Object.entries(RETURN_ROWS)) setLabel(ws, row, 1, labels[key as keyof typeof RETURN_ROWS]);
  const dates = columnRange(SHEET.proForma, 2, monthRow(0), monthRow(model.counts.months));
  for (const party of Object.keys(PARTY_NAMES) as ReturnParty[]) {
    const col = returnsCol(party);
    const r = results[party];
    const flows = flowRange(model, party);
    const at = (row: number) => address(row, col);
    const name = (row: number, suffix: string) => defineName(model, SHEET.returns, row, col, `${PARTY_NAMES[party]}${suffix}`);
    setHeader(ws, 4, col, PARTY_NAMES[party]);
    const monthly = irr(r.flows, 0.01);
    setFormula(ws, RETURN_ROWS.irr, col, `IFERROR(XIRR(${flows},${dates},0.1),"n/a")`, orNa(r.irr), FORMAT.rate);
    setFormula(
      ws,
      RETURN_ROWS.monthly_irr,
      col,
      `IFERROR((1+IRR(${flows},0.01))^12-1,"n/a")`,
      orNa(monthly === null ? null : (1 + monthly) ** 12 - 1),
      FORMAT.rate,
    );
    const m = `((1+${r.mirr_rate})^(1/12)-1)`;
    setFormula(ws, RETURN_ROWS.mirr, col, `IFERROR((1+MIRR(${flows},${m},${m}))^12-1,"n/a")`, orNa(r.mirr), FORMAT.rate);
    setFormula(ws, RETURN_ROWS.invested, col, `ROUND(-SUMIF(${flows},"<0"),2)`, r.invested, FORMAT.money);
    setFormula(ws, RETURN_ROWS.returned, col, `ROUND(SUMIF(${flows},">0"),2)`, r.returned, FORMAT.money);
    const invested = at(RETURN_ROWS.invested);
    setFormula(
      ws,
      RETURN_ROWS.multiple,
      col,
      `IF(${invested}>0,${at(RETURN_ROWS.returned)}/${invested},"n/a")`,
      orNa(r.multiple),
      FORMAT.multiple,
    );
    setFormula(ws, RETURN_ROWS.profit, col, `ROUND(${at(RETURN_ROWS.returned)}-${invested},2)`, r.profit, FORMAT.money);
    name(RETURN_ROWS.irr, 'IRR');
    name(RETURN_ROWS.multiple, 'Multiple');
    name(RETURN_ROWS.profit, 'Profit');
    name(RETURN_ROWS.invested, 'Invested');
    name(RETURN_ROWS.returned, 'Returned');
  }
  defineName(model, SHEET.returns, RETURN_ROWS.invested, returnsCol('levered'), 'EquityInvested');
  const sponsorCol = returnsCol('sponsor');
  const w = waterfallLayout(model.counts);
  setFormula(
    ws,
    RETURN_ROWS.promote,
    sponsorCol,
    `ROUND(${sheetRef(SHEET.waterfall, address(TOTAL_ROW, w.promote))}-ROUND(${sheetRef(SHEET.waterfall, address(monthRow(model.counts.months), w.clawbackTotal))},2),2)`,
    deal.waterfall.sponsor.promote,
    FORMAT.money,
  );
  defineName(model, SHEET.returns, RETURN_ROWS.promote, sponsorCol, 'SponsorPromote');
}

const METRIC_LABELS: Record<MetricName, string> = {
  StabilizedFrom: 'Stabilized year: from month',
  StabilizedTo: 'Stabilized year: to month',
  StabilizedMonths: 'Months in the stabilized year',
  Annualize: 'Annualization factor (12 / months)',
  StabilizedNOI: 'NOI net of ground rent (annualized)',
  DebtService: 'Debt service (interest + principal, annualized)',
  StabilizedValue: 'Value (NOI / exit cap by component)',
  TotalPrincipal: 'Total principal (senior, subordinate, incentives)',
  CashOnCash: 'Cash on cash',
  DSCR: 'DSCR',
  DebtYield: 'Debt yield',
  LTV: 'LTV',
  LTC: 'LTC',
  YieldOnCost: 'Yield on cost',
  DebtOutstanding: 'Debt outstanding (average opening balance over the year)',
};

/** Defined names of the metrics (names shaped like cell references, as LTV or DSCR, are not allowed). */
export const METRIC_NAMES: Record<MetricName, string> = {
  StabilizedFrom: 'StabilizedFrom',
  StabilizedTo: 'StabilizedTo',
  StabilizedMonths: 'StabilizedMonths',
  Annualize: 'Annualize',
  StabilizedNOI: 'StabilizedNOI',
  DebtService: 'DebtService',
  StabilizedValue: 'StabilizedValue',
  TotalPrincipal: 'TotalPrincipal',
  CashOnCash: 'CashOnCash',
  DSCR: 'DebtServiceCoverage',
  DebtYield: 'DebtYield',
  LTV: 'LoanToValue',
  LTC: 'LoanToCost',
  YieldOnCost: 'YieldOnCost',
  DebtOutstanding: 'DebtOutstanding',
};

function writeMetrics(model: Model, ws: Worksheet): void {
  const returns: Returns = model.inputs.calculation.deal.returns;
  const year = returns.stabilized_year;
  const last = monthRow(model.counts.months);
  const pf = (key: Parameters<typeof proFormaCol>[0]) => columnRange(SHEET.proForma, proFormaCol(key), monthRow(0), last);
  const months = columnRange(SHEET.proForma, 1, monthRow(0), last);
  const inYear = `(${months}>=StabilizedFrom)*(${months}<=StabilizedTo)`;
  const tranches = model.inputs.loans.flatMap((loan, i) => (loan.terms.kind === 'refinancing' ? [] : [loanRef(model, i, 'principal')]));
  const has = 'ISNUMBER(StabilizedFrom)';
  const totalPrincipal = model.inputs.calculation.deal.financing.total_principal;
  const salesValue = address(salesTotalRow(model.counts), SALES_COLS.stabilized_value, true);
  const rows: Record<MetricName, [string, number | string, string]> = {
    StabilizedFrom: [
      'IF(HoldMonths<1,"n/a",IF(TransitionalMonths+1<=HoldMonths,TransitionalMonths+1,MAX(1,HoldMonths-11)))',
      orNa(year?.from_month),
      FORMAT.month,
    ],
    StabilizedTo: [
      'IF(HoldMonths<1,"n/a",IF(TransitionalMonths+1<=HoldMonths,MIN(TransitionalMonths+12,HoldMonths),HoldMonths))',
      orNa(year?.to_month),
      FORMAT.month,
    ],
    StabilizedMonths: [
      `IF(${has},StabilizedTo-StabilizedFrom+1,"n/a")`,
      orNa(year ? year.to_month - year.from_month + 1 : null),
      FORMAT.month,
    ],
    Annualize: [`IF(${has},12/StabilizedMonths,"n/a")`, orNa(year ? 12 / (year.to_month - year.from_month + 1) : null), FORMAT.factor],
    StabilizedNOI: [
      `IF(${has},ROUND(SUMPRODUCT(${inYear}*(${pf('noi')}-${pf('ground_rent')}))*Annualize,2),"n/a")`,
      orNa(year?.noi),
      FORMAT.money,
    ],
    DebtService: [
      `IF(${has},ROUND(SUMPRODUCT(${inYear}*(${pf('interest')}+${pf('principal_repaid')}))*Annualize,2),"n/a")`,
      orNa(year?.debt_service),
      FORMAT.money,
    ],
    StabilizedValue: [`IF(${has},ROUND('${SHEET.sales}'!${salesValue},2),"n/a")`, orNa(year?.value), FORMAT.money],
    TotalPrincipal: [tranches.length === 0 ? '0' : `ROUND(${tranches.join('+')},2)`, totalPrincipal, FORMAT.money],
    CashOnCash: [
      `IF(AND(${has},EquityInvested<>0),(StabilizedNOI-DebtService)/EquityInvested,"n/a")`,
      orNa(returns.cash_on_cash),
      FORMAT.rate,
    ],
    DSCR: [`IF(AND(${has},DebtService>0),StabilizedNOI/DebtService,"n/a")`, orNa(returns.dscr), FORMAT.multiple],
    DebtYield: [
      `IF(AND(${has},TotalPrincipal>0,DebtOutstanding<>0),StabilizedNOI/DebtOutstanding,"n/a")`,
      orNa(returns.debt_yield),
      FORMAT.rate,
    ],
    LTV: [`IF(AND(${has},TotalPrincipal>0,StabilizedValue<>0),DebtOutstanding/StabilizedValue,"n/a")`, orNa(returns.ltv), FORMAT.rate],
    LTC: ['IF(AND(TotalPrincipal>0,Capitalization<>0),TotalPrincipal/Capitalization,"n/a")', orNa(returns.ltc), FORMAT.rate],
    YieldOnCost: [`IF(AND(${has},Capitalization<>0),StabilizedNOI/Capitalization,"n/a")`, orNa(returns.yield_on_cost), FORMAT.rate],
    DebtOutstanding: [
      `IF(${has},ROUND(SUMPRODUCT((${months}>=StabilizedFrom-1)*(${months}<=StabilizedTo-1)*${pf('debt_balance')})/StabilizedMonths,2),"n/a")`,
      orNa(year?.debt_outstanding),
      FORMAT.money,
    ],
  };
  setHeader(ws, 13, 1, 'Stabilized year and lender metrics');
  setHeader(ws, 13, 2, 'Value');
  for (const [key, [formula, value, format]] of Object.entries(rows)) {
    const row = METRIC_ROWS[key as MetricName];
    setLabel(ws, row, 1, METRIC_LABELS[key as MetricName]);
    setFormula(ws, row, 2, formula, value, format);
    defineName(model, SHEET.returns, row, 2, METRIC_NAMES[key as MetricName]);
  }
}
