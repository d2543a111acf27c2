import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges, deepEqual, diffAll, diffDeal, diffUntracked, type Change } from './diff';
import { stripExcluded } from './fields';

// Keys include ignored ones (calc_, _at, demo), a word that only looks ignored, and keys that need quoting.
const key = fc.constantFrom('name', 'n', 'list', 'calc_x', 'updated_at', 'demo_flag', 'other_income_attribution', 'odd.key', 'x-y');
const leaf = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', 'b', null, true, false));

const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('items'), fc.array(leaf, { maxLength: 3 })),
  object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  // A list whose items carry ids, in any order and any subset.
  items: fc
    .shuffledSubarray(['i1', 'i2', 'i3', 'i4', 'i5'])
    .chain((ids) =>
      fc.tuple(...ids.map((id) => fc.dictionary(key, tie('value'), { maxKeys: 3 }).map((fields) => ({ ...fields, item_id: id })))),
    ),
}));
const deal = fc.dictionary(key, value, { maxKeys: 6 });
/** Two states of one list, so that moves, removals and additions are frequent. */
const ids = ['i1', 'i2', 'i3', 'i4', 'i5'];
const listPair = fc.tuple(fc.dictionary(key, value, { maxKeys: 2 }), fc.shuffledSubarray(ids), fc.shuffledSubarray(ids));
const itemOf = (id: string) => ({ item_id: id, name: id.toUpperCase(), calc_x: id.length });

const roundTrip = (changes: Change[]): Change[] => JSON.parse(JSON.stringify(changes)) as Change[];

describe('diffDeal and applyChanges', () => {
  it('applying the diff of a and b to a gives b, the ignored fields aside', () =>
    fc.assert(
      fc.property(deal, deal, (a, b) => {
        expect(stripExcluded(applyChanges(a, diffDeal(a, b)))).toEqual(stripExcluded(b));
      }),
    ));

  it('with the untracked changes after them, it gives b exactly, also after a JSON round trip', () =>
    fc.assert(
      fc.property(deal, deal, (a, b) => {
        const tracked = roundTrip(diffDeal(a, b));
        expect(applyChanges(applyChanges(a, tracked), roundTrip(diffUntracked(a, b)))).toEqual(b);
      }),
    ));

  it('the patch back from b restores a', () =>
    fc.assert(
      fc.property(deal, deal, (a, b) => {
        expect(applyChanges(b, diffAll(b, a))).toEqual(a);
      }),
    ));

  it('finds no change exactly when a and b are equal but for the ignored fields', () =>
    fc.assert(
      fc.property(deal, deal, (a, b) => {
        expect(diffDeal(a, b).length === 0).toBe(deepEqual(stripExcluded(a), stripExcluded(b)));
        expect(diffDeal(a, a)).toEqual([]);
      }),
    ));

  it('never touches its input', () =>
    fc.assert(
      fc.property(deal, deal, (a, b) => {
        const before = structuredClone(a);
        applyChanges(a, diffAll(a, b));
        expect(a).toEqual(before);
      }),
    ));

  it('a moved, removed or added item reads as such, never as changes of the items around it', () =>
    fc.assert(
      fc.property(listPair, ([rest, before, after]) => {
        const a = { ...rest, list: before.map(itemOf) };
        const b = { ...rest, list: after.map(itemOf) };
        const changes = diffDeal(a, b);
        const added = after.filter((id) => !before.includes(id));
        const removed = before.filter((id) => !after.includes(id));
        expect(
          changes
            .filter((c) => c.path.startsWith('list['))
            .map((c) => c.path)
            .sort(),
        ).toEqual([...added, ...removed].map((id) => `list[item_id=${id}]`).sort());
        expect(changes.filter((c) => c.path !== 'list#order' && !c.path.startsWith('list['))).toEqual([]);
        expect(applyChanges(a, roundTrip(changes))).toEqual(b);
      }),
    ));
});
