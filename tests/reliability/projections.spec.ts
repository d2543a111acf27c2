import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handleCommand, type CommandContext } from '@dealbook/command-service';
import { dealDecider, dealStream, eventTypes, type DealCommand } from '@dealbook/domain';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import type { DocumentStore } from '@dealbook/infra/document-store/port';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { allProjections, createProjectionRunner } from '@dealbook/projections';
import { startProjectionThread } from '@dealbook/standalone/projection-thread/index';
import { figure } from './figures';

const KILLS = 100;
const DEALS = 5;
const collections = [...new Set(allProjections.flatMap((p) => p.collections.map((c) => c.name)))].sort();

/** Every read model's documents, hashed collection by collection. */
async function hashes(documents: DocumentStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of collections) {
    const docs = await documents.find(name, {}, { sort: { _id: 1 }, limit: 10_000_000 });
    out[name] = createHash('sha256').update(JSON.stringify(docs)).digest('hex');
  }
  return out;
}

/**
 * R3: the projections' thread of the one-process runtime killed (its thread terminated, whatever
 * it is doing) at a random moment of a write load, 100 times; after each kill a new thread starts from the
 * checkpoints, and once it has caught up every read model must hash-equal the same read models rebuilt from
 * the log. The load is deal creations and saves through the deal decider plus bench pings, so the deals,
 * console, versions, access, activity and daily activity models are all written.
 */
describe('R3 projections', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dealbook-r3-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves every read model equal to a full rebuild after 100 kills of the projections thread during writes', async (context) => {
    const eventsFile = join(dir, 'events.sqlite');
    const documentsFile = join(dir, 'read-models.sqlite');
    const store = createSqliteEventStore({ file: eventsFile });
    const names = allProjections.map((p) => p.name);
    const ctx = (): CommandContext => {
      const id = randomUUID();
      return { commandId: id, actorId: 'u-r3', correlationId: id, causationId: id, now: new Date() };
    };
    const run = (dealId: string, command: DealCommand) =>
      handleCommand({ store, types: eventTypes, streamId: dealStream(dealId), decider: dealDecider, command, context: ctx() });
    const deals = Array.from({ length: DEALS }, () => randomUUID());
    const plan = { isPremium: true, isAdmin: false };
    for (const dealId of deals) {
      const deal = { project_name: `R3 ${dealId.slice(0, 4)}`, mandate: 'investment', closing_basis: 1_000_000 };
      await run(dealId, {
        type: 'CreateDeal',
        data: { dealId, deal, partialId: null, now: new Date().toISOString(), actorId: 'u-r3' },
      } as DealCommand);
    }
    let basis = 1_000_000;
    const write = async () => {
      const dealId = deals[basis % DEALS]!;
      const deal = { project_name: `R3 ${dealId.slice(0, 4)}`, mandate: 'investment', closing_basis: ++basis };
      const data = { deal, autosave: basis % 3 === 0, ...plan, now: new Date().toISOString(), actorId: 'u-r3' };
      await run(dealId, { type: 'UpdateDeal', data } as DealCommand);
      const id = randomUUID();
      const metadata = {
        actorId: 'u-r3',
        commandId: id,
        correlationId: id,
        causationId: id,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      };
      await store.append(`bench-r3-${basis % 7}`, [{ id, type: 'BenchPinged', data: { note: `n${basis}` }, metadata }], 'any');
    };

    let equalTimes = 0;
    let differing: string[] = [];
    let thread = await startProjectionThread({
      store,
      eventsFile,
      documentsFile,
      keysFile: join(dir, 'keys.sqlite'),
      names,
      onError: () => undefined,
    });
    for (let kill = 0; kill < KILLS; kill++) {
      const writes = 5 + (kill % 11);
      const dying = thread;
      const killing = new Promise((resolve) => setTimeout(resolve, Math.random() * 15)).then(() => dying.kill());
      for (let w = 0; w < writes; w++) await write();
      await killing;

      // A new thread from the checkpoints, caught up, against a rebuild of the whole log; it takes the next load.
      thread = await startProjectionThread({
        store,
        eventsFile,
        documentsFile,
        keysFile: join(dir, 'keys.sqlite'),
        names,
        onError: () => undefined,
      });
      expect(await thread.waitFor(await store.headPosition(), names, 30_000)).toBe(true);
      const rebuilt = createEmbeddedDocumentStore({ file: ':memory:' });
      const runner = createProjectionRunner({ store, documents: rebuilt, projections: allProjections });
      await runner.start();
      await runner.waitFor(await store.headPosition(), names, 30_000);
      await runner.stop();
      const live = createEmbeddedDocumentStore({ file: documentsFile });
      const [a, b] = [await hashes(live), await hashes(rebuilt)];
      await Promise.all([live.close(), rebuilt.close()]);
      const diff = collections.filter((c) => a[c] !== b[c]);
      if (diff.length === 0) equalTimes++;
      else differing = [...new Set([...differing, ...diff])];
    }
    await thread.stop();
    const events = (await store.readAll({ maxCount: 10_000_000 })).length;
    await store.close();

    figure(
      context,
      `R3 projections: read models hash-equal to a full rebuild after ${equalTimes} of ${KILLS} kills of the projections thread ` +
        `during writes (${collections.length} collections, ${events.toLocaleString('en-US')} events by the end)` +
        (differing.length ? `; differing: ${differing.join(', ')}` : ''),
    );
    expect(differing).toEqual([]);
    expect(equalTimes).toBe(KILLS);
  });
});
