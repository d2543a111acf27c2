import { matchingEventTypes, type MatchingEvent } from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';
import { typedEvent } from '../runner/typed-events';

/**
 * How many events of a type happened on a day (UTC): the admin dashboard's series. An invitation's answer
 * is counted per answer (`status`), so accepted and declined are two figures of one event type.
 */
export interface DailyActivityDoc extends PositionedDoc {
  _id: string;
  day: string;
  type: string;
  status?: InvitationAnswer;
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
  'DealMatched',
  'MatchContacted',
  'ModelBuilt',
] as const;
const counted: ReadonlySet<string> = new Set(dashboardTypes);

/** The answers a provider gives an invitation that the dashboard counts (opening or viewing one is not an answer). */
export const invitationAnswers = ['accepted', 'declined'] as const;
export type InvitationAnswer = (typeof invitationAnswers)[number];
export const INVITATION_ANSWERED = 'InvitationStatusChanged';

const answerOf = (event: RecordedEvent): InvitationAnswer | null => {
  if (event.type !== INVITATION_ANSWERED) return null;
  const answered = typedEvent<MatchingEvent>(matchingEventTypes, event);
  const status = answered?.type === INVITATION_ANSWERED ? answered.data.status : null;
  return invitationAnswers.find((a) => a === status) ?? null;
};

/** The document an event counts in, or null when the dashboard does not count it. */
function keyOf(event: RecordedEvent): Pick<DailyActivityDoc, '_id' | 'day' | 'type' | 'status'> | null {
  const day = (event.metadata.occurredAt ?? event.recordedAt).slice(0, 10);
  if (counted.has(event.type)) return { _id: `${day}:${event.type}`, day, type: event.type };
  const status = answerOf(event);
  return status ? { _id: `${day}:${event.type}:${status}`, day, type: event.type, status } : null;
}

/**
 * One document per (day, event type[, answer]) with its count. Events of one key arrive in log order, so
 * the document's position guard makes a replayed event count once. Version 2 adds matching (runs,
 * contacts, answers), version 3 the Excel models built: a rebuild counts them from the start of the log.
 * (A model's revenue is the payments read model's, as every other charge's.)
 */
export const dailyActivityProjection: Projection = {
  name: 'daily_activity',
  version: 3,
  collections: [{ name: DAILY_ACTIVITY, indexes: [{ fields: { type: 1, day: 1 } }, { fields: { day: 1 } }] }],
  async handle(event, ctx): Promise<WriteOp[]> {
    const key = keyOf(event);
    if (!key) return [];
    const doc = await ctx.get<DailyActivityDoc>(DAILY_ACTIVITY, key._id);
    if (alreadyApplied(doc, event)) return [];
    return [{ op: 'upsert', collection: DAILY_ACTIVITY, doc: { ...key, n: (doc?.n ?? 0) + 1 } }];
  },
};
