import type { DealInput } from '@dealbook/domain';
import { scenarioDeal, scenarioNow } from '@dealbook/domain/calc/scenario.fixture';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { address } from './cells';
import type { WorkbookInput } from './index';
import { buildModelWorkbook, inputsSha256 } from './index';
import { COMPONENT_COLS, DEAL_ROWS, METRIC_ROWS, RETURN_ROWS, SHEET, assumptionsLayout, monthRow, proFormaCol, returnsCol } from './layout';

const base: WorkbookInput = {
  deal_id: 'deal-riverside',
  deal_name: 'Sample: Riverside Commons',
  deal_version: 3,
  position: 42,
  built_at: '2025-02-10T10:00:00.000Z',
  deal: scenarioDeal,
  now: scenarioNow,
};

async function open(input: Partial<WorkbookInput> = {}) {
  const built = await buildModelWorkbook({ ...base, ...input });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(built.bytes as unknown as ArrayBuffer);
  return { built, wb, sheet: (name: string) => wb.getWorksheet(name)! };
}

/** The functions the workbook calls: each must be one Excel and LibreOffice both compute. */
const ALLOWED = [
  'ROUND',
  'SUM',
  'SUMIF',
  'SUMIFS',
  'SUMPRODUCT',
  'IF',
  'AND',
  'MIN',
  'MAX',
  'INT',
  'EOMONTH',
  'PMT',
  'XIRR',
  'IRR',
  'MIRR',
  'IFERROR',
  'INDEX',
  'ISNUMBER',
];

