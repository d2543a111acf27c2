import { assertNever } from '../shared';
import { applyChanges } from './diff';
import type { DealEvent } from './events';
import type { Deal } from './schema-deal';
import { evolveShares } from './shares';
import { evolveMatching, initialMatchingState, type MatchingState } from '../matching/match-state';
import { evolveFiles, type Files } from '../files/state';
import { evolveFileAccess, type FileAccess } from '../files/access-state';

export interface DealVersionRecord {
  deal_version: number;
  updated_at: string;
  author: string;
  deal_data: Deal;
  /** Index in the stream of the event that made the version: folding events 0..event_index rebuilds it. */
  event_index: number;
}

export interface DealState {
  status: 'none' | 'active' | 'deleted';
  /** The deal as it stands; `{}` before it exists. */
  deal: Deal;
  /**
   * Oldest first. Each keeps its data: changes are applied without copying what they leave alone, so the
   * versions share every unchanged part and cost little more than their changes.
   */
  versions: DealVersionRecord[];
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
}

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
};

export function evolveDeal(state: DealState, event: DealEvent): DealState {
  const next = { ...state, eventCount: state.eventCount + 1 };
  switch (event.type) {
    case 'DealCreated':
      return versioned({ ...next, status: 'active' }, touched(event.data.deal, event.data), event.data, state.eventCount);
    case 'DealReplicated': {
      const { source, buySide } = event.data;
      return versioned({ ...next, status: 'active', source, buySide }, touched(event.data.deal, event.data), event.data, state.eventCount);
    }
    case 'DealUpdated': {
      const deal = touched(applyChanges(applyChanges(state.deal, event.data.changes), event.data.untracked), event.data);
      return event.data.autosave ? { ...next, deal, pending: true } : versioned(next, deal, event.data, state.eventCount);
    }
    case 'DealRestored': {
      const deal = touched(applyChanges(applyChanges(state.deal, event.data.changes), event.data.untracked), event.data);
      return versioned(next, deal, event.data, state.eventCount);
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
      return { ...next, deal: { ...state.deal, status: event.data.to, ...matched } };
    }
    case 'DealShared':
    case 'CollaboratorPermissionsSet':
    case 'CollabArchived':
    case 'CollabUnarchived':
    case 'CollabDuplicated':
      return { ...next, deal: evolveShares(state.deal, event) };
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
      // Shared with outside parties: the deal is locked for all but internal users (spec 3 section 4).
      return { ...next, deal: { ...state.deal, has_matched_users: true }, matching: evolveMatching(state.matching, event) };
    default:
      return assertNever(event);
  }
}

/** The system's record of the last change, which the console sorts and groups by. */
function touched(deal: Deal, { at, by }: { at: string; by: string }): Deal {
  return { ...deal, updated_at: at, updated_by: by, deal_sort_date: at };
}

function versioned(state: DealState, deal: Deal, { at, by }: { at: string; by: string }, eventIndex: number): DealState {
  const version: DealVersionRecord = {
    deal_version: state.versions.length + 1,
    updated_at: at,
    author: by,
    deal_data: deal,
    event_index: eventIndex,
  };
  return { ...state, deal, versions: [...state.versions, version], pending: false };
}

export const latestVersion = (state: DealState): number => state.versions.length;
