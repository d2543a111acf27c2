import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanJson } from './item-texts';

const texts = (text: string) => {
  const { items } = scanJson(text);
  return items && Object.fromEntries(items);
};

describe('scanJson', () => {
  it('gives each element of a top-level array of objects as the body wrote it', () => {
    const body = '{ "a" : [ {"x": 1} , { "y" : "]}\\"" }, [2] ], "b": {"c": [{"d": 1}]}, "e": 1 }';
    expect(texts(body)).toEqual({ a: ['{"x": 1}', '{ "y" : "]}\\"" }', '[2]'] });
    expect(scanJson(body).depth).toBe(4);
  });

  it('reads escaped keys, and leaves out lists it could not match element by element', () => {
    expect(texts('{"s\\u0075b":[{"x":1}]}')).toEqual({ sub: ['{"x":1}'] });
    expect(texts('{"a":[{"x":1}, 2], "b":[{"x":1}, "s"], "c":[null], "d":[]}')).toEqual({ d: [] });
  });

  it('gives nothing where JSON.parse would not give the same elements: twin keys, a body not an object', () => {
    expect(scanJson('{"a":[{"x":1}],"a":[{"x":2}]}').items).toBeNull();
    expect(scanJson('{"a":[{"x":1}],"b":1,"b":2}').items).toBeNull();
    expect(scanJson('[{"a":[{"x":1}]}]').items).toBeNull();
    expect(scanJson('{"\\x":[{"x":1}]}').items).toBeNull(); // a malformed key
  });

  it('stops counting past the limit', () => expect(scanJson('['.repeat(100), 64)).toEqual({ depth: 65, items: null }));

  it('each text parses to the element at its position, however the body is spaced', () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const body = fc.dictionary(
      fc.string({ maxLength: 6 }),
      fc.oneof(fc.array(fc.dictionary(fc.string({ maxLength: 4 }), json, { maxKeys: 3 }), { maxLength: 4 }), json),
      { maxKeys: 5 },
    );
    fc.assert(
      fc.property(body, fc.constantFrom(0, 1, '\t', ' \n '), (value, space) => {
        const text = JSON.stringify(value, null, space);
        const { items } = scanJson(text);
        const parsed = JSON.parse(text) as Record<string, unknown>;
        for (const [key, list] of items ?? []) {
          expect(list.map((t) => JSON.parse(t) as unknown)).toEqual(parsed[key]);
        }
        // Every top-level array of objects is there.
        for (const [key, v] of Object.entries(parsed)) {
          if (Array.isArray(v) && v.every((e) => e !== null && typeof e === 'object')) expect(items?.has(key)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
