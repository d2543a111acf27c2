import { spawnSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import type { DealInput } from '@dealbook/domain';
import { buildInThread } from '@dealbook/workers/model/thread';
import type { WorkbookInput } from '@dealbook/workers/model/workbook/index';
import { startTestRuntime } from '../support/runtime';
import { givePlan } from '../support/plans';
import { benchDeal } from './calc';
import { timed, type Measurement } from './report';

const BUILDS = 7;
const NOW = '2025-03-15T12:00:00Z';
const P50_BUDGET_MS = 1_500;
const RSS_BUDGET_MB = 300;
const LOAD_S = 6;

const input: WorkbookInput = {
  deal_id: 'bench',
  deal_name: 'Bench Tower',
  deal_version: 1,
  position: 1,
  built_at: NOW,
  deal: benchDeal as DealInput,
  now: NOW,
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The same cells as the model, as plain values in one sheet: what exceljs costs before any modelling. */
async function valuesOnly(bytes: Buffer): Promise<number> {
  const model = new ExcelJS.Workbook();
  await model.xlsx.load(bytes as unknown as ArrayBuffer);
  let cells = 0;
  model.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell(() => void cells++)));
  const { ms } = await timed(async () => {
    const plain = new ExcelJS.Workbook();
    const sheet = plain.addWorksheet('Values');
    const width = 100;
    for (let i = 0; i < cells; i++) sheet.getCell(Math.floor(i / width) + 1, (i % width) + 1).value = i * 1.5;
    await plain.xlsx.writeBuffer();
  });
  return ms;
}

/** A model build of a 50-component deal in its worker thread: p50 time and the process's peak RSS. */
async function buildFigures(): Promise<Measurement> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const first = await buildInThread(input);
  const times: number[] = [];
  for (let i = 0; i < BUILDS; i++) times.push((await timed(() => buildInThread(input))).ms);
  clearInterval(sampler);
  const p50 = median(times);
  const baseline = await valuesOnly(first.bytes);
  const peakMb = peak / 2 ** 20;
  const within = p50 <= P50_BUDGET_MS && peakMb <= RSS_BUDGET_MB;
  return {
    name: 'Model build, 50 components (worker thread: calculate, formulas, write)',
    unit: 'builds/s',
    value: 1000 / p50,
    baselineName: 'exceljs writing the same number of plain values',
    baseline: 1000 / baseline,
    target: 0.1,
    notes:
      `p50 ${p50.toFixed(0)} ms (budget ${P50_BUDGET_MS}), peak process RSS ${peakMb.toFixed(0)} MB (budget ${RSS_BUDGET_MB}), ` +
      `${(first.bytes.length / 1024).toFixed(0)} KB: ${within ? 'within budget' : 'OVER BUDGET'}`,
    ok: within,
  };
}

/** p99 of a deal read (autocannon in its own process, 10 connections) against the runtime's HTTP port. */
function p99(url: string, cookie: string): number {
  const run = spawnSync('npx', ['autocannon', '--json', '-c', '10', '-d', String(LOAD_S), '-H', `cookie=${cookie}`, url], {
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  const result = JSON.parse(run.stdout) as { latency: { p99: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.latency.p99;
}

/** The API's p99 with and without model builds running beside it in the same process (the embedded runtime). */
async function apiDuringBuilds(): Promise<Measurement> {
  const rt = await startTestRuntime({ LOG_LEVEL: 'silent' });
  try {
    const cookie = (await rt.cookieFor({ id: 'bench-user', email: 'bench@example.com' })).split(';')[0]!;
    await givePlan(rt.adapters.store, 'bench-user');
    const headers = { cookie };
    const created = await rt.app.inject({ method: 'POST', url: '/api/app/deals/secure/create', payload: benchDeal, headers });
    const dealId = (created.json() as { id: string }).id;
    const address = await rt.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/app/deals/secure/${dealId}/retrieve`;
    const quiet = p99(url, cookie);
    let building = true;
    let builds = 0;
    const loop = (async () => {
      for (let v = 1; building; v++) {
        const payload = { ...benchDeal, closing_basis: 20_000_000 + v };
        await rt.app.inject({ method: 'PUT', url: `/api/app/deals/secure/${dealId}/modify/update`, payload, headers });
        const queued = await rt.app.inject({
          method: 'POST',
          url: `/api/app/deals/secure/${dealId}/attachments/model/build`,
          payload: {},
          headers,
        });
        const buildId = (queued.json() as { build_id: string }).build_id;
        for (;;) {
          const item = await rt.app.inject({
            method: 'GET',
            url: `/api/app/deals/secure/${dealId}/attachments/model/${buildId}/upload/status`,
            headers,
          });
          if ((item.json() as { status: string }).status !== 'queued') break;
          await new Promise((r) => setTimeout(r, 50));
        }
        builds++;
      }
    })();
    const busy = p99(url, cookie);
    building = false;
    await loop;
    return {
      name: 'API p99 while model builds run (deal read, 10 connections)',
      unit: 'ms⁻¹',
      value: 1 / Math.max(busy, 1),
      baselineName: 'the same load without builds',
      baseline: 1 / Math.max(quiet, 1),
      target: 0.9,
      notes: `p99 ${busy} ms with builds (${builds} built in ${LOAD_S} s) vs ${quiet} ms without`,
    };
  } finally {
    await rt.dispose();
  }
}

export async function benchModel(): Promise<Measurement[]> {
  return [await buildFigures(), await apiDuringBuilds()];
}
