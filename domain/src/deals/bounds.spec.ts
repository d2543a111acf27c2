import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kindOf, numberKinds, type NumberKindName } from './bounds';
import { dealFieldBounds, storedDealSchema } from './field-bounds';
import { dealSchema } from './schema-deal';

/** One field of each kind, where it sits in a deal. */
const fieldOf: Record<NumberKindName, { list?: string; field: string }> = {
  money: { field: 'closing_basis' },
  signedMoney: { list: 'sub_properties', field: 'stabilized_noi' },
  percent: { field: 'advisor_fee_percent' },
  releasePercent: { list: 'senior_loans', field: 'release_percent' },
  factorPercent: { list: 'sub_properties', field: 'project_area_load_factor' },
  growthRate: { list: 'sub_properties', field: 'stabilized_noi_growth_rate' },
  area: { list: 'sub_properties', field: 'project_area_amount' },
  quantity: { list: 'sub_properties', field: 'quantity' },
  period: { list: 'sub_properties', field: 'construction_period' },
  year: { list: 'sub_properties', field: 'year_built' },
  listIndex: { list: 'sub_properties', field: 'linked_index' },
  distance: { list: 'sub_properties', field: 'distance_radius_sensitivity' },
  latitude: { field: 'latitude' },
  longitude: { field: 'longitude' },
};

function dealWith(kind: NumberKindName, value: unknown, extra: Record<string, unknown> = {}) {
  const { list, field } = fieldOf[kind];
  return list ? { [list]: [{ item_id: 'c1', [field]: value, ...extra }] } : { [field]: value, ...extra };
}

const pathOf = (kind: NumberKindName) => {
  const { list, field } = fieldOf[kind];
  return list ? [list, 0, field] : [field];
};

const rows = (Object.keys(numberKinds) as NumberKindName[]).flatMap((kind) => {
  const { min, max } = numberKinds[kind];
  const step = 'integer' in numberKinds[kind] ? 1 : 0.5;
  return [
    { kind, value: min, ok: true },
    { kind, value: max, ok: true },
    { kind, value: min - step, ok: false },
    { kind, value: max + step, ok: false },
  ];
});

describe('the domains of a deal’s numbers', () => {
  it.each(rows)('$kind: $value is accepted: $ok', ({ kind, value, ok }) => {
    const parsed = dealSchema.safeParse(dealWith(kind, value));
    expect(parsed.success).toBe(ok);
    if (!ok) expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: pathOf(kind), message: numberKinds[kind].message })]);
  });

  it.each(Object.keys(numberKinds) as NumberKindName[])(
    '%s: refuses 1e308, a string and a fraction where whole numbers are asked',
    (kind) => {
      expect(dealSchema.safeParse(dealWith(kind, 1e308)).success).toBe(false);
      expect(dealSchema.safeParse(dealWith(kind, '1e999')).success).toBe(false);
      expect(dealSchema.safeParse(dealWith(kind, Infinity)).success).toBe(false);
      if ('integer' in numberKinds[kind]) expect(dealSchema.safeParse(dealWith(kind, numberKinds[kind].min + 0.5)).success).toBe(false);
    },
  );

  it('takes a period in years up to 100 of them, in months up to 1,200', () => {
    const years = { construction_period_time_units: 'years' };
    expect(dealSchema.safeParse(dealWith('period', 100, years)).success).toBe(true);
    expect(dealSchema.safeParse(dealWith('period', 101, years)).error?.issues[0]?.path).toEqual(pathOf('period'));
    expect(dealSchema.safeParse(dealWith('period', 1200, { construction_period_time_units: 'months' })).success).toBe(true);
  });

  it('reads a deal stored before the bounds: the stored schema keeps the shape and drops only the bounds', () => {
    const stored = { closing_basis: 1e308, soft_cost_basis: -5, sub_properties: [{ item_id: 'c1', exit_cap_percentage_min: 150 }] };
    expect(dealSchema.safeParse(stored).success).toBe(false);
    expect(storedDealSchema.parse(stored)).toEqual(stored);
    expect(storedDealSchema.safeParse({ closing_basis: 'a lot' }).success).toBe(false);
    expect(storedDealSchema.safeParse({ sub_properties: [{ name: 'no item id' }] }).success).toBe(false);
  });

  it('lists every number field of the deal and its lists with its kind, for the form', () => {
    expect(dealFieldBounds.deal.closing_basis).toEqual({
      kind: 'money',
      min: 0,
      max: 1e12,
      integer: false,
      message: numberKinds.money.message,
    });
    expect(dealFieldBounds.sub_properties.construction_period).toMatchObject({
      kind: 'period',
      max: 1200,
      unitsField: 'construction_period_time_units',
      maxYears: 100,
    });
    expect(dealFieldBounds.senior_loans.interest_rate).toMatchObject({ kind: 'percent', min: 0, max: 100 });
    expect(dealFieldBounds.ground_master_leases.free_rent).toMatchObject({ kind: 'period', unitsField: 'free_rent_time_units' });
    expect(dealFieldBounds.sub_properties.stabilized_noi_growth_rate).toMatchObject({ min: -100, max: 100 });
  });

  it('gives every number field of the deal schema a kind', () => {
    // A number field added as a bare z.number() would parse 1e308 again, and the form would not know it.
    const unwrap = (schema: z.ZodType): z.ZodType =>
      schema instanceof z.ZodOptional || schema instanceof z.ZodNullable
        ? unwrap(schema.unwrap() as z.ZodType)
        : schema instanceof z.ZodPipe
          ? unwrap(schema.out as z.ZodType)
          : schema;
    const bare: string[] = [];
    const visit = (object: z.ZodObject, at: string) => {
      for (const [field, schema] of Object.entries(object.shape as Record<string, z.ZodType>)) {
        const inner = unwrap(schema);
        if (inner instanceof z.ZodNumber && !kindOf(schema)) bare.push(`${at}${field}`);
        const item = inner instanceof z.ZodArray ? unwrap(inner.element as z.ZodType) : null;
        if (item instanceof z.ZodObject) visit(item, `${field}[].`);
      }
    };
    visit(dealSchema, '');
    expect(bare).toEqual([]);
  });
});
