import { describe, expect, it } from 'vitest';
import { accessOf, factsOfDeal } from '../access';
import { feedbackReasons, type InvitationStatus } from '../catalog/sourcing';
import type { DealCommand } from '../deals/commands';
import { dealDecider } from '../deals/decide';
import type { DealEvent } from '../deals/events';
import { ann, at, create, run, sampleDeal, save } from '../deals/fixtures';
import { givenFor } from '../identity/given';
import { fold } from '../shared';
import { DECLINE_LINK_DAYS, MATCHES_KEPT, NEAR_MISSES_KEPT, type Invitee } from './decide-matching';
import type { MatchingEvent } from './match-events';
import type { CompanyMatch, MatchRun, NearMiss } from './matcher';

const given = givenFor(dealDecider);
const bob = 'user-bob';
const cat = 'user-cat';
const dan = 'user-dan';

const company = (name: string, score: number): CompanyMatch => ({
  match_id: `co-${name}`,
  company_id: `co-${name}`,
  company_name: `${name.toUpperCase()} Capital`,
  division_id: `div-${name}`,
  division_name: 'Lending',
  score,
  criteria: [],
});
const matchRun = (...matches: CompanyMatch[]): MatchRun => ({
  matches,
  near_misses: [],
  suggestions: [],
  divisions_considered: matches.length,
});
const runMatch = (r: MatchRun, now = at(10), dealVersion = 1): DealCommand => ({
  type: 'RunMatch',
  data: { run: r, dealVersion, streamRevision: 0, position: '42', now, actorId: ann },
});
const invitee = (userId: string): Invitee => ({
  user_id: userId,
  email: `${userId.slice(5)}@example.com`,
  name: `${userId.slice(5)} Smith`,
  token_hash: `hash-${userId}`,
  sealed_token: `sealed-${userId}`,
});
const contact = (matchId: string, invitees: Invitee[], now = at(20)): DealCommand => ({
  type: 'ContactMatch',
  data: { matchId, invitees, demo: false, dealVersion: 1, projectName: 'Harbor Point', byName: 'Ann Lee', now, actorId: ann },
});
const rate = (matchId: string, rating: number): DealCommand => ({
  type: 'RateMatch',
  data: { matchId, rating, now: at(30), actorId: ann },
});
const answer = (
  actorId: string,
  status: InvitationStatus,
  extra: Partial<{
    feedback: { name: string; rating: number }[];
    comment: string;
    dealVersion: number;
    latestVersion: number;
    now: string;
  }> = {},
): DealCommand => ({
  type: 'SetInvitationStatus',
  data: {
    status,
    feedback: extra.feedback ?? [],
    comment: extra.comment ?? '',
    via: 'app',
    ...(extra.dealVersion === undefined ? {} : { dealVersion: extra.dealVersion }),
    latestVersion: extra.latestVersion ?? 1,
    projectName: 'Harbor Point',
    providerName: 'Bob Smith',
    sponsor: { id: ann, email: 'ann@example.com' },
    now: extra.now ?? at(40),
    actorId,
  },
});
/** The mailed link: the route always declines, as the invitee its token names. */
const declineByLink = (tokenHash: string, actorId: string, now = at(40), feedback = [{ name: 'dealSize', rating: 5 }]): DealCommand => ({
  type: 'SetInvitationStatus',
  data: {
    status: 'declined',
    feedback,
    comment: '',
    via: 'link',
    tokenHash,
    latestVersion: 1,
    projectName: 'Harbor Point',
    providerName: 'Bob Smith',
    sponsor: { id: ann, email: 'ann@example.com' },
    now,
    actorId,
  },
});

const stateOf = (events: DealEvent[]) => fold(dealDecider, events);
const created = run([create()]);
const matched = run([runMatch(matchRun(company('a', 90), company('b', 70)))], created);
const contacted = run([contact('co-a', [invitee(bob), invitee(cat)])], matched);
const eventOf = (events: DealEvent[], command: DealCommand) => {
  const decided = dealDecider.decide(command, stateOf(events));
  expect(decided).toHaveLength(1);
  return decided[0] as MatchingEvent;
};
const dataOf = <T extends MatchingEvent['type']>(events: DealEvent[], command: DealCommand, type: T) => {
  const event = eventOf(events, command);
  expect(event.type).toBe(type);
  return event.data as Extract<MatchingEvent, { type: T }>['data'];
};

