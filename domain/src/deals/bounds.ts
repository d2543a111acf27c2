import { z } from 'zod';

/**
 * The domains of a deal's numbers: what the engine can compute with and what the spec's meaning allows.
 * Each number field of the deal schema is one of these kinds (`closing_basis: money`), so the command
 * routes and the entry form refuse the same values with the same words. Every kind is finite: JSON cannot
 * carry Infinity, but 1e308 is a number and three of them added make one.
 *
 * No percent of the deal goes past 100: each is a share of a whole (a factor, an occupancy, a fee, a loan's
 * part of the capitalization, a margin of rent, a promote) or a yearly rate where 100 already doubles the
 * money. The growth rates are the one signed kind (rents can fall); NOI is the one signed amount
 * (expenses can exceed income).
 */
export const numberKinds = {
  money: { min: 0, max: 1e12, message: 'Enter an amount from 0 to 1,000,000,000,000.' },
  signedMoney: { min: -1e12, max: 1e12, message: 'Enter an amount from -1,000,000,000,000 to 1,000,000,000,000.' },
  percent: { min: 0, max: 100, message: 'Enter a percent from 0 to 100.' },
  /** A load or loss factor: the area divides by one minus it, so 100% cannot be (calc/area.ts). */
  factorPercent: { min: 0, max: 99, message: 'Enter a factor from 0 to 99 percent.' },
  /** A lender's release price, a percent of the loan a sold component carries: lenders ask 100 to 125. */
  releasePercent: { min: 0, max: 200, message: 'Enter a percent from 0 to 200.' },
  growthRate: { min: -100, max: 100, message: 'Enter a yearly rate from -100 to 100 percent.' },
  /** A size in its own unit: square feet or metres, acres, linear feet, units. */
  area: { min: 0, max: 1e10, message: 'Enter a size from 0 to 10,000,000,000.' },
  /** A count of units, keys or spaces. */
  quantity: { min: 0, max: 1e9, message: 'Enter a number from 0 to 1,000,000,000.' },
  /** A duration in its time units: at most 1,200 months, or 100 years where the units are years. */
  period: { min: 0, max: 1200, maxYears: 100, message: 'Enter a period from 0 to 1,200 months (100 years).' },
  year: { min: 0, max: 9999, integer: true, message: 'Enter a year as four digits.' },
  /** The position of a component in the deal's list (a linked component names its parent by it). */
  listIndex: { min: 0, max: 9999, integer: true, message: 'Enter a whole number from 0 to 9,999.' },
  /** Miles around the property (benchmark radius). */
  distance: { min: 0, max: 25_000, message: 'Enter a distance from 0 to 25,000 miles.' },
  latitude: { min: -90, max: 90, message: 'Enter a latitude from -90 to 90.' },
  longitude: { min: -180, max: 180, message: 'Enter a longitude from -180 to 180.' },
} as const satisfies Record<string, NumberKind>;

export interface NumberKind {
  min: number;
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** The bound when the field's time units are years (periods only). */
  maxYears?: number;
  /** What the form and the 400 say about a value outside the kind. */
  message: string;
}

export type NumberKindName = keyof typeof numberKinds;

const kindOfSchema = new WeakMap<z.ZodType, NumberKindName>();

function bounded(kind: NumberKindName) {
  const { min, max, message } = numberKinds[kind];
  const integer = 'integer' in numberKinds[kind];
  const base = integer ? z.number({ error: message }).int({ error: message }) : z.number({ error: message });
  const schema = base.min(min, { error: message }).max(max, { error: message }).nullable().optional();
  kindOfSchema.set(schema, kind);
  return schema;
}

/** A field's schema: the kind's number, absent or null while the deal is being entered. */
export const money = bounded('money');
export const signedMoney = bounded('signedMoney');
export const percent = bounded('percent');
export const releasePercent = bounded('releasePercent');
export const factorPercent = bounded('factorPercent');
export const growthRate = bounded('growthRate');
export const area = bounded('area');
export const quantity = bounded('quantity');
export const period = bounded('period');
export const year = bounded('year');
export const listIndex = bounded('listIndex');
export const distance = bounded('distance');
export const latitude = bounded('latitude');
export const longitude = bounded('longitude');

/** The kind a field's schema was built with (`money`, `percent` …), if it is one of these builders. */
export const kindOf = (schema: z.ZodType): NumberKindName | undefined => kindOfSchema.get(schema);

/** A number within its kind; null, undefined and anything else are not. */
export function withinKind(kind: NumberKindName, value: unknown, timeUnits?: unknown): boolean {
  const k: NumberKind = numberKinds[kind];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < k.min || value > k.max) return false;
  if (k.integer && !Number.isInteger(value)) return false;
  return !(timeUnits === 'years' && k.maxYears !== undefined && value > k.maxYears);
}

const unitsOfSchema = new WeakMap<z.ZodType, Readonly<Record<string, string>>>();

/**
 * An item whose periods come with a time units field (`construction_period` and
 * `construction_period_time_units`): a period in years is at most `maxYears`. Checked on the whole item, as
 * the bound depends on a second field; a value outside the kind itself is the field's own issue.
 */
export function withPeriodUnits<S extends z.ZodObject>(schema: S, unitsOf: Readonly<Record<string, string>>): S {
  const { maxYears, message } = numberKinds.period;
  const checked = schema.superRefine((item: Record<string, unknown>, ctx) => {
    for (const [field, units] of Object.entries(unitsOf)) {
      const value = item[field];
      if (typeof value === 'number' && item[units] === 'years' && value > maxYears) {
        ctx.addIssue({ code: 'custom', path: [field], message, input: value });
      }
    }
  });
  unitsOfSchema.set(checked, unitsOf);
  return checked;
}

/** The time units field of each period of an item schema built with `withPeriodUnits`. */
export const periodUnitsOf = (schema: z.ZodType): Readonly<Record<string, string>> => unitsOfSchema.get(schema) ?? {};
