import { describe, expect, it } from 'vitest';
import { ann, at, autosave, create, restore, run, sampleDeal, save, t0 } from '@dealbook/domain/deals/fixtures';
import type { DealEvent } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { append, project } from './spec-support';
import { DEALS, dealsProjection } from './deals';

const history: DealEvent[] = [
  ...run([
    create(),
    autosave({ ...sampleDeal, city: 'Salem' }, at(1)),
    save({ ...sampleDeal, city: 'Salem', closing_basis: 1 }, at(2)),
    restore(1, at(3)),
  ]),
  { type: 'DealRenamed', data: { from: 'Harbor Point', to: 'Harbor Point II', at: at(4), by: ann } },
  { type: 'DealDeleted', data: { at: at(5), by: ann } },
];

const write = async (store: EventStore) => {
  await append(store, 'deal-d1', history);
  await append(store, 'user-u1', [{ type: 'UserActivated', data: { at: t0 } }]);
};

describe('the deals projection', () => {
  it('keeps each deal as it stands, with its versions, revision and owner', async () => {
    const [deal, ...others] = await project(write, dealsProjection, DEALS, 1);
    expect(others).toEqual([]);
    expect(deal).toMatchObject({
      _id: 'd1',
      user_id: ann,
      project_name: 'Harbor Point II',
      status: 'deleted',
      deal_status: 'draft',
      deal_version: 3,
      revision: history.length - 1,
      pending: true,
      created_at: t0,
      updated_at: at(4),
      deleted_at: at(5),
      deal: { closing_basis: 10_000_000, project_name: 'Harbor Point II' },
    });
    // The restore took back the autosaved city.
    expect((deal!.deal as Record<string, unknown>).city).toBeUndefined();
  });

  it('comes out the same when the events are replayed twice', async () => {
    expect(await project(write, dealsProjection, DEALS, 2)).toEqual(await project(write, dealsProjection, DEALS, 1));
  });
});
