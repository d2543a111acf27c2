import { accountEventTypes, assertNever, type SurveyEvent } from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';
import { typedEvent } from '../runner/typed-events';

/** One survey invitation, as the admins see it. The id is the token's hash; the token is never here. */
export interface SurveyDoc extends PositionedDoc {
  _id: string;
  email: string;
  provider_id: string | null;
  status: 'invited' | 'clicked' | 'answered';
  created_at: string;
  clicked_at: string | null;
  answered_at: string | null;
  programming_components: { title: string; selected: boolean }[];
}

export const SURVEYS = 'surveys';

export const surveysProjection: Projection = {
  name: 'surveys',
  version: 1,
  collections: [{ name: SURVEYS, indexes: [{ fields: { created_at: -1 } }] }],
  async handle(event, ctx): Promise<WriteOp[]> {
    if (!event.streamId.startsWith('survey-')) return [];
    const survey = typedEvent<SurveyEvent>(accountEventTypes, event);
    if (!survey) return [];
    const id = event.streamId.slice('survey-'.length);
    const doc = await ctx.get<SurveyDoc>(SURVEYS, id);
    if (alreadyApplied(doc, event)) return [];
    const next = nextSurvey(survey, id, doc, event.metadata.occurredAt ?? event.recordedAt);
    return next ? [{ op: 'upsert', collection: SURVEYS, doc: next }] : [];
  },
};

function nextSurvey(event: SurveyEvent, id: string, doc: SurveyDoc | null, at: string): SurveyDoc | null {
  switch (event.type) {
    case 'SurveyInvitationCreated':
      return {
        _id: id,
        email: event.data.email,
        provider_id: event.data.provider_id,
        status: 'invited',
        created_at: at,
        clicked_at: null,
        answered_at: null,
        programming_components: [],
      };
    case 'SurveyClicked':
      return doc && { ...doc, status: 'clicked', clicked_at: event.data.at };
    case 'SurveyAnswered':
      return (
        doc && { ...doc, status: 'answered', answered_at: event.data.at, programming_components: [...event.data.programming_components] }
      );
    default:
      return assertNever(event);
  }
}
