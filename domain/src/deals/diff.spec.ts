import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../shared/event-types';
import { applyChanges, diffAll, diffDeal, diffUntracked } from './diff';
import { isExcludedFromComparison, stripExcluded } from './fields';
import { formatPath, parsePath, valueAt } from './path';

const a = {
  id: 'x',
  name: 'A',
  items: [
    { item_id: 'i1', v: 1 },
    { item_id: 'i2', v: 2 },
  ],
  nested: { deep: { n: 1 } },
  tags: ['a', 'b'],
};

describe('diffDeal', () => {
  it('names a field of a list item by its item id', () =>
    expect(
      diffDeal(a, {
        ...a,
        items: [
          { item_id: 'i1', v: 1 },
          { item_id: 'i2', v: 3 },
        ],
      }),
    ).toEqual([{ path: 'items[item_id=i2].v', from: 2, to: 3 }]));

  it('an added item is one change carrying the whole item, a removed one too', () => {
    const b = {
      ...a,
      items: [
        { item_id: 'i2', v: 2 },
        { item_id: 'i3', v: 9 },
      ],
    };
    expect(diffDeal(a, b)).toEqual([
      { path: 'items[item_id=i1]', from: { item_id: 'i1', v: 1 }, to: undefined },
      { path: 'items[item_id=i3]', from: undefined, to: { item_id: 'i3', v: 9 } },
    ]);
  });

  it('a move is one order change', () =>
    expect(diffDeal(a, { ...a, items: [a.items[1], a.items[0]] })).toEqual([
      { path: 'items#order', from: ['i1', 'i2'], to: ['i2', 'i1'] },
    ]));

  it('nested objects change field by field; lists without item ids change whole', () =>
    expect(diffDeal(a, { ...a, nested: { deep: { n: 2 } }, tags: ['a'] })).toEqual([
      { path: 'nested.deep.n', from: 1, to: 2 },
      { path: 'tags', from: ['a', 'b'], to: ['a'] },
    ]));

  it('a field set or cleared goes from or to undefined; null is a value', () =>
    expect(diffDeal({ p: 1, q: null }, { q: 2, r: null })).toEqual([
      { path: 'p', from: 1, to: undefined },
      { path: 'q', from: null, to: 2 },
      { path: 'r', from: undefined, to: null },
    ]));

  it('leaves out the fields the spec ignores in comparison', () => {
    const before = {
      calc_exit_cap: 1,
      headline: 'h',
      demo_deal: false,
      proper_name_prefix: 'A',
      model_unlocked: false,
      not_used_x: 1,
      updated_at: 't',
      created_by: 'u',
    };
    const after = {
      calc_exit_cap: 2,
      headline: 'i',
      demo_deal: true,
      proper_name_prefix: 'B',
      model_unlocked: true,
      not_used_x: 2,
      updated_at: 'u',
      created_by: 'v',
    };
    expect(diffDeal(before, after)).toEqual([]);
    expect(diffUntracked(before, after)).toHaveLength(8);
  });

  it('reads _at and _by as words: an attribution is compared', () => {
    expect(isExcludedFromComparison('stabilized_other_income_attribution')).toBe(false);
    expect(isExcludedFromComparison('updated_at')).toBe(true);
    expect(isExcludedFromComparison('approved_by_id')).toBe(true);
  });

  it('an item that differs only in ignored fields is no change', () =>
    expect(diffDeal({ items: [{ item_id: 'i1', calc_x: 1 }] }, { items: [{ item_id: 'i1', calc_x: 2 }] })).toEqual([]));
});

describe('frozen items found equal', () => {
  const items = (v: number, note: string) => [
    { item_id: 'i1', v, calc_x: note },
    { item_id: 'i2', v: 2, calc_x: note },
  ];
  it('are equal again at the next diff, each under its own skip', () => {
    const before = deepFreeze({ items: items(1, 'a') });
    const after = deepFreeze({ items: items(1, 'b') }); // the same item, an ignored field changed
    expect(diffDeal(before, after)).toEqual([]);
    expect(diffDeal(before, after)).toEqual([]);
    // Equal under the comparison's skip is no proof of equality under none.
    expect(diffAll(before, after).map((c) => c.path)).toEqual(['items[item_id=i1].calc_x', 'items[item_id=i2].calc_x']);
  });
  it('are compared field by field when not frozen, as they may have changed since', () => {
    const before = deepFreeze({ items: items(1, 'a') });
    const after = { items: items(1, 'a') };
    expect(diffDeal(before, after)).toEqual([]);
    after.items[0]!.v = 5;
    expect(diffDeal(before, after)).toEqual([{ path: 'items[item_id=i1].v', from: 1, to: 5 }]);
  });
});

describe('applyChanges', () => {
  const b = {
    name: 'B',
    items: [
      { item_id: 'i3', v: 9 },
      { item_id: 'i2', v: 5, calc_g: 1 },
    ],
    nested: { deep: {} },
    extra: { x: [1] },
  };

  it('replays the changes: before plus diff gives after, ignored fields aside', () =>
    expect(stripExcluded(applyChanges(a, diffDeal(a, b)))).toEqual(stripExcluded(b)));

  it('with the untracked changes too it gives after exactly', () =>
    expect(applyChanges(applyChanges(a, diffDeal(a, b)), diffUntracked(a, b))).toEqual(b));

  it('the patch back restores before', () => expect(applyChanges(b, diffAll(b, a))).toEqual(a));

  it('leaves its input untouched and shares what did not change', () => {
    const before = structuredClone(a);
    const after = applyChanges(a, [{ path: 'items[item_id=i2].v', from: 2, to: 3 }]);
    expect(a).toEqual(before);
    expect(after.nested).toBe(a.nested);
    expect(after.items[0]).toBe(a.items[0]);
  });

  it('survives a JSON round trip of the changes, where absent values lose their key', () => {
    const changes = JSON.parse(JSON.stringify(diffAll(a, b))) as ReturnType<typeof diffAll>;
    expect(applyChanges(a, changes)).toEqual(b);
  });
});

describe('paths', () => {
  it('quote keys that are not plain and read back', () => {
    const path = formatPath([{ key: 'user' }, { key: 'odd.key"]' }, { itemId: 'i-1' }, { key: 'v' }]);
    expect(path).toBe('user["odd.key\\"]"][item_id=i-1].v');
    expect(parsePath(path).segments).toEqual([{ key: 'user' }, { key: 'odd.key"]' }, { itemId: 'i-1' }, { key: 'v' }]);
  });

  it('read a value out of a deal', () => {
    expect(valueAt(a, 'items[item_id=i2].v')).toBe(2);
    expect(valueAt(a, 'items#order')).toEqual(['i1', 'i2']);
    expect(valueAt(a, 'items[item_id=nope].v')).toBeUndefined();
  });

  it('refuse a malformed path', () => expect(() => parsePath('items[item_id=x')).toThrow(/Bad change path/));
});
