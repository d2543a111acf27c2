/**
 * The Sources & Uses sheet. Uses are the unlevered capitalization's parts (financing.ts): closing, soft cost
 * and working capital bases and each component's development and stabilization bases. Sources are the
 * tranches' principals and the equity that fills the rest:
 *
 *   equity          = Capitalization - total debt          % of total = amount / Capitalization
 *   cumulative LTC  = ROUND(this tranche + every senior one, 2) / Capitalization
 *
 * "Funding in the pro forma" sums what the monthly model actually spends and draws.
 */
import { round2 } from '@dealbook/domain';
import type { Worksheet } from 'exceljs';
import { FORMAT, address, columnRange, freeze, setFormula, setHeader, setLabel, setTitle, setWidths } from './cells';
import { SHEET, SOURCES_USES_ROWS, monthRow, proFormaCol } from './layout';
import type { Model } from './model';
import { componentRef, loanRef } from './model';

const U = SOURCES_USES_ROWS.uses;
const S = SOURCES_USES_ROWS.sources;
const P = SOURCES_USES_ROWS.funding;

export function writeSourcesUses(model: Model): void {
  const ws = model.wb.addWorksheet(SHEET.sourcesUses);
  setTitle(ws, 'Sources & Uses', 'Uses are the unlevered capitalization; sources the loans’ principals and the equity.');
  writeUses(model, ws);
  writeSources(model, ws);
  writeFunding(model, ws);
  writeComponents(model, ws);
  setWidths(ws, [40, 18, 14, 16]);
  freeze(ws, 3, 1);
}

function writeUses(model: Model, ws: Worksheet): void {
  const deal = model.inputs.calculation.deal;
  const cap = deal.unlevered_capitalization;
  setHeader(ws, 4, 1, 'Uses');
  setHeader(ws, 4, 2, 'Amount');
  setHeader(ws, 4, 3, '% of total');
  const rows: [number, string, string, number][] = [
    [U.closing, 'Closing basis', 'ClosingBasis', deal.closing_basis],
    [U.soft_cost, 'Soft cost basis', 'SoftCostBasis', deal.soft_cost_basis],
    [U.wcap, 'Working capital reserve basis', 'WcapBasis', deal.wcap_reserve_basis],
    [U.development, 'Development basis', 'DevelopmentBasis', deal.development_basis],
    [U.stabilization, 'Stabilization basis', 'StabilizationBasis', deal.stabilization_basis],
    [U.total, 'Total uses (unlevered capitalization)', 'Capitalization', cap],
  ];
  for (const [row, label, name, value] of rows) {
    setLabel(ws, row, 1, label);
    setFormula(ws, row, 2, name, value, FORMAT.money);
    setFormula(ws, row, 3, `IF(Capitalization<>0,${address(row, 2)}/Capitalization,0)`, cap === 0 ? 0 : value / cap, FORMAT.rate);
  }
  ws.getCell(U.total, 1).font = { bold: true };
}

function writeSources(model: Model, ws: Worksheet): void {
  const financing = model.inputs.calculation.deal.financing;
  const cap = financing.capitalization;
  setHeader(ws, 12, 1, 'Sources');
  setHeader(ws, 12, 2, 'Amount');
  setHeader(ws, 12, 3, '% of total');
  setHeader(ws, 12, 4, 'Cumulative LTC');
  const kinds = ['senior', 'subordinate', 'incentives'] as const;
  const labels = { senior: 'Senior loan', subordinate: 'Subordinate loan', incentives: 'Financial incentives' };
  const ratio = (row: number) => `IF(Capitalization<>0,${address(row, 2)}/Capitalization,0)`;
  let cumulative: string[] = [];
  for (const kind of kinds) {
    const row = S[kind];
    const index = model.inputs.loans.findIndex((loan) => loan.terms.kind === kind);
    const tranche = financing[kind];
    setLabel(ws, row, 1, labels[kind]);
    setFormula(ws, row, 2, index < 0 ? '0' : loanRef(model, index, 'principal'), tranche.principal, FORMAT.money);
    setFormula(ws, row, 3, ratio(row), cap === 0 ? 0 : tranche.principal / cap, FORMAT.rate);
    cumulative = [...cumulative, address(row, 2)];
    setFormula(
      ws,
      row,
      4,
      `IF(Capitalization<>0,ROUND(${cumulative.join('+')},2)/Capitalization,0)`,
      tranche.cumulative_ratio,
      FORMAT.rate,
    );
  }
  const debt = financing.total_principal;
  const sources: [number, string, string, number][] = [
    [S.debt, 'Total debt', `ROUND(${cumulative.join('+')},2)`, debt],
    [S.equity, 'Equity', `Capitalization-${address(S.debt, 2)}`, cap - debt],
    [S.total, 'Total sources', `${address(S.debt, 2)}+${address(S.equity, 2)}`, debt + (cap - debt)],
  ];
  for (const [row, label, formula, value] of sources) {
    setLabel(ws, row, 1, label);
    setFormula(ws, row, 2, formula, value, FORMAT.money);
    setFormula(ws, row, 3, ratio(row), cap === 0 ? 0 : value / cap, FORMAT.rate);
  }
  ws.getCell(S.total, 1).font = { bold: true };
}

function writeFunding(model: Model, ws: Worksheet): void {
  const deal = model.inputs.calculation.deal;
  const months = deal.pro_forma.months;
  const last = monthRow(model.counts.months);
  const sum = (...keys: Parameters<typeof proFormaCol>[0][]) => ({
    formula: `ROUND(${keys.map((key) => `SUM(${columnRange(SHEET.proForma, proFormaCol(key), monthRow(0), last)})`).join('+')},2)`,
    value: round2(keys.reduce((s, key) => s + months.reduce((a, m) => a + m[key], 0), 0)),
  });
  setHeader(ws, 20, 1, 'Funding in the pro forma');
  setHeader(ws, 20, 2, 'Amount');
  const rows: [number, string, { formula: string; value: number }][] = [
    [P.costs, 'Costs (capex and acquisition)', sum('capex', 'acquisition_costs')],
    [P.draws, 'Debt drawn', sum('debt_draws')],
    [P.fees, 'Financing fees', sum('financing_fees')],
    [P.reserve, 'Interest reserve funded', sum('reserve_funding')],
    [P.interest, 'Interest paid', sum('interest')],
    [P.equity_invested, 'Equity invested (negative levered flows)', { formula: 'EquityInvested', value: deal.returns.equity_invested }],
  ];
  for (const [row, label, { formula, value }] of rows) {
    setLabel(ws, row, 1, label);
    setFormula(ws, row, 2, formula, value, FORMAT.money);
  }
}

function writeComponents(model: Model, ws: Worksheet): void {
  const header = SOURCES_USES_ROWS.componentHeader;
  ['Uses by component', 'Development basis', 'Stabilization basis', 'Total'].forEach((label, i) => setHeader(ws, header, i + 1, label));
  model.inputs.components.forEach(({ name, plan }, i) => {
    const row = header + 1 + i;
    setLabel(ws, row, 1, name, true);
    setFormula(ws, row, 2, componentRef(model, i, 'development_basis'), plan.development_basis, FORMAT.money);
    setFormula(ws, row, 3, componentRef(model, i, 'stabilization_basis'), plan.stabilization_basis, FORMAT.money);
    setFormula(ws, row, 4, `${address(row, 2)}+${address(row, 3)}`, plan.development_basis + plan.stabilization_basis, FORMAT.money);
  });
}
