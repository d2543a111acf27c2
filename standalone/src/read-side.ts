/**
 * The read side as a process sees it. The process that projects runs the projection runner (on the
 * embedded files beside the HTTP services, in a thread of its own, so the event loop answering requests
 * never waits for a read model's write) and follows the admins' rebuild and retry requests; the
 * others learn how far the read models are from the checkpoints the projections keep in the documents.
 */
import type { Config } from '@dealbook/infra/config';
import { embeddedFile } from '@dealbook/infra/adapters';
import { createSealer } from '@dealbook/infra/event-store/seals';
import { followLog } from '@dealbook/infra/event-store/follow';
import type { SqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import type { EventStore } from '@dealbook/infra/event-store/port';
import type { WriteGuard } from '@dealbook/infra/document-store/port';
import type { Log } from '@dealbook/infra/log/logger';
import {
  allProjections,
  checkpointProgress,
  createProjectionRunner,
  holdLease,
  watchProjectionRequests,
  type ProjectionRunner,
} from '@dealbook/projections';
import type { ReadProgress } from '@dealbook/query-service/deps';
import type { DocChanges } from '@dealbook/infra/document-store/remembered-gets';
import type { PartAdapters } from './adapters';
import { startProjectionThread } from './projection-thread';

export interface ReadSide {
  /** The runner, in the process that projects. */
  runner: ProjectionRunner | null;
  progress: ReadProgress;
  /**
   * Tells of the session documents the projections write, where they are written in reach (the projections'
   * thread of the one-process runtime): the HTTP services then remember them between writes.
   */
  documentChanges?: DocChanges;
  /** Waits (at most 2 s) until the named read models hold every event appended so far. */
  caughtUp(names: string[]): Promise<boolean>;
  stop(): Promise<void>;
}

export async function startReadSide(
  config: Config,
  adapters: PartAdapters,
  options: { project: boolean; beside: boolean; log: Log },
): Promise<ReadSide> {
  const { log } = options;
  const caughtUpWith = (progress: ReadProgress) => async (wanted: string[]) =>
    progress.waitFor(await adapters.store.headPosition(), wanted, 2000);
  if (!options.project) {
    const progress = checkpointProgress({ documents: adapters.documents, store: adapters.store, projections: allProjections });
    const erasures = await followErasures(adapters.store, log);
    return { runner: null, progress, caughtUp: caughtUpWith(progress), stop: erasures.stop };
  }

  const threaded = options.beside && config.EVENT_STORE === 'sqlite' && config.DOCUMENT_STORE === 'embedded' && 'onCommit' in adapters.log;
  if (!options.beside) {
    // A projections process of its own: several may run (a standby beside the active one); the one that
    // holds the lease projects (projections/src/runner/lease.ts). The others read the checkpoints it keeps.
    const lease = holdLease({
      documents: adapters.documents,
      name: 'projections',
      ttlMs: config.PROJECTIONS_LEASE_MS,
      run: (guard) => startProjecting(config, adapters, false, log, guard),
      log,
    });
    const progress = checkpointProgress({ documents: adapters.documents, store: adapters.store, projections: allProjections });
    return { runner: null, progress, caughtUp: caughtUpWith(progress), stop: lease.stop };
  }
  const projecting = await startProjecting(config, adapters, threaded, log);
  const { runner } = projecting;
  const progress: ReadProgress = { waitFor: runner.waitFor, status: async () => runner.status() };
  return { runner, progress, documentChanges: projecting.documentChanges, caughtUp: caughtUpWith(progress), stop: projecting.stop };
}

async function startProjecting(config: Config, adapters: PartAdapters, threaded: boolean, log: Log, guard?: WriteGuard) {
  const names = allProjections.map((p) => p.name);
  const thread = threaded
    ? await startProjectionThread({
        store: adapters.log as SqliteEventStore,
        eventsFile: embeddedFile(config, 'events.sqlite'),
        documentsFile: embeddedFile(config, 'read-models.sqlite'),
        keysFile: embeddedFile(config, 'keys.sqlite'),
        names,
        onError: (message) => log.error(`projections thread: ${message}`),
      })
    : undefined;
  const runner =
    thread ?? createProjectionRunner({ store: adapters.store, documents: adapters.documents, projections: allProjections, log, guard });
  if (!thread) await runner.start();
  // The admins' rebuild and retry requests are read where the projections run, and passed on.
  const requests = await watchProjectionRequests({ store: adapters.store, documents: adapters.documents, runner, names, log });
  // KurrentDB cannot link each event to the one before it (the embedded stores do): the one process that
  // projects seals the log instead (`npm run audit:verify` checks the seals).
  const sealer =
    config.EVENT_STORE === 'kurrentdb' ? createSealer(adapters.store, { onError: (err) => log.error({ err }, 'audit sealer') }) : undefined;
  sealer?.start();
  return {
    runner,
    documentChanges: thread?.documentChanges,
    async stop() {
      await requests.stop();
      await sealer?.stop();
      await runner.stop();
    },
  };
}

/**
 * A process that does not project still remembers decoded events, personal data opened with people's keys
 * (domain/shared/event-types.ts). It reads the log as it grows, so that the store's erasure hook
 * (personal-data/erasure-aware.ts) sees every `PersonalDataErased` and drops what it remembers.
 */
async function followErasures(store: EventStore, log: Log) {
  // Each event read passes the erasure hook; a failed subscription is subscribed again (followLog).
  return followLog(store, {
    after: await store.headPosition(),
    onEvent: () => undefined,
    onError: (err) => log.error({ err }, 'following the log for erasures: subscribing again'),
  });
}
