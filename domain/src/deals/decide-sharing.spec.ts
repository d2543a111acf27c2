import { describe, expect, it } from 'vitest';
import { givenFor } from '../identity/given';
import type { DealCommand, ShareTarget } from './commands';
import { dealDecider } from './decide';
import type { DealEvent } from './events';
import { ann, at, bob, create, run, sharedWith } from './fixtures';
import { fold } from '../shared';

const given = givenFor(dealDecider);
const cat = 'user-cat';
const dan = 'user-dan';
const created = run([create()]);

const person = (userId: string, extra: Partial<ShareTarget> = {}): ShareTarget => ({
  userId,
  email: `${userId.slice(5)}@example.com`,
  active: true,
  accountCreated: false,
  firstName: userId.slice(5),
  lastName: 'Smith',
  ...extra,
});
const share = (
  to: ShareTarget,
  actorId = ann,
  flags: { canShare?: boolean; canEdit?: boolean } = {},
  entered = { firstName: to.firstName, lastName: to.lastName },
): DealCommand => ({
  type: 'ShareDeal',
  data: {
    person: to,
    entered,
    canShare: flags.canShare ?? false,
    canEdit: flags.canEdit ?? false,
    actorName: 'Ann Lee',
    now: at(1),
    actorId,
  },
});
const setFlags = (actorId: string, ...entries: [string, boolean, boolean, boolean][]): DealCommand => ({
  type: 'SetCollaboratorPermissions',
  data: {
    entries: entries.map(([userId, canView, canShare, canEdit]) => ({ userId, canView, canShare, canEdit })),
    now: at(2),
    actorId,
  },
});
const archive = (actorId: string, archived = true): DealCommand => ({ type: 'ArchiveCollab', data: { archived, now: at(3), actorId } });

const sharedWithBob = run([share(person(bob), ann, { canShare: true })], created);
const stateOf = (events: DealEvent[]) => fold(dealDecider, events);

describe('sharing a deal with a colleague', () => {
  it('records who it was shared with, by whom, with view only unless asked', () =>
    given(created)
      .when(share(person(bob)))
      .then([sharedWith(bob)]));

  it('keeps the collaborator in shared_deals, not in the deal’s versions or fields', () => {
    const state = stateOf(sharedWithBob);
    expect(state.deal.shared_deals).toEqual([
      expect.objectContaining({
        shared_user_id: bob,
        can_view: true,
        can_share: true,
        can_edit: false,
        users: [{ email: 'bob@example.com' }],
      }),
    ]);
    expect(state.versions).toHaveLength(1);
    expect(state.pending).toBe(false);
  });

  it('refuses a second share with someone who can already see the deal', () =>
    expect(
      given(sharedWithBob)
        .when(share(person(bob)))
        .thenFails('ALREADY_SHARED').title,
    ).toBe('Sorry...'));

  it('refuses to share with the owner or with oneself', () => {
    given(sharedWithBob)
      .when(share(person(ann), bob))
      .thenFails('ALREADY_SHARED');
    given(created)
      .when(share(person(ann)))
      .thenFails('SHARE_WITH_SELF');
  });

  it('refuses an existing account that was never activated, but not one it just opened', () => {
    given(created)
      .when(share(person(bob, { active: false })))
      .thenFails('ACCOUNT_NOT_ACTIVE');
    const [event] = dealDecider.decide(share(person(bob, { active: false, accountCreated: true })), stateOf(created));
    expect(event).toMatchObject({ type: 'DealShared', data: { account_created: true } });
  });

  it('refuses names that do not match the account, ignoring case and blanks', () => {
    given(created)
      .when(share(person(bob), ann, {}, { firstName: 'Robert', lastName: 'Smith' }))
      .thenFails('DETAILS_MISMATCH');
    expect(dealDecider.decide(share(person(bob), ann, {}, { firstName: ' BOB ', lastName: '' }), stateOf(created))).toHaveLength(1);
  });

  it('a collaborator cannot give a permission they lack', () => {
    given(sharedWithBob)
      .when(share(person(cat), bob, { canEdit: true }))
      .thenFails('CANNOT_GRANT');
    expect(dealDecider.decide(share(person(cat), bob, { canShare: true }), stateOf(sharedWithBob))).toHaveLength(1);
  });

  it('shares again with someone whose view was revoked, with the new flags', () => {
    const revoked = run([setFlags(ann, [bob, false, true, false])], sharedWithBob);
    const state = stateOf(run([share(person(bob), ann, { canEdit: true })], revoked));
    expect(state.deal.shared_deals).toEqual([
      expect.objectContaining({ shared_user_id: bob, can_view: true, can_share: false, can_edit: true }),
    ]);
  });

  it('refuses to share a deleted deal', () =>
    given([...created, { type: 'DealDeleted', data: { at: at(1), by: ann } }])
      .when(share(person(bob)))
      .thenFails('DEAL_DELETED'));
});

