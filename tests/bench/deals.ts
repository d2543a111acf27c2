import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { handleCommand, type CommandContext } from '@dealbook/command-service';
import { dealDecider, dealSchema, dealStream, eventTypes, type Deal, type DealCommand } from '@dealbook/domain';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { Doc, DocumentStore, WriteOp } from '@dealbook/infra/document-store/port';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { consoleDealsProjection, dealVersionsProjection } from '@dealbook/projections';
import { printMeasurement, timed, type Measurement } from './report';

const DEALS = 20;
const SAVES_PER_DEAL = 15;
const CARDS = 100_000;
const VERSIONED_DEALS = 20_000;
const VERSIONS_EACH = 5;
const QUERIES = 1_000;
const plan = { isPremium: true, isAdmin: false };

/** A programming component of the bench deals (also saved over HTTP by saves-http.ts). */
export const component = (i: number) => ({
  item_id: `c${i}`,
  name: `Component ${i}`,
  type: i % 2 ? 'multifamily' : 'retail',
  quantity: 10 + i,
  exit_cap_percentage_min: 5 + i / 100,
  stabilized_rent: 2000 + i,
  construction_period: 12,
  stabilization_period: 6,
});
const bigDeal: Deal = dealSchema.parse({
  project_name: 'Bench Tower',
  mandate: 'investment',
  closing_basis: 10_000_000,
  sub_properties: Array.from({ length: 50 }, (_, i) => component(i)),
});

const context = (actorId: string): CommandContext => {
  const id = randomUUID();
  return { commandId: id, actorId, correlationId: id, causationId: id, now: new Date() };
};
const percentile = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(ms.length * p))]!;

/**
 * Deals: (a) a save of a deal with 50 components (read, fold, diff, append) against the raw append of one
 * event in the same store; (b) the console and versions queries with 100,000 deals in the embedded
 * document store against the same queries in raw SQL on the same file. Prints (b); answers (a).
 */
export async function benchDeals(dir: string): Promise<Measurement> {
  const saves = await benchSaves(dir);
  for (const m of await benchQueries(dir)) printMeasurement(m);
  return saves;
}

async function benchSaves(dir: string): Promise<Measurement> {
  const store = createSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const run = (dealId: string, command: DealCommand) =>
    handleCommand({ store, types: eventTypes, streamId: dealStream(dealId), decider: dealDecider, command, context: context('u-1') });
  const ids = Array.from({ length: DEALS }, () => randomUUID());
  const now = () => new Date().toISOString();
  for (const dealId of ids)
    await run(dealId, { type: 'CreateDeal', data: { dealId, deal: bigDeal, partialId: null, now: now(), actorId: 'u-1' } });
  const saveMs: number[] = [];
  for (let s = 0; s < SAVES_PER_DEAL; s++) {
    for (const dealId of ids) {
      const deal = {
        ...bigDeal,
        sub_properties: bigDeal.sub_properties!.map((c, i) => (i === s ? { ...c, stabilized_rent: 9000 + s } : c)),
      };
      const data = { deal, autosave: false, ...plan, now: now(), actorId: 'u-1' };
      saveMs.push((await timed(() => run(dealId, { type: 'UpdateDeal', data }))).ms);
    }
  }
  const rawMs: number[] = [];
  for (let i = 0; i < saveMs.length; i++) {
    const id = randomUUID();
    const event = { id, type: 'BenchPinged', data: { note: `n${i}` }, metadata: context('u-1') };
    const metadata = { ...event.metadata, occurredAt: now(), schemaVersion: 1 };
    rawMs.push((await timed(() => store.append(`bench-${i}`, [{ ...event, metadata }], 'no_stream'))).ms);
  }
  await store.close();
  const [p50, p99, rawP50, rawP99] = [percentile(saveMs, 0.5), percentile(saveMs, 0.99), percentile(rawMs, 0.5), percentile(rawMs, 0.99)];
  return {
    name: `deal save with 50 components (read + fold + diff + append, ${saveMs.length} saves, p50)`,
    unit: 'saves/s',
    value: 1000 / p50,
    baselineName: 'raw append of one event at p50',
    baseline: 1000 / rawP50,
    target: 0.1, // ours (the issue sets none): diff + append of a 50-component save within 10x of one raw append
    notes: `save p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms; raw append p50 ${rawP50.toFixed(2)} ms, p99 ${rawP99.toFixed(2)} ms`,
  };
}

