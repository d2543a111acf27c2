import type { ArchiveCollab, RecordCollabDuplicate, SetCollaboratorPermissions, ShareDeal } from './commands';
import type { DealEvent } from './events';
import type { SharedDeal } from './schema-deal';
import { FLAGS, permissionRefusal, type Flag, type PermissionRefusal } from './permission-rules';
import { canViewOf, entryOf } from './shares';
import { sharingErrors } from './sharing-errors';
import { sharingMessages } from './sharing-messages';
import type { DealState } from './state';

/**
 * Sharing. The handler has asked the access policy whether the actor may
 * share, set permissions, archive or duplicate at all; these rules are about the people and flags named.
 * Permissions go up only from someone who holds more and down only by the holder's own hand:
 * - the owner raises and lowers anyone's flags;
 * - a collaborator who may share gives others at most the flags they hold themselves, and never gives
 *   back a flag the owner took from that person (only the owner undoes the owner's revocation);
 * - anyone lowers their own flags (giving up editing, sharing or the deal itself), and nobody but the
 *   owner lowers someone else's or raises their own.
 */
export function shareDeal(command: ShareDeal, state: DealState): DealEvent[] {
  const { person, entered, canShare, canEdit, actorName, now, actorId } = command.data;
  if (person.userId === actorId) throw sharingErrors.shareWithSelf();
  if (person.userId === state.deal.user_id) throw sharingErrors.ownerHasAccess();
  const existing = entryOf(state.deal, person.userId);
  if (existing && canViewOf(existing)) throw sharingErrors.alreadyShared();
  if (!person.active && !person.accountCreated) throw sharingErrors.notActivated();
  if (!namesMatch(entered, person)) throw sharingErrors.detailsMismatch();
  const owner = state.deal.user_id === actorId;
  const holder = heldBy(state, actorId);
  if (canEdit && !holder.edit) throw sharingErrors.cannotGrantShare('edit');
  if (canShare && !holder.share) throw sharingErrors.cannotGrantShare('share');
  const removed = state.removedByOwner[person.userId] ?? [];
  const restoring = (['view', ...(canShare ? ['share'] : []), ...(canEdit ? ['edit'] : [])] as Flag[]).find((f) => removed.includes(f));
  if (!owner && restoring) throw sharingErrors.ownerRemoved(restoring, sharingMessages.shareFailed);
  const data = {
    user_id: person.userId,
    email: person.email,
    can_view: true,
    can_share: canShare,
    can_edit: canEdit,
    account_created: person.accountCreated,
    project_name: state.deal.project_name ?? '',
    by_name: actorName,
    at: now,
    by: actorId,
  };
  return [{ type: 'DealShared', data }];
}

export function setCollaboratorPermissions(command: SetCollaboratorPermissions, state: DealState): DealEvent[] {
  const { entries, now, actorId } = command.data;
  if (new Set(entries.map((e) => e.userId)).size !== entries.length) throw sharingErrors.duplicateEntry();
  const owner = state.deal.user_id === actorId;
  const holder = heldBy(state, actorId);
  const events: DealEvent[] = [];
  for (const { userId, canView, canShare, canEdit } of entries) {
    const current = entryOf(state.deal, userId);
    if (!current) throw sharingErrors.notCollaborator();
    const was = flagsOf(current);
    const wanted: Record<Flag, boolean> = { view: canView, share: canShare, edit: canEdit };
    if (FLAGS.every((f) => was[f] === wanted[f])) continue;
    for (const flag of FLAGS.filter((f) => was[f] !== wanted[f])) {
      const refusal = permissionRefusal({ owner, holds: holder }, userId === actorId, flag, wanted[flag]);
      if (refusal) throw refused[refusal](flag);
      if (!owner && wanted[flag] && (state.removedByOwner[userId] ?? []).includes(flag))
        throw sharingErrors.ownerRemoved(flag, sharingMessages.permissionsFailed);
    }
    events.push({
      type: 'CollaboratorPermissionsSet',
      data: { user_id: userId, can_view: canView, can_share: canShare, can_edit: canEdit, at: now, by: actorId },
    });
  }
  return events;
}

export function archiveCollab(command: ArchiveCollab, state: DealState): DealEvent[] {
  const { archived, now, actorId } = command.data;
  const entry = entryOf(state.deal, actorId);
  if (!entry || (entry.archived ?? false) === archived) return [];
  return [{ type: archived ? 'CollabArchived' : 'CollabUnarchived', data: { at: now, by: actorId } }];
}

export function recordCollabDuplicate(command: RecordCollabDuplicate, _state: DealState): DealEvent[] {
  const { dealId, dealVersion, now, actorId } = command.data;
  return [{ type: 'CollabDuplicated', data: { deal_id: dealId, deal_version: dealVersion, at: now, by: actorId } }];
}

const refused: Record<PermissionRefusal, (flag: Flag) => Error> = {
  cannot_lower: () => sharingErrors.cannotLower(),
  cannot_set_own: () => sharingErrors.cannotSetOwn(),
  cannot_grant: (flag) => sharingErrors.cannotGrant(flag),
};

const flagsOf = (entry: SharedDeal): Record<Flag, boolean> => ({ view: canViewOf(entry), share: entry.can_share, edit: entry.can_edit });

/** The flags the actor holds: all of them for the owner, their entry's for a collaborator. */
function heldBy(state: DealState, actorId: string): Record<Flag, boolean> {
  if (state.deal.user_id === actorId) return { view: true, share: true, edit: true };
  const entry = entryOf(state.deal, actorId);
  return entry ? flagsOf(entry) : { view: false, share: false, edit: false };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Names typed and names on record must agree where both are given (an account without names matches). */
function namesMatch(entered: { firstName: string; lastName: string }, person: { firstName: string; lastName: string }): boolean {
  const first = !entered.firstName.trim() || !person.firstName.trim() || same(entered.firstName, person.firstName);
  const last = !entered.lastName.trim() || !person.lastName.trim() || same(entered.lastName, person.lastName);
  return first && last;
}
