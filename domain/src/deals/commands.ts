import type { DealStatus } from '../catalog';
import type { DealLimits, Plan } from './limits';
import type { MatchingCommand } from '../matching/decide-matching';
import type { FileCommand } from '../files/decide';
import type { FileAccessCommand } from '../files/decide-access';
import type { Deal } from './schema-deal';

/**
 * A command as the deal deciders see it. `now` is an ISO 8601 string from the handler's clock, `actorId`
 * the signed-in user. The handler has parsed the deal with `dealSchema`, checked that the caller may see
 * the deal, and checked the If-Match revision (a stale save never reaches a decider).
 */
interface Command<Type extends string, Data> {
  type: Type;
  data: Data & { now: string; actorId: string };
}

/** Commands under a plan limit carry the caller's plan and, optionally, the configured numbers. */
type Limited = Plan & { limits?: DealLimits };

// Stream deal-<id>.
export type CreateDeal = Command<'CreateDeal', { dealId: string; deal: Deal; partialId: string | null }>;

/**
 * A save: explicit ('Save and Calculate', a version) or a blur autosave. The spec also restores by
 * re-sending a whole deal through update; `restoresVersion` says the body is that version, and the save is
 * then recorded as a restore.
 */
export type UpdateDeal = Command<'UpdateDeal', Limited & { deal: Deal; autosave: boolean; restoresVersion?: number }>;
/**
 * `versionData`: version `toVersion` as the handler read it from the deal's stream (`dealOfVersion`), since
 * the state keeps no old version's data; null when the stream has no such version.
 */
export type RestoreDeal = Command<'RestoreDeal', Limited & { toVersion: number; versionData: Deal | null }>;
export type RenameDeal = Command<'RenameDeal', { projectName: string; isAdmin: boolean }>;
export type ChangeDealStatus = Command<'ChangeDealStatus', { status: DealStatus }>;
/** `deletesThisMonth`: the caller's deletes in the calendar month of `now`, counted by the handler. */
export type DeleteDeal = Command<'DeleteDeal', Limited & { deletesThisMonth: number }>;
export type RecoverDeal = Command<'RecoverDeal', Record<never, never>>;

/** The deal being copied, as the handler read it from its own stream (see `replicaSourceOf`). */
export interface ReplicaSource {
  dealId: string;
  dealVersion: number;
  deal: Deal;
}

/**
 * Decided against the new deal's stream. `projectName` names the copy; without it the copy is the
 * source's name marked 'copied'. `replicatesThisMonth`: the caller's replicates this calendar month.
 */
export type ReplicateDeal = Command<
  'ReplicateDeal',
  Limited & { dealId: string; source: ReplicaSource; projectName?: string; replicatesThisMonth: number }
>;

/** The person a deal is shared with, as the handler found their account (or opened one: `accountCreated`). */
export interface ShareTarget {
  userId: string;
  email: string;
  active: boolean;
  accountCreated: boolean;
  firstName: string;
  lastName: string;
}

export interface CollaboratorFlags {
  canView: boolean;
  canShare: boolean;
  canEdit: boolean;
}

/**
 * `entered`: the names the sharer typed, compared with the account's ("details do not match").
 * `actorName`: how the person will read who shared it.
 */
export type ShareDeal = Command<
  'ShareDeal',
  { person: ShareTarget; entered: { firstName: string; lastName: string }; canShare: boolean; canEdit: boolean; actorName: string }
>;
export type SetCollaboratorPermissions = Command<'SetCollaboratorPermissions', { entries: (CollaboratorFlags & { userId: string })[] }>;
export type ArchiveCollab = Command<'ArchiveCollab', { archived: boolean }>;
/** Recorded on the source deal once the collaborator's copy (`dealId`, a replicate) exists. */
export type RecordCollabDuplicate = Command<'RecordCollabDuplicate', { dealId: string; dealVersion: number }>;
export type SharingCommand = ShareDeal | SetCollaboratorPermissions | ArchiveCollab | RecordCollabDuplicate;

export type DealCommand =
  | CreateDeal
  | UpdateDeal
  | RestoreDeal
  | RenameDeal
  | ChangeDealStatus
  | DeleteDeal
  | RecoverDeal
  | ReplicateDeal
  | SharingCommand
  | MatchingCommand
  | FileCommand
  | FileAccessCommand;

// Stream draft-<id>.
export type SaveDraft = Command<'SaveDraft', { deal: Record<string, unknown> }>;
/** `dealId`: the deal created from the draft, or null when the user discards it. */
export type DeleteDraft = Command<'DeleteDraft', { dealId: string | null }>;
export type DraftCommand = SaveDraft | DeleteDraft;
