import { describe, expect, it } from 'vitest';
import { fold } from '../shared';
import { givenFor } from '../identity/given';
import type { DealCommand, ReplicaSource } from './commands';
import { dealDecider } from './decide';
import { copiedName, replicaSourceOf } from './decide-lifecycle';
import type { DealEvent } from './events';
import { ann, at, bob, create, plan, run, sampleDeal, save, t0 } from './fixtures';
import type { Deal } from './schema-deal';

const given = givenFor(dealDecider);
const created = run([create()]);
const deleted: DealEvent = { type: 'DealDeleted', data: { at: at(5), by: ann } };

const rename = (projectName: string, isAdmin = false): DealCommand => ({
  type: 'RenameDeal',
  data: { projectName, isAdmin, now: at(1), actorId: ann },
});
const remove = (deletesThisMonth: number, actorId = ann, extra: Partial<typeof plan> = {}): DealCommand => ({
  type: 'DeleteDeal',
  data: { deletesThisMonth, ...plan, ...extra, now: at(5), actorId },
});
const recover = (actorId = ann): DealCommand => ({ type: 'RecoverDeal', data: { now: at(6), actorId } });

describe('renaming', () => {
  it('records the old and the new name', () =>
    given(created)
      .when(rename('  Harbor Point II '))
      .then([{ type: 'DealRenamed', data: { from: 'Harbor Point', to: 'Harbor Point II', at: at(1), by: ann } }]));

  it('appends nothing for the same name', () => given(created).when(rename('Harbor Point')).then([]));

  it('refuses a name longer than 25 characters or empty', () => {
    expect(
      given(created)
        .when(rename('x'.repeat(26)))
        .thenFails('INVALID_PROJECT_NAME').title,
    ).toBe('Error: Unable to Rename Deal');
    given(created).when(rename('   ')).thenFails('INVALID_PROJECT_NAME');
  });
});

describe('status', () => {
  const publish: DealCommand = { type: 'ChangeDealStatus', data: { status: 'published', now: at(1), actorId: ann } };

  it('records a status change from and to', () =>
    given(created)
      .when(publish)
      .then([{ type: 'DealStatusChanged', data: { from: 'draft', to: 'published', at: at(1), by: ann } }]));

  it('appends nothing for the status the deal already has', () =>
    given(run([publish], created))
      .when(publish)
      .then([]));

  it('once matched, the deal cannot be renamed but by internal users', () => {
    const matched = run([{ type: 'ChangeDealStatus', data: { status: 'matched', now: at(1), actorId: ann } }], created);
    given(matched).when(rename('New name')).thenFails('DEAL_READ_ONLY');
    given(matched)
      .when(rename('New name', true))
      .then([{ type: 'DealRenamed', data: { from: 'Harbor Point', to: 'New name', at: at(1), by: ann } }]);
  });
});