describe('RunMatch', () => {
  it('records the run on the deal, everything added against no run before', () => {
    const data = dataOf(created, runMatch(matchRun(company('a', 90), company('b', 70))), 'DealMatched');
    expect(data).toMatchObject({
      deal_version: 1,
      stream_revision: 0,
      position: '42',
      divisions_considered: 2,
      changes: { added: ['co-a', 'co-b'], removed: [], rescored: [] },
      at: at(10),
      by: ann,
    });
    expect(data.matches.map((m) => m.match_id)).toEqual(['co-a', 'co-b']);
  });

  it('records what changed against the previous run: added, removed and rescored', () => {
    const data = dataOf(matched, runMatch(matchRun(company('a', 95), company('c', 60))), 'DealMatched');
    expect(data.changes).toEqual({ added: ['co-c'], removed: ['co-b'], rescored: [{ match_id: 'co-a', from: 90, to: 95 }] });
    const same = dataOf(matched, runMatch(matchRun(company('a', 90), company('b', 70))), 'DealMatched');
    expect(same.changes).toEqual({ added: [], removed: [], rescored: [] });
  });

  it('keeps at most MATCHES_KEPT matches and NEAR_MISSES_KEPT near misses, best first', () => {
    const many = Array.from({ length: MATCHES_KEPT + 50 }, (_, i) => company(`x${String(i).padStart(3, '0')}`, 100 - (i % 100)));
    const near: NearMiss[] = many.slice(0, NEAR_MISSES_KEPT + 5).map((m) => ({ ...m, missed: 'Territory' }));
    const data = dataOf(created, runMatch({ ...matchRun(...many), near_misses: near }), 'DealMatched');
    expect(data.matches).toHaveLength(MATCHES_KEPT);
    expect(data.matches).toEqual(many.slice(0, MATCHES_KEPT));
    expect(data.near_misses).toHaveLength(NEAR_MISSES_KEPT);
    expect(data.changes.added).toHaveLength(MATCHES_KEPT);
    expect(data.divisions_considered).toBe(MATCHES_KEPT + 50);
  });

  it('keeps the contact and rating of a company matched again, with its new score', () => {
    const rated = run([rate('co-a', 4)], contacted);
    const again = stateOf(run([runMatch(matchRun(company('a', 95), company('c', 60)), at(50), 2)], rated));
    const a = again.matching.matches.find((m) => m.match_id === 'co-a');
    expect(a).toMatchObject({ current: true, score: 95, contacted: true, contacted_at: at(20), rating: 4 });
    expect(a?.invitations.map((i) => i.user_id)).toEqual([bob, cat]);
    expect(again.matching.matches.find((m) => m.match_id === 'co-c')).toMatchObject({
      current: true,
      contacted: false,
      rating: 0,
      invitations: [],
    });
    expect(again.matching.run).toMatchObject({ deal_version: 2, at: at(50) });
  });

  it('keeps a contacted match the new run dropped, not current; an uncontacted one goes', () => {
    const again = stateOf(run([runMatch(matchRun(company('c', 60)))], run([rate('co-b', 2)], contacted)));
    expect(again.matching.matches.map((m) => [m.match_id, m.current])).toEqual([
      ['co-c', true],
      ['co-a', false],
    ]);
    expect(again.matching.matches[1]).toMatchObject({ contacted: true, score: 90, invitations: [{ user_id: bob }, { user_id: cat }] });
    // A later run counts the dropped match as removed once, and as added when it comes back.
    const dropped = run([runMatch(matchRun(company('c', 60)))], contacted);
    expect(dataOf(dropped, runMatch(matchRun(company('c', 60))), 'DealMatched').changes.removed).toEqual([]);
    const back = dataOf(dropped, runMatch(matchRun(company('a', 80), company('c', 60))), 'DealMatched');
    expect(back.changes.added).toEqual(['co-a']);
    expect(stateOf([...dropped, { type: 'DealMatched', data: back }]).matching.matches[0]).toMatchObject({
      match_id: 'co-a',
      current: true,
      contacted: true,
      score: 80,
    });
  });
});

