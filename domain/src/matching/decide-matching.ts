import { feedbackReasons, type InvitationStatus } from '../catalog/sourcing';
import { assertNever } from '../shared';
import { matchingErrors } from './errors';
import type { MatchingEvent } from './match-events';
import { invitationOf, type MatchingState } from './match-state';
import type { MatchRun } from './matcher';

interface Command<Type extends string, Data> {
  type: Type;
  data: Data & { now: string; actorId: string };
}

/** How many matches and near misses a run keeps, best first: a run is one event, and a screen reads it whole. */
export const MATCHES_KEPT = 100;
export const NEAR_MISSES_KEPT = 20;
/** How long a mailed decline link works. */
export const DECLINE_LINK_DAYS = 30;

/** The handler ran the matcher on the deal as it stood at `dealVersion` (stream revision, global position). */
export type RunMatch = Command<'RunMatch', { run: MatchRun; dealVersion: number; streamRevision: number; position: string }>;
export interface Invitee {
  user_id: string;
  email: string;
  name: string;
  token_hash: string;
  sealed_token: string;
}
/** Contact (or share/match to one person): the handler looked up the company's people and made their links. */
export type ContactMatch = Command<
  'ContactMatch',
  {
    matchId: string;
    invitees: Invitee[];
    demo: boolean;
    dealVersion: number;
    projectName: string;
    byName: string;
    /** The sponsor's own firm, as their profile names it (never the provider's): what the mail says they are of. */
    byCompany?: string;
  }
>;
export type RateMatch = Command<'RateMatch', { matchId: string; rating: number }>;
/**
 * A provider opened or answered their invitation, signed in (`via` app, `actorId` is them) or through the
 * mailed link (`via` link, `tokenHash` found the invitation; `actorId` is then the invitee it names).
 */
export type SetInvitationStatus = Command<
  'SetInvitationStatus',
  {
    status: InvitationStatus;
    feedback: { name: string; rating: number }[];
    comment: string;
    via: 'app' | 'link';
    tokenHash?: string;
    dealVersion?: number;
    latestVersion: number;
    projectName: string;
    providerName: string;
    sponsor: { id: string; email: string } | null;
  }
>;
export type MatchingCommand = RunMatch | ContactMatch | RateMatch | SetInvitationStatus;

export function decideMatching(command: MatchingCommand, state: MatchingState): MatchingEvent[] {
  const stamp = { at: command.data.now, by: command.data.actorId };
  switch (command.type) {
    case 'RunMatch': {
      const { run, dealVersion, streamRevision, position } = command.data;
      const matches = run.matches.slice(0, MATCHES_KEPT);
      const before = new Map(state.matches.filter((m) => m.current).map((m) => [m.match_id, m.score]));
      const now = new Set(matches.map((m) => m.match_id));
      const changes = {
        added: matches.filter((m) => !before.has(m.match_id)).map((m) => m.match_id),
        removed: [...before.keys()].filter((id) => !now.has(id)),
        rescored: matches
          .filter((m) => before.has(m.match_id) && before.get(m.match_id) !== m.score)
          .map((m) => ({ match_id: m.match_id, from: before.get(m.match_id)!, to: m.score })),
      };
      const data = {
        deal_version: dealVersion,
        stream_revision: streamRevision,
        position,
        divisions_considered: run.divisions_considered,
        matches,
        near_misses: run.near_misses.slice(0, NEAR_MISSES_KEPT),
        suggestions: run.suggestions,
        changes,
        ...stamp,
      };
      return [{ type: 'DealMatched', data }];
    }
    case 'ContactMatch': {
      const { matchId, invitees, demo, dealVersion, projectName, byName, byCompany, now } = command.data;
      const match = state.matches.find((m) => m.match_id === matchId);
      if (!match) throw matchingErrors.matchNotFound();
      const known = new Set(match.invitations.map((i) => i.user_id));
      const fresh = invitees.filter((i) => !known.has(i.user_id) && i.user_id !== command.data.actorId);
      if (invitees.length === 0) throw matchingErrors.noProviders();
      if (fresh.length === 0) return [];
      const expires = new Date(Date.parse(now) + DECLINE_LINK_DAYS * 86_400_000).toISOString();
      const data = {
        match_id: matchId,
        company_name: match.company_name,
        invitees: fresh,
        deal_version: dealVersion,
        demo,
        project_name: projectName,
        by_name: byName,
        ...(byCompany ? { by_company: byCompany } : {}),
        expires_at: expires,
        ...stamp,
      };
      return [{ type: 'MatchContacted', data }];
    }
    case 'RateMatch': {
      const { matchId, rating } = command.data;
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw matchingErrors.ratingRange();
      const match = state.matches.find((m) => m.match_id === matchId);
      if (!match) throw matchingErrors.matchNotFound();
      return match.rating === rating ? [] : [{ type: 'MatchRated', data: { match_id: matchId, rating, ...stamp } }];
    }
    case 'SetInvitationStatus':
      return setStatus(command, state);
    default:
      return assertNever(command);
  }
}

