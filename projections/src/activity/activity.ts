import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import type { PositionedDoc, Projection } from '../runner/projection';
import { summarize } from './summaries';

export interface ActivityDoc extends PositionedDoc {
  /** The position zero-padded to 20 digits: ids in log order, so inserts append and `_id` sorts by time. */
  _id: string;
  event_id: string;
  position: string;
  occurred_at: string;
  actor_id: string | null;
  stream_id: string;
  stream_category: string;
  type: string;
  summary: string;
  correlation_id: string;
  /** The deal an event belongs to (its `deal-<id>` stream, or the deal a summary view names): the per-deal timeline. */
  deal_id: string | null;
  /** A deal save's or restore's field changes, for reading old → new (the list shows their names only). */
  changes: { path: string; from?: unknown; to?: unknown }[];
}

export const ACTIVITY = 'activity';

/** Every event becomes one line of the audit trail: who did what, where, when. */
export const activityProjection: Projection = {
  name: 'activity',
  version: 3,
  collections: [
    {
      name: ACTIVITY,
      indexes: [
        { fields: { actor_id: 1, _id: -1 } },
        { fields: { stream_id: 1, _id: -1 } },
        { fields: { type: 1, _id: -1 } },
        { fields: { occurred_at: -1 } },
        { fields: { deal_id: 1, _id: -1 } },
      ],
    },
  ],
  // An activity document is a pure function of its event and keyed by the event id, so applying an
  // event again writes the same document: no read is needed to stay idempotent.
  handle: (event) => [{ op: 'upsert', collection: ACTIVITY, doc: toActivity(event) }],
};

export function toActivity(event: RecordedEvent): ActivityDoc {
  return {
    _id: event.position.padStart(20, '0'),
    event_id: event.id,
    position: event.position,
    occurred_at: event.metadata.occurredAt ?? event.recordedAt,
    actor_id: event.metadata.actorId ?? null,
    stream_id: event.streamId,
    stream_category: categoryOf(event.streamId),
    type: event.type,
    summary: summarize(event),
    correlation_id: event.metadata.correlationId,
    deal_id: dealIdOf(event),
    changes: changesOf(event),
    // Stamped here, where the document is made, so the runner need not copy it to stamp it.
    _position: event.position,
  };
}

/** `deal-0190…` → `deal` (the text before the first dash). */
function categoryOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}

function dealIdOf(event: RecordedEvent): string | null {
  if (event.streamId.startsWith('deal-')) return event.streamId.slice('deal-'.length);
  if (event.streamId.startsWith('dataroom-')) return event.streamId.slice('dataroom-'.length);
  const named = (event.data as { dealId?: unknown } | null)?.dealId;
  return typeof named === 'string' ? named : null;
}

function changesOf(event: RecordedEvent): ActivityDoc['changes'] {
  if (event.type !== 'DealUpdated' && event.type !== 'DealRestored') return [];
  const changes = (event.data as { changes?: unknown } | null)?.changes;
  return Array.isArray(changes) ? (changes as ActivityDoc['changes']) : [];
}
