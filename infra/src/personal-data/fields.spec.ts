import { describe, expect, it } from 'vitest';
import { eventTypes } from '@dealbook/domain';
import { personalFields } from './fields';

/** The schema's property names at a dotted path (`[]` an array's items, `*` a record's values). */
function reaches(schema: unknown, path: string[]): boolean {
  if (path.length === 0) return true;
  const [head, ...rest] = path as [string, ...string[]];
  let def = (schema as { def?: Record<string, unknown> }).def;
  while (def && (def.type === 'optional' || def.type === 'nullable' || def.type === 'default'))
    def = (def.innerType as { def: Record<string, unknown> }).def;
  if (!def) return false;
  if (head === '*') return def.type === 'record' && reaches(def.valueType, rest);
  const name = head.replace(/\[\]$/, '');
  const shape = def.type === 'object' ? (def.shape as Record<string, unknown>) : undefined;
  let child = shape?.[name];
  if (!child) return false;
  if (head.endsWith('[]')) {
    let inner = (child as { def: Record<string, unknown> }).def;
    while (inner.type === 'optional' || inner.type === 'nullable') inner = (inner.innerType as { def: Record<string, unknown> }).def;
    if (inner.type !== 'array') return false;
    child = inner.element;
  }
  return reaches(child, rest);
}

describe('the personal fields (R12)', () => {
  it('name only event types the registry has, and paths their schemas have', () => {
    const wrong = Object.entries(personalFields).flatMap(([type, fields]) => {
      const registered = (eventTypes as Record<string, { schema: unknown }>)[type];
      if (!registered) return [`${type}: no such event type`];
      return fields.filter((f) => !reaches(registered.schema, f.path.split('.'))).map((f) => `${type}.${f.path}`);
    });
    expect(wrong).toEqual([]);
  });
});
