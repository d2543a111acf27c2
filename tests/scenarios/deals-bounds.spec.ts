import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessStrategies,
  codesOf,
  componentTypeCodes,
  dealFieldBounds,
  dealStream,
  draftStream,
  expenseInputTypes,
  periods,
  sizeUnitCodes,
  timeUnits,
  valuationMethodologies,
  type FieldBounds,
} from '@dealbook/domain';
import { newEvent } from '@dealbook/projections/test-support';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, createDeal, dealsApi, harborPoint, ifMatch, ok, startDealsRuntime, type DealOut } from './deals-helpers';

interface ValidationBody {
  code: string;
  details: { fields: { path: string; message: string }[] };
}

const calculations = (id: string) => `/api/app/deals/secure/${id}/calculations`;

/** Every number in a JSON answer is finite, and the text holds no NaN or Infinity. */
function expectFiniteJson(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.body).not.toMatch(/NaN|Infinity/);
  const numbers: number[] = [];
  JSON.parse(res.body, (_key, value: unknown) => (typeof value === 'number' && numbers.push(value), value));
  expect(numbers.every(Number.isFinite)).toBe(true);
}

describe('the domains of a deal’s numbers at the command routes', () => {
  let rt: TestRuntime;
  let ann: ReturnType<typeof dealsApi>;
  let saved: DealOut;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
    saved = await createDeal(ann);
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a basis of 1e308', { closing_basis: 1e308 }, '/closing_basis'],
    ['a negative basis', { closing_basis: -1 }, '/closing_basis'],
    ['a percent of 150', { advisor_fee_percent: 150 }, '/advisor_fee_percent'],
    ['a NaN-like string', { closing_basis: '1e999' }, '/closing_basis'],
    [
      'a component’s cap rate of 150',
      { sub_properties: [{ ...harborPoint.sub_properties[0], exit_cap_percentage_min: 150 }] },
      '/sub_properties/0/exit_cap_percentage_min',
    ],
    [
      'a loan’s negative interest rate',
      { senior_loans: [{ ...harborPoint.senior_loans[0], interest_rate: -2 }] },
      '/senior_loans/0/interest_rate',
    ],
    ['a 26-character name', { project_name: 'x'.repeat(26) }, '/project_name'],
  ];

  it.each(refusals)('refuses %s at create and at save with a 400 naming the field, and saves nothing', async (_, change, path) => {
    const before = ok(await ann.retrieve(saved.id));
    for (const res of [await ann.create({ ...harborPoint, ...change }), await ann.update(saved.id, { ...before.deal, ...change })]) {
      expect(res.statusCode).toBe(400);
      const body = res.json<ValidationBody>();
      expect(body.code).toBe('VALIDATION');
      expect(body.details.fields).toEqual([{ path, message: expect.stringMatching(/^(Enter|At most)/) }]);
    }
    await caughtUp(rt);
    expect(ok(await ann.retrieve(saved.id)).revision).toBe(before.revision);
  });

  it('refuses a raw 1e999 (Infinity once parsed) with the field named', async () => {
    const raw = await rt.app.inject({
      method: 'POST',
      url: '/api/app/deals/secure/create',
      headers: { cookie: await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }), 'content-type': 'application/json' },
      payload: '{"project_name":"Raw","closing_basis":1e999}',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json<ValidationBody>().details.fields.map((f) => f.path)).toEqual(['/closing_basis']);
  });

  it('autosaves a blur with a name over 25 characters: the rest is saved, the stored name kept, a warning answered', async () => {
    const current = ok(await ann.retrieve(saved.id));
    const res = ok<DealOut & { warnings?: unknown }>(
      await ann.blur(
        saved.id,
        { ...current.deal, project_name: 'A name far longer than the twenty-five characters', closing_basis: 11_000_000 },
        ifMatch(current.revision),
      ),
    );
    expect(res.warnings).toEqual([{ field: 'project_name', message: 'At most 25 characters.' }]);
    expect(res.deal).toMatchObject({ project_name: 'Harbor Point', closing_basis: 11_000_000 });
    expect(res.revision).toBe(current.revision + 1);
  });

  it('autosaves a new deal’s draft as typed and says what Save would refuse', async () => {
    const long = 'x'.repeat(66);
    const created = ok<{ partial_id: string; warnings?: unknown }>(await ann.createPartial({ project_name: long }), 201);
    expect(created.warnings).toEqual([{ field: 'project_name', message: 'At most 25 characters.' }]);
    const updated = ok<{ warnings?: unknown }>(await ann.updatePartial(created.partial_id, { project_name: 'Short', closing_basis: -1 }));
    expect(updated.warnings).toEqual([{ field: 'closing_basis', message: expect.stringMatching(/^Enter an amount/) }]);
    const clean = ok<{ warnings?: unknown }>(await ann.updatePartial(created.partial_id, { project_name: 'Short' }));
    expect(clean.warnings).toBeUndefined();
    const saved = await rt.adapters.store.readStream(draftStream(created.partial_id));
    expect(saved.map((e) => (e.data as { deal: { project_name?: string } }).deal.project_name)).toEqual([long, 'Short', 'Short']);
  });

  it('strips control characters and bidi overrides from the deal’s, its components’ and its loans’ names', async () => {
    const deal = ok(
      await ann.create({
        ...harborPoint,
        project_name: 'Harbor\u202E Point\u0000',
        sub_properties: [{ ...harborPoint.sub_properties[0], name: '\u2066Tower\u2069\u0007' }],
        senior_loans: [{ ...harborPoint.senior_loans[0], name: 'Senior\u200F\u009B' }],
      }),
      201,
    );
    expect(deal.deal.project_name).toBe('Harbor Point');
    expect(deal.deal.sub_properties?.[0]?.name).toBe('Tower');
    expect((deal.deal.senior_loans as { name: string }[])[0]?.name).toBe('Senior');
    // 26 characters with the override: 24 once cleaned, within the limit.
    ok(await ann.rename(deal.id, `\u202E${'y'.repeat(24)}\u202C`));
  });
});

