import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';

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
    const id = event.streamId.slice('survey-'.length);
    const d = (event.data ?? {}) as Record<string, unknown>;
    const doc = await ctx.get<SurveyDoc>(SURVEYS, id);
    if (alreadyApplied(doc, event)) return [];
    const at = typeof d.at === 'string' ? d.at : (event.metadata.occurredAt ?? event.recordedAt);
    let next: SurveyDoc | null = null;
    if (event.type === 'SurveyInvitationCreated') {
      next = {
        _id: id,
        email: String(d.email),
        provider_id: typeof d.provider_id === 'string' ? d.provider_id : null,
        status: 'invited',
        created_at: event.metadata.occurredAt ?? event.recordedAt,
        clicked_at: null,
        answered_at: null,
        programming_components: [],
      };
    } else if (doc && event.type === 'SurveyClicked') {
      next = { ...doc, status: 'clicked', clicked_at: at };
    } else if (doc && event.type === 'SurveyAnswered') {
      const components = Array.isArray(d.programming_components) ? (d.programming_components as SurveyDoc['programming_components']) : [];
      next = { ...doc, status: 'answered', answered_at: at, programming_components: components };
    }
    return next ? [{ op: 'upsert', collection: SURVEYS, doc: next }] : [];
  },
};
