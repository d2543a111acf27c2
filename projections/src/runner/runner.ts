import { EventEmitter } from 'node:events';
import type { DocumentStore, WriteGuard } from '@dealbook/infra/document-store/port';
import { START, type EventStore, type Position } from '@dealbook/infra/event-store/port';
import { startLoop, type Loop } from './loop';
import { waitForCheckpoints } from './wait-for';
import { rebuildProjection } from './rebuild';
import { createLog, type Log } from '@dealbook/infra/log/logger';
import { DEAD_LETTERS, STATUS_COLLECTION, type Projection, type ProjectionState, type ProjectionStatusDoc } from './projection';

export interface ProjectionStatus {
  name: string;
  version: number;
  state: ProjectionState;
  checkpoint: Position;
  head: Position;
  lag: number;
  last_error: string | null;
}

export interface ProjectionRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): Promise<ProjectionStatus[]>;
  /** Rebuilds into new collections while the live ones serve, then switches. */
  rebuild(name: string): Promise<void>;
  /** Starts again, from its checkpoint, a projection a failing event stopped (that event is applied again). */
  retry(name: string): void;
  /** Resolves true once every named projection (all when omitted) has reached `position`, false after `timeoutMs`. */
  waitFor(position: Position, names?: string[], timeoutMs?: number): Promise<boolean>;
}

export interface RunnerDeps {
  store: EventStore;
  documents: DocumentStore;
  projections: Projection[];
  /** Told each time a projection's checkpoint or state moves (a runner in another thread reports through it). */
  onProgress?: (name: string, checkpoint: Position, state: ProjectionState) => void;
  /** The process's logger (a dropped subscription is told there). */
  log?: Log;
  /**
   * The lease the runner holds, when instances take turns (lease.ts): every batch is written only while
   * it still holds it, so an instance that lost it cannot write over the new holder's documents.
   */
  guard?: WriteGuard;
}

