/**
 * The parity oracle of the spreadsheet model: each reference deal's workbook is written with
 * deliberately wrong cached results, recalculated by LibreOffice from scratch, and every output cell is
 * compared with the engine's calculation of the same deal: money to the cent (|diff| ≤ 0.01), rates to 1e-6.
 * Every formula cell must also come back equal to the value the builder stored (the engine's figures a viewer
 * shows without recalculating). Copies with one input changed prove the formulas are live: they move exactly
 * as the engine moves for the same change to the deal.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DealInput } from '@dealbook/domain';
import { calculateDeal } from '@dealbook/domain';
import { address } from '@dealbook/workers/model/workbook/cells';
import { buildModelWorkbook } from '@dealbook/workers/model/workbook/index';
import { COMPONENT_COLS, METRIC_ROWS, RETURN_ROWS, SHEET, assumptionsLayout, returnsCol } from '@dealbook/workers/model/workbook/layout';
import type { EngineCell } from '@dealbook/workers/model/workbook/outputs';
import { CENT, RATE, engineCells } from '@dealbook/workers/model/workbook/outputs';
import { METRIC_NAMES } from '@dealbook/workers/model/workbook/returns';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recalculate, sofficeAvailable } from '../support/libreoffice';
import { referenceDeals } from './deals';

const available = sofficeAvailable();
if (!available) console.log('parity.spec: skipped, soffice is not on the PATH (install Debian libreoffice-calc-nogui)');

/** A cached result no formula computes: a cell still holding it was not recalculated. */
const STALE = -987_654.32;

type Value = number | string | boolean | null;
type Cells = Map<string, Map<string, Value>>;

interface Case {
  slug: string;
  name: string;
  deal: DealInput;
  now: string;
  /** an input cell typed over in the copy LibreOffice recalculates: [sheet, row, col, value] */
  edit?: [string, number, number, number];
}

/** The sample deal with the branches the reference deals leave out: historic valuation, PIK, amortization, refinancing, leases. */
function variant(): DealInput {
  const sample = referenceDeals[0]!.deal;
  const [apartments, retail, parking] = sample.sub_properties!;
  return {
    ...sample,
    id: 'deal-variant',
    sub_properties: [apartments!, { ...retail!, valuation_methodology: 'income-historic' }, parking!],
    senior_loans: [
      { ...sample.senior_loans![0]!, amortization_active: true, amortization_period: 30, amortization_starting_date: '2027-06-30' },
    ],
    subordinate_loans: [
      {
        ...sample.subordinate_loans![0]!,
        accrual_rate: 3,
        amortization_active: true,
        amortization_straightline_fixed_dollar_boolean: true,
        amortization_period: 120,
      },
    ],
    refinancing_loans_active: true,
    refinancing_loans: [
      {
        name: 'Take-out',
        amount_as_percent: true,
        amount_percent: 55,
        interest_rate: 5.75,
        origination_fee_percent: 0.5,
        broker_fee_amount: 25_000,
        closing_date: '2027-12-31',
        amortization_active: true,
        amortization_period: 25,
      },
    ],
    ground_master_leases: [
      { name: '=HYPERLINK("x")', rent_amount: 2_500, rent_period: 'weekly', free_rent: 3, free_rent_time_units: 'months' },
    ],
    sponsor_coinvestments: [{ ...sample.sponsor_coinvestments![0]!, amount_as_percent: false, amount_dollar: 2_000_000 }],
  };
}

function withComponent(deal: DealInput, index: number, change: Record<string, unknown>): DealInput {
  return { ...deal, sub_properties: deal.sub_properties!.map((c, i) => (i === index ? { ...c, ...change } : c)) };
}

const sample = referenceDeals[0]!;
const sampleLayout = assumptionsLayout({ months: 48, components: 3, loans: 2, leases: 0, tiers: 2 });
const exitCapCell: Case['edit'] = [SHEET.assumptions, sampleLayout.componentRow(0), COMPONENT_COLS.exit_cap_rate, 0.055];
const mezzRateCell: Case['edit'] = [SHEET.assumptions, sampleLayout.loanRow('interest_rate'), sampleLayout.loanCol(1), 0.13];

