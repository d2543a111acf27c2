/**
 * One active projections instance (ARCHITECTURE.md, "Scaling out"): each projections process claims a
 * lease, a document with a holder and an expiry, and renews it every third of its time. The holder runs
 * the projections; the others wait and try again at each renewal. When the holder dies its lease runs out
 * and a standby takes it; when a holder finds its lease taken (it stalled past the expiry) it stops
 * projecting at once. Nothing is applied twice on a takeover: every projection writes its documents and
 * its checkpoint in one batch, and the new holder starts from the checkpoints. A holder that stalled past
 * its expiry may still have a batch in hand when it wakes: its writes carry the lease as a guard, checked in
 * the batch's transaction, so that batch is refused rather than written over the new holder's.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentStore, WriteGuard } from '@dealbook/infra/document-store/port';
import { createLog, type Log } from '@dealbook/infra/log/logger';

export const LEASES = 'leases';

export interface Running {
  stop(): Promise<void>;
}

export interface LeaseOptions {
  documents: Pick<DocumentStore, 'claim'>;
  /** The lease's document id. */
  name: string;
  ttlMs: number;
  /** What the holder runs, given the guard its writes must carry; stopped when the lease is lost or the process stops. */
  run: (guard: WriteGuard) => Promise<Running>;
  log?: Log;
}

export function holdLease(options: LeaseOptions) {
  const { documents, name, ttlMs, run } = options;
  const log = options.log ?? createLog('info');
  const holder = `${process.pid}-${randomUUID()}`;
  let running: Running | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const tick = async () => {
    const held = await documents.claim(LEASES, name, holder, new Date(), ttlMs).catch((error: unknown) => {
      log.warn(`${name} lease: the document store did not answer (${String(error)})`);
      return false;
    });
    if (stopped) return;
    if (held && !running) {
      log.info(`${name} lease taken by ${holder}: running`);
      running = await run({ collection: LEASES, id: name, match: { holder } });
    } else if (!held && running) {
      log.warn(`${name} lease lost by ${holder}: stopping`);
      const was = running;
      running = null;
      await was.stop();
    }
  };
  let current: Promise<void> = Promise.resolve();
  const loop = () => {
    current = tick().then(() => {
      if (!stopped) timer = setTimeout(loop, Math.max(Math.floor(ttlMs / 3), 100));
    });
  };
  loop();

  return {
    holder,
    holding: () => running !== null,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      if (!running) return;
      await running.stop();
      running = null;
      // Handed over at once: the lease expires now, and a standby takes it at its next try.
      await documents.claim(LEASES, name, holder, new Date(), 0).catch(() => undefined);
    },
  };
}
