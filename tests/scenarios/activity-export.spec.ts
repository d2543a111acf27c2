import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '@dealbook/query-service/routes/activity-export';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, createDeal, dealsApi, harborPoint, ok, startDealsRuntime } from './deals-helpers';

type Api = ReturnType<typeof dealsApi>;
const headers = ['Position', 'Occurred at', 'Actor', 'Actor id', 'Event', 'Stream', 'Summary', 'Deal', 'Changes', 'Correlation id'];

type Line = { position: string; type: string; summary: string; actor_id: string | null };

/** The simplest CSV reader for the export's own output: quoted cells with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('exporting the activity list', () => {
  let rt: TestRuntime;
  let auditor: Api;
  let dealId: string;
  const filter = () => encodeURIComponent(JSON.stringify({ deal_id: dealId }));
  const sort = encodeURIComponent(JSON.stringify(['position', 'ASC']));

  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    auditor = dealsApi(rt, await rt.cookieFor({ id: 'u-audit', email: 'audit@example.com', auditor: true }));
    const owner = dealsApi(rt, await rt.cookieFor({ id: 'u-dm', email: 'dm@example.com' }));
    await createDeal(owner, { ...harborPoint, project_name: 'Other deal' });
    dealId = (await createDeal(owner)).id;
    ok(await owner.rename(dealId, 'Harbor, "Point" II'));
    ok(await owner.update(dealId, { ...harborPoint, closing_basis: 12_000_000 }));
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('exports the filtered view as CSV with exactly the list’s rows, and records who exported it', async () => {
    const list = ok<Line[]>(await auditor.call('GET', `/api/admin/activity?filter=${filter()}&sort=${sort}&range=[0,99]`));
    expect(list).toHaveLength(3);
    const res = await auditor.call('GET', `/api/admin/activity/export.csv?filter=${filter()}&sort=${sort}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(headers);
    expect(rows.map((r) => [r[0], r[4], r[6]])).toEqual(list.map((l) => [l.position, l.type, l.summary]));
    expect(rows[1]![6]).toBe('Deal renamed from “Harbor Point” to “Harbor, "Point" II”');
    expect(rows[0]![2]).toBe('dm@example.com');
    expect(rows[2]![7]).toBe(dealId);
    expect(rows[2]![8]).toContain('closing_basis: 10000000 → 12000000');

    await caughtUp(rt);
    const exports = ok<Line[]>(
      await auditor.call('GET', `/api/admin/activity?filter=${encodeURIComponent(JSON.stringify({ type: 'ActivityExported' }))}`),
    );
    expect(exports).toEqual([
      expect.objectContaining({ actor_id: 'u-audit', summary: `Activity exported as CSV: 3 rows, filter {"deal_id":"${dealId}"}` }),
    ]);
  });

  it('exports the same rows as an XLSX workbook', async () => {
    const res = await auditor.call('GET', `/api/admin/activity/export.xlsx?filter=${filter()}&sort=${sort}`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Activity')!;
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    expect(values[0]!.slice(1)).toEqual(headers);
    expect(values.slice(1).map((r) => r[5])).toEqual(['DealCreated', 'DealRenamed', 'DealUpdated']);
  });

  it('keeps a cell from being read as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(null)).toBe('');
  });
});