describe('the calculations of a deal stored before the bounds', () => {
  let rt: TestRuntime;
  let ann: ReturnType<typeof dealsApi>;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
  });
  afterAll(() => rt.dispose());

  it('answers 200 with finite figures and an alert naming each input left out', async () => {
    const id = 'old-1e308';
    const at = new Date().toISOString();
    const deal = {
      ...harborPoint,
      id,
      user_id: 'u-ann',
      creator_id: 'u-ann',
      status: 'draft',
      shared_deals: [],
      closing_basis: 1e308,
      soft_cost_basis: -5_000_000,
      sub_properties: harborPoint.sub_properties.map((c, i) => ({ ...c, item_id: `c${i}`, exit_cap_percentage_min: 150 })),
      senior_loans: [{ ...harborPoint.senior_loans[0], item_id: 's1' }],
    };
    await rt.adapters.store.append(
      dealStream(id),
      [newEvent('DealCreated', { deal, partialId: null, at, by: 'u-ann' }, 'u-ann')],
      'no_stream',
    );
    await caughtUp(rt);

    const res = await ann.call('GET', calculations(id));
    expectFiniteJson(res);
    const body = res.json<{ deal: { unlevered_capitalization: number; alerts: { code: string; field?: string }[] } }>();
    expect(body.deal.unlevered_capitalization).toBe(0);
    expect(body.deal.alerts.filter((a) => a.code === 'input_out_of_range').map((a) => a.field)).toEqual([
      'closing_basis',
      'soft_cost_basis',
      'sub_properties[0].exit_cap_percentage_min',
      'sub_properties[1].exit_cap_percentage_min',
    ]);
    // Still readable and still its author's to fix.
    expect(ok(await ann.retrieve(id)).deal.closing_basis).toBe(1e308);
  });
});

/** A value inside a field's domain; periods stay within 100 so they hold in months and in years. */
const valueIn = (b: FieldBounds) =>
  b.integer
    ? fc.integer({ min: b.min, max: Math.min(b.max, 60) })
    : fc.double({ min: b.min, max: b.kind === 'period' ? 100 : b.max, noNaN: true, noDefaultInfinity: true });

