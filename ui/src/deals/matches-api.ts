import type { InvitationStatus } from '@dealbook/domain/catalog/sourcing';
import { httpClient as defaultHttpClient, type HttpClient } from '../providers/httpClient';
import { keyedCommand } from '../providers/keyedCommand';

/** One criterion of a match's explanation (domain/src/matching/README.md, "The matcher"). */
export type MatchCriterion = {
  criterion: string;
  label: string;
  /** Hard criteria must all hold; soft ones are weighted preferences. */
  kind: 'hard' | 'soft';
  /** `open`: the provider states no preference, so any deal holds. */
  outcome: 'met' | 'missed' | 'open';
  /** The deal's value, readably ('Texas', '$12.5M'). */
  deal: string;
  /** What the provider asks for ('any' when nothing). */
  wanted: string;
  side: 'deal' | 'provider';
  hint?: string;
};

export type MatchFeedback = { name: string; label: string; rating: number };

export type MatchInvitation = {
  user_id: string;
  name: string;
  status: InvitationStatus;
  status_at: string | null;
  deal_version: number | null;
  feedback: MatchFeedback[];
  comment: string | null;
};

export type MatchUser = { id: string; first_name: string; last_name: string; email: string; scoring_divisions: string[] };

export type Match = {
  id: string;
  company: { id: string; name: string; users: MatchUser[] };
  scoring_division_id: string;
  division_name: string;
  score: number;
  criteria: MatchCriterion[];
  /** False: an earlier run matched it, the latest did not (kept because it was contacted). */
  current: boolean;
  contacted: boolean;
  contacted_at: string | null;
  /** 0 = unrated, else 1 to 5 stars. */
  rating: number;
  invitations: MatchInvitation[];
};

export type NearMiss = { company_id: string; company_name: string; division_name: string; missed: string; hint?: string };

export type MatchRun = {
  at: string;
  by: string;
  deal_version: number;
  position: string;
  divisions_considered: number;
  suggestions: { hint: string; companies: number }[];
  near_misses: NearMiss[];
  /** Against the previous run: match ids added and no longer matching, and rescored ones. */
  changes: { added: string[]; removed: string[]; rescored: { match_id: string; from: number; to: number }[] };
};

export type MatchList = { deal_id: string; project_name: string; demo_deal: boolean; run: MatchRun | null; matches: Match[] };

const DEALS = '/api/app/deals/secure';
const enc = encodeURIComponent;

/** The sponsor's match calls; commands carry an Idempotency-Key so a resent request applies once. */
export function createMatchesApi(http: HttpClient = defaultHttpClient) {
  const get = async <T>(path: string) => (await http(path, { method: 'GET' })).json as T;
  const send = keyedCommand(http);
  const put = <T>(path: string, body?: unknown) => send<T>('PUT', path, body);
  const matchPath = (dealId: string, matchId: string) => `${DEALS}/${enc(dealId)}/matches/${enc(matchId)}`;
  return {
    retrieve: (dealId: string) => get<MatchList>(`${DEALS}/${enc(dealId)}/matches/retrieve`),
    /** Runs the matcher on the deal as it stands; answers the new list. */
    run: (dealId: string) => put<MatchList>(`${DEALS}/${enc(dealId)}/modify/get_matched`),
    /** Invites the company's users; a demo deal's contact goes to `/contact/demo`. */
    contact: (dealId: string, matchId: string, demo: boolean) => put<Match>(`${matchPath(dealId, matchId)}/contact${demo ? '/demo' : ''}`),
    rate: (dealId: string, matchId: string, rating: number) =>
      put<{ match_id: string; rating: number }>(`${matchPath(dealId, matchId)}/rate`, { rating }),
  };
}

export type MatchesApi = ReturnType<typeof createMatchesApi>;
export const matchesApi = createMatchesApi();

export const matchesKeys = {
  list: (dealId: string) => ['deals', dealId, 'matches'] as const,
};
