import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';

/** How many events of a type happened on a day (UTC): the admin dashboard's series. */
export interface DailyActivityDoc extends PositionedDoc {
  _id: string;
  day: string;
  type: string;
  n: number;
}

export const DAILY_ACTIVITY = 'daily_activity';

/** The event types the dashboard charts; the rest of the log is not counted here. */
export const dashboardTypes = [
  'UserRegistered',
  'UserActivated',
  'DealCreated',
  'DealReplicated',
  'DealUpdated',
  'DealShared',
  'ActivityExported',
] as const;
const counted: ReadonlySet<string> = new Set(dashboardTypes);

/**
 * One document per (day, event type) with its count. Events of one day and type arrive in log order, so
 * the document's position guard makes a replayed event count once.
 */
export const dailyActivityProjection: Projection = {
  name: 'daily_activity',
  version: 1,
  collections: [{ name: DAILY_ACTIVITY, indexes: [{ fields: { type: 1, day: 1 } }] }],
  async handle(event, ctx): Promise<WriteOp[]> {
    if (!counted.has(event.type)) return [];
    const day = (event.metadata.occurredAt ?? event.recordedAt).slice(0, 10);
    const id = `${day}:${event.type}`;
    const doc = await ctx.get<DailyActivityDoc>(DAILY_ACTIVITY, id);
    if (alreadyApplied(doc, event)) return [];
    return [{ op: 'upsert', collection: DAILY_ACTIVITY, doc: { _id: id, day, type: event.type, n: (doc?.n ?? 0) + 1 } }];
  },
};
