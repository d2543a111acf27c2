import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { activityProjection, createProjectionRunner, ACTIVITY } from '@dealbook/projections';
import { startServer, type ServerProcess } from '../support/server';
import { figure } from './figures';

const ROUNDS = 20;
const REQUESTS = 1000;
const STREAMS = 50;

/**
 * R1: the runtime killed with SIGKILL while 1,000 writes are in flight, 20 times over one data
 * dir. An acknowledged write (a 2xx answered) must survive every kill; the log must stay whole (each stream's
 * revisions 0..n-1, global positions strictly increasing); and once restarted, the read model must equal one
 * rebuilt from the log. The kill comes after a different number of acknowledgements each round.
 */
describe('R1 durability', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealbook-r1-'));
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged event across 20 kills during 1,000 concurrent writes, and the read model equals a rebuild', async (context) => {
    const acked = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const running = await startServer({ dataDir, env: { BENCH_ROUTES: 'true', LOG_LEVEL: 'error' } });
      server = running;
      const killAfter = 100 + ((round * 397) % 800);
      let answered = 0;
      let killed: Promise<number | null> | null = null;
      await Promise.all(
        Array.from({ length: REQUESTS }, (_, i) =>
          fetch(`${running.url}/api/bench/ping/r1-${i % STREAMS}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: running.url },
            body: JSON.stringify({ note: `r${round}-${i}` }),
          })
            .then((res) => {
              if (!res.ok) return;
              acked.add(`r${round}-${i}`);
              if (++answered === killAfter) killed ??= running.stop('SIGKILL');
            })
            // Writes in flight when the process dies fail: they were never acknowledged.
            .catch(() => undefined),
        ),
      );
      await (killed ?? running.stop('SIGKILL'));
      server = null;
    }

    const restarted = await startServer({ dataDir, env: { LOG_LEVEL: 'error' } });
    server = restarted;
    const lag = async () =>
      ((await (await fetch(`${restarted.url}/api/health`)).json()) as { projections: { name: string; lag: number }[] }).projections.find(
        (p) => p.name === 'activity',
      )?.lag;
    await expect.poll(lag, { timeout: 60_000 }).toBe(0);
    await restarted.stop('SIGTERM');
    server = null;

    const store = createSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    const log = (await store.readAll({ maxCount: 10_000_000 })).filter((e) => e.streamId.startsWith('bench-r1-'));
    const notes = new Set(log.map((e) => (e.data as { note: string }).note));
    const lost = [...acked].filter((note) => !notes.has(note));
    const increasing = log.every((e, i) => i === 0 || BigInt(e.position) > BigInt(log[i - 1]!.position));
    const revisions = new Map<string, number[]>();
    for (const e of log) revisions.set(e.streamId, [...(revisions.get(e.streamId) ?? []), e.revision]);
    const broken = [...revisions].filter(([, rs]) => rs.some((r, i) => r !== i)).map(([id]) => id);

    const live = createEmbeddedDocumentStore({ file: join(dataDir, 'read-models.sqlite') });
    const rebuilt = createEmbeddedDocumentStore({ file: ':memory:' });
    const runner = createProjectionRunner({ store, documents: rebuilt, projections: [activityProjection] });
    await runner.start();
    await runner.waitFor(await store.headPosition(), undefined, 60_000);
    await runner.stop();
    const all = { sort: { _id: 1 as const }, limit: 10_000_000 };
    const equal = JSON.stringify(await live.find(ACTIVITY, {}, all)) === JSON.stringify(await rebuilt.find(ACTIVITY, {}, all));
    await Promise.all([store.close(), live.close(), rebuilt.close()]);

    figure(
      context,
      `R1 durability: ${lost.length} of ${acked.size.toLocaleString('en-US')} acknowledged events lost in ${ROUNDS} rounds ` +
        `(SIGKILL during ${REQUESTS.toLocaleString('en-US')} concurrent writes each); revisions contiguous in ` +
        `${revisions.size - broken.length} of ${revisions.size} streams; global positions ${increasing ? '' : 'NOT '}strictly increasing; ` +
        `activity read model after restart ${equal ? 'equal to' : 'DIFFERENT from'} a full rebuild`,
    );
    expect(lost).toEqual([]);
    expect(broken).toEqual([]);
    expect(increasing).toBe(true);
    expect(equal).toBe(true);
    expect(acked.size).toBeGreaterThan(ROUNDS * 100);
  });
});
