import { evolveShares, canViewOf, type DealAccessFacts, type SharedDeal } from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';
import { dealEventOf, dealIdOf } from './deal-events';

export interface CollaboratorDoc {
  user_id: string;
  email: string;
  can_view: boolean;
  can_share: boolean;
  can_edit: boolean;
  archived: boolean;
  shared_at: string | null;
  shared_by: string | null;
}

/**
 * Who may see a deal: its owner, whether it is deleted, its collaborators and their flags. The access
 * policy's facts for every read route, and the Collabs console (`viewer_ids` holds the collaborators
 * who may see the deal, so "deals shared with me" is one indexed query).
 */
export interface DealAccessDoc extends PositionedDoc {
  _id: string;
  owner_id: string;
  deleted: boolean;
  collaborators: CollaboratorDoc[];
  viewer_ids: string[];
  /** Capital providers a contact invited: they see the deal offered (not in the Collabs console). */
  providers?: string[];
}

export const DEAL_ACCESS = 'deal_access';

const entryDoc = (e: SharedDeal): CollaboratorDoc => ({
  user_id: e.shared_user_id,
  email: String(e.users?.[0]?.email ?? ''),
  can_view: canViewOf(e),
  can_share: e.can_share,
  can_edit: e.can_edit,
  archived: e.archived ?? false,
  shared_at: e.shared_at ?? null,
  shared_by: e.shared_by ?? null,
});

const toShared = (c: CollaboratorDoc): SharedDeal => ({
  shared_user_id: c.user_id,
  can_view: c.can_view,
  can_share: c.can_share,
  can_edit: c.can_edit,
  archived: c.archived,
  ...(c.shared_at ? { shared_at: c.shared_at } : {}),
  ...(c.shared_by ? { shared_by: c.shared_by } : {}),
  users: [{ email: c.email }],
});

export const dealAccessProjection: Projection = {
  name: 'deal_access',
  version: 2,
  collections: [{ name: DEAL_ACCESS, indexes: [{ fields: { viewer_ids: 1 } }, { fields: { owner_id: 1 } }, { fields: { providers: 1 } }] }],
  async handle(event, ctx): Promise<WriteOp[]> {
    const domain = dealEventOf(event);
    if (!domain) return [];
    const id = dealIdOf(event);
    const doc = await ctx.get<DealAccessDoc>(DEAL_ACCESS, id);
    if (alreadyApplied(doc, event)) return [];
    const base: DealAccessDoc = doc ?? { _id: id, owner_id: '', deleted: false, collaborators: [], viewer_ids: [] };
    let next: DealAccessDoc;
    switch (domain.type) {
      case 'DealCreated':
      case 'DealReplicated':
        next = { ...base, owner_id: domain.data.deal.user_id ?? domain.data.by };
        break;
      case 'DealDeleted':
        next = { ...base, deleted: true };
        break;
      case 'DealRecovered':
        next = { ...base, deleted: false };
        break;
      case 'DealShared':
      case 'CollaboratorPermissionsSet':
      case 'CollabArchived':
      case 'CollabUnarchived':
      case 'CollabDuplicated': {
        const shared = evolveShares({ shared_deals: base.collaborators.map(toShared) }, domain).shared_deals ?? [];
        const collaborators = shared.map(entryDoc);
        next = { ...base, collaborators, viewer_ids: collaborators.filter((c) => c.can_view).map((c) => c.user_id) };
        break;
      }
      case 'MatchContacted': {
        const providers = [...new Set([...(base.providers ?? []), ...domain.data.invitees.map((i) => i.user_id)])];
        next = { ...base, providers };
        break;
      }
      default:
        return [];
    }
    return [{ op: 'upsert', collection: DEAL_ACCESS, doc: next }];
  },
};

/** The access policy's facts from the read model (null doc: no such deal). */
export function accessFactsOf(doc: DealAccessDoc | null): DealAccessFacts {
  if (!doc) return { exists: false, deleted: false, ownerId: null, collaborators: [] };
  return {
    exists: true,
    deleted: doc.deleted,
    ownerId: doc.owner_id,
    collaborators: doc.collaborators.map((c) => ({ userId: c.user_id, canView: c.can_view, canShare: c.can_share, canEdit: c.can_edit })),
    providers: doc.providers ?? [],
  };
}
