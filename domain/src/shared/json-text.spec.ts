import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from './event-types';
import { jsonText } from './json-text';

/** Values with what JSON.stringify treats apart: undefined, functions, holes, toJSON, odd numbers and keys. */
const leaf = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.constantFrom(null, true, false, undefined, -0, Number.NaN, Infinity, () => 1, new Date(0), '\ud800', '"\\\n'),
);
const key = fc.oneof(fc.string(), fc.constantFrom('1', '0', '__proto__x', 'a b', '"'));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array'), tie('frozen')),
  object: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  array: fc.array(tie('value'), { maxLength: 4 }),
  frozen: tie('object').map((v) => deepFreeze(structuredCloneable(v))),
}));

/** deepFreeze would freeze a shared Date or function for every later case: frozen parts hold plain data. */
function structuredCloneable(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v ?? null)) as unknown;
}

describe('jsonText', () => {
  it('writes what JSON.stringify writes, frozen parts or not, again and again', () =>
    fc.assert(
      fc.property(value, (v) => {
        expect(jsonText(v)).toBe(JSON.stringify(v));
        expect(jsonText(v)).toBe(JSON.stringify(v));
      }),
      { numRuns: 2000 },
    ));

  it('reuses the text of a frozen part, and a part that is not frozen is read again', () => {
    const component = deepFreeze({ item_id: 'c1', area: 100 });
    const open = { item_id: 'c2', area: 5 };
    const doc = { _id: 'd', deal: { sub_properties: [component, open] } };
    expect(jsonText(doc)).toBe(JSON.stringify(doc));
    open.area = 6; // not frozen: its new value is written
    expect(jsonText(doc)).toBe(JSON.stringify(doc));
    expect(jsonText(doc)).toContain('"area":6');
  });
});
