import { describe, expect, it } from 'vitest';
import { fold } from '../shared';
import { givenFor } from '../identity/given';
import { dealDecider } from './decide';
import { ann, asHandled, at, autosave, create, restore, run, sampleDeal, save, savedTimes } from './fixtures';
import { versionsOf } from './versions';

// A restore is decided as its handler sends it: with the version's data read from the stream.
const given = givenFor(dealDecider, asHandled);
const twoVersions = run([create(), save({ ...sampleDeal, closing_basis: 12_000_000 }, at(1))]);

describe('restoring a version', () => {
  it('appends the patch back to the version', () =>
    given(twoVersions)
      .when(restore(1, at(2)))
      .then([
        {
          type: 'DealRestored',
          data: { toVersion: 1, changes: [{ path: 'closing_basis', from: 12_000_000, to: 10_000_000 }], untracked: [], at: at(2), by: ann },
        },
      ]));

  it('makes the restored state a new version and keeps the one before (total plus one)', () => {
    const versions = versionsOf(run([restore(1, at(2))], twoVersions)).reverse();
    expect(versions.map((v) => [v.deal_version, v.deal_data.closing_basis])).toEqual([
      [1, 10_000_000],
      [2, 12_000_000],
      [3, 10_000_000],
    ]);
  });

  it('first saves autosaved changes as a version of their own, so the state before the restore stays a version', () =>
    given(run([autosave({ ...sampleDeal, closing_basis: 13_000_000 }, at(2))], twoVersions))
      .when(restore(1, at(3)))
      .then([
        { type: 'DealUpdated', data: { changes: [], untracked: [], autosave: false, at: at(3), by: ann } },
        {
          type: 'DealRestored',
          data: { toVersion: 1, changes: [{ path: 'closing_basis', from: 13_000_000, to: 10_000_000 }], untracked: [], at: at(3), by: ann },
        },
      ]));

  it('appends nothing when the deal already is that version', () =>
    given(twoVersions)
      .when(restore(2, at(2)))
      .then([]));

  it('rejects a restore of a version that does not exist', () => {
    const error = given(twoVersions)
      .when(restore(3, at(2)))
      .thenFails('VERSION_NOT_FOUND');
    expect(error.kind).toBe('not_found');
  });

  it("a deal never modified has 'Nothing to Restore or Recover'", () => {
    const error = given(run([create()]))
      .when(restore(1, at(1)))
      .thenFails('NOTHING_TO_RESTORE');
    expect(error.message).toBe('Nothing to Restore or Recover. This deal has never been modified.');
  });

  it('restores the benchmark results of the version along with its fields', () => {
    const later = { ...sampleDeal, closing_basis: 1, sub_properties: sampleDeal.sub_properties!.map((c) => ({ ...c, calc_exit_cap: 9 })) };
    const events = run([save(later, at(1))], run([create()]));
    const [event] = dealDecider.decide(asHandled(restore(1, at(2)), events), fold(dealDecider, events));
    expect(event?.type === 'DealRestored' && event.data.untracked).toEqual(
      sampleDeal.sub_properties!.map((c) => ({ path: `sub_properties[item_id=${c.item_id}].calc_exit_cap`, from: 9, to: c.calc_exit_cap })),
    );
  });

  it('a full deal re-sent through update naming the version it restores is recorded as a restore', () =>
    given(twoVersions)
      .when({
        type: 'UpdateDeal',
        data: { deal: sampleDeal, autosave: false, restoresVersion: 1, isPremium: false, isAdmin: false, now: at(2), actorId: ann },
      })
      .then([
        {
          type: 'DealRestored',
          data: { toVersion: 1, changes: [{ path: 'closing_basis', from: 12_000_000, to: 10_000_000 }], untracked: [], at: at(2), by: ann },
        },
      ]));

  it('an update naming a version that does not exist is refused', () =>
    given(twoVersions)
      .when({
        type: 'UpdateDeal',
        data: { deal: sampleDeal, autosave: false, restoresVersion: 7, isPremium: false, isAdmin: false, now: at(2), actorId: ann },
      })
      .thenFails('VERSION_NOT_FOUND'));
});

describe('the revision limit of accounts that are not premium', () => {
  const atLimit = savedTimes(19); // the creation and 19 saves: 20 versions
  const another = { ...sampleDeal, closing_basis: 1 };

  it("refuses the save that would make a 21st version with 'Maximum Number of Revisions Reached'", () => {
    const error = given(atLimit)
      .when(save(another, at(30)))
      .thenFails('REVISION_LIMIT');
    expect(error.kind).toBe('forbidden');
    expect(error.title).toBe('Maximum Number of Revisions Reached');
  });

  it('allows the 20th version', () => expect(dealDecider.decide(save(another, at(30)), fold(dealDecider, savedTimes(18)))).toHaveLength(1));

  it('refuses autosaves once no version is left for their changes', () =>
    given(atLimit)
      .when(autosave(another, at(30)))
      .thenFails('REVISION_LIMIT'));

  it("refuses a restore at the limit with 'Error: Unable to Restore Deal'", () => {
    const error = given(atLimit)
      .when(restore(1, at(30)))
      .thenFails('REVISION_LIMIT');
    expect(error.title).toBe('Error: Unable to Restore Deal');
  });

  it('premium accounts and admins are not subject to it', () => {
    expect(dealDecider.decide(save(another, at(30), { isPremium: true }), fold(dealDecider, atLimit))).toHaveLength(1);
    expect(dealDecider.decide(save(another, at(30), { isAdmin: true }), fold(dealDecider, atLimit))).toHaveLength(1);
  });

  it('takes its number from configuration', () =>
    given(savedTimes(1))
      .when({
        type: 'UpdateDeal',
        data: {
          deal: another,
          autosave: false,
          isPremium: false,
          isAdmin: false,
          limits: { revisionsPerDeal: 2, replicatesPerMonth: 5, deletesPerMonth: 5 },
          now: at(9),
          actorId: ann,
        },
      })
      .thenFails('REVISION_LIMIT'));
});
