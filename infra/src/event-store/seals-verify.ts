/**
 * Verifies the global log against its seals (seals.ts): each seal's head is recomputed from the events after
 * the seal before it up to its `to`, the seal stream's own events left out. The answer has the shape of
 * the per-event chain's (audit.ts): intact, or the global position of the first event of the first seal that does not match
 * (an event changed, removed, inserted or moved in its range, or the seal chain itself broken there), and
 * how many events after the last seal wait for one.
 *
 * What seals cannot tell: events after the last seal may change freely until sealed, and removing the last
 * seals together with the events they cover leaves a shorter, consistent log. Copying the latest head
 * elsewhere (a ticket, a mail) is what fixes a point in time.
 */
import { AUDIT_SEALS_STREAM, auditSealedSchema, type AuditSealedData } from '@dealbook/domain/audit-events';
import { GENESIS, chainLink, logAfter, type ChainVerdict } from './chain';
import { START, comparePositions, type EventStore, type Position, type RecordedEvent } from './port';

export interface VerifySealsOptions {
  stream?: string;
  pageSize?: number;
}

/** `checked` counts the events under intact seals; `unsealed` those after the last seal. */
export type SealVerdict = ChainVerdict & { seals: number; unsealed: number };

interface ReadSeal {
  seal: AuditSealedData | undefined;
  position: Position;
}

async function* sealsOf(store: Pick<EventStore, 'readStream'>, stream: string, pageSize: number): AsyncGenerator<ReadSeal> {
  for (let fromRevision = 0; ; fromRevision += pageSize) {
    const page = await store.readStream(stream, { fromRevision, maxCount: pageSize });
    for (const event of page) {
      const parsed = event.type === 'AuditSealed' ? auditSealedSchema.safeParse(event.data) : undefined;
      yield { seal: parsed?.success ? parsed.data : undefined, position: event.position };
    }
    if (page.length < pageSize) return;
  }
}

export async function verifySeals(
  store: Pick<EventStore, 'readAll' | 'readStream'>,
  options: VerifySealsOptions = {},
): Promise<SealVerdict> {
  const stream = options.stream ?? AUDIT_SEALS_STREAM;
  const pageSize = options.pageSize ?? 1000;
  const log = logAfter(store, START, undefined, pageSize)[Symbol.asyncIterator]();
  let lookahead: RecordedEvent | undefined;

  async function nextEvent(): Promise<RecordedEvent | undefined> {
    if (lookahead) {
      const event = lookahead;
      lookahead = undefined;
      return event;
    }
    for (;;) {
      const { value, done } = await log.next();
      if (done) return undefined;
      if (value.streamId !== stream) return value;
    }
  }

  let head = GENESIS;
  let checked = 0;
  let seals = 0;
  for await (const { seal, position } of sealsOf(store, stream, pageSize)) {
    if (!seal) return { intact: false, checked, position, reason: 'changed', seals, unsealed: 0 };
    const broken = { intact: false as const, checked, position: seal.from, reason: 'changed' as const, seals, unsealed: 0 };
    if (seal.previous !== head) return broken;
    let link = head;
    let count = 0;
    let first: Position | undefined;
    for (let event = await nextEvent(); event; event = await nextEvent()) {
      if (comparePositions(event.position, seal.to) > 0) {
        lookahead = event;
        break;
      }
      first ??= event.position;
      link = chainLink(link, event);
      count += 1;
    }
    if (first !== seal.from || count !== seal.count || link !== seal.head) return broken;
    head = seal.head;
    checked += count;
    seals += 1;
  }
  let unsealed = 0;
  while (await nextEvent()) unsealed += 1;
  return { intact: true, checked, head, seals, unsealed };
}

/** The heads of every readable seal, oldest first: what a head recorded from an earlier verification is looked up in. */
export async function sealHeads(store: Pick<EventStore, 'readStream'>, stream = AUDIT_SEALS_STREAM): Promise<string[]> {
  const heads: string[] = [];
  for await (const { seal } of sealsOf(store, stream, 1000)) if (seal) heads.push(seal.head);
  return heads;
}
