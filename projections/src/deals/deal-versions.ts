import { diffDeal, withoutSystemFields, type Change, type Deal } from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';
import { dealEventOf, dealIdOf, foldDeal, noDeal, type FoldedDeal } from './deal-events';

/**
 * One document per version with its full data and what changed since the version before, so that the
 * versions dialog and a restore preview are a read, not a replay.
 */
export interface DealVersionDoc extends PositionedDoc {
  _id: string;
  deal_id: string;
  deal_version: number;
  updated_at: string;
  author: string;
  deal_data: Deal;
  changes: Change[];
  /** How the version was made; `restored_from` the version a restore brought back. */
  kind: 'created' | 'replicated' | 'saved' | 'restored';
  restored_from: number | null;
}

/** The deal as folded so far (autosaves change it between versions). */
interface HeadDoc extends PositionedDoc, FoldedDeal {
  _id: string;
}

export const DEAL_VERSIONS = 'deal_versions';
const HEADS = 'deal_version_heads';

/** Version ids sort as text in version order. */
export const versionDocId = (dealId: string, version: number): string => `${dealId}:${String(version).padStart(6, '0')}`;

const kinds = { DealCreated: 'created', DealReplicated: 'replicated', DealUpdated: 'saved', DealRestored: 'restored' } as const;

export const dealVersionsProjection: Projection = {
  name: 'deal_versions',
  version: 1,
  collections: [{ name: DEAL_VERSIONS, indexes: [{ fields: { deal_id: 1, deal_version: -1 } }] }, { name: HEADS }],
  async handle(event, ctx): Promise<WriteOp[]> {
    const domain = dealEventOf(event);
    if (!domain) return [];
    const dealId = dealIdOf(event);
    const head = await ctx.get<HeadDoc>(HEADS, dealId);
    if (alreadyApplied(head, event)) return [];
    const after = foldDeal(head ?? noDeal, domain);
    const { madeVersion, ...folded } = after;
    const ops: WriteOp[] = [{ op: 'upsert', collection: HEADS, doc: { _id: dealId, ...folded } }];
    if (!madeVersion || !(domain.type in kinds)) return ops;
    const n = after.version_count;
    const previous = n > 1 ? await ctx.get<DealVersionDoc>(DEAL_VERSIONS, versionDocId(dealId, n - 1)) : null;
    // The system's fields (status, sharing, the last-update stamps) are no change of the author's.
    const changes = previous ? diffDeal(withoutSystemFields(previous.deal_data), withoutSystemFields(after.deal)) : [];
    const version: DealVersionDoc = {
      _id: versionDocId(dealId, n),
      deal_id: dealId,
      deal_version: n,
      updated_at: domain.data.at,
      author: domain.data.by,
      deal_data: after.deal,
      changes,
      kind: kinds[domain.type as keyof typeof kinds],
      restored_from: domain.type === 'DealRestored' ? domain.data.toVersion : null,
    };
    ops.push({ op: 'upsert', collection: DEAL_VERSIONS, doc: version });
    return ops;
  },
};
