import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';
import { draftEventOf, partialIdOf } from './deal-events';

/** An autosaved partial of a new deal, as the console's autosaved-drafts tab and the entry screen read it. */
export interface ConsolePartialDoc extends PositionedDoc {
  _id: string;
  user_id: string;
  deal: Record<string, unknown>;
  project_name: string;
  created_at: string;
  updated_at: string;
  /** Kept as a tombstone: a replay cannot bring a deleted partial back. */
  deleted: boolean;
  /** The deal created from the partial. */
  deal_id: string | null;
}

export const CONSOLE_PARTIALS = 'console_partials';

export const consolePartialsProjection: Projection = {
  name: 'console_partials',
  version: 1,
  collections: [{ name: CONSOLE_PARTIALS, indexes: [{ fields: { user_id: 1, deleted: 1, updated_at: -1 } }] }],
  async handle(event, ctx): Promise<WriteOp[]> {
    const domain = draftEventOf(event);
    if (!domain) return [];
    const id = partialIdOf(event);
    const doc = await ctx.get<ConsolePartialDoc>(CONSOLE_PARTIALS, id);
    if (alreadyApplied(doc, event)) return [];
    const { at, by } = domain.data;
    if (domain.type === 'DraftSaved') {
      const name = domain.data.deal.project_name;
      const next: ConsolePartialDoc = {
        _id: id,
        user_id: doc?.user_id ?? by,
        deal: domain.data.deal,
        project_name: typeof name === 'string' ? name : '',
        created_at: doc?.created_at ?? at,
        updated_at: at,
        deleted: false,
        deal_id: null,
      };
      return [{ op: 'upsert', collection: CONSOLE_PARTIALS, doc: next }];
    }
    if (!doc) return [];
    return [
      { op: 'upsert', collection: CONSOLE_PARTIALS, doc: { ...doc, deal: {}, deleted: true, deal_id: domain.data.dealId, updated_at: at } },
    ];
  },
};
