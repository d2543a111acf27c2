import type { DocumentStore, WriteGuard } from '@dealbook/infra/document-store/port';
import type { EventStore, Position, RecordedEvent } from '@dealbook/infra/event-store/port';
import { Batch, StoreUnavailableError } from './batch';
import { DEAD_LETTERS, STATUS_COLLECTION, type Projection, type ProjectionStatusDoc } from './projection';

const BATCH_SIZE = 500;
const REBUILD_PAGE = 2000;
const CHECKPOINT_EVERY_MS = 100;
const IDLE = Symbol('idle');
/** Waits before subscribing again after a drop: doubling from the first, up to the last. */
const RESUBSCRIBE_MS = [100, 5_000] as const;

export interface LoopOptions {
  store: EventStore;
  documents: DocumentStore;
  projection: Projection;
  statusId: string;
  physical: (logical: string) => string;
  version: number;
  after: Position;
  state: ProjectionStatusDoc['state'];
  /** Called after each flush with the checkpoint written. */
  onCheckpoint: (position: Position) => void;
  /** Stop once nothing is left to read (rebuild catch-up) instead of going live. */
  untilCaughtUp?: boolean;
  /** Told when the store's subscription failed or ended and the loop subscribes again. */
  onDrop?: (error: unknown, after: Position, retryInMs: number) => void | Promise<void>;
  /**
   * Told once after a drop when the store answers again: it gave its head position to the new subscriber
   * (a quiet log delivers nothing to tell by), or the new subscription delivered an event. Both are awaited
   * with nothing applied but not written, so what they write about `after` is the checkpoint.
   */
  onResume?: (after: Position) => void | Promise<void>;
  /** Told when the read models' store failed to answer; the loop tries the same work again after `retryInMs`. */
  onStoreDown?: (error: unknown, retryInMs: number) => void | Promise<void>;
  /** The lease every write of the loop is conditional on (see WriteGuard); none for a single instance. */
  guard?: WriteGuard;
}

export interface Loop {
  done: Promise<Position>;
  stop(): Promise<Position>;
}

/**
 * Feeds one projection from its checkpoint: catch-up then live through the store's subscription,
 * flushing a batch when it is full or when no further event is immediately available. A handler that
 * throws (a poison event) sends the event to dead letters and stops the loop (`done` rejects); nothing is
 * skipped. A subscription that fails or ends (KurrentDB's connection dropped) is a transient failure: what
 * was applied is written, and the loop subscribes again from that checkpoint, waiting longer each time.
 */
