import type { ArchiveCollab, RecordCollabDuplicate, SetCollaboratorPermissions, ShareDeal } from './commands';
import type { DealEvent } from './events';
import type { SharedDeal } from './schema-deal';
import { canViewOf, entryOf } from './shares';
import { sharingErrors } from './sharing-errors';
import type { DealState } from './state';

/**
 * Sharing (spec 3 sections 4, 6 and 8). The handler has asked the access policy whether the actor may
 * share, set permissions, archive or duplicate at all; these rules are about the people and flags named.
 * A collaborator gives only what they hold: whoever shares or sets permissions without a flag cannot
 * grant it, and nobody but the owner changes their own entry.
 */
export function shareDeal(command: ShareDeal, state: DealState): DealEvent[] {
  const { person, entered, canShare, canEdit, actorName, now, actorId } = command.data;
  if (person.userId === actorId) throw sharingErrors.shareWithSelf();
  if (person.userId === state.deal.user_id) throw sharingErrors.ownerHasAccess();
  const existing = entryOf(state.deal, person.userId);
  if (existing && canViewOf(existing)) throw sharingErrors.alreadyShared();
  if (!person.active && !person.accountCreated) throw sharingErrors.notActivated();
  if (!namesMatch(entered, person)) throw sharingErrors.detailsMismatch();
  const holder = heldBy(state, actorId);
  if (canEdit && !holder.can_edit) throw sharingErrors.cannotGrantShare('edit');
  if (canShare && !holder.can_share) throw sharingErrors.cannotGrantShare('share');
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
    if (!owner && userId === actorId) throw sharingErrors.cannotSetOwn();
    const was = { view: canViewOf(current), share: current.can_share, edit: current.can_edit };
    if (canShare && !was.share && !holder.can_share) throw sharingErrors.cannotGrant('share');
    if (canEdit && !was.edit && !holder.can_edit) throw sharingErrors.cannotGrant('edit');
    if (was.view === canView && was.share === canShare && was.edit === canEdit) continue;
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

/** The flags the actor holds: all of them for the owner, their entry's for a collaborator. */
function heldBy(state: DealState, actorId: string): Pick<SharedDeal, 'can_share' | 'can_edit'> {
  if (state.deal.user_id === actorId) return { can_share: true, can_edit: true };
  const entry = entryOf(state.deal, actorId);
  return { can_share: entry?.can_share ?? false, can_edit: entry?.can_edit ?? false };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Names typed and names on record must agree where both are given (an account without names matches). */
function namesMatch(entered: { firstName: string; lastName: string }, person: { firstName: string; lastName: string }): boolean {
  const first = !entered.firstName.trim() || !person.firstName.trim() || same(entered.firstName, person.firstName);
  const last = !entered.lastName.trim() || !person.lastName.trim() || same(entered.lastName, person.lastName);
  return first && last;
}
