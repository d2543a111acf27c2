import { Agent, request } from 'node:http';
import { startServer, type ServerProcess } from '../support/server';
import { component } from './deals';
import type { Measurement } from './report';

const CONNECTIONS = 20;
const DURATION_S = 10;
const PROBE_EVERY_MS = 20;
const ADMIN = { email: 'bench-admin@dealbook.test', password: 'bench admin passphrase' };
/** A new deal with 50 components, as the entry screen creates it (the server gives the items their ids). */
const newDeal = {
  project_name: 'Bench Tower',
  mandate: 'investment',
  closing_basis: 10_000_000,
  sub_properties: Array.from({ length: 50 }, (_, i) => {
    const { item_id: _id, ...fields } = component(i);
    return fields;
  }),
};
type SavedDeal = { id: string; revision: number; deal: Record<string, unknown> };
/** The entry screen's Save: the whole deal as it was read back (item ids and all), one figure changed. */
const dealWith = (saved: SavedDeal, basis: number) => ({ ...saved.deal, closing_basis: basis });
/**
 * The same body as text, made without serializing the deal each time: the load generator shares the
 * machine's two cores with the server, and its own cost stays out of the figure as far as it can.
 */
function bodiesOf(saved: SavedDeal): (basis: number) => string {
  const marker = 987654321.123;
  const [before, after] = JSON.stringify(dealWith(saved, marker)).split(String(marker)) as [string, string];
  return (basis) => before + String(basis) + after;
}
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

async function signedIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/app/users/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function createDeal(server: ServerProcess, cookie: string): Promise<SavedDeal> {
  const res = await fetch(`${server.url}/api/app/deals/secure/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify(newDeal),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as SavedDeal;
}

/**
 * While 20 connections save: every 20 ms a save of its own deal, then at once the deal read back with the
 * save's `X-Min-Position`. The read's `Server-Timing` is how long the projections took to catch up
 * with an acknowledged write (the lag, P5); its whole time is the read-your-writes wait a person sees.
 */
async function probe(server: ServerProcess, cookie: string, until: number) {
  const deal = await createDeal(server, cookie);
  const lags: number[] = [];
  const waits: number[] = [];
  let revision = deal.revision;
  let basis = 10_000_000;
  while (Date.now() < until) {
    const saved = await fetch(`${server.url}/api/app/deals/secure/${deal.id}/modify/update`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.url, cookie, 'if-match': `"${revision}"` },
      body: JSON.stringify(dealWith(deal, ++basis)),
    });
    if (!saved.ok) throw new Error(`probe save failed: ${saved.status} ${await saved.text()}`);
    revision = Number(saved.headers.get('etag')!.replace(/"/g, ''));
    const started = performance.now();
    const read = await fetch(`${server.url}/api/app/deals/secure/${deal.id}/retrieve`, {
      headers: { cookie, 'x-min-position': saved.headers.get('x-position')! },
    });
    waits.push(performance.now() - started);
    if (!read.ok) throw new Error(`probe read failed: ${read.status}`);
    const body = (await read.json()) as { deal: { closing_basis: number } };
    if (body.deal.closing_basis !== basis) throw new Error('the read did not show the write it waited for');
    lags.push(Number(/dur=([\d.]+)/.exec(read.headers.get('server-timing') ?? '')?.[1] ?? NaN));
    // About 450 probes in a run: with the 95 a 50 ms pause gave, the p99 was the single worst probe.
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return { lags, waits };
}

/** node:http on kept-alive connections, not fetch (about 0.9 ms of the client's CPU per save): see bodiesOf. */
function put(server: ServerProcess, agent: Agent, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; etag: string; position: string; body: string }>((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method: 'PUT', agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          etag: String(res.headers.etag ?? ''),
          position: String(res.headers['x-position'] ?? ''),
          body: text,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * P3: saves of 50-component deals over HTTP with If-Match, 20 connections each saving its own deal with
 * the revision its last save returned (so no save conflicts; any refusal fails the bench), against P2's
 * command rate in the same run. Node's fetch drives it: autocannon resets a connection's context after
 * every request, so it cannot carry the revision from one save to the next.
 * P5: projection lag and read-your-writes waits measured by a probe under that load.
 */
export async function benchSavesOverHttp(p2Rate: number): Promise<Measurement[]> {
  const server = await startServer({
    env: { LOG_LEVEL: 'error', PASSWORD_HASH_COST: '14', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    const cookie = await signedIn(server);
    const deals = await Promise.all(Array.from({ length: CONNECTIONS }, () => createDeal(server, cookie)));
    const until = Date.now() + DURATION_S * 1000;
    const probing = probe(server, cookie, until - 500);
    // Each connection saves its own deal with the revision its last save returned, as an editor would.
    const latencies: number[] = [];
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const saver = async (deal: SavedDeal) => {
      const bodyWith = bodiesOf(deal);
      const path = `/api/app/deals/secure/${deal.id}/modify/update`;
      let basis = 10_000_000;
      while (Date.now() < until) {
        const started = performance.now();
        const headers = { 'content-type': 'application/json', origin: server.url, cookie, 'if-match': `"${deal.revision}"` };
        const res = await put(server, agent, path, headers, bodyWith(++basis));
        latencies.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`save refused: ${res.status} ${res.body.slice(0, 200)}`);
        deal.revision = Number(res.etag.replace(/"/g, ''));
      }
    };
    const started = performance.now();
    await Promise.all(deals.map(saver));
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    const { lags, waits } = await probing;
    const rate = latencies.length / seconds;
    const p99 = percentile(latencies, 0.99);
    const lagP99 = percentile(lags, 0.99);
    const waitP99 = percentile(waits, 0.99);
    const probes = `${lags.length} probes; median lag ${percentile(lags, 0.5).toFixed(1)} ms, median wait ${percentile(waits, 0.5).toFixed(1)} ms`;
    return [
      {
        code: 'P3',
        name: '50-component deal saves over HTTP with If-Match, 20 connections',
        unit: 'saves/s',
        value: rate,
        baselineName: 'the P2 command rate',
        baseline: p2Rate,
        target: 0.2,
        ok: p99 <= 25,
        notes: `p99 ${p99.toFixed(1)} ms (budget 25 ms), p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ${latencies.length} saves, 0 conflicts`,
      },
      {
        code: 'P5',
        name: 'projection lag under the P3 load (acknowledged save -> read model has it), p99',
        unit: 'ms',
        value: lagP99,
        baselineName: 'the 50 ms budget',
        baseline: 50,
        target: 1,
        lowerIsBetter: true,
        notes: probes,
      },
      {
        code: 'P5',
        name: 'read-your-writes wait (GET with X-Min-Position) under the P3 load, p99',
        unit: 'ms',
        value: waitP99,
        baselineName: 'the 50 ms budget',
        baseline: 50,
        target: 1,
        lowerIsBetter: true,
        notes: probes,
      },
    ];
  } finally {
    await server.dispose();
  }
}
