import { describe, expect, it } from 'vitest';
import { ann, at, create, run, sampleDeal, save, sharedWith, t0, withComponent } from '@dealbook/domain/deals/fixtures';
import type { DealEvent } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { append, project } from './spec-support';
import { CONSOLE_DEALS, DEAL_USAGE, consoleDealsProjection } from './console-deals';
import { CONSOLE_PARTIALS, consolePartialsProjection } from './console-partials';

const added = { item_id: 'c4', name: 'Hotel', type: 'hotel' as const, quantity: 90 };
const upload = (file_id: string, kind: 'image' | 'attachment', minute: number): DealEvent => ({
  type: 'FileUploaded',
  data: { file_id, kind, file_name: file_id, content_type: 'image/png', size: 9, sha256: 'a'.repeat(64), at: at(minute), by: ann },
});
const d1: DealEvent[] = [
  ...run([create(), save({ ...withComponent(sampleDeal, 'c2', { name: 'Market' }), sub_properties: [added] }, at(1))]),
  { type: 'DealStatusChanged', data: { from: 'draft', to: 'published', at: at(2), by: ann } },
  { type: 'DealDeleted', data: { at: at(3), by: ann } },
];
const d2: DealEvent[] = [
  {
    type: 'DealReplicated',
    data: {
      deal: { ...sampleDeal, user_id: ann, project_name: 'Harbor Point copied' },
      source: { dealId: 'd1', dealVersion: 1 },
      buySide: false,
      at: at(4),
      by: ann,
    },
  },
  upload('i1', 'image', 5),
  upload('a1', 'attachment', 6),
  upload('i2', 'image', 7),
  { type: 'FileDeleted', data: { file_id: 'i1', file_name: 'i1', at: at(8), by: ann } },
];

const write = async (store: EventStore) => {
  await append(store, 'draft-p1', [{ type: 'DraftSaved', data: { deal: { project_name: 'Pier' }, at: t0, by: ann } }]);
  await append(store, 'draft-p2', [
    { type: 'DraftSaved', data: { deal: { project_name: 'Gone' }, at: t0, by: ann } },
    { type: 'DraftDeleted', data: { dealId: 'd1', at: at(1), by: ann } },
  ]);
  await append(store, 'deal-d1', d1);
  await append(store, 'deal-d2', d2);
};

describe('the console projections', () => {
  it('keeps one card per deal, with its stage, its components and the deleted flag', async () => {
    const [card1, card2] = await project(write, consoleDealsProjection, CONSOLE_DEALS, 1);
    expect(card1).toMatchObject({
      _id: 'd1',
      user_id: ann,
      status: 'published',
      stage: 'live',
      deleted: true,
      deleted_at: at(3),
      deal_sort_date: at(1),
      deal_version: 2,
      card: { project_name: 'Harbor Point', state: 'NY' },
      components: [{ item_id: 'c4', name: 'Hotel', type: 'hotel' }],
    });
    expect(card2).toMatchObject({
      _id: 'd2',
      stage: 'pending',
      deleted: false,
      replicated_from: 'd1',
      card: { project_name: 'Harbor Point copied' },
      files: ['a1', 'i2'],
      images: ['i2'],
    });
  });

  it('counts replicates and deletes by user and calendar month', async () => {
    const usage = await project(write, consoleDealsProjection, DEAL_USAGE, 1);
    expect(usage.map(({ _id: _ignored, ...u }) => u)).toEqual(
      expect.arrayContaining([
        { user_id: ann, kind: 'delete', month: '2025-03', deal_id: 'd1', at: at(3) },
        { user_id: ann, kind: 'replicate', month: '2025-03', deal_id: 'd2', at: at(4) },
      ]),
    );
    expect(usage).toHaveLength(2);
  });

  it('keeps the autosaved partials, a deleted one as a tombstone', async () => {
    const partials = await project(write, consolePartialsProjection, CONSOLE_PARTIALS, 1);
    expect(partials).toMatchObject([
      { _id: 'p1', user_id: ann, project_name: 'Pier', deleted: false, deal: { project_name: 'Pier' } },
      { _id: 'p2', deleted: true, deal_id: 'd1', deal: {} },
    ]);
  });

  it('moves a deal to Live once capital providers were contacted; colleagues it is shared with leave it a draft', async () => {
    const bob = 'user-bob';
    const revoke = (user: string, minute: number): DealEvent => ({
      type: 'CollaboratorPermissionsSet',
      data: { user_id: user, can_view: false, can_share: false, can_edit: false, at: at(minute), by: ann },
    });
    const contacted: DealEvent = {
      type: 'MatchContacted',
      data: {
        match_id: 'c-lender',
        company_name: 'Lone Star Lending',
        invitees: [{ user_id: 'user-pat', email: 'pat@example.com', name: 'Pat', token_hash: 'h', sealed_token: 's' }],
        deal_version: 1,
        demo: false,
        project_name: 'Harbor Point',
        by_name: 'Ann Lee',
        expires_at: at(60),
        at: at(3),
        by: ann,
      },
    };
    const stages = async (...later: DealEvent[]) => {
      const events = [...run([create()]), ...later];
      const [card] = await project((store) => append(store, 'deal-d9', events), consoleDealsProjection, CONSOLE_DEALS, 1);
      return [card!.status, card!.stage];
    };
    expect(await stages()).toEqual(['draft', 'pending']);
    expect(await stages(sharedWith(bob))).toEqual(['draft', 'pending']);
    expect(await stages(sharedWith(bob), contacted)).toEqual(['matched', 'live']);
    expect(await stages(contacted, revoke(bob, 4))).toEqual(['matched', 'live']);
  });

  it('comes out the same when the events are replayed twice', async () => {
    for (const [projection, collection] of [
      [consoleDealsProjection, CONSOLE_DEALS],
      [consoleDealsProjection, DEAL_USAGE],
      [consolePartialsProjection, CONSOLE_PARTIALS],
    ] as const) {
      // Usage documents are keyed by event id, which each test store makes afresh: compare them by content.
      const withoutIds = async (replays: number) =>
        (await project(write, projection, collection, replays))
          .map(({ _id, ...d }) => (collection === DEAL_USAGE ? d : { _id, ...d }))
          .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(await withoutIds(2)).toEqual(await withoutIds(1));
    }
  });
});
