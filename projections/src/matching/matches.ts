import { evolveMatching, initialMatchingState, invitationGroupOf, type MatchingEvent, type MatchingState } from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';
import { dealEventOf, dealIdOf } from '../deals/deal-events';

export const DEAL_MATCHES = 'deal_matches';
export const INVITATIONS = 'invitations';

/** A deal's matching as the domain folds it: the latest run, its matches and their invitations. */
export interface DealMatchesDoc extends PositionedDoc {
  _id: string;
  owner_id: string;
  matching: MatchingState;
}

/** One provider's invitation to one deal: their console's Invitations view. */
export interface InvitationDoc extends PositionedDoc {
  _id: string;
  deal_id: string;
  user_id: string;
  owner_id: string;
  match_id: string;
  company_name: string;
  score: number;
  status: string;
  group: string;
  invited_at: string;
  status_at: string;
  deal_version: number;
}

const matchingTypes = new Set(['DealMatched', 'MatchContacted', 'MatchRated', 'InvitationStatusChanged']);

/**
 * Matches per deal (folded with the domain's `evolveMatching`) and one document per invitation, so a
 * provider's Invitations view is one indexed query.
 */
export const matchesProjection: Projection = {
  name: 'matches',
  version: 1,
  collections: [
    { name: DEAL_MATCHES, indexes: [{ fields: { owner_id: 1 } }] },
    { name: INVITATIONS, indexes: [{ fields: { user_id: 1 } }, { fields: { deal_id: 1 } }] },
  ],
  async handle(event, ctx): Promise<WriteOp[]> {
    const domain = dealEventOf(event);
    if (!domain) return [];
    const id = dealIdOf(event);
    const doc = await ctx.get<DealMatchesDoc>(DEAL_MATCHES, id);
    if (alreadyApplied(doc, event)) return [];
    if (domain.type === 'DealCreated' || domain.type === 'DealReplicated') {
      const owner = domain.data.deal.user_id ?? domain.data.by;
      return [{ op: 'upsert', collection: DEAL_MATCHES, doc: { _id: id, owner_id: owner, matching: initialMatchingState } }];
    }
    if (!matchingTypes.has(domain.type)) return [];
    const base: DealMatchesDoc = doc ?? { _id: id, owner_id: '', matching: initialMatchingState };
    const matching = evolveMatching(base.matching, domain as MatchingEvent);
    const ops: WriteOp[] = [{ op: 'upsert', collection: DEAL_MATCHES, doc: { ...base, matching } }];
    if (domain.type === 'MatchContacted' || domain.type === 'InvitationStatusChanged' || domain.type === 'DealMatched') {
      for (const match of matching.matches) {
        for (const i of match.invitations) {
          const invitation: InvitationDoc = {
            _id: `${id}:${i.user_id}`,
            deal_id: id,
            user_id: i.user_id,
            owner_id: base.owner_id,
            match_id: match.match_id,
            company_name: match.company_name,
            score: match.score,
            status: i.status,
            group: invitationGroupOf(i.status),
            invited_at: match.contacted_at ?? i.status_at,
            status_at: i.status_at,
            deal_version: i.deal_version,
          };
          ops.push({ op: 'upsert', collection: INVITATIONS, doc: invitation });
        }
      }
    }
    return ops;
  },
};