export function startLoop(o: LoopOptions): Loop {
  let sub = o.untilCaughtUp ? null : o.store.subscribeToAll({ after: o.after });
  let stopping = false;
  // A rebuild writes most documents once: it keeps none to read again.
  const batch = new Batch(o.documents, o.projection, o.physical, o.statusId, !o.untilCaughtUp, o.guard);
  const done = (async () => {
    let checkpoint = o.after;
    let storeDown = false;
    /**
     * Runs `work` until the read models' store answers: an outage of the store is waited out (longer each
     * time), never taken for a bad event. Anything else (a handler's error, a lost lease) ends the loop.
     */
    const untilStoreAnswers = async (work: () => Promise<void> | undefined) => {
      for (let failures = 0; ; failures++) {
        try {
          await work();
          if (storeDown) {
            storeDown = false;
            await o.onResume?.(checkpoint);
          }
          return;
        } catch (error) {
          if (!(error instanceof StoreUnavailableError) || stopping) throw error;
          storeDown = true;
          const delay = Math.min(RESUBSCRIBE_MS[0] * 2 ** failures, RESUBSCRIBE_MS[1]);
          await o.onStoreDown?.(error, delay);
          await idle(delay);
        }
      }
    };
    const flushOnce = async () => {
      const written = await batch.flush(o.state, o.version);
      if (written) {
        checkpoint = written;
        o.onCheckpoint(written);
      }
    };
    const flush = () => untilStoreAnswers(flushOnce);
    if (!sub) {
      // Catch-up only (a rebuild): whole pages, one write per page, no live bookkeeping.
      for (;;) {
        const page = await o.store.readAll({ after: checkpoint, maxCount: REBUILD_PAGE });
        if (page.length === 0 || stopping) break;
        for (const event of page) {
          const applying = applyOrDeadLetter(event);
          if (applying) await applying.catch((error: unknown) => storeFailed(error, event));
        }
        await flush();
      }
      return checkpoint;
    }
    // Returns nothing when the event was applied at once: a rebuild does not wait a turn per event.
    function applyOrDeadLetter(event: RecordedEvent): Promise<void> | undefined {
      try {
        return batch.apply(event)?.catch((err: unknown) => failed(event, err));
      } catch (err) {
        return failed(event, err);
      }
    }
    /** After a failure that was the store's, the event again once it answers; a failure of any other kind is thrown. */
    function storeFailed(error: unknown, event: RecordedEvent): Promise<void> {
      if (!(error instanceof StoreUnavailableError)) throw error;
      return untilStoreAnswers(() => applyOrDeadLetter(event));
    }
    async function failed(event: RecordedEvent, err: unknown): Promise<never> {
      // The store's failure is not the event's: no dead letter, the loop waits and applies it again.
      if (err instanceof StoreUnavailableError) throw err;
      await flush();
      await deadLetter(o, event.position, event, err);
      throw err;
    }
    let it = sub[Symbol.asyncIterator]();
    let next = it.next();
    let lastWrite = Date.now();
    let drops = 0;
    let dropped = false;
    const resumed = async () => {
      if (!dropped || stopping) return;
      dropped = false;
      await o.onResume?.(checkpoint);
    };
    const resubscribe = async (error: unknown) => {
      dropped = true;
      await flush();
      const delay = Math.min(RESUBSCRIBE_MS[0] * 2 ** drops++, RESUBSCRIBE_MS[1]);
      await o.onDrop?.(error, checkpoint, delay);
      await sub?.close();
      await idle(delay);
      if (stopping) return;
      try {
        sub = o.store.subscribeToAll({ after: checkpoint });
      } catch {
        stopping = true; // the store was closed under the loop: the process is stopping
        return;
      }
      it = sub[Symbol.asyncIterator]();
      next = it.next();
      // Still unreachable: the new subscription fails too and tells.
      if (
        await o.store.headPosition().then(
          () => true,
          () => false,
        )
      )
        await resumed();
    };
    while (!stopping) {
      // A batch that changed documents is written as soon as no further event is ready. One that only
      // moved past events this projection ignores is reported at once (in memory: no document waits on
      // it) and written at most every CHECKPOINT_EVERY_MS, which spares a write per command under load.
      const wait = batch.hasChanges ? 0 : Math.max(0, CHECKPOINT_EVERY_MS - (Date.now() - lastWrite));
      let r: Awaited<typeof next> | typeof IDLE;
      try {
        r = batch.count > 0 ? await Promise.race([next, idle(wait)]) : await next;
      } catch (error) {
        if (stopping) break;
        await resubscribe(error);
        continue;
      }
      if (r === IDLE) {
        if (batch.hasChanges || wait === 0) {
          await flush();
          lastWrite = Date.now();
        }
        continue;
      }
      if (r.done) {
        if (stopping) break;
        await resubscribe(new Error('the subscription ended'));
        continue;
      }
      drops = 0;
      await resumed();
      next = it.next();
      const event = r.value;
      await untilStoreAnswers(() => applyOrDeadLetter(event));
      if (!batch.hasChanges && batch.last) o.onCheckpoint(batch.last.position);
      if (batch.count >= BATCH_SIZE) await flush();
    }
    await flush();
    return checkpoint;
  })();
  done
    .catch(() => undefined)
    .finally(() => {
      batch.close();
      void sub?.close();
    });
  return {
    done,
    async stop() {
      stopping = true;
      await sub?.close();
      return done;
    },
  };
}

function idle(ms: number): Promise<typeof IDLE> {
  return new Promise((resolve) => (ms > 0 ? setTimeout(resolve, ms, IDLE) : setImmediate(resolve, IDLE)));
}

async function deadLetter(o: LoopOptions, position: Position, event: unknown, err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  const now = new Date().toISOString();
  const status = await o.documents.get<ProjectionStatusDoc>(STATUS_COLLECTION, o.statusId);
  await o.documents.write(
    [
      {
        op: 'upsert',
        collection: DEAD_LETTERS,
        doc: { _id: `${o.statusId}:${position}`, projection: o.statusId, position, event, error: message, at: now },
      },
      {
        op: 'upsert',
        collection: STATUS_COLLECTION,
        doc: {
          _id: o.statusId,
          version: o.version,
          checkpoint: status?.checkpoint ?? o.after,
          state: 'stopped',
          last_error: message,
          updated_at: now,
        },
      },
    ],
    o.guard,
  );
}
