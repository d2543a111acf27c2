import type { DocumentStore } from '@dealbook/infra/document-store/port';
import { START, type EventStore, type Position, type RecordedEvent } from '@dealbook/infra/event-store/port';
import type { JobOptions, JobQueue } from '@dealbook/infra/jobs/port';
import { createLog, type Log } from '@dealbook/infra/log/logger';

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
 * (a no-op), so no work is lost and no side effect repeats. A subscription that fails or ends, or a queue
 * that does not answer, is transient: it saves what it got through and starts again from there,
 * 100 ms doubling to 5 s while nothing gets through.
 */
export function startReactor(deps: { store: EventStore; documents: DocumentStore; jobs: JobQueue; reactor: Reactor; log?: Log }) {
  const { store, documents, jobs, reactor } = deps;
  const log = deps.log ?? createLog('info');
  let sub: ReturnType<EventStore['subscribeToAll']> | null = null;
  let stopped = false;
  const done = (async () => {
    await documents.ensureCollection({ name: REACTOR_CHECKPOINTS });
    const saved = await documents.get<{ _id: string; position: Position }>(REACTOR_CHECKPOINTS, reactor.name);
    let after = saved?.position ?? START;
    let unsaved: Position | null = null;
    const save = async () => {
      if (!unsaved) return;
      await documents.upsert(REACTOR_CHECKPOINTS, { _id: reactor.name, position: unsaved });
      unsaved = null;
    };
    let n = 0;
    let drops = 0;
    while (!stopped) {
      try {
        sub = store.subscribeToAll({ after });
      } catch {
        break; // the store was closed under the reactor: the process is stopping
      }
      try {
        for await (const event of sub) {
          const wanted = reactor.react(event);
          for (const job of wanted) await jobs.add(job.queue, job.id, job.data, job.options);
          unsaved = after = event.position;
          drops = 0;
          // Events that enqueue nothing are cheap to see again after a crash, so they are saved in bulk.
          if (wanted.length > 0 || ++n % FLUSH_EVERY === 0) await save();
        }
        if (stopped) break;
        throw new Error('the subscription ended');
      } catch (error) {
        if (stopped) break;
        const delay = Math.min(100 * 2 ** drops++, 5_000);
        log.warn(`reactor ${reactor.name}: stopped after ${after} (${String(error)}); starting again in ${delay} ms`);
        await save().catch(() => undefined);
        await sub.close();
        await new Promise((resume) => setTimeout(resume, delay));
      }
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