const cases: Case[] = [
  ...referenceDeals.map(({ slug, name, deal, now }) => ({ slug, name, deal, now })),
  { slug: 'variant', name: 'Sample with refinancing, PIK, amortization and a lease', deal: variant(), now: sample.now },
  {
    slug: 'early-sale',
    name: 'Sample with every component held to month 40 (the retail raised to 42)',
    deal: { ...sample.deal, sub_properties: sample.deal.sub_properties!.map((c) => ({ ...c, hold_date: '2028-05-31' })) },
    now: sample.now,
  },
  { slug: 'empty', name: 'A deal without components', deal: {}, now: sample.now },
];
/** Live copies: the workbook of `of` with one input typed over, against the engine on the deal changed alike. */
const live: (Case & { of: string })[] = [
  {
    of: 'sample',
    slug: 'live-exit-cap',
    name: 'exit cap 5% → 5.5%',
    deal: withComponent(sample.deal, 0, { exit_cap_percentage_min: 5.5 }),
    now: sample.now,
    edit: exitCapCell,
  },
  {
    of: 'sample',
    slug: 'live-mezz-rate',
    name: 'mezzanine rate 12% → 13%',
    deal: { ...sample.deal, subordinate_loans: [{ ...sample.deal.subordinate_loans![0]!, interest_rate: 13 }] },
    now: sample.now,
    edit: mezzRateCell,
  },
];

/** Formula cells' results (cell.result: exceljs's cell.value drops a result of 0 or false) and plain values. */
async function readResults(path: string): Promise<{ cells: Cells; formulas: Cells; rates: Set<string> }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const cells: Cells = new Map();
  const formulas: Cells = new Map();
  /** formula cells shown as a percent, a factor or a multiple: compared to 1e-6 */
  const rates = new Set<string>();
  wb.eachSheet((ws) => {
    const all = new Map<string, Value>();
    const only = new Map<string, Value>();
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        const isFormula = cell.type === ExcelJS.ValueType.Formula;
        const raw = isFormula ? cell.result : cell.value;
        const value =
          raw instanceof Date ? raw.getTime() / 86_400_000 + 25_569 : raw && typeof raw === 'object' && 'error' in raw ? raw.error : raw;
        all.set(cell.address, (value ?? null) as Value);
        if (isFormula) only.set(cell.address, (value ?? null) as Value);
        if (isFormula && /%|0\.000000|"x"/.test(cell.numFmt ?? '')) rates.add(`${ws.name}!${cell.address}`);
      }),
    );
    cells.set(ws.name, all);
    formulas.set(ws.name, only);
  });
  return { cells, formulas, rates };
}

async function staleCopy(bytes: Buffer, path: string, edit?: Case['edit']): Promise<void> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  // shared formulas stay shared (LibreOffice expands them itself); only the cached results change
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) cell.value = { ...(cell.value as ExcelJS.CellFormulaValue), result: STALE };
      }),
    ),
  );
  if (edit) wb.getWorksheet(edit[0])!.getCell(edit[1], edit[2]).value = edit[3];
  await writeFile(path, Buffer.from(await wb.xlsx.writeBuffer()));
}

interface Comparison {
  compared: number;
  max_money_diff: number;
  max_rate_diff: number;
  wrong: string[];
}

/** Each [sheet, address, expected, tolerance] against the recalculated cells. */
function compare(cells: Cells, expected: EngineCell[]): Comparison {
  const result: Comparison = { compared: expected.length, max_money_diff: 0, max_rate_diff: 0, wrong: [] };
  for (const [sheet, address, value, tolerance] of expected) {
    const got = cells.get(sheet)?.get(address) ?? null;
    if (typeof value === 'number' && typeof got === 'number') {
      const diff = Math.abs(got - value);
      if (tolerance === CENT) result.max_money_diff = Math.max(result.max_money_diff, diff);
      else result.max_rate_diff = Math.max(result.max_rate_diff, diff);
      if (diff <= tolerance + 1e-9) continue;
    } else if (got === value) continue;
    result.wrong.push(`${sheet}!${address}: expected ${String(value)}, workbook ${String(got)}`);
  }
  return result;
}

