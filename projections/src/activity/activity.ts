import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import type { PositionedDoc, Projection } from '../runner/projection';
import { summarize } from './summaries';

export interface ActivityDoc extends PositionedDoc {
  _id: string; // the event id
  position: string;
  /** The position zero-padded to 20 digits, so that it sorts as text in any store. */
  position_key: string;
  occurred_at: string;
  actor_id: string | null;
  stream_id: string;
  stream_category: string;
  type: string;
  summary: string;
  correlation_id: string;
}

export const ACTIVITY = 'activity';

/** Every event becomes one line of the audit trail: who did what, where, when. */
export const activityProjection: Projection = {
  name: 'activity',
  version: 1,
  collections: [
    {
      name: ACTIVITY,
      indexes: [
        { fields: { position_key: -1 } },
        { fields: { actor_id: 1, position_key: -1 } },
        { fields: { stream_id: 1, position_key: -1 } },
        { fields: { type: 1, position_key: -1 } },
        { fields: { occurred_at: -1 } },
      ],
    },
  ],
  // An activity document is a pure function of its event and keyed by the event id, so applying an
  // event again writes the same document: no read is needed to stay idempotent.
  handle: (event) => [{ op: 'upsert', collection: ACTIVITY, doc: toActivity(event) }],
};

export function toActivity(event: RecordedEvent): ActivityDoc {
  return {
    _id: event.id,
    position: event.position,
    position_key: event.position.padStart(20, '0'),
    occurred_at: event.metadata.occurredAt ?? event.recordedAt,
    actor_id: event.metadata.actorId ?? null,
    stream_id: event.streamId,
    stream_category: event.streamId.split('-')[0] ?? event.streamId,
    type: event.type,
    summary: summarize(event),
    correlation_id: event.metadata.correlationId,
  };
}
