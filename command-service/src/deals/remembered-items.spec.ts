import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dealSchema, withItemIds } from '@dealbook/domain';
import { sampleDeal } from '@dealbook/domain/deals/sample-deal';
import { recordItemTexts, scanJson } from '@dealbook/infra/http/item-texts';
import { rememberedItemsParse } from './remembered-items';

let ids = 0;
const withIds = (raw: unknown) => withItemIds(raw, () => `new-${++ids}`);
const updateObject = dealSchema.extend({ restore_version: z.number().int().positive().optional() });
const full = z.preprocess(withIds, updateObject);
const fast = rememberedItemsParse(updateObject, withIds);

const component = (i: number, extra: Record<string, unknown> = {}) => ({
  item_id: `c${i}`,
  name: `  Component\u200f ${i} `,
  type: i % 2 ? 'multifamily' : 'retail',
  quantity: 10 + i,
  exit_cap_percentage_min: 5 + i / 100,
  stabilized_rent: 2000 + i,
  construction_period: 12,
  construction_period_time_units: 'months',
  not_a_field: 'dropped',
  ...extra,
});
const bodies: Record<string, unknown> = {
  'the bench deal': {
    project_name: 'Bench Tower',
    closing_basis: 10_000_000,
    sub_properties: Array.from({ length: 50 }, (_, i) => component(i)),
  },
  'the sample deal, with loans': JSON.parse(JSON.stringify(sampleDeal('2026-11-26'))),
  'lists as keyed objects, one item without an id': { project_name: 'Keyed', sub_properties: { 0: component(0), 1: { name: 'No id' } } },
  'a list sent as null, another absent': { project_name: 'Nulls', sub_properties: null, restore_version: 2 },
  'an unknown field beside the lists': { project_name: 'Extra', unknown_field: 1, sub_properties: [component(3)] },
};

/** The whole schema's answer with the ids it gave new items, for the same new-item ids: compared after a reset. */
function both(body: unknown) {
  const start = ids;
  const expected = full.safeParse(body);
  ids = start;
  return { expected, got: fast(body) };
}

describe('deal bodies validated item by item, each item once', () => {
  it.each(Object.keys(bodies))('gives what the whole schema gives, keys in the same order: %s', (name) => {
    const { expected, got } = both(bodies[name]);
    expect(expected.success).toBe(true);
    expect(JSON.stringify(got)).toBe(JSON.stringify(expected.data));
    // Again, now from what it remembers.
    const again = both(bodies[name]);
    expect(JSON.stringify(again.got)).toBe(JSON.stringify(again.expected.data));
  });

  it('validates an item it has seen once: the second body shares the first one’s values, frozen', () => {
    const body = { project_name: 'Twice', sub_properties: [component(7), component(8)] };
    const first = fast(body) as { sub_properties: object[] };
    const second = fast({ ...body, closing_basis: 5 }) as { sub_properties: object[]; closing_basis: number };
    expect(second.sub_properties[0]).toBe(first.sub_properties[0]);
    expect(second.closing_basis).toBe(5);
    expect(Object.isFrozen(second.sub_properties[1])).toBe(true);
  });

  it('looks items up by the body’s own texts where its parser recorded them, with the same values', () => {
    const text = JSON.stringify({ project_name: 'Texts', sub_properties: [component(11), { name: 'No id' }, component(12)] }, null, 1);
    const parsedBody = () => {
      const value = JSON.parse(text) as unknown;
      recordItemTexts(value, scanJson(text).items);
      return value;
    };
    const { expected, got } = both(parsedBody());
    expect(JSON.stringify(got)).toBe(JSON.stringify(expected.data));
    const again = fast(parsedBody()) as { sub_properties: object[] };
    // The items with ids are found by their spaced text; the one given an id is new each time.
    expect(again.sub_properties[0]).toBe((got as { sub_properties: object[] }).sub_properties[0]);
    expect(again.sub_properties[2]).toBe((got as { sub_properties: object[] }).sub_properties[2]);
    expect(again.sub_properties[1]).not.toEqual((got as { sub_properties: object[] }).sub_properties[1]);
    // Without recorded texts the item is looked up by its compact text: another entry, an equal value.
    const untexted = fast(JSON.parse(text)) as { sub_properties: object[] };
    expect(untexted.sub_properties[0]).not.toBe(again.sub_properties[0]);
    expect(untexted.sub_properties[0]).toEqual(again.sub_properties[0]);
  });

  it('leaves to the whole schema a body it cannot answer for: an invalid item, an invalid field, not an object', () => {
    for (const body of [
      { project_name: 'Bad item', sub_properties: [component(1, { quantity: 'many' })] },
      { project_name: 'Bad period', sub_properties: [component(1, { construction_period: 900, construction_period_time_units: 'years' })] },
      { project_name: 'Bad field', closing_basis: 'lots', sub_properties: [component(2)] },
      [component(1)],
      'a deal',
    ]) {
      expect(full.safeParse(body).success, JSON.stringify(body)).toBe(false);
      expect(fast(body), JSON.stringify(body)).toBeUndefined();
    }
  });
});