export function createProjectionRunner(deps: RunnerDeps): ProjectionRunner {
  const { store, documents, projections } = deps;
  const log = deps.log ?? createLog('info');
  const loops = new Map<string, Loop>();
  const checkpoints = new Map<string, Position>();
  const states = new Map<string, ProjectionState>();
  let lastHead: Position = START;
  const progress = new EventEmitter().setMaxListeners(0);
  const moved = (name: string) => {
    progress.emit('checkpoint');
    deps.onProgress?.(name, checkpoints.get(name) ?? START, states.get(name) ?? 'stopped');
  };
  const byName = (name: string) => {
    const p = projections.find((x) => x.name === name);
    if (!p) throw new Error(`No projection named ${name}`);
    return p;
  };

  /**
   * A state the loop's own batches do not write (they write `running` with each flush): kept in memory and
   * in the status document, so the query service of another process and /api/health see it too. The loop
   * awaits it with nothing unwritten, so `checkpoint` is the one stored. The document store may be what
   * failed, so a failed write is only logged.
   */
  const said = async (p: Projection, version: number, checkpoint: Position, state: ProjectionState, lastError: string | null) => {
    states.set(p.name, state);
    moved(p.name);
    const doc = { _id: p.name, version, checkpoint, state, last_error: lastError, updated_at: new Date().toISOString() };
    await documents
      .upsert(STATUS_COLLECTION, doc)
      .catch((error: unknown) => log.warn(`projection ${p.name}: its status was not written (${String(error)})`));
  };

  const goLive = (p: Projection, after: Position, version: number) => {
    states.set(p.name, 'running');
    const loop = startLoop({
      guard: deps.guard,
      store,
      documents,
      projection: p,
      statusId: p.name,
      physical: (c) => c,
      version,
      after,
      state: 'running',
      onCheckpoint: (pos) => {
        checkpoints.set(p.name, pos);
        moved(p.name);
      },
      onDrop: (error, after, retryInMs) => {
        log.warn(`projection ${p.name}: the subscription dropped after ${after} (${String(error)}); subscribing again in ${retryInMs} ms`);
        const message = `the subscription to the event log dropped: ${error instanceof Error ? error.message : String(error)}`;
        return said(p, version, after, 'reconnecting', message);
      },
      onStoreDown: (error, retryInMs) => {
        log.warn(`projection ${p.name}: the read models' store did not answer (${String(error)}); trying again in ${retryInMs} ms`);
        states.set(p.name, 'reconnecting');
        moved(p.name);
      },
      onResume: (from) => {
        log.info(`projection ${p.name}: subscribed again from ${from}`);
        return said(p, version, from, 'running', null);
      },
    });
    loops.set(p.name, loop);
    moved(p.name);
    loop.done.catch(() => {
      states.set(p.name, 'stopped');
      moved(p.name);
    });
  };

  const rebuild = async (p: Projection) => {
    states.set(p.name, 'rebuilding');
    moved(p.name);
    const after = await rebuildProjection({
      guard: deps.guard,
      store,
      documents,
      projection: p,
      pauseLive: async () => {
        await loops
          .get(p.name)
          ?.stop()
          .catch(() => undefined);
        loops.delete(p.name);
      },
    });
    checkpoints.set(p.name, after);
    goLive(p, after, p.version);
  };

  return {
    async start() {
      await documents.ensureCollection({ name: STATUS_COLLECTION });
      await documents.ensureCollection({ name: DEAD_LETTERS, indexes: [{ fields: { projection: 1 } }] });
      for (const p of projections) {
        for (const c of p.collections) await documents.ensureCollection(c);
        const status = await documents.get<ProjectionStatusDoc>(STATUS_COLLECTION, p.name);
        const after = status?.checkpoint ?? START;
        checkpoints.set(p.name, after);
        if (status && status.version !== p.version) {
          goLive(p, after, status.version); // the old version serves while the new one builds
          void rebuild(p).catch(() => {
            states.set(p.name, 'stopped');
            moved(p.name);
          });
        } else {
          // Said in the status document too: processes that read the read models but not this runner
          // (the query service apart) see it running from the start, not only after its first event.
          if (status?.state !== 'running') {
            const doc = { _id: p.name, version: p.version, checkpoint: after, state: 'running' as const, last_error: null };
            await documents.upsert(STATUS_COLLECTION, { ...doc, updated_at: new Date().toISOString() });
          }
          goLive(p, after, p.version);
        }
      }
    },
    async stop() {
      await Promise.all([...loops.values()].map((l) => l.stop().catch(() => undefined)));
      loops.clear();
    },
    async status() {
      // While the store does not answer the status still says what each projection is doing.
      const head = await store.headPosition().then(
        (read) => (lastHead = read),
        () => lastHead,
      );
      return Promise.all(
        projections.map(async (p) => {
          const doc = await documents.get<ProjectionStatusDoc>(STATUS_COLLECTION, p.name);
          const checkpoint = checkpoints.get(p.name) ?? doc?.checkpoint ?? START;
          const state = states.get(p.name) ?? doc?.state ?? 'stopped';
          return {
            name: p.name,
            version: doc?.version ?? p.version,
            state,
            checkpoint,
            head,
            lag: Number(BigInt(head) - BigInt(checkpoint)),
            last_error: doc?.last_error ?? null,
          };
        }),
      );
    },
    rebuild: (name) => rebuild(byName(name)),
    retry(name) {
      const p = byName(name);
      if (states.get(p.name) !== 'stopped') return;
      loops.delete(p.name);
      goLive(p, checkpoints.get(p.name) ?? START, p.version);
    },
    waitFor: (position, names, timeoutMs = 2000) =>
      waitForCheckpoints(
        { checkpointOf: (name) => checkpoints.get(name), progress, headPosition: () => store.headPosition() },
        position,
        names ?? projections.map((p) => p.name),
        timeoutMs,
      ),
  };
}