describe.skipIf(!available)('spreadsheet model parity with the engine (LibreOffice recalculation)', () => {
  let dir: string;
  const built = new Map<string, { formulas: Cells; rates: Set<string> }>();
  const recalculated = new Map<string, { cells: Cells; formulas: Cells }>();
  const figures: Record<string, Partial<Record<'engine' | 'stored', Omit<Comparison, 'wrong'>>>> = {};

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'model-parity-'));
    await mkdir(join(dir, 'in'));
    const bytes = new Map<string, Buffer>();
    for (const c of cases) {
      const book = await buildModelWorkbook({
        deal_id: c.slug,
        deal_name: c.name,
        deal_version: 1,
        position: 1,
        built_at: '2025-08-01T00:00:00Z',
        deal: c.deal,
        now: c.now,
      });
      bytes.set(c.slug, book.bytes);
      await writeFile(join(dir, `${c.slug}.xlsx`), book.bytes);
      built.set(c.slug, await readResults(join(dir, `${c.slug}.xlsx`)));
      await staleCopy(book.bytes, join(dir, 'in', `${c.slug}.xlsx`));
    }
    for (const l of live) await staleCopy(bytes.get(l.of)!, join(dir, 'in', `${l.slug}.xlsx`), l.edit);
    const slugs = [...cases, ...live].map((c) => c.slug);
    const copies = await recalculate(
      slugs.map((slug) => join(dir, 'in', `${slug}.xlsx`)),
      join(dir, 'out'),
    );
    for (const [i, copy] of copies.entries()) recalculated.set(slugs[i]!, await readResults(copy));
  }, 300_000);

  afterAll(async () => {
    const lines = Object.entries(figures).map(([slug, { engine, stored }]) =>
      [
        slug.padEnd(24),
        engine &&
          `engine: ${engine.compared} cells, max $ diff ${engine.max_money_diff.toExponential(1)}, rate ${engine.max_rate_diff.toExponential(1)}`,
        stored &&
          `stored: ${stored.compared} formulas, max $ diff ${stored.max_money_diff.toExponential(1)}, rate ${stored.max_rate_diff.toExponential(1)}`,
      ]
        .filter(Boolean)
        .join(' | '),
    );
    if (lines.length > 0) console.log(`model parity (LibreOffice vs engine)\n${lines.join('\n')}`);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  describe.each(cases)('$name', (c) => {
    it('recalculates every formula cell to the value the builder stored, leaving no stale result', () => {
      const { formulas, rates } = built.get(c.slug)!;
      const recalculatedFormulas = recalculated.get(c.slug)!.formulas;
      const expected: EngineCell[] = [...formulas].flatMap(([sheet, cells]) =>
        [...cells].map(([address, value]): EngineCell => [
          sheet,
          address,
          value === null ? 'null' : (value as number | string),
          rates.has(`${sheet}!${address}`) ? RATE : CENT,
        ]),
      );
      const stale = [...recalculatedFormulas].flatMap(([sheet, cells]) =>
        [...cells].filter(([, v]) => v === STALE).map(([a]) => `${sheet}!${a}`),
      );
      const { wrong, ...figure } = compare(recalculatedFormulas, expected);
      figures[c.slug] = { ...figures[c.slug], stored: figure };
      expect(stale).toEqual([]);
      expect(wrong.slice(0, 20)).toEqual([]);
      expect(figure.compared).toBeGreaterThan(50);
    });

    it('equals the engine: every pro forma month and column, the years, sources & uses, returns and waterfall flows', () => {
      const { wrong, ...figure } = compare(recalculated.get(c.slug)!.cells, engineCells(calculateDeal(c.deal, c.now)));
      figures[c.slug] = { ...figures[c.slug], engine: figure };
      expect(wrong.slice(0, 20)).toEqual([]);
    });
  });

  it('keeps the named ranges of the deal-level assumptions through the recalculation', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(join(dir, 'out', 'sample.xlsx'));
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
    expect(names).toContain(METRIC_NAMES.DSCR);
  });

  it('shows n/a, not an error, where the engine has no figure (a deal without components)', () => {
    const returns = recalculated.get('empty')!.cells.get(SHEET.returns)!;
    expect(returns.get(address(RETURN_ROWS.irr, returnsCol('levered')))).toBe('n/a');
    expect(returns.get(address(METRIC_ROWS.DSCR, 2))).toBe('n/a');
  });

  describe.each(live)('a live input: $name', (l) => {
    it('moves the outputs exactly as the engine moves for the same change to the deal', () => {
      const moved = calculateDeal(l.deal, l.now);
      const before = calculateDeal(sample.deal, sample.now);
      expect(moved.deal.returns.levered.irr).not.toBeCloseTo(before.deal.returns.levered.irr!, 4);
      const cells = recalculated.get(l.slug)!.cells;
      const { wrong, ...figure } = compare(cells, engineCells(moved));
      figures[l.slug] = { engine: figure };
      expect(wrong.slice(0, 20)).toEqual([]);
      expect(compare(cells, engineCells(before)).wrong.length).toBeGreaterThan(10);
    });
  });
});
