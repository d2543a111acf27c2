import { z } from 'zod';
import { kindOf, numberKinds, periodUnitsOf, type NumberKindName } from './bounds';
import { dealSchema, itemListNames } from './schema-deal';
import { num } from './schema-parts';

/** One number field's domain, as the form reads it (`min`/`max` attributes, the message under the input). */
export interface FieldBounds {
  kind: NumberKindName;
  min: number;
  max: number;
  integer: boolean;
  /** The field holding this period's time units; a period in years is at most `maxYears`. */
  unitsField?: string;
  maxYears?: number;
  message: string;
}

/** The number fields of one object schema (the deal, or an item of one of its lists), by field name. */
export type FieldBoundsTable = Record<string, FieldBounds>;

/** Through optional, nullable and the lists' preprocess, to the schema that parses the value itself. */
function innermost(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return innermost(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return innermost(schema.out as z.ZodType);
  return schema;
}

function tableOf(object: z.ZodObject): FieldBoundsTable {
  const unitsOf = periodUnitsOf(object);
  const table: FieldBoundsTable = {};
  for (const [field, schema] of Object.entries(object.shape as Record<string, z.ZodType>)) {
    const kind = kindOf(schema);
    if (!kind) continue;
    const { min, max, message, ...rest } = numberKinds[kind] as (typeof numberKinds)[NumberKindName] & {
      integer?: boolean;
      maxYears?: number;
    };
    const units = unitsOf[field];
    table[field] = {
      kind,
      min,
      max,
      integer: rest.integer === true,
      ...(units ? { unitsField: units, maxYears: rest.maxYears } : {}),
      message,
    };
  }
  return table;
}

type ItemListName = (typeof itemListNames)[number];

/**
 * Every number field of a deal with its domain, read from the deal schema itself: `deal` holds the deal's
 * own fields, and each list (`sub_properties`, `senior_loans` …) the fields of one of its items.
 * `dealFieldBounds.sub_properties.exit_cap_percentage_min` → `{ kind: 'percent', min: 0, max: 100, … }`.
 */
export const dealFieldBounds = Object.fromEntries([
  ['deal', tableOf(dealSchema)],
  ...itemListNames.map((list) => {
    const items = innermost(dealSchema.shape[list]);
    const item = items instanceof z.ZodArray ? innermost(items.element as z.ZodType) : null;
    return [list, item instanceof z.ZodObject ? tableOf(item) : {}];
  }),
]) as Record<'deal' | ItemListName, FieldBoundsTable>;

/**
 * The same schema with each number kind relaxed to any number (and the period-units checks dropped).
 * Stored events are decoded with it: a deal saved before the bounds existed (a 1e308, a negative basis)
 * stays readable; the engine leaves such values out of its figures (calc/sanitize.ts).
 */
function relaxed(schema: z.ZodType): z.ZodType {
  if (kindOf(schema)) return num;
  if (schema instanceof z.ZodOptional) return relaxed(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return relaxed(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodPipe) return z.pipe(schema.in as z.ZodType, relaxed(schema.out as z.ZodType));
  if (schema instanceof z.ZodArray) return z.array(relaxed(schema.element as z.ZodType));
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [k, relaxed(v)]));
    return z.object(shape);
  }
  return schema;
}

/** The deal as stored events hold it: the deal schema's shape, without the bounds (validated at the command boundary). */
export const storedDealSchema = relaxed(dealSchema) as typeof dealSchema;
