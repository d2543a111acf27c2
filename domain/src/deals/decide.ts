import { assertNever, type Decider } from '../shared';
import type { ChangeDealStatus, CreateDeal, DealCommand, RenameDeal, RestoreDeal, UpdateDeal } from './commands';
import { diffDeal, diffUntracked } from './diff';
import { dealErrors } from './errors';
import type { DealEvent } from './events';
import { withoutSystemFields, withSystemFieldsOf } from './fields';
import { deleteDeal, recoverDeal, replicateDeal, validProjectName } from './decide-lifecycle';
import { decideMatching } from '../matching/decide-matching';
import { decideFiles } from '../files/decide';
import { decideFileAccess } from '../files/decide-access';
import { archiveCollab, recordCollabDuplicate, setCollaboratorPermissions, shareDeal } from './decide-sharing';
import { defaultDealLimits, isExempt, type Plan } from './limits';
import type { Deal } from './schema-deal';
import { DEAL_STATE_VERSION, evolveDeal, initialDealState, type DealState } from './state';

export function decideDeal(command: DealCommand, state: DealState): DealEvent[] {
  switch (command.type) {
    case 'CreateDeal':
      return create(command, state);
    case 'ReplicateDeal':
      return replicateDeal(command, state);
    case 'UpdateDeal':
      return update(command, existing(state));
    case 'RestoreDeal':
      return restore(command, existing(state));
    case 'RenameDeal':
      return rename(command, existing(state));
    case 'ChangeDealStatus':
      return changeStatus(command, existing(state));
    case 'DeleteDeal':
      return deleteDeal(command, state);
    case 'RecoverDeal':
      return recoverDeal(command, state);
    case 'ShareDeal':
      return shareDeal(command, existing(state));
    case 'SetCollaboratorPermissions':
      return setCollaboratorPermissions(command, existing(state));
    case 'ArchiveCollab':
      return archiveCollab(command, existing(state));
    case 'RecordCollabDuplicate':
      return recordCollabDuplicate(command, existing(state));
    case 'RunMatch':
    case 'ContactMatch':
    case 'RateMatch':
    case 'SetInvitationStatus':
      return decideMatching(command, existing(state).matching);
    case 'RecordUpload':
    case 'RenameFile':
    case 'DeleteFile':
      return decideFiles(command, existing(state).files);
    case 'SetFileRestriction':
    case 'GrantFileAccess':
    case 'RemoveFileAccess':
    case 'RequestFileAccess':
    case 'DenyFileAccess':
      return decideFileAccess(command, existing(state).fileAccess, state.files);
    default:
      return assertNever(command);
  }
}

/** A deal that exists and is not deleted: only those can be changed. */
function existing(state: DealState): DealState {
  if (state.status === 'none') throw dealErrors.dealNotFound();
  if (state.status === 'deleted') throw dealErrors.dealDeleted();
  return state;
}

/** A deal with matched users is read-only (it opens as viewing); only internal users may change it. */
function assertWritable(state: DealState, isAdmin: boolean): void {
  if (state.deal.has_matched_users === true && !isAdmin) throw dealErrors.readOnly();
}

function create(command: CreateDeal, state: DealState): DealEvent[] {
  const { dealId, deal, partialId, now, actorId } = command.data;
  if (state.status !== 'none') throw dealErrors.dealExists();
  const created: Deal = {
    ...withoutSystemFields(deal),
    id: dealId,
    user_id: actorId,
    creator_id: actorId,
    status: 'draft',
    demo_deal: deal.demo_deal ?? false,
    has_matched_users: false,
    shared_deals: [],
    updated_at: now,
    updated_by: actorId,
    deal_sort_date: now,
  };
  return [{ type: 'DealCreated', data: { deal: created, partialId, at: now, by: actorId } }];
}

