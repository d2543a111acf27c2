import { describe, expect, it } from 'vitest';
import { eventTypes } from '../events';
import { decodeEvent, fold } from '../shared';
import { dealDecider } from './decide';
import type { DealEvent } from './events';
import { ann, at, autosave, bob, create, restore, run, sampleDeal, save, sharedWith } from './fixtures';
import type { Deal } from './schema-deal';
import { DEAL_STATE_VERSION } from './state';
import type { CompanyMatch } from '../matching/matcher';
import { versionsOf } from './versions';

const stamp = (minutes: number, by = ann) => ({ at: at(minutes), by });
const sha = 'a'.repeat(64);
const match: CompanyMatch = {
  match_id: 'co-a',
  company_id: 'co-a',
  company_name: 'A Capital',
  division_id: 'div-a',
  division_name: 'Lending',
  score: 90,
  criteria: [{ criterion: 'Horizon', label: 'Horizon', kind: 'soft', outcome: 'met', deal: '5 years', wanted: '3-7 years', side: 'deal' }],
};

/** A deal's life with every kind of deal event (a copy starts its own stream: `copied`). */
const life: DealEvent[] = [
  ...run([
    create(),
    autosave({ ...sampleDeal, closing_basis: 11_000_000 }, at(1)),
    { type: 'RenameDeal', data: { projectName: 'Harbor II', isAdmin: false, now: at(2), actorId: ann } },
    save({ ...sampleDeal, city: 'Boston' }, at(3)),
    restore(1, at(4)),
  ]),
  { type: 'DealStatusChanged', data: { from: 'draft', to: 'matched', ...stamp(5) } },
  sharedWith(bob, ann, { can_share: true }, at(6)),
  { type: 'CollaboratorPermissionsSet', data: { user_id: bob, can_view: true, can_share: false, can_edit: true, ...stamp(7) } },
  { type: 'CollabArchived', data: stamp(8, bob) },
  { type: 'CollabUnarchived', data: stamp(9, bob) },
  { type: 'CollabDuplicated', data: { deal_id: 'd9', deal_version: 3, ...stamp(10, bob) } },
  {
    type: 'DealMatched',
    data: {
      deal_version: 3,
      stream_revision: 10,
      position: '42',
      divisions_considered: 1,
      matches: [match],
      near_misses: [{ ...match, match_id: 'co-b', company_id: 'co-b', missed: 'Horizon' }],
      suggestions: [{ hint: 'Widen the horizon', companies: 1 }],
      changes: { added: ['co-a'], removed: [], rescored: [] },
      ...stamp(11),
    },
  },
  {
    type: 'MatchContacted',
    data: {
      match_id: 'co-a',
      company_name: 'A Capital',
      invitees: [{ user_id: 'user-cat', email: 'cat@example.com', name: 'Cat Smith', token_hash: 'h', sealed_token: 's' }],
      deal_version: 3,
      demo: false,
      project_name: 'Harbor Point',
      by_name: 'Ann Lee',
      expires_at: at(60),
      ...stamp(12),
    },
  },
  { type: 'MatchRated', data: { match_id: 'co-a', rating: 4, ...stamp(13) } },
  {
    type: 'InvitationStatusChanged',
    data: {
      match_id: 'co-a',
      status: 'declined',
      feedback: [{ name: 'dealSize', rating: 5 }],
      comment: 'Too small',
      deal_version: 3,
      via: 'link',
      project_name: 'Harbor Point',
      provider_name: 'Cat Smith',
      company_name: 'A Capital',
      sponsor: { id: ann, email: 'ann@example.com' },
      ...stamp(14, 'user-cat'),
    },
  },
  {
    type: 'FileUploaded',
    data: { file_id: 'f1', kind: 'attachment', file_name: 'om.pdf', content_type: 'application/pdf', size: 9, sha256: sha, ...stamp(15) },
  },
  { type: 'FileRenamed', data: { file_id: 'f1', from: 'om.pdf', to: 'memo.pdf', ...stamp(16) } },
  {
    type: 'FileUploaded',
    data: { file_id: 'f2', kind: 'image', file_name: 'a.png', content_type: 'image/png', size: 4, sha256: sha, ...stamp(17) },
  },
  { type: 'FileDeleted', data: { file_id: 'f2', file_name: 'a.png', ...stamp(18) } },
  { type: 'FileRestrictionSet', data: { target: 'f1', restricted: true, ...stamp(19) } },
  { type: 'FilePermissionGranted', data: { target: 'dataroom', email: 'lp@fund.com', ...stamp(20) } },
  { type: 'FilePermissionRemoved', data: { target: 'dataroom', email: 'lp@fund.com', ...stamp(21) } },
  {
    type: 'FileAccessRequested',
    data: {
      target: 'f1',
      email: 'visitor@fund.com',
      type: 'public_access',
      details: { source: 'Shared Link' },
      owner_id: ann,
      owner_email: 'ann@example.com',
      project_name: 'Harbor Point',
      file_name: 'memo.pdf',
      ...stamp(22, 'public'),
    },
  },
  {
    type: 'FileAccessDenied',
    data: { target: 'f1', email: 'visitor@fund.com', reason: 'Not yet', project_name: 'Harbor Point', file_name: 'memo.pdf', ...stamp(23) },
  },
  { type: 'DealDeleted', data: stamp(24) },
  { type: 'DealRecovered', data: stamp(25) },
];
const copied: DealEvent[] = [
  {
    type: 'DealReplicated',
    data: { deal: { ...sampleDeal, id: 'd9', user_id: bob }, source: { dealId: 'd1', dealVersion: 3 }, buySide: true, ...stamp(26, bob) },
  },
];
const everyType = new Set<DealEvent['type']>([
  ...['DealCreated', 'DealUpdated', 'DealRenamed', 'DealReplicated', 'DealRestored', 'DealDeleted', 'DealRecovered', 'DealStatusChanged'],
  ...['DealShared', 'CollaboratorPermissionsSet', 'CollabArchived', 'CollabUnarchived', 'CollabDuplicated'],
  ...['DealMatched', 'MatchContacted', 'MatchRated', 'InvitationStatusChanged'],
  ...['FileUploaded', 'FileRenamed', 'FileDeleted'],
  ...['FileRestrictionSet', 'FilePermissionGranted', 'FilePermissionRemoved', 'FileAccessRequested', 'FileAccessDenied'],
] as DealEvent['type'][]);

