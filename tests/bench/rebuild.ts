import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { activityProjection, createProjectionRunner } from '@dealbook/projections';
import { timed, type Measurement } from './report';

const EVENTS = 50_000;

/** (2) Projection rebuild events/s (activity, into a fresh embedded store) vs a raw scan + JSON.parse of the same log. */
export async function benchRebuild(dir: string): Promise<Measurement> {
  const file = join(dir, 'log.sqlite');
  const store = createSqliteEventStore({ file });
  for (let i = 0; i < EVENTS; i += 500) {
    await Promise.all(
      Array.from({ length: 500 }, (_, k) => {
        const id = randomUUID();
        const metadata = {
          actorId: `u-${k % 7}`,
          commandId: id,
          correlationId: id,
          causationId: id,
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        };
        return store.append(`deal-${(i + k) % 1000}`, [{ id, type: 'BenchPinged', data: { note: `n${i + k}` }, metadata }], 'any');
      }),
    );
  }

  const raw = new Database(file, { readonly: true });
  const base = await timed(() => {
    let n = 0;
    for (const row of raw.prepare('SELECT * FROM events ORDER BY position').iterate() as Iterable<{ data: string; metadata: string }>) {
      JSON.parse(row.data);
      JSON.parse(row.metadata);
      n++;
    }
    return n;
  });
  raw.close();

  const documents = createEmbeddedDocumentStore({ file: join(dir, 'rebuild.sqlite') });
  const runner = createProjectionRunner({ store, documents, projections: [activityProjection] });
  const ours = await timed(() => runner.rebuild('activity'));
  await runner.stop();
  await documents.close();
  await store.close();

  return {
    code: 'P4',
    name: 'activity projection rebuild',
    unit: 'events/s',
    value: EVENTS / (ours.ms / 1000),
    baselineName: 'raw scan + JSON.parse',
    baseline: base.result / (base.ms / 1000),
    target: 0.3,
  };
}
