/**
 * Queries as MongoDB answers them, on a small collection chosen to hit the corners: arrays,
 * null versus missing, mixed types in one field, nested objects and arrays of objects.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Doc, DocumentStore, Filter, FindOptions } from '../../src/document-store/port';

const things: Doc[] = [
  {
    _id: 'a',
    n: 1,
    s: 'apple',
    tags: ['x', 'y'],
    nested: { k: 1, deep: { v: 'p' } },
    items: [
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 5 },
    ],
    flag: true,
  },
  { _id: 'b', n: 5, s: 'Banana', tags: ['y'], nested: { k: 2 }, items: [{ sku: 'c', qty: 2 }], flag: false },
  { _id: 'c', n: 10, s: 'cherry', tags: [], nested: { k: 3, deep: { v: 'q' } }, nullable: null },
  { _id: 'd', n: '7', s: 'date', tags: 'x', nested: null, flag: 'true' },
  { _id: 'e', n: 2.5, s: null, items: [{ qty: 3 }], nested: { k: '2' } },
  { _id: 'f' },
];

type Case = [Filter, string[]];

const rules: [string, Case[]][] = [
  [
    'equality matches equal values of the same type only',
    [
      [{ s: 'apple' }, ['a']],
      [{ n: 5 }, ['b']],
      [{ n: 2.5 }, ['e']],
      [{ n: 7 }, []],
      [{ n: '7' }, ['d']],
      [{ flag: true }, ['a']],
      [{ flag: 'true' }, ['d']],
      [{ _id: 'c' }, ['c']],
      [{ _id: { $in: ['a', 'f', 'zz'] } }, ['a', 'f']],
    ],
  ],
  [
    'equality with a value matches an array that contains it',
    [
      [{ tags: 'x' }, ['a', 'd']],
      [{ tags: 'y' }, ['a', 'b']],
    ],
  ],
  [
    'equality with an array matches that exact array',
    [
      [{ tags: ['x', 'y'] }, ['a']],
      [{ tags: ['y', 'x'] }, []],
      [{ tags: [] }, ['c']],
    ],
  ],
  [
    'equality with null matches null and missing fields, not empty arrays',
    [
      [{ nullable: null }, ['a', 'b', 'c', 'd', 'e', 'f']],
      [{ s: null }, ['e', 'f']],
      [{ nested: null }, ['d', 'f']],
      [{ tags: null }, ['e', 'f']],
    ],
  ],
  [
    'equality with an object matches that exact embedded document',
    [
      [{ nested: { k: 2 } }, ['b']],
      [{ 'nested.deep': { v: 'p' } }, ['a']],
    ],
  ],
  [
    'dotted paths reach into nested objects',
    [
      [{ 'nested.k': 2 }, ['b']],
      [{ 'nested.k': '2' }, ['e']],
      [{ 'nested.deep.v': 'q' }, ['c']],
      [{ 'nested.k': { $gte: 2 } }, ['b', 'c']],
    ],
  ],
  [
    'dotted paths reach into arrays of objects',
    [
      [{ 'items.sku': 'a' }, ['a']],
      [{ 'items.sku': 'c' }, ['b']],
      [{ 'items.qty': { $gt: 2 } }, ['a', 'e']],
      [{ 'items.qty': { $lt: 2 } }, ['a']],
    ],
  ],
  [
    'a numeric path part picks an array element',
    [
      [{ 'tags.0': 'x' }, ['a']],
      [{ 'items.1.qty': 5 }, ['a']],
      [{ 'items.0.sku': 'c' }, ['b']],
    ],
  ],
  ['null on a path into an array of objects matches an element without the field', [[{ 'items.sku': null }, ['c', 'd', 'e', 'f']]]],
  [
    '$in matches any listed value, array elements, null as missing, and regexes',
    [
      [{ n: { $in: [1, 10] } }, ['a', 'c']],
      [{ tags: { $in: ['y', 'z'] } }, ['a', 'b']],
      [{ s: { $in: [null, 'date'] } }, ['d', 'e', 'f']],
      [{ s: { $in: [/^b/i, 'apple'] } }, ['a', 'b']],
      [{ n: { $in: [] } }, []],
    ],
  ],
  [
    '$nin keeps documents without the field and arrays without the values',
    [
      [{ n: { $nin: [1, 5] } }, ['c', 'd', 'e', 'f']],
      [{ tags: { $nin: ['x'] } }, ['b', 'c', 'e', 'f']],
    ],
  ],
  [
    '$ne keeps missing fields and excludes arrays containing the value',
    [
      [{ tags: { $ne: 'y' } }, ['c', 'd', 'e', 'f']],
      [{ s: { $ne: null } }, ['a', 'b', 'c', 'd']],
      [{ n: { $ne: 5 } }, ['a', 'c', 'd', 'e', 'f']],
    ],
  ],
  [
    'comparisons match only values of the operand type',
    [
      [{ n: { $gt: 4 } }, ['b', 'c']],
      [{ n: { $gte: 5 } }, ['b', 'c']],
      [{ n: { $lt: 5 } }, ['a', 'e']],
      [{ n: { $lte: 5 } }, ['a', 'b', 'e']],
      [{ n: { $gt: '0' } }, ['d']],
      [{ s: { $gt: 'b' } }, ['c', 'd']],
      [{ s: { $lt: 'b' } }, ['a', 'b']],
      [{ flag: { $gt: false } }, ['a']],
    ],
  ],
  [
    'comparisons on arrays match when any element does',
    [
      [{ tags: { $gte: 'y' } }, ['a', 'b']],
      [{ n: { $gt: 1, $lt: 10 } }, ['b', 'e']],
    ],
  ],
  [
    'comparisons with null treat missing as null',
    [
      [{ s: { $gte: null } }, ['e', 'f']],
      [{ s: { $lte: null } }, ['e', 'f']],
      [{ s: { $gt: null } }, []],
      [{ s: { $lt: null } }, []],
    ],
  ],
  [
    '$exists tells present fields, null ones included, from missing ones',
    [
      [{ nullable: { $exists: true } }, ['c']],
      [{ s: { $exists: false } }, ['f']],
      [{ 'nested.deep': { $exists: true } }, ['a', 'c']],
      [{ 'items.sku': { $exists: true } }, ['a', 'b']],
      [{ tags: { $exists: true } }, ['a', 'b', 'c', 'd']],
      [{ 'nested.k': { $exists: false } }, ['d', 'f']],
    ],
  ],
  [
    '$regex matches strings and array elements, case-insensitively with option i',
    [
      [{ s: { $regex: '^b' } }, []],
      [{ s: { $regex: '^b', $options: 'i' } }, ['b']],
      [{ s: /an/ }, ['b']],
      [{ s: /^[a-c]/ }, ['a', 'c']],
      [{ tags: /^x/ }, ['a', 'd']],
      [{ n: /7/ }, ['d']],
      [{ s: { $regex: /^B/ } }, ['b']],
    ],
  ],
  [
    '$and, $or and several fields combine conditions',
    [
      [{ $or: [{ n: 1 }, { s: 'date' }] }, ['a', 'd']],
      [{ $and: [{ n: { $gt: 1 } }, { n: { $lt: 10 } }] }, ['b', 'e']],
      [{ tags: 'y', n: 5 }, ['b']],
      [{ tags: 'y', $or: [{ n: 1 }, { n: 5 }] }, ['a', 'b']],
      [{ $or: [{ $and: [{ n: { $gte: 5 } }, { s: /an/ }] }, { _id: 'f' }] }, ['b', 'f']],
    ],
  ],
];

const orders: [string, Filter, FindOptions, string[]][] = [
  ['ascending puts missing and null first, then numbers, then strings', {}, { sort: { n: 1 } }, ['f', 'a', 'e', 'b', 'c', 'd']],
  ['descending reverses the type order', {}, { sort: { n: -1 } }, ['d', 'c', 'b', 'e', 'a', 'f']],
  ['strings sort by byte order, upper case first', {}, { sort: { s: 1, _id: 1 } }, ['e', 'f', 'b', 'a', 'c', 'd']],
  ['booleans sort after strings', {}, { sort: { flag: 1, _id: 1 } }, ['c', 'e', 'f', 'd', 'b', 'a']],
  ['several keys on dotted paths', {}, { sort: { 'nested.k': 1, _id: 1 } }, ['d', 'f', 'a', 'b', 'c', 'e']],
  ['several keys in mixed directions', {}, { sort: { 'nested.k': -1, _id: -1 } }, ['e', 'c', 'b', 'a', 'f', 'd']],
  ['an array sorts by its smallest element ascending', { 'items.qty': { $exists: true } }, { sort: { 'items.qty': 1 } }, ['a', 'b', 'e']],
  ['an array sorts by its largest element descending', { 'items.qty': { $exists: true } }, { sort: { 'items.qty': -1 } }, ['a', 'e', 'b']],
  ['skip and limit page through the sorted result', {}, { sort: { _id: 1 }, skip: 1, limit: 2 }, ['b', 'c']],
  ['a limit of 0 means no limit', {}, { sort: { _id: 1 }, limit: 0 }, ['a', 'b', 'c', 'd', 'e', 'f']],
  ['skip past the end gives nothing', {}, { sort: { _id: 1 }, skip: 6 }, []],
  ['skip and limit apply after the filter', { 'items.qty': { $gt: 0 } }, { sort: { _id: -1 }, skip: 1, limit: 1 }, ['b']],
];

export function queryContract(store: () => DocumentStore): void {
  describe('queries', () => {
    beforeEach(async () => {
      await store().write(things.map((doc) => ({ op: 'upsert', collection: 'things', doc })));
    });

    it.each(rules)('%s', async (_, cases) => {
      for (const [filter, expected] of cases) {
        const found = (await store().find('things', filter)).map((d) => d._id).sort();
        expect({ filter, found }).toEqual({ filter, found: expected });
        expect({ filter, count: await store().count('things', filter) }).toEqual({ filter, count: expected.length });
      }
    });

    it.each(orders)('sort: %s', async (_, filter, options, expected) => {
      expect((await store().find('things', filter, options)).map((d) => d._id)).toEqual(expected);
    });

    it('find returns whole documents', async () => {
      expect(await store().find('things', { _id: 'b' })).toEqual([things[1]]);
    });

    it('counts a whole collection, and an unknown collection as empty', async () => {
      expect(await store().count('things')).toBe(6);
      expect(await store().count('nowhere', { n: 1 })).toBe(0);
      expect(await store().find('nowhere', { n: 1 })).toEqual([]);
    });

    it.each([
      [{ n: { $elemMatch: { $gt: 1 } } }, '$elemMatch'],
      [{ $where: 'true' }, '$where'],
      [{ $nor: [{ n: 1 }] }, '$nor'],
      [{ n: { $type: 'string' } }, '$type'],
      [{ n: { $not: { $gt: 1 } } }, '$not'],
      [{ $expr: { $gt: ['$n', 1] } }, '$expr'],
    ])('refuses the unsupported operator in %j by name', async (filter, operator) => {
      const named = new RegExp(operator.replace('$', '\\$'));
      await expect(store().find('things', filter)).rejects.toThrow(named);
      await expect(store().count('things', filter)).rejects.toThrow(named);
    });

    it('refuses a negative skip or limit', async () => {
      await expect(store().find('things', {}, { skip: -1 })).rejects.toThrow(/skip/);
      await expect(store().find('things', {}, { limit: -5 })).rejects.toThrow(/limit/);
    });
  });
}
