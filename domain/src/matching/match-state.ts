import { assertNever } from '../shared';
import type { InvitationStatus } from '../catalog/sourcing';
import type { DealMatched, MatchingEvent } from './match-events';
import type { CompanyMatch } from './matcher';

/** One person a contact invited, and where their invitation stands. */
export interface InvitationEntry {
  user_id: string;
  email: string;
  name: string;
  status: InvitationStatus;
  status_at: string;
  /** The version offered, then the one the provider last answered on. */
  deal_version: number;
  feedback: { name: string; rating: number }[];
  comment: string;
  via: 'app' | 'link' | null;
  token_hash: string;
  expires_at: string;
}

export interface MatchEntry extends CompanyMatch {
  /** In the latest run; a contacted match the latest run dropped stays, not current. */
  current: boolean;
  contacted: boolean;
  contacted_at: string | null;
  /** 0 = unrated. */
  rating: number;
  invitations: InvitationEntry[];
}

export interface MatchingState {
  run: Omit<DealMatched['data'], 'matches'> | null;
  matches: MatchEntry[];
}

export const initialMatchingState: MatchingState = { run: null, matches: [] };

export function evolveMatching(state: MatchingState, event: MatchingEvent): MatchingState {
  switch (event.type) {
    case 'DealMatched': {
      const { matches, ...run } = event.data;
      const before = new Map(state.matches.map((m) => [m.match_id, m]));
      const found = new Set(matches.map((m) => m.match_id));
      const next: MatchEntry[] = matches.map((m) => {
        const kept = before.get(m.match_id);
        return kept
          ? { ...kept, ...m, current: true }
          : { ...m, current: true, contacted: false, contacted_at: null, rating: 0, invitations: [] };
      });
      const dropped = state.matches.filter((m) => !found.has(m.match_id) && m.contacted).map((m) => ({ ...m, current: false }));
      return { run, matches: [...next, ...dropped] };
    }
    case 'MatchContacted': {
      const d = event.data;
      return change(state, d.match_id, (m) => {
        const known = new Set(m.invitations.map((i) => i.user_id));
        const invited = d.invitees
          .filter((i) => !known.has(i.user_id))
          .map((i): InvitationEntry => ({
            user_id: i.user_id,
            email: i.email,
            name: i.name,
            status: 'none',
            status_at: d.at,
            deal_version: d.deal_version,
            feedback: [],
            comment: '',
            via: null,
            token_hash: i.token_hash,
            expires_at: d.expires_at,
          }));
        return { ...m, contacted: true, contacted_at: m.contacted_at ?? d.at, invitations: [...m.invitations, ...invited] };
      });
    }
    case 'MatchRated':
      return change(state, event.data.match_id, (m) => ({ ...m, rating: event.data.rating }));
    case 'InvitationStatusChanged': {
      const d = event.data;
      return change(state, d.match_id, (m) => ({
        ...m,
        invitations: m.invitations.map((i) =>
          i.user_id === d.by
            ? {
                ...i,
                status: d.status,
                status_at: d.at,
                deal_version: d.deal_version,
                feedback: d.feedback,
                comment: d.comment,
                via: d.via,
              }
            : i,
        ),
      }));
    }
    default:
      return assertNever(event);
  }
}

function change(state: MatchingState, matchId: string, patch: (m: MatchEntry) => MatchEntry): MatchingState {
  return { ...state, matches: state.matches.map((m) => (m.match_id === matchId ? patch(m) : m)) };
}

/** Everyone a contact invited: each may view the deal (the access policy's providers). */
export const invitedUserIds = (state: MatchingState): string[] => state.matches.flatMap((m) => m.invitations.map((i) => i.user_id));

export function invitationOf(state: MatchingState, userId: string): { match: MatchEntry; invitation: InvitationEntry } | null {
  for (const match of state.matches) {
    const invitation = match.invitations.find((i) => i.user_id === userId);
    if (invitation) return { match, invitation };
  }
  return null;
}
