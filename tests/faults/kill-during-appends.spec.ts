import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { activityProjection, createProjectionRunner, ACTIVITY } from '@dealbook/projections';
import { startServer, type ServerProcess } from '../support/server';

const REQUESTS = 1000;

describe('killing the runtime with SIGKILL during 1,000 concurrent appends', () => {
  let server: ServerProcess | null = null;
  let dataDir = '';
  afterAll(async () => {
    await server?.stop('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged event, and the activity read model ends equal to a full rebuild', async () => {
    server = await startServer({ env: { BENCH_ROUTES: 'true' } });
    dataDir = server.dataDir;
    const acked: string[] = [];
    const { url } = server;
    let killed = null as Promise<number | null> | null;
    const requests = Array.from(
      { length: REQUESTS },
      (_, i) =>
        fetch(`${url}/api/bench/ping/s${i % 50}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ note: `req-${i}` }),
        })
          .then((res) => {
            if (res.ok) acked.push(`req-${i}`);
            if (acked.length === 300 && !killed) killed = server!.stop('SIGKILL');
          })
          .catch(() => undefined), // requests in flight when the process dies fail: they were never acknowledged
    );
    await Promise.all(requests);
    await (killed ?? server.stop('SIGKILL'));
    expect(acked.length).toBeGreaterThanOrEqual(300);
    expect(acked.length, 'the kill interrupted the run').toBeLessThan(REQUESTS);

    server = await startServer({ dataDir });
    const restarted = server;
    const lag = async () =>
      ((await (await fetch(`${restarted.url}/api/health`)).json()) as { projections: { lag: number }[] }).projections[0]?.lag;
    await expect.poll(lag, { timeout: 20_000 }).toBe(0);
    await server.stop('SIGTERM');
    server = null;

    const store = createSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    const live = createEmbeddedDocumentStore({ file: join(dataDir, 'read-models.sqlite') });
    const notes = new Set((await store.readAll({ maxCount: 1_000_000 })).map((e) => (e.data as { note: string }).note));
    expect(acked.filter((n) => !notes.has(n))).toEqual([]);

    const rebuilt = createEmbeddedDocumentStore({ file: ':memory:' });
    const runner = createProjectionRunner({ store, documents: rebuilt, projections: [activityProjection] });
    await runner.start();
    await runner.waitFor(await store.headPosition(), undefined, 20_000);
    await runner.stop();
    const all = { sort: { _id: 1 as const }, limit: 1_000_000 };
    expect(await live.find(ACTIVITY, {}, all)).toEqual(await rebuilt.find(ACTIVITY, {}, all));
    expect(await live.count(ACTIVITY)).toBe(notes.size);
    await Promise.all([store.close(), live.close(), rebuilt.close()]);
  });
});
