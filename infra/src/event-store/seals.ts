/**
 * Seals for the stores that do not link every event as it is appended: KurrentDB takes appends
 * from every command-service instance and gives the global order only once the server has committed, so
 * no event can carry the link to the one before it. One sealer follows the global log instead and, every
 * `every` events or `intervalMs`, appends an `AuditSealed` event to `audit-seals`: the chain link (chain.ts)
 * over the events since the previous seal, starting from that seal's head. `verifySeals` recomputes them.
 *
 * Only one chain of seals may exist: a seal is appended at the revision of the last seal the sealer knows,
 * so a second sealer's append is refused; it then reads the winner's seal and goes on from there.
 */
import { createHash } from 'node:crypto';
import { AUDIT_SEALS_STREAM, auditSealedSchema, type AuditSealedData } from '@dealbook/domain/audit-events';
import { createLog } from '../log/logger';
import { GENESIS, chainLink } from './chain';
import {
  START,
  WrongExpectedVersionError,
  comparePositions,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from './port';

export { AUDIT_SEALS_STREAM };

export interface SealerOptions {
  /** Seal once this many events wait. */
  every?: number;
  /** Seal what waits at least this often. */
  intervalMs?: number;
  /** Wait before following the log again after the store failed. */
  retryMs?: number;
  /** The seal stream; tests sharing one KurrentDB give each sealer its own. */
  stream?: string;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

export interface Sealer {
  start(): void;
  /** Ends following the log, after the seal being appended, if any. What waits is sealed by the next run. */
  stop(): Promise<void>;
}

/** The last seal of the stream as the sealer continues from it: nothing sealed yet is GENESIS at START. */
export interface SealedState {
  to: Position;
  head: string;
  revision: number | 'no_stream';
}

export const DEFAULT_SEAL_EVERY = 500;
export const DEFAULT_SEAL_INTERVAL_MS = 5_000;

export async function readLastSeal(store: Pick<EventStore, 'readStream'>, stream = AUDIT_SEALS_STREAM): Promise<SealedState> {
  const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  if (!last) return { to: START, head: GENESIS, revision: 'no_stream' };
  const seal = auditSealedSchema.parse(last.data);
  return { to: seal.to, head: seal.head, revision: last.revision };
}

/** The seal of `events` (in global order, none of the seal stream) after the seal `previous`. */
export function sealOf(previous: string, events: readonly RecordedEvent[]): AuditSealedData {
  const first = events[0];
  const last = events.at(-1);
  if (!first || !last) throw new Error('A seal covers at least one event');
  const head = events.reduce((link, event) => chainLink(link, event), previous);
  return { from: first.position, to: last.position, count: events.length, head, previous };
}

/** The id derives from the head, so a seal appended again after a lost answer is recognised, not doubled. */
function sealEvent(seal: AuditSealedData, now: Date): NewEvent {
  const hex = createHash('sha256').update(`audit-seal:${seal.head}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  const metadata = { actorId: null, commandId: id, correlationId: id, causationId: id, occurredAt: now.toISOString(), schemaVersion: 1 };
  return { id, type: 'AuditSealed', data: seal, metadata };
}

export function createSealer(store: EventStore, options: SealerOptions = {}): Sealer {
  const every = options.every ?? DEFAULT_SEAL_EVERY;
  const intervalMs = options.intervalMs ?? DEFAULT_SEAL_INTERVAL_MS;
  const retryMs = options.retryMs ?? 1_000;
  const stream = options.stream ?? AUDIT_SEALS_STREAM;
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((err: unknown) => createLog('info').error({ err }, 'audit sealer'));

  let sealed: SealedState = { to: START, head: GENESIS, revision: 'no_stream' };
  let pending: RecordedEvent[] = [];
  let stopped = false;
  let subscription: ReturnType<EventStore['subscribeToAll']> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let lock: Promise<void> = Promise.resolve();
  const abort = new AbortController();

  /** Seals run one at a time: the loop (every N) and the timer both ask. */
  function serialized(work: () => Promise<void>): Promise<void> {
    const run = lock.then(work);
    lock = run.catch(() => undefined);
    return run;
  }

  async function sealPending(): Promise<void> {
    if (pending.length === 0) return;
    // A copy: the subscription goes on pushing while the seal is appended, and what it pushes is the next seal's.
    const batch = [...pending];
    const seal = sealOf(sealed.head, batch);
    try {
      const result = await store.append(stream, [sealEvent(seal, now())], sealed.revision);
      sealed = { to: seal.to, head: seal.head, revision: result.nextRevision };
      pending = pending.slice(batch.length);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // Another sealer got there first: its seal is the one, continue after it.
      sealed = await readLastSeal(store, stream);
      pending = pending.filter((event) => comparePositions(event.position, sealed.to) > 0);
    }
  }

  function sealSoon(): Promise<void> {
    return serialized(sealPending).catch(onError);
  }

  async function follow(): Promise<void> {
    await serialized(async () => {
      sealed = await readLastSeal(store, stream);
      pending = [];
    });
    subscription = store.subscribeToAll({ after: sealed.to, signal: abort.signal });
    for await (const event of subscription) {
      if (event.streamId === stream || comparePositions(event.position, sealed.to) <= 0) continue;
      pending.push(event);
      if (pending.length >= every) await sealSoon();
    }
  }

  async function run(): Promise<void> {
    while (!stopped) {
      try {
        await follow();
      } catch (error) {
        if (stopped) return;
        onError(error);
      }
      if (!stopped) await new Promise((resume) => setTimeout(resume, retryMs).unref());
    }
  }

  return {
    start(): void {
      if (running) return;
      timer = setInterval(() => void sealSoon(), intervalMs);
      timer.unref();
      running = run();
    },

    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      abort.abort();
      await subscription?.close();
      await running;
      await lock;
    },
  };
}
