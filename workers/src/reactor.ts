import type { DocumentStore } from '@dealbook/infra/document-store/port';
import { START, type EventStore, type Position, type RecordedEvent } from '@dealbook/infra/event-store/port';
import type { JobOptions, JobQueue } from '@dealbook/infra/jobs/port';

export interface JobRequest {
  queue: string;
  /** Derive it from the event id (`jobIdFor`): a replayed event then enqueues nothing new. */
  id: string;
  data: unknown;
  options?: JobOptions;
}

/** Turns events into jobs. Pure: whatever it needs is in the event. */
export interface Reactor {
  name: string;
  react(event: RecordedEvent): JobRequest[];
}

export const REACTOR_CHECKPOINTS = 'reactor_checkpoints';
const FLUSH_EVERY = 200;

export function jobIdFor(event: RecordedEvent, purpose: string): string {
  return `${purpose}:${event.id}`;
}

/**
 * Follows the log from the reactor's checkpoint and enqueues its jobs before moving the checkpoint.
 * Killed at any moment, it restarts from the last checkpoint and re-adds jobs whose ids already exist
 * (a no-op), so no work is lost and no side effect repeats.
 */
export function startReactor(deps: { store: EventStore; documents: DocumentStore; jobs: JobQueue; reactor: Reactor }) {
  const { store, documents, jobs, reactor } = deps;
  let sub: ReturnType<EventStore['subscribeToAll']> | null = null;
  let stopped = false;
  const done = (async () => {
    await documents.ensureCollection({ name: REACTOR_CHECKPOINTS });
    const saved = await documents.get<{ _id: string; position: Position }>(REACTOR_CHECKPOINTS, reactor.name);
    if (stopped) return;
    sub = store.subscribeToAll({ after: saved?.position ?? START });
    let unsaved: Position | null = null;
    const save = async () => {
      if (!unsaved) return;
      await documents.upsert(REACTOR_CHECKPOINTS, { _id: reactor.name, position: unsaved });
      unsaved = null;
    };
    let n = 0;
    for await (const event of sub) {
      const wanted = reactor.react(event);
      for (const job of wanted) await jobs.add(job.queue, job.id, job.data, job.options);
      unsaved = event.position;
      // Events that enqueue nothing are cheap to see again after a crash, so they are saved in bulk.
      if (wanted.length > 0 || ++n % FLUSH_EVERY === 0) await save();
    }
    await save();
  })();
  return {
    done,
    async stop() {
      stopped = true;
      await sub?.close();
      await done.catch(() => undefined);
    },
  };
}
