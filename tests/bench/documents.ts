import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { Doc } from '@dealbook/infra/document-store/port';
import { timed, type Measurement } from './report';

const DOCS = 100_000;
const QUERIES = 2_000;
const spec = { name: 'deals', indexes: [{ fields: { owner: 1 as const, updated_at: -1 as const } }] };

/**
 * (4) The embedded document store with 100,000 documents: reopen time and memory (target: under a
 * second, bounded memory), and indexed queries/s (equality + sort + limit 25, as the console lists do)
 * vs the same query in raw SQL on the same file.
 */
export async function benchDocuments(dir: string): Promise<Measurement> {
  const file = join(dir, 'docs.sqlite');
  const first = createEmbeddedDocumentStore({ file });
  await first.ensureCollection(spec);
  for (let i = 0; i < DOCS; i += 1000) {
    const ops = Array.from({ length: 1000 }, (_, k): { op: 'upsert'; collection: string; doc: Doc } => ({
      op: 'upsert',
      collection: 'deals',
      doc: {
        _id: `d-${i + k}`,
        owner: `u-${(i + k) % 500}`,
        updated_at: new Date(1_700_000_000_000 + (i + k) * 1000).toISOString(),
        name: `Deal ${i + k}`,
        tags: ['a', 'b'],
      },
    }));
    await first.write(ops);
  }
  await first.close();

  const rssBefore = process.memoryUsage().rss;
  const reopen = await timed(async () => {
    const store = createEmbeddedDocumentStore({ file });
    await store.ensureCollection(spec);
    await store.count('deals');
    return store;
  });
  const store = reopen.result;
  const rssAfter = process.memoryUsage().rss;

  const ours = await timed(async () => {
    for (let q = 0; q < QUERIES; q++) await store.find('deals', { owner: `u-${q % 500}` }, { sort: { updated_at: -1 }, limit: 25 });
  });
  await store.close();

  const raw = new Database(file, { readonly: true });
  const table = (raw.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%deals%'").get() as { name: string }).name;
  const stmt = raw.prepare(
    `SELECT doc FROM "${table}" WHERE json_extract(doc, '$.owner') = ? ORDER BY json_extract(doc, '$.updated_at') DESC LIMIT 25`,
  );
  const base = await timed(() => {
    for (let q = 0; q < QUERIES; q++) stmt.all(`u-${q % 500}`).forEach((r) => JSON.parse((r as { doc: string }).doc));
  });
  raw.close();

  return {
    name: 'embedded document store, 100k docs: indexed find (equality + sort + limit 25)',
    unit: 'queries/s',
    value: QUERIES / (ours.ms / 1000),
    baselineName: 'raw SQL on the same file',
    baseline: QUERIES / (base.ms / 1000),
    target: 0.5,
    notes: `reopen of 100,000 documents: ${reopen.ms.toFixed(0)} ms (target < 1000 ms); RSS growth on reopen ${((rssAfter - rssBefore) / 1e6).toFixed(1)} MB`,
  };
}
