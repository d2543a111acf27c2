import type { Deal } from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';
import { dealEventOf, dealIdOf, foldDeal, noDeal } from './deal-events';

/** A deal as it stands: what retrieve answers, and the owner check of every deal read. */
export interface DealDoc extends PositionedDoc {
  _id: string;
  user_id: string;
  project_name: string;
  /** active or deleted (in its owner's Deleted tab). */
  status: 'active' | 'deleted';
  deal_status: string;
  deal: Deal;
  /** Versions so far; the stream revision of the last event (the ETag). */
  deal_version: number;
  revision: number;
  pending: boolean;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  source: { deal_id: string; deal_version: number } | null;
}

export const DEALS = 'deals';

export const dealsProjection: Projection = {
  // 2: a deal's status follows who may see it (domain deals/status.ts)
  name: 'deals',
  version: 2,
  collections: [
    {
      name: DEALS,
      indexes: [{ fields: { user_id: 1, updated_at: -1 } }, { fields: { updated_at: -1 } }, { fields: { project_name: 1 } }],
    },
  ],
  async handle(event, ctx): Promise<WriteOp[]> {
    const domain = dealEventOf(event);
    if (!domain) return [];
    const id = dealIdOf(event);
    const doc = await ctx.get<DealDoc>(DEALS, id);
    if (alreadyApplied(doc, event)) return [];
    const before = doc ? { deal: doc.deal, status: doc.status, pending: doc.pending, version_count: doc.deal_version } : noDeal;
    const after = foldDeal(before, domain);
    if (after.status === 'none') return [];
    const at = domain.data.at;
    const source =
      domain.type === 'DealReplicated' ? { deal_id: domain.data.source.dealId, deal_version: domain.data.source.dealVersion } : null;
    const next: DealDoc = {
      _id: id,
      user_id: after.deal.user_id ?? doc?.user_id ?? '',
      project_name: after.deal.project_name ?? '',
      status: after.status,
      deal_status: after.deal.status ?? 'draft',
      deal: after.deal,
      deal_version: after.version_count,
      revision: event.revision,
      pending: after.pending,
      created_at: doc?.created_at ?? at,
      updated_at: after.deal.updated_at ?? at,
      deleted_at: after.status === 'deleted' ? (domain.type === 'DealDeleted' ? at : (doc?.deleted_at ?? at)) : null,
      source: source ?? doc?.source ?? null,
    };
    return [{ op: 'upsert', collection: DEALS, doc: next }];
  },
};
