/**
 * The projections' own thread in the one-process runtime, as the production shape runs them in their own
 * process: it opens the event log as a reader and the read models' file, runs every projection, and
 * reports checkpoints to the main thread, which answers read-your-writes waits from them. The main thread
 * tells it of each commit and passes on the admins' rebuild and retry requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createSqliteEventStore } from '@dealbook/infra/event-store/sqlite';
import type { FromWriter } from '@dealbook/infra/event-store/sqlite-thread-messages';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { allProjections, createProjectionRunner, groupedWrites } from '@dealbook/projections';
import { erasureAware } from '@dealbook/infra/personal-data/erasure-aware';
import { sqliteKeys } from '@dealbook/infra/personal-data/keys-sqlite';
import { sealingPersonalData } from '@dealbook/infra/personal-data/store';
import { SESSION_COLLECTIONS, type FromThread, type Progress, type ThreadData, type ToThread } from './messages';
import { notingWrites } from './written';

const port = parentPort!;
const data = workerData as ThreadData;
const send = (message: FromThread) => port.postMessage(message);

const log = createSqliteEventStore({ file: data.eventsFile, reader: true });
const keys = sqliteKeys(data.keysFile);
const store = sealingPersonalData(log, keys, erasureAware());
// The thread writes every read model: its log's checkpoints are taken beside it, not in its commits.
const documents = createEmbeddedDocumentStore({ file: data.documentsFile, checkpointThread: true });

// Checkpoints move once per event per projection: they are sent together, once per turn of the loop,
// with the session documents written (the main thread remembers them: remembered-gets.ts).
let moved = new Map<string, Progress>();
let scheduled = false;
const flush = () => {
  scheduled = false;
  const progress = [...moved.values()];
  moved = new Map();
  const changed = written.take();
  if (progress.length || changed) send({ type: 'progress', progress, ...(changed ? { changed } : {}) });
};
const schedule = () => {
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
};
const written = notingWrites(documents, SESSION_COLLECTIONS, schedule);

const runner = createProjectionRunner({
  store,
  // Every projection runs here: the flushes of one turn share a transaction.
  documents: groupedWrites(written.store),
  projections: allProjections,
  onProgress(name, checkpoint, state) {
    moved.set(name, { name, checkpoint, state });
    schedule();
  },
});

port.on('message', (message: ToThread) => void handle(message));
data.commits?.on('message', (message: FromWriter) => {
  if (message.type === 'committed') log.fed(message);
});

async function handle(message: ToThread): Promise<void> {
  if (message.type === 'committed') return log.notifyCommitted();
  if (message.type === 'retry') return runner.retry(message.name);
  try {
    if (message.type === 'status') send({ type: 'reply', id: message.id, ok: true, value: await runner.status() });
    if (message.type === 'rebuild') {
      await runner.rebuild(message.name);
      send({ type: 'reply', id: message.id, ok: true });
    }
    if (message.type === 'stop') {
      await runner.stop();
      await store.close();
      keys.close();
      await documents.close();
      send({ type: 'reply', id: message.id, ok: true });
      data.commits?.close();
      port.close();
    }
  } catch (error) {
    send({ type: 'reply', id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
}

try {
  await runner.start();
  const status = await runner.status();
  moved = new Map();
  send({ type: 'ready', progress: status.map(({ name, checkpoint, state }) => ({ name, checkpoint, state })) });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