/** The event as a load folds it: written as JSON and read back through its schema. */
const stored = (e: DealEvent) =>
  ({ type: e.type, data: decodeEvent(eventTypes, e.type, JSON.parse(JSON.stringify(e.data)), 1) }) as DealEvent;

/** A deal with `count` components, each a copy of the sample's tower under its own id. */
const withComponents = (count: number): Deal => ({
  ...sampleDeal,
  sub_properties: Array.from({ length: count }, (_, i) => ({ ...sampleDeal.sub_properties![0]!, item_id: `c${i}`, name: `Tower ${i}` })),
});

describe('the deal state kept in snapshots', () => {
  it('covers every deal event in the histories it checks', () => {
    expect(new Set([...life, ...copied].map((e) => e.type))).toEqual(everyType);
  });

  it('comes back from JSON unchanged after every event, as the stored events fold it', () => {
    for (const history of [life, copied]) {
      let state = dealDecider.initialState;
      for (const event of history.map(stored)) {
        state = dealDecider.evolve(state, event);
        expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
      }
    }
  });

  it('is declared under the deal state version', () => {
    expect(dealDecider.snapshot).toEqual({ version: DEAL_STATE_VERSION });
  });

  it('stays the size of one deal and its version list however often the deal was saved', () => {
    const deal = withComponents(50);
    const saves = Array.from({ length: 200 }, (_, i) => save({ ...deal, closing_basis: 11_000_000 + i }, at(i + 1), { isPremium: true }));
    const events = run([create(deal), ...saves]).map(stored);
    const state = fold(dealDecider, events);
    expect(state.versions).toHaveLength(201);
    const dealSize = JSON.stringify(state.deal).length;
    const size = JSON.stringify(state).length;
    // A version is the index of its event (a few bytes), never a deal: the whole state is the deal, that
    // list and a few hundred bytes, where keeping every version's data was 201 deals.
    expect(JSON.stringify(state.versions).length).toBeLessThan(201 * 5);
    expect(size).toBeLessThan(dealSize + 201 * 5 + 500);
    expect(size / dealSize).toBeLessThan(1.25);
    // The versions' data is still in the events: the oldest version is the deal as created.
    expect(versionsOf(events).at(-1)?.deal_data.closing_basis).toBe(deal.closing_basis);
  });
});
