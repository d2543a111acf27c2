/**
 * One answer to "has the log been tampered with?", whichever evidence the store keeps: the embedded stores
 * link every event to the one before it (chain.ts); KurrentDB cannot, and is checked against the seals the
 * projections process appends (seals.ts). `npm run audit:verify` and `GET /api/admin/audit/verify` both ask
 * here, so they always agree.
 *
 * A head recorded earlier (copied into a ticket or a mail when a verification was intact) closes what the
 * evidence alone cannot show: the last events removed together with their links or seals leave a shorter
 * log that is consistent in itself. Given such a head, the verification also says whether it is still a link
 * of the log; when it is not, events were removed from the end since it was recorded.
 */
import { GENESIS, logAfter, verifyChain, type ChainVerdict } from './chain';
import { START, type EventStore, type Position, type RecordedEvent } from './port';
import { sealHeads, verifySeals, type SealVerdict } from './seals-verify';

export type AuditMethod = 'chain' | 'seals';

export interface AuditOptions {
  /** The per-event chain only: verify the events after `after` up to `to`. */
  after?: Position;
  to?: Position;
  /** A head recorded earlier: the answer says whether it is still a link (or a seal's head) of the log. */
  head?: string;
}

type Missing = { intact: false; checked: number; reason: 'missing'; head: string };

export type AuditVerdict =
  | ({ method: 'chain' } & (ChainVerdict | Missing))
  | ({ method: 'seals' } & ((SealVerdict & { reason?: 'changed' | 'unchained' }) | (Missing & { seals: number; unsealed: number })));

/** Whether the store links every event: its first event carries a link (an empty log counts as linked). */
async function linksEveryEvent(store: Pick<EventStore, 'readAll'>): Promise<boolean> {
  const [first] = await store.readAll({ maxCount: 1 });
  return first === undefined || typeof first.metadata.chain === 'string';
}

/** A range asked of a log checked by its seals: they cover the whole log, so a range cannot be verified apart. */
export class RangeNeedsChainError extends Error {
  constructor() {
    super('The positions apply to a log whose every event is linked; this log is verified by its seals, over the whole log.');
  }
}

export async function auditLog(store: Pick<EventStore, 'readAll' | 'readStream'>, options: AuditOptions = {}): Promise<AuditVerdict> {
  if (await linksEveryEvent(store)) return auditChain(store, options);
  if (options.after !== undefined || options.to !== undefined) throw new RangeNeedsChainError();
  return auditSeals(store, options);
}

/**
 * The whole log, or the events after `after` (up to `to`) against the link of the event at `after`. The
 * embedded stores number positions 1, 2, 3…, so that event is the one just before.
 */
async function auditChain(store: Pick<EventStore, 'readAll'>, { after = START, to, head }: AuditOptions): Promise<AuditVerdict> {
  let previous = GENESIS;
  if (after !== START) {
    const [anchor] = await store.readAll({ after: String(BigInt(after) - 1n), maxCount: 1 });
    if (!anchor || anchor.position !== after || typeof anchor.metadata.chain !== 'string') {
      return { method: 'chain', intact: false, checked: 0, position: after, reason: 'unchained' };
    }
    previous = anchor.metadata.chain;
  }
  let found = head === previous;
  async function* watched(): AsyncGenerator<RecordedEvent> {
    for await (const event of logAfter(store, after, to)) {
      if (event.metadata.chain === head) found = true;
      yield event;
    }
  }
  const verdict = await verifyChain(watched(), previous);
  if (verdict.intact && head !== undefined && !found)
    return { method: 'chain', intact: false, checked: verdict.checked, reason: 'missing', head };
  return { method: 'chain', ...verdict };
}

async function auditSeals(store: Pick<EventStore, 'readAll' | 'readStream'>, { head }: AuditOptions): Promise<AuditVerdict> {
  const verdict = await verifySeals(store);
  if (verdict.intact && head !== undefined && head !== GENESIS && !(await sealHeads(store)).includes(head)) {
    return {
      method: 'seals',
      intact: false,
      checked: verdict.checked,
      reason: 'missing',
      head,
      seals: verdict.seals,
      unsealed: verdict.unsealed,
    };
  }
  return { method: 'seals', ...verdict };
}
