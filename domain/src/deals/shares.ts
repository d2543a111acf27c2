import { assertNever } from '../shared';
import type { Deal, SharedDeal } from './schema-deal';
import { FLAGS, type Flag } from './permission-rules';
import type { SharingEvent } from './sharing-events';

/**
 * The deal's `shared_deals` after a sharing event. The entries are the spec's shape; a share to someone
 * whose entry lost `can_view` replaces that entry (they are shared with again).
 */
export function evolveShares(deal: Deal, event: SharingEvent): Deal {
  const entries = deal.shared_deals ?? [];
  const { at, by } = event.data;
  const change = (userId: string, patch: (entry: SharedDeal) => SharedDeal): Deal => ({
    ...deal,
    shared_deals: entries.map((e) => (e.shared_user_id === userId ? patch(e) : e)),
  });
  switch (event.type) {
    case 'DealShared': {
      const { user_id, email, can_view, can_share, can_edit } = event.data;
      const entry: SharedDeal = {
        shared_user_id: user_id,
        can_view,
        can_share,
        can_edit,
        archived: false,
        shared_at: at,
        shared_by: by,
        users: [{ email }],
      };
      return { ...deal, has_shared_users: true, shared_deals: [...entries.filter((e) => e.shared_user_id !== user_id), entry] };
    }
    case 'CollaboratorPermissionsSet': {
      const { user_id, can_view, can_share, can_edit } = event.data;
      return change(user_id, (e) => ({ ...e, can_view, can_share, can_edit }));
    }
    case 'CollabArchived':
      return change(by, (e) => ({ ...e, archived: true }));
    case 'CollabUnarchived':
      return change(by, (e) => ({ ...e, archived: false }));
    case 'CollabDuplicated':
      return deal;
    default:
      return assertNever(event);
  }
}

/**
 * Who holds which flags the owner took from them: a flag the owner lowered stays the owner's to give
 * back (a collaborator's grant cannot undo a revocation). Raised again by the owner, it is cleared.
 */
export function evolveRemovedByOwner(
  removed: Readonly<Record<string, Flag[]>>,
  deal: Deal,
  event: SharingEvent,
): Readonly<Record<string, Flag[]>> {
  if (event.data.by !== deal.user_id) return removed;
  if (event.type === 'DealShared') {
    const { [event.data.user_id]: _cleared, ...rest } = removed;
    return rest;
  }
  if (event.type !== 'CollaboratorPermissionsSet') return removed;
  const before = entryOf(deal, event.data.user_id);
  if (!before) return removed;
  const now: Record<Flag, boolean> = { view: event.data.can_view, share: event.data.can_share, edit: event.data.can_edit };
  const was: Record<Flag, boolean> = { view: canViewOf(before), share: before.can_share, edit: before.can_edit };
  const kept = (removed[event.data.user_id] ?? []).filter((f) => !now[f]);
  const taken = FLAGS.filter((f) => was[f] && !now[f] && !kept.includes(f));
  const flags = [...kept, ...taken];
  const { [event.data.user_id]: _old, ...rest } = removed;
  return flags.length > 0 ? { ...rest, [event.data.user_id]: flags } : rest;
}

/** An entry without `can_view` predates the flag: the spec's collaborators then saw the deal. */
export const canViewOf = (entry: SharedDeal): boolean => entry.can_view ?? true;

export const entryOf = (deal: Deal, userId: string): SharedDeal | undefined =>
  (deal.shared_deals ?? []).find((e) => e.shared_user_id === userId);
