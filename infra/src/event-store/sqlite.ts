/**
 * Embedded event store on one SQLite file (WAL, synchronous=FULL). Appends that arrive in the same tick
 * share one transaction (group commit); each is still checked against its own expected revision, in
 * arrival order, and fails alone. Several store objects, in several processes, may append to one file:
 * each batch takes SQLite's write lock before it reads anything (BEGIN IMMEDIATE), so their batches never
 * interleave, and subscribers follow the others' commits through `watchCommits`.
 */
import type { MessagePort } from 'node:worker_threads';
import { checkAppend, type CurrentRevision } from './append-rules';
import { chainLinkOf, GENESIS, withoutChain } from './chain';
import { createGroupCommit, type Settled } from './group-commit';
import { createCommitSignal, createLiveSubscription } from './live-subscription';
import { createTail } from './tail';
import {
  checkAppendSize,
  START,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './port';
import { createPageReader, rowToEvent, storedSize, type PageRow } from './sqlite-pages';
import { openEventsDatabase, toRecordedEvent } from './sqlite-schema';
import { watchCommits } from './sqlite-watch';

export interface SqliteEventStoreOptions {
  /** Path of the database file, or ':memory:' for tests. */
  file: string;
  /**
   * A second view of a file another store object writes (the projections' thread): it never appends.
   * Its subscribers wake when that writer's commits are passed on through `notifyCommitted()`, or at the
   * next poll of the file when nobody passes them on.
   */
  reader?: boolean;
}

/** What one commit added to the log: its rows, all after `after`, the log's last position before it. */
export interface CommittedRows {
  after: number;
  rows: PageRow[];
}

export interface SqliteEventStore extends EventStore {
  /**
   * Calls `listener` after each commit (once per group commit), e.g. to tell a reader in another thread, with
   * what the commit added when this object made it.
   */
  onCommit(listener: (committed?: CommittedRows) => void): () => void;
  /** A reader's subscribers read again: the writer (another connection) committed. */
  notifyCommitted(): void;
  /**
   * A reader is handed what its process's writer (another connection) committed: its tail takes the rows
   * without reading them back, and its subscribers read again.
   */
  fed(committed: CommittedRows): void;
  /**
   * A writer in a thread of its own: a port on which it posts each commit's rows (`{ type: 'committed' }`
   * messages), for a reader in yet another thread to hand to its `fed`.
   */
  commitFeed?(): MessagePort;
}

interface AppendRequest {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

const NO_LIMIT = -1;

/** The last event's position and chain link, as this object last saw them. */
interface ChainHead {
  position: number;
  link: string;
}

export function createSqliteEventStore({ file, reader = false }: SqliteEventStoreOptions): SqliteEventStore {
  const { db, sql } = openEventsDatabase(file, { reader });
  const commits = createCommitSignal();
  const readPage = createPageReader(db);
  const tail = createTail(readPage, 5000, (event) => storedSize.get(event) ?? 0);
  const commitListeners = new Set<(committed?: CommittedRows) => void>();
  const committed = () => {
    tail.committed();
    commits.notify();
  };
  const subscriptions = new Set<Subscription>();
  const watch = watchCommits(db, committed, () => subscriptions.size > 0);
  let closed = false;
  let waking = false;
  /**
   * Kept between batches so an append does not read the last link back (it sits after the event's data,
   * on overflow pages for a large event). Another writer may have moved the log on since: each batch
   * compares the log's last position with this one's first, and reads the link again only then.
   * Position -1: not read yet.
   */
  let chainHead: ChainHead = { position: -1, link: GENESIS };
  const currentChainHead = (): ChainHead => {
    const last = sql.head.get()?.position ?? 0;
    if (last === chainHead.position) return chainHead;
    return { position: last, link: sql.lastChain.get()?.chain ?? GENESIS };
  };

  // Called inside the batch transaction, so better-sqlite3 wraps it in a savepoint: a request that
  // throws half way leaves nothing behind and the others still commit.
  // `rows`: where the request's rows go, kept by the caller only if the request succeeds.
  const appendOne = db.transaction(({ streamId, events, expected }: AppendRequest, recordedAt: string, rows: PageRow[]) => {
    const last = sql.lastOfStream.get(streamId);
    const current: CurrentRevision = last ? last.revision : 'no_stream';
    const stored = events.map((event) => {
      const row = sql.byId.get(event.id);
      return row && { streamId: row.stream_id, revision: row.revision, position: String(row.position) };
    });
    const replayed = checkAppend(streamId, events, expected, current, stored);
    if (replayed) return replayed;

    let result: AppendResult = { nextRevision: last ? last.revision : -1, position: last ? String(last.position) : START };
    let link = chainHead.link;
    let position = chainHead.position;
    events.forEach((event, i) => {
      const revision = (last ? last.revision + 1 : 0) + i;
      const data = JSON.stringify(event.data);
      const metadata = JSON.stringify(withoutChain(event.metadata));
      link = chainLinkOf(link, { id: event.id, streamId, revision, type: event.type, dataJson: data, metadataJson: metadata, recordedAt });
      const { lastInsertRowid } = sql.insert.run({
        event_id: event.id,
        stream_id: streamId,
        revision,
        type: event.type,
        data,
        metadata,
        recorded_at: recordedAt,
        chain: link,
      });
      position = Number(lastInsertRowid);
      rows.push([position, event.id, streamId, revision, event.type, data, metadata, recordedAt, link]);
      result = { nextRevision: revision, position: String(position) };
    });
    // Only once every event of the request is in (a request that throws leaves the head where it was).
    chainHead = { position, link };
    return result;
  });

  /** What the last batch added, once it committed (rows of the requests that failed are not in it). */
  let lastBatch: CommittedRows = { after: 0, rows: [] };
  const appendInTransaction = db.transaction((requests: AppendRequest[]): Settled<AppendResult>[] => {
    chainHead = currentChainHead();
    const batch: CommittedRows = { after: chainHead.position, rows: [] };
    const recordedAt = new Date().toISOString();
    const outcomes = requests.map((request): Settled<AppendResult> => {
      const rows: PageRow[] = [];
      try {
        const value = appendOne(request, recordedAt, rows);
        batch.rows.push(...rows);
        return { ok: true, value };
      } catch (error) {
        return { ok: false, error };
      }
    });
    lastBatch = batch;
    return outcomes;
  });
  // A batch whose commit fails is rolled back whole: the chain's head goes back with it.
  const appendBatch = (requests: AppendRequest[]): Settled<AppendResult>[] => {
    const before = chainHead;
    try {
      // Immediate: the write lock is taken (waiting up to busy_timeout for another writer) before the
      // head and the streams' revisions are read, so no other process can append between read and insert.
      return appendInTransaction.immediate(requests);
    } catch (error) {
      chainHead = before;
      throw error;
    }
  };

  const group = createGroupCommit(appendBatch, () => {
    committed();
    for (const listener of commitListeners) listener(lastBatch);
  });

  function assertOpen(): void {
    if (closed) throw new Error('Event store is closed');
  }

  function readAfter(after: Position, maxCount: number = NO_LIMIT): RecordedEvent[] {
    return readPage(Number(after), maxCount);
  }

  return {
    async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
      assertOpen();
      if (reader) throw new Error('This event store object only reads: appends go through the writer');
      checkAppendSize(streamId, events);
      return group.submit({ streamId, events, expected });
    },

    async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      const limit = options.maxCount ?? NO_LIMIT;
      const rows =
        options.direction === 'backwards'
          ? sql.backwards.all(streamId, options.fromRevision ?? Number.MAX_SAFE_INTEGER, limit)
          : sql.forwards.all(streamId, options.fromRevision ?? 0, limit);
      return rows.map(toRecordedEvent);
    },

    async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      return readAfter(options.after ?? START, options.maxCount);
    },

    subscribeToAll(options: SubscribeOptions = {}): Subscription {
      assertOpen();
      const subscription = createLiveSubscription({ ...options, commits, readPage: tail.readAfter, registry: subscriptions });
      watch.start();
      return subscription;
    },

    async headPosition(): Promise<Position> {
      assertOpen();
      const { position } = sql.head.get() ?? { position: null };
      return position === null ? START : String(position);
    },

    onCommit(listener) {
      commitListeners.add(listener);
      return () => commitListeners.delete(listener);
    },

    notifyCommitted() {
      committed();
      // That writer's commit changed data_version too: the watch need not wake everyone for it again.
      watch.caughtUp();
    },

    fed({ after, rows }) {
      // Not the watch's data_version: reading it right after another connection's commit costs about what
      // reading the rows would. Its next poll reports this commit once more, and the tail reads nothing new.
      if (rows.length > 0) tail.fed(after, rows.at(-1)![0], () => rows.map(rowToEvent));
      // The commits handed over in one turn wake the subscribers once: each then takes them all in one page.
      if (waking) return;
      waking = true;
      setImmediate(() => {
        waking = false;
        commits.notify();
      });
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      watch.stop();
      group.flush();
      // Subscriptions stop before the database closes, so none reads from a closed handle.
      for (const subscription of [...subscriptions]) await subscription.close();
      db.close();
    },
  };
}
