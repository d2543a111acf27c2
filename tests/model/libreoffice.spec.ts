/**
 * The LibreOffice oracle itself: a workbook whose formula cells carry deliberately wrong cached results comes
 * back from `recalculate` with Calc's own values, worked here by hand, and not one stale value survives.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCells, recalculate, sofficeAvailable, type CellValue } from '../support/libreoffice';

const available = sofficeAvailable();
if (!available) console.log('libreoffice.spec: skipped, soffice is not on the PATH (install Debian libreoffice-calc-nogui)');

/** A cached result no formula below computes: any cell still holding it was not recalculated. */
const STALE = 999;

/** [address, formula, value worked by hand]; every formula is written with the stale cached result. */
const FORMULAS: [string, string, CellValue][] = [
  ['A2', 'A1*3', 6],
  // 31 January 2025 + 1 month, to month end: 28 February 2025 (serial 45,716)
  ['A3', 'EOMONTH(DATE(2025,1,31),1)', 45_716],
  // 1,000,000 over 360 months at 0.5%: 1,000,000 × 0.005 / (1 - 1.005^-360) = 5,995.51 a month, paid (negative)
  ['A4', 'ROUND(PMT(0.06/12,360,1000000),2)', -5_995.51],
  // -1,000 now, nothing, 1,210 in two periods: 1.1² = 1.21, so 10%
  ['A5', 'ROUND(IRR(B1:B3,0.05),10)', 0.1],
  // -1,000 on 1 January 2025, 1,100 on 1 January 2026 (365 days): 10%
  ['A6', 'ROUND(XIRR(C1:C2,D1:D2),10)', 0.1],
  // Excel's ROUND at 15 significant digits: 1.005 and 2.675 round up
  ['A7', 'ROUND(1.005,2)+ROUND(2.675,2)', 3.69],
  // 1×4 + 2×5 + 3×6
  ['A8', 'SUMPRODUCT(E1:E3,F1:F3)', 32],
  // the F next to the E that holds 2
  ['A9', 'INDEX(F1:F3,MATCH(2,E1:E3,0))', 5],
  ['A10', 'IFERROR(1/0,"none")', 'none'],
  ['A11', '1/0', '#DIV/0!'],
  ['A12', 'A1>1', true],
  // a sheet named with a space, read by another sheet
  ['A13', "'Pro Forma'!A1*10", 70],
  // a result of 0 and of false (exceljs's cell.value drops them; readCells reads cell.result)
  ['A14', 'A1-2', 0],
  ['A15', 'A1>2', false],
];

function buildWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Checks');
  sheet.getCell('A1').value = 2;
  [-1_000, 0, 1_210].forEach((v, i) => (sheet.getCell(`B${i + 1}`).value = v));
  [-1_000, 1_100].forEach((v, i) => (sheet.getCell(`C${i + 1}`).value = v));
  [Date.UTC(2025, 0, 1), Date.UTC(2026, 0, 1)].forEach((ms, i) => (sheet.getCell(`D${i + 1}`).value = new Date(ms)));
  [1, 2, 3].forEach((v, i) => (sheet.getCell(`E${i + 1}`).value = v));
  [4, 5, 6].forEach((v, i) => (sheet.getCell(`F${i + 1}`).value = v));
  for (const [address, formula] of FORMULAS) sheet.getCell(address).value = { formula, result: STALE };
  const proForma = workbook.addWorksheet('Pro Forma');
  proForma.getCell('A1').value = 7;
  proForma.getCell('A2').value = { formula: 'EOMONTH(DATE(2025,1,31),1)', result: STALE };
  proForma.getCell('A2').numFmt = 'yyyy-mm-dd';
  return workbook;
}

describe.skipIf(!available)('LibreOffice recalculation', () => {
  let dir: string;
  let source: string;
  let cells: Map<string, Map<string, CellValue>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'libreoffice-spec-'));
    source = join(dir, 'checks.xlsx');
    await buildWorkbook().xlsx.writeFile(source);
    const [copy] = await recalculate([source], join(dir, 'out'));
    cells = await readCells(copy!);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the stale cached results from the written workbook', async () => {
    const written = await readCells(source);
    for (const [address] of FORMULAS) expect(written.get('Checks')!.get(address)).toBe(STALE);
  });

  it.each(FORMULAS)('recalculates %s = %s to the value worked by hand', (address, _formula, expected) => {
    expect(cells.get('Checks')!.get(address)).toEqual(expected);
  });

  it('keeps no stale cached result anywhere', () => {
    const stale = [...cells].flatMap(([sheet, values]) => [...values].filter(([, v]) => v === STALE).map(([a]) => `${sheet}!${a}`));
    expect(stale).toEqual([]);
  });

  it('keeps the inputs and reads a date-formatted result as a date', () => {
    expect(cells.get('Checks')!.get('A1')).toBe(2);
    expect(cells.get('Checks')!.get('D2')).toEqual(new Date(Date.UTC(2026, 0, 1)));
    expect(cells.get('Pro Forma')!.get('A2')).toEqual(new Date(Date.UTC(2025, 1, 28)));
  });

  it('recalculates several workbooks in one start, in order', async () => {
    const out = join(dir, 'batch');
    const sources = ['one', 'two', 'three'].map((name) => join(dir, `${name}.xlsx`));
    await Promise.all(
      sources.map((path, i) => {
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('S');
        sheet.getCell('A1').value = i + 1;
        sheet.getCell('A2').value = { formula: 'A1*100', result: STALE };
        return workbook.xlsx.writeFile(path);
      }),
    );
    const copies = await recalculate(sources, out);
    expect(copies).toEqual(['one', 'two', 'three'].map((name) => join(out, `${name}.xlsx`)));
    const values = await Promise.all(copies.map(async (copy) => (await readCells(copy)).get('S')!.get('A2')));
    expect(values).toEqual([100, 200, 300]);
  });

  it('names a file that failed to convert', async () => {
    const missing = join(dir, 'missing.xlsx');
    await expect(recalculate([missing], join(dir, 'failed'))).rejects.toThrow(/did not convert .*missing\.xlsx/);
  });

  it('refuses an output directory that holds a source, which the copy would overwrite', async () => {
    await expect(recalculate([source], dir)).rejects.toThrow(/already in the output directory/);
  });

  it('kills soffice and says so when it runs past the timeout', async () => {
    const slow = join(dir, 'slow.xlsx');
    await buildWorkbook().xlsx.writeFile(slow);
    await expect(recalculate([slow], join(dir, 'slow-out'), { timeoutMs: 50 })).rejects.toThrow(/timed out after 50 ms/);
  });
});
