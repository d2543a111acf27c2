import { assertNever } from '../shared';
import { applyChanges } from './diff';
import type { DealEvent } from './events';
import type { Deal } from './schema-deal';
import type { Flag } from './permission-rules';
import { evolveRemovedByOwner, evolveShares } from './shares';
import { dealStatusOf } from './status';
import { evolveMatching, initialMatchingState, type MatchingState } from '../matching/match-state';
import { evolveFiles, type Files } from '../files/state';
import { evolveFileAccess, type FileAccess } from '../files/access-state';

export interface DealState {
  status: 'none' | 'active' | 'deleted';
  /** The deal as it stands; `{}` before it exists. */
  deal: Deal;
  /**
   * The versions, oldest first, each as the index in the stream of the event that made it (version k is
   * `versions[k - 1]`). Nothing else of them is kept: the state is written whole as a snapshot, and a deal
   * saved a thousand times would carry a thousand deals. A version's data is the stream folded up to its
   * event (`dealOfVersion` in versions.ts), its time and author are that event's `at` and `by`.
   */
  versions: number[];
  /** The deal changed (autosave, rename) since its latest version. */
  pending: boolean;
  /** Events folded so far: the index the next event will have. */
  eventCount: number;
  /** Where a replicate was copied from. */
  source: { dealId: string; dealVersion: number } | null;
  buySide: boolean;
  /** Match runs, contacts, ratings and the invitations' answers (domain/src/matching). */
  matching: MatchingState;
  /** The deal's images and attachments (domain/src/files). */
  files: Files;
  /** Who may open each file and the data room (restricted, permissioned, requested). */
  fileAccess: FileAccess;
  /** The flags the owner took from each collaborator: only the owner gives them back (decide-sharing.ts). */
  removedByOwner: Readonly<Record<string, Flag[]>>;
}

/**
 * The version of the deal state kept as a snapshot (command-service/src/snapshots.ts). Bump it with any
 * change to the state's shape, to evolveDeal or to what it calls (diff, shares, matching, files), so that
 * no state kept by the old code is read by the new.
 */
export const DEAL_STATE_VERSION = 2;

export const initialDealState: DealState = {
  status: 'none',
  deal: {},
  versions: [],
  pending: false,
  eventCount: 0,
  source: null,
  buySide: false,
  matching: initialMatchingState,
  files: [],
  fileAccess: {},
  removedByOwner: {},
};

export function evolveDeal(state: DealState, event: DealEvent): DealState {
  const next = { ...state, eventCount: state.eventCount + 1 };
  switch (event.type) {
    case 'DealCreated':
      return versioned({ ...next, status: 'active' }, touched(event.data.deal, event.data), state.eventCount);
    case 'DealReplicated': {
      const { source, buySide } = event.data;
      return versioned({ ...next, status: 'active', source, buySide }, touched(event.data.deal, event.data), state.eventCount);
    }
    case 'DealUpdated': {
      const deal = touched(applyChanges(applyChanges(state.deal, event.data.changes), event.data.untracked), event.data);
      return event.data.autosave ? { ...next, deal, pending: true } : versioned(next, deal, state.eventCount);
    }
    case 'DealRestored': {
      const deal = touched(applyChanges(applyChanges(state.deal, event.data.changes), event.data.untracked), event.data);
      return versioned(next, deal, state.eventCount);
    }
    case 'DealRenamed':
      return { ...next, deal: touched({ ...state.deal, project_name: event.data.to }, event.data), pending: true };
    case 'DealDeleted':
      return { ...next, status: 'deleted' };
    case 'DealRecovered':
      return { ...next, status: 'active' };
    case 'DealStatusChanged': {
      // Matched users stay once matched: the deal stays read-only for others than internal users.
      const matched = event.data.to === 'matched' ? { has_matched_users: true } : {};
      return { ...next, deal: withStatus({ ...state.deal, status: event.data.to, ...matched }) };
    }
    case 'DealShared':
    case 'CollaboratorPermissionsSet':
    case 'CollabArchived':
    case 'CollabUnarchived':
    case 'CollabDuplicated':
      return {
        ...next,
        deal: evolveShares(state.deal, event),
        removedByOwner: evolveRemovedByOwner(state.removedByOwner, state.deal, event),
      };
    case 'DealMatched':
    case 'MatchRated':
    case 'InvitationStatusChanged':
      return { ...next, matching: evolveMatching(state.matching, event) };
    case 'FileUploaded':
    case 'FileRenamed':
    case 'FileDeleted':
      return { ...next, files: evolveFiles(state.files, event) };
    case 'FileRestrictionSet':
    case 'FilePermissionGranted':
    case 'FilePermissionRemoved':
    case 'FileAccessRequested':
    case 'FileAccessDenied':
      return { ...next, fileAccess: evolveFileAccess(state.fileAccess, event) };
    case 'MatchContacted':
      // Shared with outside parties: the deal is locked for all but internal users.
      return { ...next, deal: withStatus({ ...state.deal, has_matched_users: true }), matching: evolveMatching(state.matching, event) };
    default:
      return assertNever(event);
  }
}

/** The deal with the status its going out to capital providers gives it (status.ts). */
const withStatus = (deal: Deal): Deal => ({
  ...deal,
  status: dealStatusOf({ recorded: deal.status ?? 'draft', invited: deal.has_matched_users === true }),
});

/** The system's record of the last change, which the console sorts and groups by. */
function touched(deal: Deal, { at, by }: { at: string; by: string }): Deal {
  return { ...deal, updated_at: at, updated_by: by, deal_sort_date: at };
}

function versioned(state: DealState, deal: Deal, eventIndex: number): DealState {
  return { ...state, deal, versions: [...state.versions, eventIndex], pending: false };
}

export const latestVersion = (state: DealState): number => state.versions.length;
