import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { componentTypes } from '@dealbook/domain/catalog/components';
import { growthDisabled } from './benchmark';
import {
  applyGrowth,
  createGrowthApi,
  formatRange,
  growthInputsOf,
  growthMessages,
  growthRanges,
  measuresAny,
  offeredGrowth,
  rentMidpoint,
  savedGrowth,
  type OperationsBenchmark,
} from './growth';

const component = { item_id: 'c1', name: 'Tower', type: 'multifamily', stabilized_noi_growth_rate: 3 } as SubProperty;
const benchmark: OperationsBenchmark = {
  comparables: 2,
  radius_miles: 3,
  rent_growth_low: 2,
  rent_growth_high: 3.5,
  expense_growth_low: null,
  expense_growth_high: null,
  other_growth_low: null,
  other_growth_high: null,
};
const all = offeredGrowth(componentTypes.multifamily.disabled_buttons);
const located = { retrieve: async () => ({ deal: { latitude: 42.36, longitude: -71.06 } as Deal, revision: null, access: null }) };

describe('the growth dialog', () => {
  it("starts from the component's stabilized NOI growth rate and the 3-mile radius", () => {
    expect(growthInputsOf(component)).toEqual({
      stabilized_noi_growth_rate: 3,
      distance_radius_sensitivity: 3,
      cap_rate_methodology: 'conservative',
    });
  });

  it('asks the operations route with the same query as the exit cap: location, type, radius, leaving the deal out', async () => {
    const asked: string[] = [];
    const api = createGrowthApi(
      {
        command: async <T>(path: string) => {
          asked.push(path);
          return { data: benchmark as T, position: null };
        },
      },
      located,
    );
    const outcome = await api.benchmark('d1', component, { ...growthInputsOf(component), distance_radius_sensitivity: 5 });
    expect(outcome).toEqual({ found: true, benchmark });
    const url = new URL(asked[0]!, 'http://x');
    expect(url.pathname).toBe('/api/app/deals/benchmark/operations');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: '42.36',
      longitude: '-71.06',
      prop_type: 'multifamily',
      distance_radius_sensitivity: '5',
      cap_rate_methodology: 'conservative',
      deal_id: 'd1',
    });
  });

  it("answers 'no comparable data' honestly: unable to obtain benchmarking data, why, and the support advice", async () => {
    const reason = 'No comparable data: no deal on the platform within 3 miles has a multifamily component with an NOI growth rate.';
    const refusing = async () => {
      const body = { code: 'NO_COMPARABLE_DATA', message: 'x', details: { comparables: 0, reason } };
      throw Object.assign(new HttpError('x', 404, body), { code: body.code });
    };
    const outcome = await createGrowthApi({ command: refusing }, located).benchmark('d1', component, growthInputsOf(component));
    const text = outcome.found ? null : outcome.text;
    expect(text?.title).toBe('Error: DealComp AddOn');
    expect(text?.message.startsWith(`Unable to obtain benchmarking data for this project. ${reason} `)).toBe(true);
    expect(text?.message).toContain('support ticket via Help');
  });

  it("shows 'Error: DealComp AddOn' with the server's message for an account without the add-on, and needs a saved deal", async () => {
    const message = 'Unable to update benchmark data: valuation benchmarks need the DealComp add-on.';
    const refusing = async () => {
      throw Object.assign(new HttpError(message, 403, { code: 'DEALCOMP_REQUIRED', message }), { code: 'DEALCOMP_REQUIRED' });
    };
    expect(await createGrowthApi({ command: refusing }, located).benchmark('d1', component, growthInputsOf(component))).toEqual({
      found: false,
      text: { title: 'Error: DealComp AddOn', message },
    });
    const never = { command: async () => Promise.reject(new Error('not called')) };
    expect(await createGrowthApi(never, located).benchmark(null, component, growthInputsOf(component))).toEqual({
      found: false,
      text: growthMessages.noLocation,
    });
  });

  it("shows each range, and 'not measured' where the comparables record nothing", () => {
    expect(growthRanges(benchmark, all).map((range) => `${range.label}: ${formatRange(range)}`)).toEqual([
      'Rent growth: 2.00% – 3.50%',
      'Expense growth: not measured',
      'Other income growth: not measured',
    ]);
    expect(formatRange({ low: 2.5, high: 2.5 })).toBe('2.50%');
    expect(measuresAny(benchmark, all)).toBe(true);
    expect(measuresAny({ ...benchmark, rent_growth_low: null, rent_growth_high: null }, all)).toBe(false);
  });

  it('keeps the ranges in the calc_ fields and leaves the typed 3% growth rate alone unless asked', () => {
    expect(applyGrowth(growthInputsOf(component), benchmark, all, false)).toEqual({
      calc_rent_growth_low: 2,
      calc_rent_growth_high: 3.5,
      calc_expense_growth_low: null,
      calc_expense_growth_high: null,
      calc_other_growth_low: null,
      calc_other_growth_high: null,
      distance_radius_sensitivity: 3,
      stabilized_noi_growth_rate: 3,
    });
  });

  it('takes the rent growth midpoint as the stabilized NOI growth rate when chosen: (2.00 + 3.50) / 2 = 2.75%', () => {
    expect(rentMidpoint(benchmark)).toBe(2.75);
    expect(applyGrowth(growthInputsOf(component), benchmark, all, true)).toMatchObject({ stabilized_noi_growth_rate: 2.75 });
    // (1.25 + 2.00) / 2 = 1.625, kept to 2 decimals: 1.63
    expect(rentMidpoint({ ...benchmark, rent_growth_low: 1.25, rent_growth_high: 2 })).toBe(1.63);
    const unmeasured = { ...benchmark, rent_growth_low: null, rent_growth_high: null };
    expect(rentMidpoint(unmeasured)).toBeNull();
    expect(applyGrowth(growthInputsOf(component), unmeasured, all, true)).toMatchObject({ stabilized_noi_growth_rate: 3 });
  });

  it('confirms what was saved and what became of the growth rate', () => {
    expect(growthMessages.applied(benchmark, all, 2.75, true)).toEqual({
      title: 'Confirmation: DealComp AddOn',
      message:
        'Growth benchmarks saved: rent growth 2.00% – 3.50%, expense growth not measured, other income growth not measured. ' +
        'The stabilized NOI growth rate is now 2.75%, the midpoint of the rent growth range.',
    });
    expect(growthMessages.applied(benchmark, all, 3, false).message).toMatch(/The stabilized NOI growth rate stays at 3\.00%\.$/);
  });

  it('shows the ranges a benchmark left on the component when the dialog opens again', () => {
    expect(savedGrowth(component)).toBeNull();
    const saved = savedGrowth({ ...component, calc_rent_growth_low: 2, calc_rent_growth_high: 3.5 } as SubProperty);
    expect(saved).toMatchObject({ rent_growth_low: 2, rent_growth_high: 3.5, expense_growth_low: null });
  });
});