async function fill(documents: DocumentStore, count: number, make: (i: number) => Doc, collection: string): Promise<void> {
  for (let i = 0; i < count; i += 1000) {
    const ops = Array.from({ length: Math.min(1000, count - i) }, (_, k): WriteOp => ({ op: 'upsert', collection, doc: make(i + k) }));
    await documents.write(ops);
  }
}

async function benchQueries(dir: string): Promise<Measurement[]> {
  const file = join(dir, 'docs.sqlite');
  const documents = createEmbeddedDocumentStore({ file });
  for (const spec of [...consoleDealsProjection.collections, ...dealVersionsProjection.collections]) await documents.ensureCollection(spec);
  const at = (i: number) => new Date(1_700_000_000_000 + i * 1000).toISOString();
  const small = { project_name: 'Harbor Point', closing_basis: 1, sub_properties: [component(1), component(2), component(3)] };
  await fill(
    documents,
    CARDS,
    (i) => ({
      _id: `d-${i}`,
      user_id: `u-${i % 2000}`,
      status: 'draft',
      stage: 'pending',
      deleted: false,
      deal_sort_date: at(i),
      deal_version: 1,
      card: { project_name: `Deal ${i}` },
      components: [],
    }),
    'console_deals',
  );
  await fill(
    documents,
    VERSIONED_DEALS * VERSIONS_EACH,
    (i) => {
      const deal = Math.floor(i / VERSIONS_EACH);
      const n = (i % VERSIONS_EACH) + 1;
      return {
        _id: `d-${deal}:${n}`,
        deal_id: `d-${deal}`,
        deal_version: n,
        updated_at: at(i),
        author: 'u-1',
        deal_data: small,
        changes: [],
      };
    },
    'deal_versions',
  );
  const consoleOurs = await timed(async () => {
    for (let q = 0; q < QUERIES; q++) await documents.find('console_deals', { user_id: `u-${q % 2000}` }, { sort: { deal_sort_date: -1 } });
  });
  const versionsOurs = await timed(async () => {
    for (let q = 0; q < QUERIES; q++)
      await documents.find('deal_versions', { deal_id: `d-${(q * 7) % VERSIONED_DEALS}` }, { sort: { deal_version: -1 } });
  });
  await documents.close();

  const raw = new Database(file, { readonly: true });
  const tableOf = (name: string) =>
    (raw.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ?`).get(`%${name}%`) as { name: string }).name;
  const query = (name: string, field: string, sort: string) =>
    raw.prepare(
      `SELECT doc FROM "${tableOf(name)}" WHERE json_extract(doc, '$.${field}') = ? ORDER BY json_extract(doc, '$.${sort}') DESC`,
    );
  const consoleStmt = query('console_deals', 'user_id', 'deal_sort_date');
  const versionsStmt = query('deal_versions', 'deal_id', 'deal_version');
  const parseAll = (rows: unknown[]) => rows.forEach((r) => JSON.parse((r as { doc: string }).doc));
  const consoleRaw = await timed(() => {
    for (let q = 0; q < QUERIES; q++) parseAll(consoleStmt.all(`u-${q % 2000}`));
  });
  const versionsRaw = await timed(() => {
    for (let q = 0; q < QUERIES; q++) parseAll(versionsStmt.all(`d-${(q * 7) % VERSIONED_DEALS}`));
  });
  raw.close();
  const perSecond = (ms: number) => QUERIES / (ms / 1000);
  return [
    {
      name: 'console deals query, 100k deals (one user’s 50 cards, newest first)',
      unit: 'queries/s',
      value: perSecond(consoleOurs.ms),
      baselineName: 'raw SQL on the same file',
      baseline: perSecond(consoleRaw.ms),
      target: 0.5,
    },
    {
      name: `versions query, ${VERSIONED_DEALS * VERSIONS_EACH} versions of ${VERSIONED_DEALS} deals (one deal's ${VERSIONS_EACH}, with data)`,
      unit: 'queries/s',
      value: perSecond(versionsOurs.ms),
      baselineName: 'raw SQL on the same file',
      baseline: perSecond(versionsRaw.ms),
      target: 0.5,
    },
  ];
}
