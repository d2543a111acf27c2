import { Readable } from 'node:stream';
import {
  dealDecider,
  dealOfVersion,
  dealStream,
  fold,
  modelsDecider,
  modelStream,
  type DealEvent,
  type DealInput,
  type EventTypes,
  type ModelCommand,
  type ModelEvent,
  type ModelsState,
} from '@dealbook/domain';
import { handleCommand, toDomain, type CommandContext } from '@dealbook/command-service/handle';
import type { BlobStore } from '@dealbook/infra/blobs/port';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { Job, JobQueue } from '@dealbook/infra/jobs/port';
import { buildInThread } from './thread';
import type { BuiltWorkbook, WorkbookInput } from './workbook';

export const MODEL_QUEUE = 'model-build';
/** Attempts in all; after the last one fails the build is recorded as failed and the screen offers Retry. */
export const MODEL_ATTEMPTS = 3;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ModelBuildJob {
  build_id: string;
  user_id: string;
  deal_id: string;
  deal_version: number;
}

export interface ModelJobDeps {
  jobs: JobQueue;
  store: EventStore;
  types: EventTypes;
  blobs: BlobStore;
  clock?: () => Date;
  /** Builds the workbook (a worker thread by default; tests may fail it on purpose). */
  build?: (input: WorkbookInput) => Promise<BuiltWorkbook>;
}

/** A failure no retry can mend (the version is gone): recorded at once. */
class PermanentFailure extends Error {}

/**
 * Runs queued model builds (domain/src/models/README.md, "The build job"): folds the deal to the version,
 * builds the workbook off the event loop, stores it as a blob, files it in the deal's data room and records
 * the build; the owner is mailed by the model reactor. A redelivered job finds the build recorded and does
 * nothing; each write carries a command id derived from the build id, so a crash between the two appends
 * is finished by the next attempt without a second file.
 */
export function processModelBuilds(deps: ModelJobDeps): void {
  const clock = deps.clock ?? (() => new Date());
  const build = deps.build ?? buildInThread;
  const contextFor = (purpose: string, job: ModelBuildJob): CommandContext => {
    const commandId = `${purpose}:${job.build_id}`;
    return { commandId, actorId: job.user_id, correlationId: job.build_id, causationId: job.build_id, now: clock() };
  };
  const runModels = (job: ModelBuildJob, command: ModelCommand, purpose: string) =>
    handleCommand({
      store: deps.store,
      types: deps.types,
      streamId: modelStream(job.user_id),
      decider: modelsDecider,
      command,
      context: contextFor(purpose, job),
    });

  deps.jobs.process<ModelBuildJob>(
    MODEL_QUEUE,
    async (job: Job<ModelBuildJob>) => {
      const data = job.data;
      const models = await readModels(deps, data.user_id);
      const request = models.builds.find((b) => b.build_id === data.build_id);
      if (!request || request.status !== 'queued') return;
      try {
        const started = performance.now();
        const recorded = await deps.store.readStream(dealStream(data.deal_id));
        const events = recorded.map((e) => toDomain<DealEvent>(deps.types, e));
        const state = fold(dealDecider, events);
        const eventIndex = state.versions[data.deal_version - 1];
        if (eventIndex === undefined) throw new PermanentFailure(`Version ${data.deal_version} of the deal is not there.`);
        // The version as the event that made it left it, at that event's time.
        const versionData = dealOfVersion(events, eventIndex);
        const built = await build({
          deal_id: data.deal_id,
          deal_name: String(versionData.project_name ?? request.deal_name),
          deal_version: data.deal_version,
          position: Number(recorded[eventIndex]!.position),
          built_at: clock().toISOString(),
          deal: { ...(versionData as DealInput), id: data.deal_id },
          now: events[eventIndex]!.data.at,
        });
        const stored = await deps.blobs.put(Readable.from(built.bytes));
        const at = clock().toISOString();
        await handleCommand({
          store: deps.store,
          types: deps.types,
          streamId: dealStream(data.deal_id),
          decider: dealDecider,
          command: {
            type: 'RecordUpload',
            data: {
              fileId: data.build_id,
              kind: 'attachment',
              fileName: built.file_name,
              contentType: XLSX,
              size: stored.size,
              sha256: stored.sha256,
              now: at,
              actorId: data.user_id,
            },
          },
          context: contextFor('model-file', data),
        });
        await runModels(
          data,
          {
            type: 'RecordModelBuilt',
            build_id: data.build_id,
            deal_id: data.deal_id,
            deal_name: request.deal_name,
            deal_version: data.deal_version,
            email: request.email,
            file_id: data.build_id,
            file_name: built.file_name,
            size: stored.size,
            sha256: stored.sha256,
            inputs_sha256: built.inputs_sha256,
            duration_ms: Math.round(performance.now() - started),
            at,
          },
          'model-built',
        );
      } catch (error) {
        if (!(error instanceof PermanentFailure) && job.attempt < MODEL_ATTEMPTS) throw error;
        const message = error instanceof Error ? error.message : String(error);
        await runModels(
          data,
          {
            type: 'RecordModelBuildFailed',
            build_id: data.build_id,
            deal_id: data.deal_id,
            message: message.slice(0, 2000),
            at: clock().toISOString(),
          },
          'model-failed',
        );
      }
    },
    { concurrency: 1 },
  );
}

async function readModels(deps: Pick<ModelJobDeps, 'store' | 'types'>, userId: string): Promise<ModelsState> {
  const recorded = await deps.store.readStream(modelStream(userId));
  return fold(
    modelsDecider,
    recorded.map((e) => toDomain<ModelEvent>(deps.types, e)),
  );
}