describe("the catalogue's disabled growth buttons", () => {
  it('greys the growth button out for parking and non-operating types, as the exit cap for calc_cap', () => {
    expect(growthDisabled(componentTypes.multifamily.disabled_buttons)).toBe(false);
    expect(growthDisabled(componentTypes.parking.disabled_buttons)).toBe(true);
    expect(growthDisabled(componentTypes.exterior.disabled_buttons)).toBe(true);
  });

  it('offers only revenue growth when calc_exp_g is disabled, and only expense growth when calc_rev_g is', () => {
    const buttons = { calc_cap: false, calc_rev_g: false, calc_exp_g: true };
    expect(offeredGrowth(buttons)).toEqual(['rent', 'other']);
    expect(offeredGrowth({ ...buttons, calc_rev_g: true, calc_exp_g: false })).toEqual(['expense']);
    expect(growthDisabled({ ...buttons, calc_rev_g: true, calc_exp_g: false })).toBe(false);
    // no rent growth offered, so no rent midpoint to take: the typed 3% stays
    expect(applyGrowth(growthInputsOf(component), benchmark, ['expense'], true)).toMatchObject({ stabilized_noi_growth_rate: 3 });
    expect(Object.keys(applyGrowth(growthInputsOf(component), benchmark, ['expense'], true))).toEqual([
      'calc_expense_growth_low',
      'calc_expense_growth_high',
      'distance_radius_sensitivity',
      'stabilized_noi_growth_rate',
    ]);
  });
});
