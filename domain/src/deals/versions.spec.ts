import { describe, expect, it } from 'vitest';
import type { DealCommand } from './commands';
import { ann, at, autosave, bob, create, restore, run, sampleDeal, save, t0, withComponent } from './fixtures';
import { dealAsOf, fieldHistory, versionsOf } from './versions';

const exitCap = 'sub_properties[item_id=c2].exit_cap_percentage_min';
const rename: DealCommand = { type: 'RenameDeal', data: { projectName: 'Harbor II', isAdmin: false, now: at(3), actorId: ann } };
const events = run([
  create(),
  autosave(withComponent(sampleDeal, 'c2', { exit_cap_percentage_min: 7 }), at(1)),
  save({ ...withComponent(sampleDeal, 'c2', { exit_cap_percentage_min: 7 }), city: 'Boston' }, at(2), { actorId: bob }),
  rename,
  restore(1, at(4)),
]);

describe('versions of a deal', () => {
  it('lists every version newest first with its number, author, time, data and changes', () => {
    const versions = versionsOf(events);
    expect(versions.map((v) => [v.deal_version, v.author, v.updated_at])).toEqual([
      [4, ann, at(4)],
      [3, ann, at(4)],
      [2, bob, at(2)],
      [1, ann, t0],
    ]);
    expect(versions[3]?.changes).toEqual([]);
    expect(versions[3]?.deal_data.project_name).toBe('Harbor Point');
  });

  it("a version's changes include the autosaves folded into it", () =>
    expect(versionsOf(events)[2]?.changes).toEqual([
      { path: exitCap, from: 6.5, to: 7 },
      { path: 'city', from: undefined, to: 'Boston' },
    ]));

  it('a rename before a restore becomes part of the version saved before the restore', () =>
    expect(versionsOf(events)[1]?.changes).toEqual([{ path: 'project_name', from: 'Harbor Point', to: 'Harbor II' }]));

  it('the restored version holds the data of version 1 again', () => {
    const [restored, , , first] = versionsOf(events);
    const { updated_at: _a, updated_by: _b, deal_sort_date: _c, ...restoredData } = restored!.deal_data;
    const { updated_at: _d, updated_by: _e, deal_sort_date: _f, ...firstData } = first!.deal_data;
    expect(restoredData).toEqual(firstData);
  });

  it('a deal never saved again has a single version', () => expect(versionsOf(run([create()]))).toHaveLength(1));
});

describe('the deal at a point in time', () => {
  it('is the deal as it was at a time, autosaves included', () => {
    expect(dealAsOf(events, { at: at(1.5) })?.sub_properties?.[1]?.exit_cap_percentage_min).toBe(7);
    expect(dealAsOf(events, { at: at(1.5) })?.city).toBeUndefined();
    expect(dealAsOf(events, { at: at(2) })?.city).toBe('Boston');
  });

  it('is the deal after an event, by stream position', () => {
    expect(dealAsOf(events, { position: 0 })?.sub_properties?.[1]?.exit_cap_percentage_min).toBe(6.5);
    expect(dealAsOf(events, { position: 3 })?.project_name).toBe('Harbor II');
  });

  it('is nothing before the deal was created', () => expect(dealAsOf(events, { at: '2024-01-01T00:00:00.000Z' })).toBeNull());
});

describe("a field's history", () => {
  it('lists when, who, from and to for each change of the field, its first value included', () =>
    expect(fieldHistory(events, exitCap)).toEqual([
      { at: t0, by: ann, from: undefined, to: 6.5 },
      { at: at(1), by: ann, from: 6.5, to: 7 },
      { at: at(4), by: ann, from: 7, to: 6.5 },
    ]));

  it('includes renames', () =>
    expect(fieldHistory(events, 'project_name')).toEqual([
      { at: t0, by: ann, from: undefined, to: 'Harbor Point' },
      { at: at(3), by: ann, from: 'Harbor Point', to: 'Harbor II' },
      { at: at(4), by: ann, from: 'Harbor II', to: 'Harbor Point' },
    ]));

  it("shows a removed component's fields going away", () => {
    const removed = run(
      [save({ ...sampleDeal, sub_properties: sampleDeal.sub_properties!.filter((c) => c.item_id !== 'c2') }, at(1))],
      run([create()]),
    );
    expect(fieldHistory(removed, exitCap).at(-1)).toEqual({ at: at(1), by: ann, from: 6.5, to: undefined });
  });

  it('follows the order of a list', () => {
    const moved = run([save({ ...sampleDeal, sub_properties: [...sampleDeal.sub_properties!].reverse() }, at(1))], run([create()]));
    expect(fieldHistory(moved, 'sub_properties#order').at(-1)).toEqual({
      at: at(1),
      by: ann,
      from: ['c1', 'c2', 'c3'],
      to: ['c3', 'c2', 'c1'],
    });
  });
});
