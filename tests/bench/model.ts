import { spawn } from 'node:child_process';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { buildInThread, stopBuildThread } from '@dealbook/workers/model/thread';
import { startTestRuntime } from '../support/runtime';
import { givePlan } from '../support/plans';
import { benchDeal, benchModelInput } from './calc';
import { timed, type Measurement } from './report';

const BUILDS = 7;
const P50_BUDGET_MS = 1_500;
const RSS_BUDGET_MB = 300;
const LOAD_S = 10;
/** A pause between builds (MODEL_BUILD_GAP_MS; 0: back to back, the worst case). */
const GAP_MS = Number(process.env.MODEL_BUILD_GAP_MS ?? 0);

const input = benchModelInput;

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

/** A model build of a 50-component deal in its worker thread, in a process of its own: p50 time and peak RSS. */
async function buildFigures(): Promise<Measurement> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'model-builds.ts')], {
    env: { ...process.env, BUILDS: String(BUILDS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await new Promise((resolve) => child.on('exit', resolve));
  const run = JSON.parse(out) as { times: number[]; bytes: number; maxRssKb: number };
  const p50 = median(run.times);
  const peakMb = run.maxRssKb / 1024;
  const baseline = await valuesOnly((await buildInThread(input)).bytes);
  stopBuildThread();
  const within = p50 <= P50_BUDGET_MS && peakMb <= RSS_BUDGET_MB;
  return {
    name: 'Model build, 50 components (worker thread: calculate, formulas, write)',
    unit: 'builds/s',
    value: 1000 / p50,
    baselineName: 'exceljs writing the same number of plain values',
    baseline: 1000 / baseline,
    target: 0.5,
    notes:
      `p50 ${p50.toFixed(0)} ms (budget ${P50_BUDGET_MS}), peak RSS of the building process ${peakMb.toFixed(0)} MB ` +
      `(budget ${RSS_BUDGET_MB}), ${(run.bytes / 1024).toFixed(0)} KB: ${within ? 'within budget' : 'OVER BUDGET'}`,
    ok: within,
  };
}

/** p99 (ms) of a deal read at a steady 200 requests a second (autocannon in its own process, 10 connections). */
async function p99(url: string, cookie: string): Promise<{ p99: number; p50: number }> {
  const args = ['autocannon', '--json', '-c', '10', '-R', '200', '-d', String(LOAD_S), '-H', `cookie=${cookie}`, url];
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await new Promise((resolve) => child.on('exit', resolve));
  const result = JSON.parse(out) as {
    latency: { p99: number; p50: number };
    requests: { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  if (result.requests.total === 0 || result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${url}: ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return result.latency;
}

/**
 * The API's p99 with and without model builds running beside it in the same process, as on the embedded
 * runtime: builds of the 50-component deal back to back in the build thread while the load runs.
 */
async function apiDuringBuilds(): Promise<Measurement> {
  const rt = await startTestRuntime({ LOG_LEVEL: 'silent' });
  try {
    const cookie = (await rt.cookieFor({ id: 'bench-user', email: 'bench@example.com' })).split(';')[0]!;
    await givePlan(rt.adapters.store, 'bench-user');
    const created = await rt.app.inject({ method: 'POST', url: '/api/app/deals/secure/create', payload: benchDeal, headers: { cookie } });
    const dealId = (created.json() as { id: string }).id;
    const address = await rt.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/app/deals/secure/${dealId}/retrieve`;
    await buildInThread(input);
    await p99(url, cookie); // warm-up: the first seconds of load pay for compilation
    // Alternated twice (quiet, busy, quiet, busy) so a drift of the machine does not land on one side.
    const quietRuns: { p99: number; p50: number }[] = [];
    const busyRuns: { p99: number; p50: number }[] = [];
    let builds = 0;
    for (let round = 0; round < 2; round++) {
      quietRuns.push(await p99(url, cookie));
      let building = true;
      const loop = (async () => {
        while (building) {
          await buildInThread(input);
          builds++;
          if (GAP_MS > 0) await new Promise((r) => setTimeout(r, GAP_MS));
        }
      })();
      busyRuns.push(await p99(url, cookie));
      building = false;
      await loop;
    }
    const mean = (runs: { p99: number }[]) => runs.reduce((s, r) => s + r.p99, 0) / runs.length;
    const quiet = mean(quietRuns);
    const busy = mean(busyRuns);
    return {
      name: 'API p99 while model builds run (deal read at 200 req/s)',
      unit: '/s (1 / p99)',
      value: 1000 / Math.max(busy, 1),
      baselineName: 'the same load without builds',
      baseline: 1000 / Math.max(quiet, 1),
      target: 0.9,
      notes:
        `p99 ${busyRuns.map((r) => r.p99).join(' and ')} ms with builds ${GAP_MS ? `${GAP_MS} ms apart` : 'back to back'} (${builds} in ${2 * LOAD_S} s), ` +
        `vs ${quietRuns.map((r) => r.p99).join(' and ')} ms without; p50 ${busyRuns[0]!.p50} vs ${quietRuns[0]!.p50} ms`,
    };
  } finally {
    stopBuildThread();
    await rt.dispose();
  }
}

export async function benchModel(): Promise<Measurement[]> {
  return [await buildFigures(), await apiDuringBuilds()];
}