function update(command: UpdateDeal, state: DealState): DealEvent[] {
  const { deal, autosave, restoresVersion, now, actorId } = command.data;
  assertWritable(state, command.data.isAdmin);
  if (restoresVersion !== undefined) {
    assertVersion(state, restoresVersion);
    return restoreTo(state, restoresVersion, deal, command.data, now, actorId);
  }
  const target = withSystemFieldsOf(state.deal, deal);
  const changes = diffDeal(state.deal, target);
  // A save with no change appends nothing, unless autosaves since the last version wait to become one.
  if (changes.length === 0 && (autosave || !state.pending)) return [];
  // An autosave makes no version, but once no version is left for its changes it is refused too.
  assertRevisionsLeft(state, command.data, 1, false);
  return [
    { type: 'DealUpdated', data: { changes, untracked: diffUntracked(state.deal, target, changes), autosave, at: now, by: actorId } },
  ];
}

/**
 * The version's data comes in the command (the state keeps no old version's data): the handler read it
 * from the stream's events up to the version. A version it did not find is not found, whatever the state.
 */
function restore(command: RestoreDeal, state: DealState): DealEvent[] {
  const { toVersion, versionData, now, actorId } = command.data;
  assertWritable(state, command.data.isAdmin);
  assertVersion(state, toVersion);
  if (!versionData) throw dealErrors.versionNotFound(toVersion);
  return restoreTo(state, toVersion, versionData, command.data, now, actorId);
}

/**
 * Overwrites the deal with a version's data. The state before stays a version of its own: when autosaves
 * changed the deal since its latest version, that state is first saved as a version (the requirements,
 * "the previous current version is saved as a new version").
 */
function restoreTo(state: DealState, toVersion: number, data: Deal, plan: LimitedPlan, now: string, actorId: string): DealEvent[] {
  const target = withSystemFieldsOf(state.deal, data);
  const changes = diffDeal(state.deal, target);
  if (changes.length === 0) return [];
  assertRevisionsLeft(state, plan, state.pending ? 2 : 1, true);
  const seal: DealEvent[] = state.pending
    ? [{ type: 'DealUpdated', data: { changes: [], untracked: [], autosave: false, at: now, by: actorId } }]
    : [];
  return [
    ...seal,
    { type: 'DealRestored', data: { toVersion, changes, untracked: diffUntracked(state.deal, target, changes), at: now, by: actorId } },
  ];
}

function assertVersion(state: DealState, version: number): void {
  if (state.versions.length <= 1) throw dealErrors.nothingToRestore();
  if (!Number.isInteger(version) || state.versions[version - 1] === undefined) throw dealErrors.versionNotFound(version);
}

type LimitedPlan = Plan & { limits?: { revisionsPerDeal: number } };

function assertRevisionsLeft(state: DealState, plan: LimitedPlan, newVersions: number, restoring: boolean): void {
  if (isExempt(plan)) return;
  const limit = (plan.limits ?? defaultDealLimits).revisionsPerDeal;
  if (state.versions.length + newVersions > limit) {
    throw restoring ? dealErrors.restoreRevisionLimit(limit) : dealErrors.revisionLimit(limit);
  }
}

function rename(command: RenameDeal, state: DealState): DealEvent[] {
  const { projectName, isAdmin, now, actorId } = command.data;
  assertWritable(state, isAdmin);
  const to = validProjectName(projectName);
  const from = state.deal.project_name ?? null;
  if (to === from) return [];
  return [{ type: 'DealRenamed', data: { from, to, at: now, by: actorId } }];
}

function changeStatus(command: ChangeDealStatus, state: DealState): DealEvent[] {
  const { status, now, actorId } = command.data;
  const from = state.deal.status ?? 'draft';
  if (status === from) return [];
  return [{ type: 'DealStatusChanged', data: { from, to: status, at: now, by: actorId } }];
}

export const dealDecider: Decider<DealCommand, DealEvent, DealState> = {
  decide: decideDeal,
  evolve: evolveDeal,
  initialState: initialDealState,
  snapshot: { version: DEAL_STATE_VERSION },
};