describe('buildModelWorkbook', () => {
  it('writes one sheet per concern, in order, and recalculates on open', async () => {
    const { built, wb } = await open();
    expect(wb.worksheets.map((ws) => ws.name)).toEqual(Object.values(SHEET));
    const zip = await JSZip.loadAsync(built.bytes);
    expect(await zip.file('xl/workbook.xml')!.async('string')).toContain('fullCalcOnLoad="1"');
  });

  it('names the file after the deal and version, replacing characters a file name cannot hold', async () => {
    const { built } = await open({ deal_name: 'A/B: "Tower" <1>' });
    expect(built.file_name).toBe('A-B- -Tower- -1- model v3.xlsx');
  });

  it('hashes the inputs canonically: key order does not matter, a changed figure does', () => {
    const reordered = Object.fromEntries(Object.entries(scenarioDeal).reverse()) as DealInput;
    expect(inputsSha256(reordered, scenarioNow)).toBe(inputsSha256(scenarioDeal, scenarioNow));
    expect(inputsSha256({ ...scenarioDeal, closing_basis: 1 }, scenarioNow)).not.toBe(inputsSha256(scenarioDeal, scenarioNow));
    expect(inputsSha256(scenarioDeal, scenarioNow)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts the build on the cover: name, version, event position, build time and inputs SHA-256', async () => {
    const { built, sheet } = await open();
    const cover = sheet(SHEET.cover);
    const values = Array.from({ length: 7 }, (_, i) => cover.getCell(5 + i, 2).value);
    expect(values).toEqual(['Sample: Riverside Commons', 'deal-riverside', 3, 42, base.built_at, scenarioNow, built.inputs_sha256]);
  });

  it('names the deal-level assumptions and writes inputs in blue, formulas with the engine’s value', async () => {
    const { wb, sheet } = await open();
    const names = wb.definedNames.model.map((n) => n.name);
    for (const name of [
      'AnalysisDate',
      'HoldMonths',
      'ConstructionMonths',
      'TransitionalMonths',
      'ClosingBasis',
      'SoftCostBasis',
      'WcapBasis',
    ])
      expect(names).toContain(name);
    const assumptions = sheet(SHEET.assumptions);
    expect(assumptions.getCell(DEAL_ROWS.HoldMonths, 2).value).toBe(48);
    expect(assumptions.getCell(DEAL_ROWS.HoldMonths, 2).font?.color?.argb).toBe('FF0000FF');
    const exitCap = assumptions.getCell(
      assumptionsLayout({ months: 48, components: 3, loans: 2, leases: 0, tiers: 2 }).componentRow(0),
      COMPONENT_COLS.exit_cap_rate,
    );
    expect(exitCap.value).toBe(0.05);
    expect(exitCap.numFmt).toBe('0.00%');
    const levered = sheet(SHEET.proForma).getCell(monthRow(48), proFormaCol('levered_cash_flow'));
    expect(levered.type).toBe(ExcelJS.ValueType.Formula);
    expect(levered.numFmt).toBe('#,##0.00');
    expect(sheet(SHEET.proForma).views[0]).toMatchObject({ state: 'frozen', xSplit: 2, ySplit: 5 });
  });

  it('gives every formula cell a cached result and calls only functions Excel and LibreOffice share', async () => {
    const { wb } = await open();
    const used = new Set<string>();
    let missing = 0;
    wb.eachSheet((ws) =>
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.type !== ExcelJS.ValueType.Formula) return;
          if (cell.result === undefined) missing++;
          for (const [, fn] of (cell.formula ?? '').matchAll(/([A-Z][A-Z0-9.]*)\(/g)) used.add(fn!);
        }),
      ),
    );
    expect(missing).toBe(0);
    expect([...used].filter((fn) => !ALLOWED.includes(fn))).toEqual([]);
  });

  it('escapes text from users that a spreadsheet would read as a formula', async () => {
    const deal: DealInput = {
      ...scenarioDeal,
      sub_properties: scenarioDeal.sub_properties!.map((c, i) => (i === 0 ? { ...c, name: '+SUM(A1)' } : c)),
      senior_loans: [{ ...scenarioDeal.senior_loans![0]!, name: '-1+2' }],
      syndication_waterfalls: [{ ...scenarioDeal.syndication_waterfalls![0]!, name: '@cmd' }],
      ground_master_leases: [{ name: '\tlease', rent_amount: 1_000 }],
    };
    const { sheet } = await open({ deal_name: '=HYPERLINK("http://evil")', deal });
    expect(sheet(SHEET.cover).getCell(1, 1).value).toBe('\'=HYPERLINK("http://evil")');
    const a = sheet(SHEET.assumptions);
    const layout = assumptionsLayout({ months: 48, components: 3, loans: 2, leases: 1, tiers: 2 });
    expect(a.getCell(layout.componentRow(0), COMPONENT_COLS.name).value).toBe("'+SUM(A1)");
    expect(a.getCell(layout.loanRow('name'), layout.loanCol(0)).value).toBe("'-1+2");
    expect(a.getCell(layout.leaseRow(0), 2).value).toBe("'\tlease");
    expect(a.getCell(layout.tierRow(1), 2).value).toBe("'@cmd");
    expect(a.getCell(layout.componentRow(1), COMPONENT_COLS.name).value).toBe('Ground-floor retail');
  });

  it('builds a valid workbook for a deal without components: empty tables, returns n/a', async () => {
    const { sheet } = await open({ deal: {} });
    const returns = sheet(SHEET.returns);
    expect(returns.getCell(RETURN_ROWS.irr, returnsCol('levered')).result).toBe('n/a');
    expect(returns.getCell(METRIC_ROWS.DSCR, 2).result).toBe('n/a');
    expect(sheet(SHEET.proForma).getCell(monthRow(0), proFormaCol('noi')).result).toBe(0);
  });

  it('shows n/a through IFERROR where the IRR has no solution (no flow ever comes back)', async () => {
    const deal: DealInput = {
      ...scenarioDeal,
      sub_properties: scenarioDeal.sub_properties!.map((c) => ({
        ...c,
        exit_cap_percentage_min: 0,
        stabilized_noi_is_derived: false,
        stabilized_noi: 0,
      })),
    };
    const { sheet } = await open({ deal });
    const irr = sheet(SHEET.returns).getCell(RETURN_ROWS.irr, returnsCol('unlevered'));
    expect(irr.formula).toMatch(/^IFERROR\(XIRR\(/);
    expect(irr.result).toBe('n/a');
  });

  it('builds a 50-component deal with a row per component', async () => {
    const subs = scenarioDeal.sub_properties!;
    const deal: DealInput = {
      ...scenarioDeal,
      sub_properties: Array.from({ length: 50 }, (_, i) => ({
        ...subs[i % 3]!,
        item_id: `c${i}`,
        name: `Component ${i + 1}`,
        is_linked: false,
      })),
    };
    const { sheet } = await open({ deal });
    const layout = assumptionsLayout({ months: 48, components: 50, loans: 2, leases: 0, tiers: 2 });
    expect(sheet(SHEET.assumptions).getCell(layout.componentRow(49), COMPONENT_COLS.name).value).toBe('Component 50');
    expect(sheet(SHEET.sales).getCell(address(54, 2)).value).toBe('Component 50');
  });
});
