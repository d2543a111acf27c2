import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dealDecider,
  dealStream,
  eventTypes,
  fold,
  modelsDecider,
  modelStream,
  type DealCommand,
  type ModelCommand,
  type ModelEvent,
} from '@dealbook/domain';
import { sampleDeal } from '@dealbook/domain/deals/fixtures';
import { handleCommand, toDomain, type CommandContext } from '@dealbook/command-service/handle';
import { createFileBlobStore } from '@dealbook/infra/blobs/files';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import { createSqliteJobQueue } from '@dealbook/infra/jobs/sqlite-queue';
import { MODEL_QUEUE, processModelBuilds, type ModelBuildJob } from './jobs';
import type { WorkbookInput } from './workbook';

const now = new Date('2026-03-10T10:00:00.000Z');
const ctx = (commandId: string): CommandContext => ({ commandId, actorId: 'ann', correlationId: commandId, causationId: commandId, now });

describe('the model build job', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** A deal with one version and a queued build of it; `build` stands in for the workbook writer. */
  async function queued(writer: (input: WorkbookInput) => Promise<{ bytes: Buffer; inputs_sha256: string; file_name: string }>) {
    const dir = mkdtempSync(join(tmpdir(), 'model-jobs-'));
    dirs.push(dir);
    const store = createMemoryEventStore();
    const jobs = createSqliteJobQueue({ file: join(dir, 'jobs.sqlite') });
    const blobs = await createFileBlobStore({ dir: join(dir, 'blobs') });
    const create: DealCommand = {
      type: 'CreateDeal',
      data: { dealId: 'd1', deal: sampleDeal, partialId: null, now: now.toISOString(), actorId: 'ann' },
    } as DealCommand;
    await handleCommand({
      store,
      types: eventTypes,
      streamId: dealStream('d1'),
      decider: dealDecider,
      command: create,
      context: ctx('c1'),
    });
    const request: ModelCommand = {
      type: 'RequestModelBuild',
      deal_id: 'd1',
      deal_version: 1,
      revision: 0,
      deal_name: 'Harbor Point',
      email: 'ann@example.com',
      rights: { plan: true, quota: null },
      at: now.toISOString(),
      by: 'ann',
    };
    const result = await handleCommand({
      store,
      types: eventTypes,
      streamId: modelStream('ann'),
      decider: modelsDecider,
      command: request,
      context: ctx('c2'),
    });
    const build = result.state.builds[0]!;
    processModelBuilds({ jobs, store, types: eventTypes, blobs, clock: () => now, build: writer });
    const job: ModelBuildJob = { build_id: build.build_id, user_id: 'ann', deal_id: 'd1', deal_version: 1 };
    const run = async () => {
      await jobs.add(MODEL_QUEUE, `${build.build_id}:${Math.random()}`, job, { attempts: 3, backoffMs: 1 });
      await jobs.drained(MODEL_QUEUE);
    };
    const models = async () =>
      fold(
        modelsDecider,
        (await store.readStream(modelStream('ann'))).map((e) => toDomain<ModelEvent>(eventTypes, e)),
      );
    const deal = async () => (await store.readStream(dealStream('d1'))).map((e) => e.type);
    return { run, models, deal, jobs, build };
  }

  it('files the workbook in the data room and records the build once, however often the job runs', async () => {
    const seen: WorkbookInput[] = [];
    const t = await queued(async (input) => {
      seen.push(input);
      return { bytes: Buffer.from('PK fake workbook'), inputs_sha256: 'c'.repeat(64), file_name: 'Harbor Point model v1.xlsx' };
    });
    await t.run();
    await t.run();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ deal_id: 'd1', deal_name: 'Harbor Point', deal_version: 1, now: now.toISOString() });
    expect(await t.deal()).toEqual(['DealCreated', 'FileUploaded']);
    const state = await t.models();
    expect(state.builds[0]).toMatchObject({ status: 'uploaded', file_id: t.build.build_id, size: 16 });
    await t.jobs.close();
  });

  it('retries a failing build, then records it failed with the reason and files nothing', async () => {
    let attempts = 0;
    const t = await queued(async () => {
      attempts++;
      throw new Error('exceljs ran out of cells');
    });
    await t.run();
    expect(attempts).toBe(3);
    expect(await t.deal()).toEqual(['DealCreated']);
    const state = await t.models();
    expect(state.builds[0]).toMatchObject({ status: 'failed', message: 'exceljs ran out of cells' });
    await t.jobs.close();
  });
});
