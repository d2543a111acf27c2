import { describe, expect, it } from 'vitest';
import { ann, at, bob, create, run, sharedWith } from '@dealbook/domain/deals/fixtures';
import { accessOf, type DealEvent } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { append, project } from './spec-support';
import { DEAL_ACCESS, accessFactsOf, dealAccessProjection, type DealAccessDoc } from './deal-access';

const cat = 'user-cat';
const d1: DealEvent[] = [
  ...run([create()]),
  sharedWith(bob, ann, { can_share: true, can_edit: true }),
  sharedWith(cat, bob),
  { type: 'CollaboratorPermissionsSet', data: { user_id: cat, can_view: false, can_share: false, can_edit: false, at: at(2), by: ann } },
  { type: 'CollabArchived', data: { at: at(3), by: bob } },
];
const d2: DealEvent[] = [...run([create()]), sharedWith(bob), { type: 'DealDeleted', data: { at: at(4), by: ann } }];

const write = async (store: EventStore) => {
  await append(store, 'deal-d1', d1);
  await append(store, 'deal-d2', d2);
};

describe('the deal_access projection', () => {
  it('keeps the owner, the collaborators with their flags and who may see the deal, replayed or not', async () => {
    const once = await project(write, dealAccessProjection, DEAL_ACCESS, 1);
    expect(await project(write, dealAccessProjection, DEAL_ACCESS, 2)).toEqual(once);
    const [doc1, doc2] = once as DealAccessDoc[];
    expect(doc1).toMatchObject({
      _id: 'd1',
      owner_id: ann,
      deleted: false,
      viewer_ids: [bob],
      collaborators: [
        { user_id: bob, email: 'bob@example.com', can_view: true, can_share: true, can_edit: true, archived: true, shared_by: ann },
        { user_id: cat, can_view: false, archived: false, shared_by: bob },
      ],
    });
    expect(doc2).toMatchObject({ _id: 'd2', deleted: true, viewer_ids: [bob] });
  });

  it('gives the policy the same answers as the deal’s own stream', async () => {
    const [doc1, doc2] = (await project(write, dealAccessProjection, DEAL_ACCESS, 1)) as DealAccessDoc[];
    expect(accessOf(accessFactsOf(doc1!), { id: bob }).can).toMatchObject({ view: true, edit: true, share: true, replicate: false });
    expect(accessOf(accessFactsOf(doc1!), { id: cat }).role).toBe('none');
    expect(accessOf(accessFactsOf(doc2!), { id: bob }).role).toBe('none');
    expect(accessOf(accessFactsOf(doc2!), { id: ann }).can.delete).toBe(true);
    expect(accessOf(accessFactsOf(null), { id: ann }).role).toBe('none');
  });
});
