/**
 * The embedded event store with its writer in a thread of its own. A commit waits for the disk
 * (synchronous=FULL: about 0.3 ms per fsync here); in the writer's thread that wait no longer holds up the
 * event loop that serves requests, and appends arriving meanwhile share the next commit. Reads,
 * subscriptions and the head are served in this thread from a second connection to the same file; a
 * commit is visible to it before the append that made it resolves. That reader also sees, and wakes its
 * subscribers for, commits by other processes on the file (sqlite-watch.ts).
 */
import { MessageChannel, Worker } from 'node:worker_threads';
import { WrongExpectedVersionError, checkAppendSize, type AppendResult } from './port';
import { createSqliteEventStore, type CommittedRows, type SqliteEventStore } from './sqlite';
import type { FromWriter, RefusedAppend, ToWriter } from './sqlite-thread-messages';

export async function openThreadedSqliteEventStore({ file }: { file: string }): Promise<SqliteEventStore> {
  if (file === ':memory:') throw new Error('A threaded event store needs a file both threads can open');
  const worker = new Worker(new URL('./sqlite-thread-entry.mjs', import.meta.url), { workerData: { file } });
  const pending = new Map<number, { resolve(result: AppendResult): void; reject(error: Error): void }>();
  const listeners = new Set<(committed?: CommittedRows) => void>();
  let nextId = 1;
  let gone: Error | null = null;
  let closed: () => void = () => {};

  // The writer creates the schema: the reader opens the file after it is ready.
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromWriter) => {
      if (message.type === 'ready') return resolve();
      if (message.type === 'failed') return reject(new Error(`The event store's writer did not start: ${message.message}`));
      if (message.type === 'closed') return closed();
      if (message.type === 'committed') {
        reader.fed(message);
        for (const listener of listeners) listener(message);
        return;
      }
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (!waiter) return;
      if (message.type === 'appended') waiter.resolve(message.result);
      else waiter.reject(refusal(message.error));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      gone = new Error(`The event store's writer stopped (exit code ${code})`);
      for (const waiter of pending.values()) waiter.reject(gone);
      pending.clear();
      reject(gone);
    });
  });
  const reader = createSqliteEventStore({ file, reader: true });

  return {
    append(streamId, events, expected) {
      if (gone) return Promise.reject(gone);
      // As JSON text: structured cloning recurses, and a deeply nested value (a draft holding 10,000 nested
      // lists) overflowed its stack; JSON.stringify does not, and the store writes JSON anyway.
      const json = JSON.stringify(events);
      try {
        checkAppendSize(streamId, json);
      } catch (error) {
        return Promise.reject(error as Error);
      }
      return new Promise<AppendResult>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'append', id, streamId, events: json, expected } satisfies ToWriter);
      });
    },
    readStream: (streamId, options) => reader.readStream(streamId, options),
    readAll: (options) => reader.readAll(options),
    subscribeToAll: (options) => reader.subscribeToAll(options),
    headPosition: () => reader.headPosition(),
    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notifyCommitted: () => reader.notifyCommitted(),
    fed: (committed) => reader.fed(committed),
    commitFeed() {
      const { port1, port2 } = new MessageChannel();
      worker.postMessage({ type: 'feed', port: port1 } satisfies ToWriter, [port1]);
      return port2;
    },
    async close() {
      if (!gone) {
        // Appends already sent are committed before the writer closes the file.
        const done = new Promise<void>((resolve) => (closed = resolve));
        worker.postMessage({ type: 'close' } satisfies ToWriter);
        await done;
        gone = new Error('Event store is closed');
      }
      await reader.close();
      await worker.terminate();
    },
  };
}

function refusal(error: RefusedAppend): Error {
  return error.kind === 'wrong-version'
    ? new WrongExpectedVersionError(error.streamId, error.expected, error.actual)
    : new Error(error.message);
}
