/**
 * Tamper evidence: every event of the global log carries, in `metadata.chain`, the sha256 of
 * the previous event's link and its own content. Changing, removing or reordering a stored event breaks
 * the link at that place and every one after it; `verifyChain` walks the log and names the first break.
 *
 * The link covers the event as a reader sees it (id, stream, revision, type, data, metadata without the
 * link itself, recording time), serialised with JSON.stringify, so any store that gives events back as
 * they were appended verifies the same way. Positions are not covered: a store gives them, and the chain
 * is what says no event is missing between two of them.
 */
import { createHash } from 'node:crypto';
import { START, comparePositions, type EventMetadata, type EventStore, type Position, type RecordedEvent } from './port';

export const GENESIS = '0'.repeat(64);

/** The metadata as appended: the store's link left out. */
export function withoutChain(metadata: EventMetadata): EventMetadata {
  const { chain: _chain, ...rest } = metadata;
  return rest as EventMetadata;
}

export type Linkable = Pick<RecordedEvent, 'id' | 'streamId' | 'revision' | 'type' | 'data' | 'recordedAt'> & { metadata: EventMetadata };

export function chainLink(previous: string, event: Linkable): string {
  const { id, streamId, revision, type, recordedAt } = event;
  const parts = { id, streamId, revision, type, recordedAt };
  return chainLinkOf(previous, {
    ...parts,
    dataJson: JSON.stringify(event.data),
    metadataJson: JSON.stringify(withoutChain(event.metadata)),
  });
}

/**
 * The same link from the data and metadata as the store serialised them for writing, so an append does
 * not serialise them twice. `JSON.stringify([a, b])` is `[` + each one's own serialisation + `]`.
 */
export function chainLinkOf(
  previous: string,
  e: Pick<Linkable, 'id' | 'streamId' | 'revision' | 'type' | 'recordedAt'> & { dataJson: string; metadataJson: string },
): string {
  const head = JSON.stringify([e.id, e.streamId, e.revision, e.type]).slice(0, -1);
  const content = `${head},${e.dataJson},${e.metadataJson},${JSON.stringify(e.recordedAt)}]`;
  return createHash('sha256').update(previous).update('\n').update(content).digest('hex');
}

export type ChainVerdict =
  { intact: true; checked: number; head: string } | { intact: false; checked: number; position: Position; reason: 'changed' | 'unchained' };

/**
 * Walks events in global order from the start of the log (or from `previous`, the link before the first
 * event given). The first event whose stored link is not the link recomputed from the one before it is
 * the first broken place: changed, inserted or reordered there, or an event before it removed.
 */
export async function verifyChain(
  events: AsyncIterable<RecordedEvent> | Iterable<RecordedEvent>,
  previous = GENESIS,
): Promise<ChainVerdict> {
  let link = previous;
  let checked = 0;
  for await (const event of events) {
    const stored = event.metadata.chain;
    if (typeof stored !== 'string') return { intact: false, checked, position: event.position, reason: 'unchained' };
    if (stored !== chainLink(link, event)) return { intact: false, checked, position: event.position, reason: 'changed' };
    link = stored;
    checked += 1;
  }
  return { intact: true, checked, head: link };
}

/** The global log after `after` (and up to `to`, inclusive), read page by page. */
export async function* logAfter(
  store: Pick<EventStore, 'readAll'>,
  after: Position = START,
  to?: Position,
  pageSize = 1000,
): AsyncGenerator<RecordedEvent> {
  let from = after;
  for (;;) {
    const page = await store.readAll({ after: from, maxCount: pageSize });
    for (const event of page) {
      if (to !== undefined && comparePositions(event.position, to) > 0) return;
      yield event;
    }
    if (page.length < pageSize) return;
    from = page.at(-1)!.position;
  }
}