const decided: readonly InvitationStatus[] = ['accepted', 'declined', 'archived'];

/**
 * Opening (viewed) records once and never after a decision. Decisions: a pending or
 * archived invitation may be accepted, a pending or accepted one archived, anything but a decline
 * declined; a decline is final. A decline names at least one reason. The mailed link only declines,
 * once, before it expires.
 */
function setStatus(command: SetInvitationStatus, state: MatchingState): MatchingEvent[] {
  const d = command.data;
  const found = d.via === 'link' ? byToken(state, d.tokenHash ?? '', d.now) : invitationOf(state, d.actorId);
  if (!found) throw matchingErrors.notInvited();
  const { match, invitation } = found;
  if (d.status === 'viewed') {
    if (decided.includes(invitation.status) || invitation.status === 'viewed') return [];
  } else if (!decided.includes(d.status)) {
    throw matchingErrors.invalidStatus();
  } else if (invitation.status === d.status || invitation.status === 'declined') {
    throw matchingErrors.alreadyDecided(invitation.status);
  }
  const feedback = d.status === 'declined' ? validFeedback(d.feedback) : [];
  const version = d.dealVersion ?? invitation.deal_version;
  if (!Number.isInteger(version) || version < 1 || version > d.latestVersion) throw matchingErrors.unknownVersion();
  const data = {
    match_id: match.match_id,
    status: d.status,
    feedback,
    comment: d.status === 'declined' ? d.comment.trim().slice(0, 2000) : '',
    deal_version: version,
    via: d.via,
    project_name: d.projectName,
    provider_name: d.providerName,
    company_name: match.company_name,
    sponsor: d.status === 'viewed' ? null : d.sponsor,
    at: d.now,
    by: invitation.user_id,
  };
  return [{ type: 'InvitationStatusChanged', data }];
}

function byToken(state: MatchingState, hash: string, now: string) {
  for (const match of state.matches) {
    const invitation = match.invitations.find((i) => i.token_hash === hash);
    if (!invitation) continue;
    if (decided.includes(invitation.status)) throw matchingErrors.tokenUsed();
    if (Date.parse(now) >= Date.parse(invitation.expires_at)) throw matchingErrors.tokenInvalid();
    return { match, invitation };
  }
  throw matchingErrors.tokenInvalid();
}

function validFeedback(given: { name: string; rating: number }[]): { name: string; rating: number }[] {
  const known = new Set<string>(feedbackReasons.map((r) => r.name));
  for (const r of given) {
    if (!known.has(r.name)) throw matchingErrors.unknownReason(r.name);
    if (!Number.isInteger(r.rating) || r.rating < 0 || r.rating > 5) throw matchingErrors.reasonRange();
  }
  const rated = feedbackReasons.map((r) => ({ name: r.name as string, rating: given.find((g) => g.name === r.name)?.rating ?? 0 }));
  if (rated.every((r) => r.rating === 0)) throw matchingErrors.reasonsRequired();
  return rated;
}