describe('replicating', () => {
  const source = (deal: Partial<Deal> = {}): ReplicaSource => ({
    dealId: 'd1',
    dealVersion: 2,
    deal: { ...fold(dealDecider, created).deal, ...deal },
  });
  const replicate = (src: ReplicaSource, actorId = ann, replicatesThisMonth = 0, extra: Partial<typeof plan> = {}): DealCommand => ({
    type: 'ReplicateDeal',
    data: { dealId: 'd2', source: src, replicatesThisMonth, ...plan, ...extra, now: at(9), actorId },
  });
  const copyOf = (events: DealEvent[]) => (events[0]?.type === 'DealReplicated' ? events[0].data : null);

  it('copies the deal into a new stream that records its source deal and version', () => {
    const data = copyOf(dealDecider.decide(replicate(source()), dealDecider.initialState));
    expect(data).toMatchObject({ source: { dealId: 'd1', dealVersion: 2 }, buySide: false, at: at(9), by: ann });
    expect(data?.deal).toMatchObject({ id: 'd2', user_id: ann, creator_id: ann, status: 'draft', project_name: 'Harbor Point copied' });
    expect(data?.deal.sub_properties).toEqual(sampleDeal.sub_properties);
  });

  it("a copy of someone else's origination deal is a buy-side copy without their attachments, matches, user and flags", () => {
    const theirs = source({
      mandate: 'origination',
      user_id: bob,
      creator_id: bob,
      attachments: [{ id: 'a1' }],
      matches: [{ id: 'm1' }],
      user: { id: bob },
      updated_by: bob,
      has_matched_users: true,
      has_diamond_users: true,
      has_curated_users: true,
      has_shared_users: true,
    });
    const data = copyOf(dealDecider.decide(replicate(theirs), dealDecider.initialState));
    expect(data?.buySide).toBe(true);
    expect(data?.deal).toMatchObject({ user_id: ann, creator_id: bob, has_matched_users: false });
    for (const field of ['attachments', 'matches', 'user', 'has_diamond_users', 'has_curated_users', 'has_shared_users']) {
      expect(data?.deal).not.toHaveProperty(field);
    }
    expect(data?.deal.updated_by).toBe(ann);
  });

  it("refuses a 6th replicate in a calendar month with 'Error: Cannot Replicate Deal'", () => {
    const error = given([])
      .when(replicate(source(), ann, 5))
      .thenFails('REPLICATE_LIMIT');
    expect(error.kind).toBe('forbidden');
    expect(error.title).toBe('Error: Cannot Replicate Deal');
  });

  it('premium accounts are not subject to the replicate limit', () =>
    expect(dealDecider.decide(replicate(source(), ann, 5, { isPremium: true }), dealDecider.initialState)).toHaveLength(1));

  it('refuses to replicate into a deal that exists', () => given(created).when(replicate(source())).thenFails('DEAL_EXISTS'));

  it('marks the copy copied within the 25 characters of a name, or takes the name given', () => {
    expect(copiedName('A very long project name!')).toBe('A very long projec copied');
    expect(copiedName('A very long project name!').length).toBeLessThanOrEqual(25);
    const named = { ...replicate(source()), data: { ...replicate(source()).data, projectName: 'Harbor Copy' } } as DealCommand;
    expect(copyOf(dealDecider.decide(named, dealDecider.initialState))?.deal.project_name).toBe('Harbor Copy');
  });

  it('a deleted deal is no source', () => expect(() => replicaSourceOf('d1', fold(dealDecider, [...created, deleted]))).toThrow(/deleted/));

  it('the source is the deal at its latest version', () =>
    expect(replicaSourceOf('d1', fold(dealDecider, run([save({ ...sampleDeal, city: 'Boston' }, at(1))], created)))).toMatchObject({
      dealVersion: 2,
      deal: { city: 'Boston' },
    }));
});

describe('deleting and recovering', () => {
  it('deleting records DealDeleted and erases nothing', () => {
    given(created).when(remove(0)).then([deleted]);
    expect(fold(dealDecider, [...created, deleted])).toMatchObject({
      status: 'deleted',
      deal: { project_name: 'Harbor Point' },
      versions: [0], // version 1, made by the stream's first event
    });
  });

  it("refuses a 6th delete in a calendar month with 'Error: Cannot Delete Deal'", () => {
    const error = given(created).when(remove(5)).thenFails('DELETE_LIMIT');
    expect(error.kind).toBe('forbidden');
    expect(error.title).toBe('Error: Cannot Delete Deal');
  });

  it('admins are not subject to the delete limit', () =>
    given(created)
      .when(remove(5, ann, { isAdmin: true }))
      .then([deleted]));

  it('deleting a deleted deal appends nothing', () =>
    given([...created, deleted])
      .when(remove(0))
      .then([]));

  it('the owner recovers a deleted deal from the Deleted tab', () =>
    given([...created, deleted])
      .when(recover())
      .then([{ type: 'DealRecovered', data: { at: at(6), by: ann } }]));

  it('recovering a deal that is not deleted appends nothing', () => given(created).when(recover()).then([]));

  it('a recovered deal can be saved again', () =>
    expect(
      dealDecider.decide(save({ ...sampleDeal, city: 'Boston' }, at(7)), fold(dealDecider, run([recover()], [...created, deleted]))),
    ).toHaveLength(1));

  it('refuses to delete a deal that does not exist', () => given([]).when(remove(0)).thenFails('DEAL_NOT_FOUND'));
});

it('every command is decided at the time it carries', () => expect(created[0]?.data.at).toBe(t0));