const numbersOf = (table: Record<string, FieldBounds>, skip: readonly string[] = []) =>
  fc.record(
    Object.fromEntries(
      Object.entries(table)
        .filter(([f]) => !skip.includes(f))
        .map(([f, b]) => [f, valueIn(b)]),
    ),
    { requiredKeys: [] },
  );

const componentArb = fc
  .tuple(
    numbersOf(dealFieldBounds.sub_properties, ['linked_index']),
    fc.record(
      {
        name: fc.string({ maxLength: 20 }),
        type: fc.constantFrom(...componentTypeCodes),
        business_strategy: fc.constantFrom(...codesOf(businessStrategies)),
        project_area_units: fc.constantFrom(...sizeUnitCodes),
        construction_period_time_units: fc.constantFrom(...codesOf(timeUnits)),
        stabilization_period_time_units: fc.constantFrom(...codesOf(timeUnits)),
        stabilized_rent_units: fc.constantFrom(...sizeUnitCodes),
        stabilized_rent_period: fc.constantFrom(...codesOf(periods)),
        stabilized_expense_input_type: fc.constantFrom(...codesOf(expenseInputTypes)),
        valuation_methodology: fc.constantFrom(...codesOf(valuationMethodologies)),
      },
      { requiredKeys: ['type'] },
    ),
  )
  .map(([numbers, rest]) => ({ ...numbers, ...rest }));

const loanArb = fc
  .tuple(
    numbersOf(dealFieldBounds.senior_loans),
    fc.record({ active: fc.boolean(), amount_as_percent: fc.boolean(), amortization_active: fc.boolean() }),
  )
  .map(([numbers, flags]) => ({ name: 'Loan', ...numbers, ...flags }));

const dealArb = fc
  .tuple(
    numbersOf(dealFieldBounds.deal),
    fc.array(componentArb, { minLength: 1, maxLength: 3 }),
    fc.array(loanArb, { maxLength: 1 }),
    fc.array(loanArb, { maxLength: 1 }),
    fc.array(fc.tuple(numbersOf(dealFieldBounds.sponsor_coinvestments), fc.boolean()), { maxLength: 1 }),
    fc.array(
      fc
        .tuple(loanArb, numbersOf(dealFieldBounds.project_financings), fc.constantFrom(...codesOf(timeUnits)))
        .map(([loan, n, term_units]) => ({
          ...loan,
          ...n,
          term_units,
        })),
      { maxLength: 1 },
    ),
    fc.array(
      fc.tuple(
        numbersOf(dealFieldBounds.ground_master_leases),
        fc.constantFrom(...codesOf(timeUnits)),
        fc.constantFrom(...codesOf(periods)),
      ),
      { maxLength: 1 },
    ),
  )
  .map(([numbers, sub_properties, senior_loans, subordinate_loans, sponsors, project_financings, leases]) => ({
    project_name: 'Random deal',
    analysis_date: '2025-03-31',
    ...numbers,
    sub_properties,
    senior_loans,
    subordinate_loans,
    sponsor_coinvestments: sponsors.map(([n, percentFlag]) => ({ name: 'Sponsor', active: true, amount_as_percent: percentFlag, ...n })),
    project_financings,
    ground_master_leases: leases.map(([n, free_rent_time_units, rent_period]) => ({
      name: 'Ground',
      active: true,
      ...n,
      free_rent_time_units,
      rent_period,
    })),
  }));

describe('any deal within the bounds', () => {
  let rt: TestRuntime;
  let ann: ReturnType<typeof dealsApi>;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
  });
  afterAll(() => rt.dispose());

  it('is saved, and its calculations and its retrieve answer finite JSON, never a 5xx', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(dealArb, async (deal) => {
        const created = await ann.create(deal);
        expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
        const { id } = created.json<DealOut>();
        expectFiniteJson(await ann.call('GET', calculations(id)));
        await caughtUp(rt);
        expectFiniteJson(await ann.retrieve(id));
      }),
      { numRuns: 40, seed: 21 },
    );
  });
});
