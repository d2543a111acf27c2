import { z } from 'zod';
import { codesOf, type Option } from '../catalog';
import { nameSchema } from '../shared/names';
import { money, percent } from './bounds';

/**
 * Building blocks of the deal schemas. A deal is entered step by step and "changing a controlling field
 * deletes the dependent fields", so every entry field may be absent or null.
 */
export const optional = <S extends z.ZodType>(schema: S) => schema.nullable().optional();

/** Any number: only the stored-event schema (`storedDealSchema`) reads fields this way; entry fields have a kind (./bounds). */
export const num = optional(z.number());
export const text = optional(z.string());
/** A name people see (component, financing item): controls and bidi marks removed (`cleanName`). */
export const name = optional(nameSchema);
export const flag = optional(z.boolean());
/** An ISO date ('2025-03-31') or timestamp; the calculation engine reads both. */
export const date = optional(z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'expected an ISO date'));
export const oneOf = <Code extends string>(list: readonly Option<Code>[]) => optional(z.enum(codesOf(list)));
export const oneOfCodes = <const Code extends string>(codes: readonly Code[]) => optional(z.enum(codes as [Code, ...Code[]]));

/**
 * The stable id of a list item (a component, a tranche). Changes name items by it, so that a moved or
 * removed component reads as such. Letters, digits, '-' and '_' only: a UUID fits, and the id can sit in a
 * change path without quoting.
 */
export const itemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an item id is 1 to 64 letters, digits, - or _');

/**
 * A list of items. The spec's lists arrive as keyed objects ({ "0": {...}, "1": {...} }) until the first
 * create converts them to arrays; accepting both shapes here makes every parse do that conversion.
 */
export const listOf = <S extends z.ZodType>(item: S) =>
  optional(z.preprocess((value) => (isPlainObject(value) ? Object.values(value) : value), z.array(item)));

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Prefixes every key of a shape: `prefixed('stabilized', { rent })` → `{ stabilized_rent }`. */
export function prefixed<P extends string, Shape extends Record<string, z.ZodType>>(prefix: P, shape: Shape) {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [`${prefix}_${key}`, schema])) as {
    [K in keyof Shape & string as `${P}_${K}`]: Shape[K];
  };
}

/** An amount of money with its `_amount` and `_units` fields, for each line item name. */
export function amountsAndUnits<const Name extends string>(names: readonly Name[]) {
  return Object.fromEntries(
    names.flatMap((item) => [
      [`${item}_amount`, money],
      [`${item}_units`, text],
    ]),
  ) as {
    [K in Name as `${K}_amount`]: typeof money;
  } & { [K in Name as `${K}_units`]: typeof text };
}

/** A percent input with the override pair the area and income dialogs use: `<f>`, `<f>_override`, `<f>_override_input`. */
export function withOverride<const Name extends string>(names: readonly Name[], kind: typeof percent = percent) {
  return Object.fromEntries(
    names.flatMap((n) => [
      [n, kind],
      [`${n}_override`, flag],
      [`${n}_override_input`, kind],
    ]),
  ) as {
    [K in Name]: typeof percent;
  } & { [K in Name as `${K}_override`]: typeof flag } & { [K in Name as `${K}_override_input`]: typeof percent };
}