describe('ContactMatch', () => {
  it('invites the company’s people, their decline links working DECLINE_LINK_DAYS', () => {
    const data = dataOf(matched, contact('co-a', [invitee(bob), invitee(cat)]), 'MatchContacted');
    expect(data).toMatchObject({ match_id: 'co-a', company_name: 'A Capital', deal_version: 1, demo: false, at: at(20), by: ann });
    expect(data.invitees).toEqual([invitee(bob), invitee(cat)]);
    expect(Date.parse(data.expires_at) - Date.parse(at(20))).toBe(DECLINE_LINK_DAYS * 86_400_000);
    const a = stateOf(contacted).matching.matches.find((m) => m.match_id === 'co-a');
    expect(a).toMatchObject({ contacted: true, contacted_at: at(20) });
    expect(a?.invitations.map((i) => [i.user_id, i.status, i.deal_version, i.token_hash])).toEqual([
      [bob, 'none', 1, `hash-${bob}`],
      [cat, 'none', 1, `hash-${cat}`],
    ]);
  });

  it('refuses an unknown match', () =>
    given(matched)
      .when(contact('co-z', [invitee(bob)]))
      .thenFails('MATCH_NOT_FOUND'));

  it('refuses a company with nobody to invite', () => given(matched).when(contact('co-a', [])).thenFails('NO_PROVIDERS'));

  it('invites nobody twice: only the new people, nothing when nobody is new', () => {
    expect(dataOf(contacted, contact('co-a', [invitee(bob), invitee(dan)], at(25)), 'MatchContacted').invitees).toEqual([invitee(dan)]);
    given(contacted)
      .when(contact('co-a', [invitee(bob), invitee(cat)], at(25)))
      .then([]);
    // Contacting again keeps the first contact's date.
    const again = stateOf(run([contact('co-a', [invitee(dan)], at(25))], contacted));
    expect(again.matching.matches.find((m) => m.match_id === 'co-a')?.contacted_at).toBe(at(20));
  });

  it('never invites the sponsor who contacts', () =>
    given(matched)
      .when(contact('co-a', [invitee(ann)]))
      .then([]));

  it('marks the deal as having matched users: read-only for its owner from then on', () => {
    expect(stateOf(matched).deal.has_matched_users).toBe(false);
    expect(stateOf(contacted).deal.has_matched_users).toBe(true);
    given(contacted)
      .when(save({ ...sampleDeal, closing_basis: 12_000_000 }, at(30)))
      .thenFails('DEAL_READ_ONLY');
  });

  it('lets an invited provider view the deal and answer, and nothing more', () => {
    const facts = factsOfDeal(stateOf(contacted));
    expect(facts.providers).toEqual([bob, cat]);
    const access = accessOf(facts, { id: bob });
    expect(access.role).toBe('provider');
    expect(access.can.view).toBe(true);
    expect(access.can.answer).toBe(true);
    expect(
      Object.entries(access.can)
        .filter(([, can]) => can)
        .map(([c]) => c),
    ).toEqual(['view', 'answer']);
    expect(accessOf(facts, { id: dan }).role).toBe('none');
    expect(accessOf(factsOfDeal(stateOf(matched)), { id: bob }).role).toBe('none');
  });
});

describe('RateMatch', () => {
  it('records a rating of 1 to 5', () => {
    expect(dataOf(matched, rate('co-a', 5), 'MatchRated')).toMatchObject({ match_id: 'co-a', rating: 5 });
    expect(stateOf(run([rate('co-a', 3)], matched)).matching.matches[0]?.rating).toBe(3);
  });

  it.each([0, 6, 2.5, -1])('refuses %s', (rating) => {
    given(matched).when(rate('co-a', rating)).thenFails('RATING_RANGE');
  });

  it('records nothing when the rating is the same', () =>
    given(run([rate('co-a', 4)], matched))
      .when(rate('co-a', 4))
      .then([]));

  it('refuses an unknown match', () => given(matched).when(rate('co-z', 4)).thenFails('MATCH_NOT_FOUND'));
});

