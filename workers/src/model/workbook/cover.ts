/**
 * The Cover sheet: which deal version the workbook was built from (name, version, event position, build time,
 * the SHA-256 of the inputs), the colour legend, the sheets, and the headline returns (live links to Returns).
 */
import type { Worksheet } from 'exceljs';
import { FORMAT, orNa, setFormula, setHeader, setInput, setLabel, setValue, setWidths } from './cells';
import { SHEET } from './layout';
import type { Model } from './model';

export interface CoverFacts {
  deal_id: string;
  deal_name: string;
  deal_version: number;
  position: number;
  built_at: string;
  now: string;
  inputs_sha256: string;
}

const CONTENTS: [string, string][] = [
  [SHEET.assumptions, 'the inputs (blue) with named ranges: the engine’s resolved plan per component, loans, leases, waterfall'],
  [SHEET.sourcesUses, 'capitalization and how it is financed'],
  [SHEET.budget, 'capex by component and month, and the costs the loans draw against'],
  [SHEET.noi, 'NOI by component: run rate with lease-up and growth, to 12 months past the exit'],
  [SHEET.sales, 'each component’s sale, its value at the refinance and in the stabilized year'],
  [SHEET.proForma, 'the monthly pro forma, month 0 to the exit, as the engine computes it'],
  [SHEET.annual, 'the pro forma by year'],
  [SHEET.debt, 'each loan month by month'],
  [SHEET.returns, 'IRRs, multiples, profit and the lender metrics'],
  [SHEET.waterfall, 'the sponsor / investor waterfall month by month'],
];

export function writeCover(model: Model, facts: CoverFacts): void {
  const ws = model.wb.addWorksheet(SHEET.cover, { properties: { tabColor: { argb: 'FF1F3864' } } });
  const title = setLabel(ws, 1, 1, facts.deal_name, true);
  title.font = { bold: true, size: 16 };
  setLabel(
    ws,
    2,
    1,
    'Spreadsheet model built by Dealbook from one saved version of the deal. Formulas are live: change a blue input and the model recalculates.',
  );
  const facts_: [string, string | number][] = [
    ['Deal', facts.deal_name],
    ['Deal id', facts.deal_id],
    ['Version', facts.deal_version],
    ['Event position', facts.position],
    ['Built at', facts.built_at],
    ['Calculated as of', facts.now],
    ['Inputs SHA-256', facts.inputs_sha256],
  ];
  setHeader(ws, 4, 1, 'Build');
  setHeader(ws, 4, 2, '');
  facts_.forEach(([label, value], i) => {
    setLabel(ws, 5 + i, 1, label);
    if (typeof value === 'number') setValue(ws, 5 + i, 2, value, '0');
    else setLabel(ws, 5 + i, 2, value, true);
  });
  writeLegend(ws, 13);
  writeHeadlines(model, ws, 18);
  setHeader(ws, 26, 1, 'Sheets');
  setHeader(ws, 26, 2, '');
  CONTENTS.forEach(([sheet, what], i) => {
    setLabel(ws, 27 + i, 1, sheet);
    setLabel(ws, 27 + i, 2, what);
  });
  setWidths(ws, [28, 90]);
}

function writeLegend(ws: Worksheet, row: number): void {
  setHeader(ws, row, 1, 'Legend');
  setHeader(ws, row, 2, '');
  setInput(ws, row + 1, 1, 'Blue');
  setLabel(ws, row + 1, 2, 'an input: type over it');
  setLabel(ws, row + 2, 1, 'Black');
  setLabel(ws, row + 2, 2, 'a formula (its stored value is the engine’s; the workbook recalculates on open)');
  setLabel(ws, row + 3, 1, 'n/a');
  setLabel(ws, row + 3, 2, 'no figure (an IRR without a solution, a ratio without a base)');
}

function writeHeadlines(model: Model, ws: Worksheet, row: number): void {
  const returns = model.inputs.calculation.deal.returns;
  setHeader(ws, row, 1, 'Headline returns');
  setHeader(ws, row, 2, '');
  const lines: [string, string, number | string, string][] = [
    ['Unlevered IRR', 'UnleveredIRR', orNa(returns.unlevered.irr), FORMAT.rate],
    ['Levered IRR', 'LeveredIRR', orNa(returns.levered.irr), FORMAT.rate],
    ['Equity multiple', 'LeveredMultiple', orNa(returns.levered.multiple), FORMAT.multiple],
    ['Levered profit', 'LeveredProfit', returns.levered.profit, FORMAT.money],
    ['Equity invested', 'EquityInvested', returns.equity_invested, FORMAT.money],
    ['Unlevered capitalization', 'Capitalization', model.inputs.capitalization.total, FORMAT.money],
  ];
  lines.forEach(([label, name, value, format], i) => {
    setLabel(ws, row + 1 + i, 1, label);
    setFormula(ws, row + 1 + i, 2, name, value, format).alignment = { horizontal: 'left' };
  });
}
