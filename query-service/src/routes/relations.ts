import type { DocumentStore } from '@dealbook/infra/document-store/port';
import { ACCOUNTS, type AccountDoc } from '@dealbook/projections/accounts/accounts';
import { DEAL_ACCESS } from '@dealbook/projections/deals/deal-access';
import { INVITATIONS } from '@dealbook/projections/matching/matches';

/** The read models `related` asks: a lookup that waits for a position waits for these too. */
export const RELATION_PROJECTIONS = ['deal_access', 'accounts', 'matches'];

/**
 * Whether two people know each other on the platform: one shared a deal with the other or both were
 * shared one, one invited the other to a deal as a capital provider, they work for the same company, or
 * one referred the other. Only then may one learn the other's address from their id.
 */
export async function related(documents: DocumentStore, me: string, them: string): Promise<boolean> {
  if (me === them) return true;
  const [deals, invitations, mine, theirs] = await Promise.all([
    documents.find(
      DEAL_ACCESS,
      {
        $or: [
          { owner_id: me, viewer_ids: them },
          { owner_id: them, viewer_ids: me },
          { owner_id: me, providers: them },
          { owner_id: them, providers: me },
          { $and: [{ viewer_ids: me }, { viewer_ids: them }] },
        ],
      },
      { limit: 1 },
    ),
    documents.find(
      INVITATIONS,
      {
        $or: [
          { owner_id: me, user_id: them },
          { owner_id: them, user_id: me },
        ],
      },
      { limit: 1 },
    ),
    documents.get<AccountDoc>(ACCOUNTS, me),
    documents.get<AccountDoc>(ACCOUNTS, them),
  ]);
  if (deals.length > 0 || invitations.length > 0) return true;
  if (mine?.company_id && mine.company_id === theirs?.company_id) return true;
  return mine?.referred_by === them || theirs?.referred_by === me || (mine?.referred ?? []).includes(them);
}