describe('SetInvitationStatus', () => {
  const reasons = [{ name: 'dealSize', rating: 5 }];
  const statusOf = (events: DealEvent[], userId = bob) =>
    stateOf(events)
      .matching.matches.flatMap((m) => m.invitations)
      .find((i) => i.user_id === userId)?.status;

  it('records viewed once, and never after a decision', () => {
    const viewed = dataOf(contacted, answer(bob, 'viewed'), 'InvitationStatusChanged');
    expect(viewed).toMatchObject({ match_id: 'co-a', status: 'viewed', via: 'app', deal_version: 1, sponsor: null, by: bob });
    const once = run([answer(bob, 'viewed')], contacted);
    expect(statusOf(once)).toBe('viewed');
    given(once).when(answer(bob, 'viewed')).then([]);
    for (const status of ['accepted', 'archived'] as const)
      given(run([answer(bob, status)], contacted))
        .when(answer(bob, 'viewed'))
        .then([]);
    given(run([answer(bob, 'declined', { feedback: reasons })], contacted))
      .when(answer(bob, 'viewed'))
      .then([]);
  });

  it('records a decline with every reason rated and the comment trimmed, for the sponsor to be told', () => {
    const data = dataOf(contacted, answer(bob, 'declined', { feedback: reasons, comment: '  Too small.  ' }), 'InvitationStatusChanged');
    expect(data.feedback).toEqual(feedbackReasons.map((r) => ({ name: r.name, rating: r.name === 'dealSize' ? 5 : 0 })));
    expect(data).toMatchObject({ status: 'declined', comment: 'Too small.', sponsor: { id: ann, email: 'ann@example.com' }, by: bob });
    expect(statusOf(run([answer(bob, 'declined', { feedback: reasons })], contacted))).toBe('declined');
    expect(statusOf(run([answer(bob, 'declined', { feedback: reasons })], contacted), cat)).toBe('none');
  });

  it('a decline names at least one rated reason, known, rated 0 to 5', () => {
    given(contacted).when(answer(bob, 'declined')).thenFails('REASONS_REQUIRED');
    given(contacted)
      .when(answer(bob, 'declined', { feedback: [{ name: 'dealSize', rating: 0 }] }))
      .thenFails('REASONS_REQUIRED');
    given(contacted)
      .when(answer(bob, 'declined', { feedback: [{ name: 'weather', rating: 3 }] }))
      .thenFails('UNKNOWN_REASON');
    given(contacted)
      .when(answer(bob, 'declined', { feedback: [{ name: 'dealSize', rating: 6 }] }))
      .thenFails('REASON_RATING_RANGE');
    given(contacted)
      .when(answer(bob, 'declined', { feedback: [{ name: 'dealSize', rating: 2.5 }] }))
      .thenFails('REASON_RATING_RANGE');
  });

  it('a decline is final', () => {
    const declined = run([answer(bob, 'declined', { feedback: reasons })], contacted);
    for (const status of ['accepted', 'archived', 'declined'] as const)
      given(declined)
        .when(answer(bob, status, { feedback: reasons }))
        .thenFails('ALREADY_DECIDED');
  });

  it('an accepted invitation may be archived, an archived one accepted or declined, not the same twice', () => {
    const accepted = run([answer(bob, 'accepted')], contacted);
    given(accepted).when(answer(bob, 'accepted')).thenFails('ALREADY_DECIDED');
    const archived = run([answer(bob, 'archived')], accepted);
    expect(statusOf(archived)).toBe('archived');
    given(archived).when(answer(bob, 'archived')).thenFails('ALREADY_DECIDED');
    expect(statusOf(run([answer(bob, 'accepted')], archived))).toBe('accepted');
    expect(statusOf(run([answer(bob, 'declined', { feedback: reasons })], archived))).toBe('declined');
  });

  it('refuses someone not invited, and a status a provider does not set', () => {
    given(contacted).when(answer(dan, 'accepted')).thenFails('NOT_INVITED');
    given(matched).when(answer(bob, 'viewed')).thenFails('NOT_INVITED');
    given(contacted).when(answer(bob, 'opened')).thenFails('INVALID_STATUS');
  });

  it('records the version answered on, refusing one the deal does not have', () => {
    expect(dataOf(contacted, answer(bob, 'accepted', { dealVersion: 2, latestVersion: 3 }), 'InvitationStatusChanged').deal_version).toBe(
      2,
    );
    given(contacted)
      .when(answer(bob, 'accepted', { dealVersion: 4, latestVersion: 3 }))
      .thenFails('VERSION_NOT_FOUND');
    given(contacted)
      .when(answer(bob, 'accepted', { dealVersion: 0, latestVersion: 3 }))
      .thenFails('VERSION_NOT_FOUND');
  });

  describe('through the mailed link', () => {
    const expiresAt = Date.parse(at(20)) + DECLINE_LINK_DAYS * 86_400_000;

    it('declines the invitation the token’s hash names', () => {
      const data = dataOf(contacted, declineByLink(`hash-${cat}`, cat), 'InvitationStatusChanged');
      expect(data).toMatchObject({ match_id: 'co-a', status: 'declined', via: 'link', by: cat });
      const declined = run([declineByLink(`hash-${cat}`, cat)], contacted);
      expect(statusOf(declined, cat)).toBe('declined');
      expect(statusOf(declined, bob)).toBe('none');
    });

    it('refuses an unknown token', () => given(contacted).when(declineByLink('hash-nobody', cat)).thenFails('DECLINE_TOKEN_INVALID'));

    it('refuses an expired link, from the moment it expires', () => {
      given(contacted)
        .when(declineByLink(`hash-${cat}`, cat, new Date(expiresAt).toISOString()))
        .thenFails('DECLINE_TOKEN_INVALID');
      expect(dealDecider.decide(declineByLink(`hash-${cat}`, cat, new Date(expiresAt - 1).toISOString()), stateOf(contacted))).toHaveLength(
        1,
      );
    });

    it('refuses a link already used, or an invitation already decided in the app', () => {
      given(run([declineByLink(`hash-${cat}`, cat)], contacted))
        .when(declineByLink(`hash-${cat}`, cat))
        .thenFails('DECLINE_TOKEN_USED');
      given(run([answer(cat, 'accepted')], contacted))
        .when(declineByLink(`hash-${cat}`, cat))
        .thenFails('DECLINE_TOKEN_USED');
    });

    it('still asks for a rated reason', () =>
      given(contacted)
        .when(declineByLink(`hash-${cat}`, cat, at(40), []))
        .thenFails('REASONS_REQUIRED'));
  });
});
