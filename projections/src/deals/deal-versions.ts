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

/**
 * The deal as folded so far (autosaves change it between versions). When the last event made a version, the
 * deal is that version's `deal_data` and the head names the version instead of holding a second copy: a
 * save then writes one deal-sized document here, not two.
 */
type HeadDoc = PositionedDoc &
  Omit<FoldedDeal, 'deal'> & {
    _id: string;
    deal?: FoldedDeal['deal'];
    deal_in_version?: number;
  };

export const DEAL_VERSIONS = 'deal_versions';
const HEADS = 'deal_version_heads';

/** Version ids sort as text in version order. */
export const versionDocId = (dealId: string, version: number): string => `${dealId}:${String(version).padStart(6, '0')}`;

const kinds = { DealCreated: 'created', DealReplicated: 'replicated', DealUpdated: 'saved', DealRestored: 'restored' } as const;

export const dealVersionsProjection: Projection = {
  name: 'deal_versions',
  // 2: a head names the version that holds its deal.
  version: 2,
  collections: [{ name: DEAL_VERSIONS, indexes: [{ fields: { deal_id: 1, deal_version: -1 } }] }, { name: HEADS }],
  async handle(event, ctx): Promise<WriteOp[]> {
    const domain = dealEventOf(event);
    if (!domain) return [];
    const dealId = dealIdOf(event);
    const head = await ctx.get<HeadDoc>(HEADS, dealId);
    if (alreadyApplied(head, event)) return [];
    const inVersion = head?.deal_in_version
      ? await ctx.get<DealVersionDoc>(DEAL_VERSIONS, versionDocId(dealId, head.deal_in_version))
      : null;
    // Written in the same batch as its head: missing, the read model is broken, and guessing would hide it.
    if (head?.deal_in_version && !inVersion)
      throw new Error(`deal ${dealId}: version ${head.deal_in_version} named by its head is missing`);
    const before: FoldedDeal = head ? { ...head, deal: inVersion?.deal_data ?? head.deal ?? {} } : noDeal;
    const after = foldDeal(before, domain);
    const { madeVersion, deal, ...folded } = after;
    const n = after.version_count;
    const versioned = madeVersion && domain.type in kinds;
    const headDoc: HeadDoc = versioned ? { _id: dealId, ...folded, deal_in_version: n } : { _id: dealId, ...folded, deal };
    const ops: WriteOp[] = [{ op: 'upsert', collection: HEADS, doc: headDoc }];
    if (!versioned) return ops;
    const previous =
      n <= 1
        ? null
        : inVersion?.deal_version === n - 1
          ? inVersion
          : await ctx.get<DealVersionDoc>(DEAL_VERSIONS, versionDocId(dealId, n - 1));
    // The system's fields (status, sharing, the last-update stamps) are no change of the author's.
    const changes = previous ? diffDeal(withoutSystemFields(previous.deal_data), withoutSystemFields(deal)) : [];
    const version: DealVersionDoc = {
      _id: versionDocId(dealId, n),
      deal_id: dealId,
      deal_version: n,
      updated_at: domain.data.at,
      author: domain.data.by,
      deal_data: deal,
      changes,
      kind: kinds[domain.type as keyof typeof kinds],
      restored_from: domain.type === 'DealRestored' ? domain.data.toVersion : null,
    };
    ops.push({ op: 'upsert', collection: DEAL_VERSIONS, doc: version });
    return ops;
  },
};
