import { DomainError } from '../shared';
import type { DealCommand } from '../deals/commands';
import { dealErrors } from '../deals/errors';
import { canViewOf } from '../deals/shares';
import { sharingMessages } from '../deals/sharing-messages';
import type { DealState } from '../deals/state';
import { invitedUserIds } from '../matching/match-state';
import type { SharedDeal } from '../deals/schema-deal';
import { accessOf, collaboratorsSeenBy, type Access, type Actor, type Capability, type DealAccessFacts } from './policy';

/** The policy's facts folded from a deal's own stream (the write side, history, calculations). */
export function factsOfDeal(state: DealState): DealAccessFacts {
  return {
    exists: state.status !== 'none',
    deleted: state.status === 'deleted',
    ownerId: state.deal.user_id ?? null,
    collaborators: (state.deal.shared_deals ?? []).map((e) => ({
      userId: e.shared_user_id,
      canView: canViewOf(e),
      canShare: e.can_share,
      canEdit: e.can_edit,
    })),
    providers: invitedUserIds(state.matching),
  };
}

export const dealAccessOf = (state: DealState, actor: Actor): Access => accessOf(factsOfDeal(state), actor);

/**
 * What each command on an existing deal stream needs. Creating and replicating start a new stream: the
 * replicate and duplicate routes ask for `replicate` / `duplicate` on the source deal instead.
 */
export const capabilityOf: Record<DealCommand['type'], Capability | null> = {
  CreateDeal: null,
  ReplicateDeal: null,
  UpdateDeal: 'edit',
  RestoreDeal: 'restore',
  RenameDeal: 'edit',
  ChangeDealStatus: 'match',
  DeleteDeal: 'delete',
  RecoverDeal: 'delete',
  ShareDeal: 'share',
  SetCollaboratorPermissions: 'set_permissions',
  ArchiveCollab: 'archive',
  RecordCollabDuplicate: 'duplicate',
  RunMatch: 'match',
  ContactMatch: 'match',
  RateMatch: 'match',
  SetInvitationStatus: 'answer',
  RecordUpload: 'manage_files',
  RenameFile: 'manage_files',
  DeleteFile: 'manage_files',
  SetFileRestriction: 'manage_files',
  GrantFileAccess: 'manage_files',
  RemoveFileAccess: 'manage_files',
  DenyFileAccess: 'manage_files',
  // A visitor's request through a file's public link: anyone may ask.
  RequestFileAccess: null,
};

const verbs: Record<Capability, string> = {
  view: 'view',
  edit: 'edit',
  share: 'share',
  set_permissions: 'set permissions on',
  manage_files: 'manage the files of',
  restore: 'restore versions of',
  delete: 'delete',
  match: 'match',
  see_history: 'see the history of',
  export: 'export',
  replicate: 'replicate',
  duplicate: 'duplicate',
  archive: 'archive',
  answer: 'answer the invitation to',
};

/**
 * Throws unless `access` holds `capability`. Someone who may not see the deal gets the 404 of a deal that
 * does not exist; its owner, while it is deleted, the 410 of a deleted deal; someone who sees it but may
 * not do this gets a 403 with the spec's title where it has one.
 */
export function authorize(access: Access, capability: Capability): void {
  if (access.can[capability]) return;
  if (!access.can.view) throw dealErrors.dealNotFound();
  if (access.deleted && access.role === 'owner') throw dealErrors.dealDeleted();
  if (capability === 'replicate' && access.role === 'collaborator') throw dealErrors.replicateShared();
  const message = `You may view this deal but not ${verbs[capability]} it. Ask its owner for permission.`;
  if (capability === 'share') throw new DomainError('forbidden', 'DEAL_FORBIDDEN', message, sharingMessages.shareFailed);
  if (capability === 'set_permissions') throw new DomainError('forbidden', 'DEAL_FORBIDDEN', message, sharingMessages.permissionsFailed);
  throw new DomainError('forbidden', 'DEAL_FORBIDDEN', message, 'Error: Not Permitted');
}

/** Asks the policy for what `command` needs on the deal `state` (nothing for a command that starts a stream). */
export function authorizeDealCommand(command: DealCommand, state: DealState, actor: Actor): void {
  const capability = capabilityOf[command.type];
  if (capability) authorize(dealAccessOf(state, actor), capability);
}

/**
 * A deal's collaborators as `access` may read them in `shown` (the deal now, or as it was): a collaborator
 * sees only those who may view the deal now (`now`), whatever the past held; the owner, admins and auditors
 * everyone ever shared with.
 */
export function collaboratorsOf(access: Access, shown: readonly SharedDeal[], now: readonly SharedDeal[]): SharedDeal[] {
  const viewers = new Set(now.filter(canViewOf).map((e) => e.shared_user_id));
  return collaboratorsSeenBy(access, [...shown], (e) => viewers.has(e.shared_user_id));
}
