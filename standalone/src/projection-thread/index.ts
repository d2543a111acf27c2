/**
 * The main thread's side of the projections' thread (thread.ts): a `ProjectionRunner` whose waits are
 * answered here, from the checkpoints the thread reports, and whose status, rebuilds and retries are
 * asked of the thread. The event store's writer thread posts each commit's rows to the thread itself
 * (`commitFeed`); a store without one has its commits passed on from here, at most once per turn.
 */
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { SqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import { createLog } from '@dealbook/infra/log/logger';
import { waitForCheckpoints, type ProjectionRunner, type ProjectionStatus } from '@dealbook/projections';
import type { ChangedDocs, DocChanges } from '@dealbook/infra/document-store/remembered-gets';
import type { FromThread, Progress, ThreadData, ToThread } from './messages';

export interface ProjectionThreadOptions extends ThreadData {
  /** The writer of `eventsFile`, in this thread. */
  store: SqliteEventStore;
  names: string[];
  onError?: (message: string) => void;
}

export interface ProjectionThread extends ProjectionRunner {
  /** Ends the thread wherever it is, as a crash would (fault tests): what it had not committed is lost. */
  kill(): Promise<void>;
  /** Tells of the session documents the projections wrote (messages.ts), once committed. */
  documentChanges: DocChanges;
}

export async function startProjectionThread(options: ProjectionThreadOptions): Promise<ProjectionThread> {
  const { store, names } = options;
  const onError = options.onError ?? ((message: string) => createLog('info').error(`projections thread: ${message}`));
  // The writer hands the thread each commit's rows itself; without a feed the commits are passed on from here.
  const commits = store.commitFeed?.();
  const worker = new Worker(new URL('./entry.mjs', import.meta.url), {
    workerData: {
      eventsFile: options.eventsFile,
      documentsFile: options.documentsFile,
      keysFile: options.keysFile,
      commits,
    } satisfies ThreadData,
    transferList: commits ? [commits] : [],
  });
  const progress = new Map<string, Progress>();
  const moved = new EventEmitter().setMaxListeners(0);
  const changes = new Set<(changed: ChangedDocs) => void>();
  const changed = (docs: ChangedDocs) => {
    for (const listener of changes) listener(docs);
  };
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let exited = false;

  const send = (message: ToThread) => {
    if (!exited) worker.postMessage(message);
  };
  const ask = <T>(message: (id: number) => ToThread): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(new Error('The projections thread is not running'));
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage(message(id));
    });
  const note = (list: Progress[]) => {
    for (const p of list) progress.set(p.name, p);
    moved.emit('checkpoint');
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') {
        note(message.progress);
        resolve();
      } else if (message.type === 'progress') {
        // The documents first: a request that waited for this checkpoint must not find them remembered.
        if (message.changed) changed(message.changed);
        note(message.progress);
      } else if (message.type === 'failed') {
        onError(message.message);
        reject(new Error(`The projections thread did not start: ${message.message}`));
      } else {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.ok) waiter?.resolve(message.value);
        else waiter?.reject(new Error(message.message));
      }
    });
    worker.on('error', (error) => {
      onError(error.stack ?? error.message);
      reject(error);
    });
    worker.on('exit', (code) => {
      exited = true;
      for (const waiter of pending.values()) waiter.reject(new Error(`The projections thread exited (${code})`));
      pending.clear();
      // A thread that is gone projects nothing: its projections show as stopped.
      for (const p of progress.values()) p.state = 'stopped';
      moved.emit('checkpoint');
      changed({ all: true });
    });
  });

  let scheduled = false;
  const stopForwarding = commits
    ? () => undefined
    : store.onCommit(() => {
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          send({ type: 'committed' });
        });
      });

  try {
    await ready;
  } catch (error) {
    stopForwarding();
    await worker.terminate();
    throw error;
  }

  return {
    async start() {},
    documentChanges(listener) {
      changes.add(listener);
      return () => changes.delete(listener);
    },
    async stop() {
      stopForwarding();
      if (exited) return;
      await ask((id) => ({ type: 'stop', id })).catch(() => undefined);
      await worker.terminate();
    },
    async kill() {
      stopForwarding();
      await worker.terminate();
    },
    status: () => ask<ProjectionStatus[]>((id) => ({ type: 'status', id })),
    rebuild: (name) => {
      if (!names.includes(name)) return Promise.reject(new Error(`No projection named ${name}`));
      return ask<void>((id) => ({ type: 'rebuild', id, name }));
    },
    retry: (name) => send({ type: 'retry', name }),
    waitFor: (position, wanted, timeoutMs = 2000) =>
      waitForCheckpoints(
        { checkpointOf: (name) => progress.get(name)?.checkpoint, progress: moved, headPosition: () => store.headPosition() },
        position,
        wanted ?? names,
        timeoutMs,
      ),
  };
}