describe('collaborator permissions', () => {
  const team = run([share(person(cat), ann, { canEdit: true }), share(person(dan))], sharedWithBob);

  it('records one event per entry that changed', () =>
    given(team)
      .when(setFlags(ann, [bob, true, true, true], [cat, true, false, true]))
      .then([
        { type: 'CollaboratorPermissionsSet', data: { user_id: bob, can_view: true, can_share: true, can_edit: true, at: at(2), by: ann } },
      ]));

  it('revoking view keeps the entry, so the owner can give it back', () => {
    const state = stateOf(run([setFlags(ann, [bob, false, true, false])], team));
    expect(state.deal.shared_deals?.find((e) => e.shared_user_id === bob)).toMatchObject({ can_view: false, can_share: true });
  });

  // In `team`, Bob may share (not edit), Cat may edit (not share), Dan may only view.
  it('a collaborator who may share gives others the flags they hold, never more', () => {
    given(team)
      .when(setFlags(bob, [dan, true, true, false]))
      .then([
        {
          type: 'CollaboratorPermissionsSet',
          data: { user_id: dan, can_view: true, can_share: true, can_edit: false, at: at(2), by: bob },
        },
      ]);
    given(team)
      .when(setFlags(bob, [dan, true, false, true]))
      .thenFails('CANNOT_GRANT');
    // Cat edits but may not share: she gives nothing, not even the flag she holds.
    given(team)
      .when(setFlags(cat, [dan, true, false, true]))
      .thenFails('CANNOT_GRANT');
  });

  it('a collaborator lowers only their own flags, and raises none of them', () => {
    given(team)
      .when(setFlags(cat, [cat, true, false, false]))
      .then([
        {
          type: 'CollaboratorPermissionsSet',
          data: { user_id: cat, can_view: true, can_share: false, can_edit: false, at: at(2), by: cat },
        },
      ]);
    expect(
      given(team)
        .when(setFlags(bob, [cat, true, false, false]))
        .thenFails('CANNOT_LOWER').title,
    ).toBe('Unable to Set Permissions');
    // A view-only collaborator cannot revoke anyone, editors included.
    given(team)
      .when(setFlags(dan, [cat, false, false, true]))
      .thenFails('CANNOT_LOWER');
    given(team)
      .when(setFlags(bob, [bob, true, true, true]))
      .thenFails('CANNOT_SET_OWN');
  });

  it('only the owner gives back what the owner took', () => {
    const revoked = run([setFlags(ann, [dan, false, false, false]), setFlags(ann, [cat, true, false, false])], team);
    given(revoked)
      .when(setFlags(bob, [dan, true, false, false]))
      .thenFails('OWNER_REMOVED');
    given(revoked)
      .when(share(person(dan), bob))
      .thenFails('OWNER_REMOVED');
    // Bob holds share, so he could give it, but the owner took Cat's edit: he may not give that back.
    const bobEdits = run([setFlags(ann, [bob, true, true, true])], revoked);
    given(bobEdits)
      .when(setFlags(bob, [cat, true, false, true]))
      .thenFails('OWNER_REMOVED');
    // Once the owner gives it back, it is an ordinary flag again.
    const restored = run([setFlags(ann, [cat, true, false, true]), setFlags(cat, [cat, true, false, false])], bobEdits);
    expect(dealDecider.decide(setFlags(bob, [cat, true, false, true]), stateOf(restored))).toHaveLength(1);
  });

  it('a flag the holder gave up themselves may be given again by a collaborator', () => {
    const left = run([setFlags(dan, [dan, false, false, false])], team);
    expect(dealDecider.decide(setFlags(bob, [dan, true, false, false]), stateOf(left))).toHaveLength(1);
    expect(dealDecider.decide(share(person(dan), bob), stateOf(left))).toHaveLength(1);
  });

  it('refuses someone who is not a collaborator, and the same person twice', () => {
    given(team)
      .when(setFlags(ann, ['user-eve', true, false, false]))
      .thenFails('NOT_COLLABORATOR');
    given(team)
      .when(setFlags(ann, [bob, true, false, false], [bob, false, false, false]))
      .thenFails('DUPLICATE_ENTRY');
  });
});

describe('collab cards', () => {
  it('archives and brings back the collaborator’s own card, once each', () => {
    given(sharedWithBob)
      .when(archive(bob))
      .then([{ type: 'CollabArchived', data: { at: at(3), by: bob } }]);
    const archived = run([archive(bob)], sharedWithBob);
    given(archived).when(archive(bob)).then([]);
    given(archived)
      .when(archive(bob, false))
      .then([{ type: 'CollabUnarchived', data: { at: at(3), by: bob } }]);
    expect(stateOf(archived).deal.shared_deals?.[0]?.archived).toBe(true);
  });

  it('records a duplicate on the source deal with the copy and the version copied', () =>
    given(sharedWithBob)
      .when({ type: 'RecordCollabDuplicate', data: { dealId: 'deal-copy', dealVersion: 1, now: at(4), actorId: bob } })
      .then([{ type: 'CollabDuplicated', data: { deal_id: 'deal-copy', deal_version: 1, at: at(4), by: bob } }]));
});
