/**
 * The writer's thread of the threaded embedded event store (sqlite-threaded.ts): the object through which
 * this process appends to the file (other processes may have theirs). Appends that arrive while a commit
 * is syncing wait for the next one together.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { WrongExpectedVersionError, type NewEvent } from './port';
import { createSqliteEventStore } from './sqlite';
import type { FromWriter, ToWriter } from './sqlite-thread-messages';

const port = parentPort!;
const send = (message: FromWriter) => port.postMessage(message);

let store: ReturnType<typeof createSqliteEventStore>;
try {
  store = createSqliteEventStore({ file: (workerData as { file: string }).file });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

// What each commit added, for the readers of other threads to take without reading it back: the main
// thread's, before the appends' replies (their promises settle after the commit's listeners have run), and
// those that asked for a feed of their own (the projections' thread).
const feeds = new Set<MessagePort>();
store.onCommit((committed) => {
  if (!committed) return;
  const message: FromWriter = { type: 'committed', ...committed };
  send(message);
  for (const feed of feeds) feed.postMessage(message);
});

port.on('message', (message: ToWriter) => {
  if (message.type === 'close') {
    void store.close().then(() => {
      send({ type: 'closed' });
      port.close();
    });
    return;
  }
  if (message.type === 'feed') {
    const feed = message.port;
    feeds.add(feed);
    feed.on('close', () => feeds.delete(feed));
    return;
  }
  const { id, streamId, events, expected } = message;
  store.append(streamId, JSON.parse(events) as NewEvent[], expected).then(
    (result) => send({ type: 'appended', id, result }),
    (error: unknown) =>
      send({
        type: 'refused',
        id,
        error:
          error instanceof WrongExpectedVersionError
            ? { kind: 'wrong-version', streamId: error.streamId, expected: error.expected, actual: error.actual }
            : { kind: 'error', message: error instanceof Error ? error.message : String(error) },
      }),
  );
});
