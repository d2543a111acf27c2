import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsStream, type ActivityExported } from '@dealbook/domain/calc-events';
import { requireReviewer } from '@dealbook/infra/http/session';
import type { QueryServiceDeps } from '../deps';
import { recordFact } from '../facts';
import { findOptions, listQuery, parseList } from '../simple-rest';
import { activityFilter, activitySortFields, actorEmails, out, type ActivityDoc, type ActivityOut } from './activity';

const PAGE = 1000;
type Row = Omit<ActivityOut, 'changes'> & { changes: string };
/** `closing_basis: 10000000 → 12000000; sub_properties[item_id=c1].name: "Tower" → "Towers"`. */
const changesText = (changes: ActivityOut['changes']) =>
  changes.map((c) => `${c.path}: ${JSON.stringify(c.from ?? null)} → ${JSON.stringify(c.to ?? null)}`).join('; ');
const rowOf = (line: ActivityOut): Row => ({ ...line, changes: changesText(line.changes) });

const columns: { key: keyof Row; header: string; width: number }[] = [
  { key: 'position', header: 'Position', width: 10 },
  { key: 'occurred_at', header: 'Occurred at', width: 26 },
  { key: 'actor_email', header: 'Actor', width: 28 },
  { key: 'actor_id', header: 'Actor id', width: 38 },
  { key: 'type', header: 'Event', width: 26 },
  { key: 'stream_id', header: 'Stream', width: 44 },
  { key: 'summary', header: 'Summary', width: 80 },
  { key: 'deal_id', header: 'Deal', width: 38 },
  { key: 'changes', header: 'Changes', width: 80 },
  { key: 'correlation_id', header: 'Correlation id', width: 38 },
];

/** A cell as CSV: quoted when it must be, and never read as a formula by a spreadsheet (=, +, -, @). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * `GET /api/admin/activity/export.csv` and `.xlsx`: the activity list as filtered and sorted (the list's
 * own `filter` and `sort` parameters; `range` is ignored: an export has every row), streamed a page at a
 * time. Each export is recorded first, as `ActivityExported` on the exporter's analytics stream: who
 * exported what, and how many rows. It is the query service's one write (a read that must leave a trace).
 */
export const activityExportRoutes: FastifyPluginAsyncZod<QueryServiceDeps> = async (app, deps) => {
  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/api/admin/activity/export.${format}`,
      { preValidation: requireReviewer, config: { projections: ['activity'] }, schema: { querystring: listQuery } },
      async (request, reply) => {
        const list = parseList(request.query);
        const filter = activityFilter(list.filter);
        const rows = await deps.documents.count('activity', filter);
        await recordExport(deps, request.user!.id, format, list.filter, request.query.sort, rows);
        const options = { ...findOptions(list, activitySortFields, { _id: -1 }), skip: 0, limit: PAGE };
        async function* pages(): AsyncGenerator<Row[]> {
          for (let skip = 0; skip < rows; skip += PAGE) {
            const docs = await deps.documents.find<ActivityDoc>('activity', filter, { ...options, skip });
            if (docs.length === 0) return;
            const emails = await actorEmails(deps.documents, docs);
            yield docs.map((d) => rowOf(out(d, emails)));
          }
        }
        const name = `activity-${new Date().toISOString().slice(0, 10)}.${format}`;
        reply.header('Content-Disposition', `attachment; filename="${name}"`);
        if (format === 'csv') {
          reply.type('text/csv; charset=utf-8');
          return reply.send(Readable.from(csvLines(pages())));
        }
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(xlsxStream(pages()));
      },
    );
  }
};

async function* csvLines(pages: AsyncGenerator<Row[]>): AsyncGenerator<string> {
  yield `${columns.map((c) => c.header).join(',')}\r\n`;
  for await (const page of pages) yield page.map((row) => `${columns.map((c) => csvCell(row[c.key])).join(',')}\r\n`).join('');
}

function xlsxStream(pages: AsyncGenerator<Row[]>): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Activity', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const page of pages) for (const row of page) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

async function recordExport(
  deps: QueryServiceDeps,
  userId: string,
  format: 'csv' | 'xlsx',
  filter: Record<string, unknown>,
  sortParam: string | undefined,
  rows: number,
): Promise<void> {
  const at = new Date(deps.clock()).toISOString();
  const sort = sortParam ? (JSON.parse(sortParam) as [string, string]) : null;
  const data: ActivityExported['data'] = {
    format,
    filter,
    sort: sort ? [sort[0], sort[1].toUpperCase() === 'ASC' ? 'ASC' : 'DESC'] : null,
    rows,
    at,
    by: userId,
  };
  await recordFact(deps, analyticsStream(userId), { type: 'ActivityExported', data }, userId, at);
}
