import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { applyBenchmark, createExitCapApi, exitCapInputsOf, exitCapMessages, formatRate, type ValuationBenchmark } from './exit-cap';

const component = { item_id: 'c1', name: 'Apartments', type: 'multifamily', exit_cap_percentage_min: 5.5 } as SubProperty;
const benchmark: ValuationBenchmark = {
  comparables: 4,
  radius_miles: 3,
  methodology: 'conservative',
  cap_rate: 6.125,
  cap_rate_low: 4.5,
  cap_rate_median: 5.75,
  cap_rate_high: 7,
};
const located = { retrieve: async () => ({ deal: { latitude: 40.7, longitude: -74 } as Deal, revision: null, access: null }) };
const refusing = (status: number, body: Record<string, unknown>) => async () => {
  const error = Object.assign(new HttpError(String(body.message), status, body), { code: body.code });
  throw error;
};

describe('the exit cap dialog', () => {
  it('starts from a 3-mile radius and the conservative methodology when none is entered', () => {
    expect(exitCapInputsOf(component)).toEqual({
      exit_cap_percentage_min: 5.5,
      distance_radius_sensitivity: 3,
      cap_rate_methodology: 'conservative',
    });
    expect(exitCapInputsOf({ ...component, distance_radius_sensitivity: 10, cap_rate_methodology: 'aggressive' })).toMatchObject({
      distance_radius_sensitivity: 10,
      cap_rate_methodology: 'aggressive',
    });
  });

  it('asks the valuation route about the deal location, the component type and inputs, leaving the deal out', async () => {
    const asked: string[] = [];
    const api = createExitCapApi(
      {
        command: async <T>(path: string) => {
          asked.push(path);
          return { data: benchmark as T, position: null };
        },
      },
      located,
    );
    const outcome = await api.benchmark('d1', { ...component, investment_class: 'class-a' } as SubProperty, {
      exit_cap_percentage_min: 5.5,
      distance_radius_sensitivity: 5,
      cap_rate_methodology: 'moderate',
    });
    expect(outcome).toEqual({ found: true, benchmark });
    const url = new URL(asked[0]!, 'http://x');
    expect(url.pathname).toBe('/api/app/deals/benchmark/valuation');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: '40.7',
      longitude: '-74',
      prop_type: 'multifamily',
      prop_class: 'class-a',
      distance_radius_sensitivity: '5',
      cap_rate_methodology: 'moderate',
      deal_id: 'd1',
    });
  });

  it("shows 'Error: DealComp AddOn' with the server's message when the account lacks the add-on", async () => {
    const message = 'Unable to update benchmark data: valuation benchmarks need the DealComp add-on.';
    const api = createExitCapApi({ command: refusing(403, { code: 'DEALCOMP_REQUIRED', message }) }, located);
    const outcome = await api.benchmark('d1', component, exitCapInputsOf(component));
    expect(outcome).toEqual({ found: false, text: { title: 'Error: DealComp AddOn', message } });
  });

  it('says benchmarking data could not be obtained, why, and to open a support ticket when nothing compares', async () => {
    const reason = 'No comparable data: no deal on the platform within 3 miles has a multifamily component.';
    const api = createExitCapApi(
      { command: refusing(404, { code: 'NO_COMPARABLE_DATA', message: 'x', details: { comparables: 0, reason } }) },
      located,
    );
    const outcome = await api.benchmark('d1', component, exitCapInputsOf(component));
    expect(outcome.found).toBe(false);
    const text = outcome.found ? null : outcome.text;
    expect(text?.title).toBe('Error: DealComp AddOn');
    expect(text?.message).toMatch(/^Unable to obtain benchmarking data for this project\. No comparable data/);
    expect(text?.message).toContain('support ticket via Help');
  });

  it('cannot benchmark a deal that is not saved or has no location', async () => {
    const never = { command: async () => Promise.reject(new Error('not called')) };
    const unlocated = { retrieve: async () => ({ deal: {} as Deal, revision: null, access: null }) };
    expect(await createExitCapApi(never, located).benchmark(null, component, exitCapInputsOf(component))).toEqual({
      found: false,
      text: exitCapMessages.noLocation,
    });
    expect(await createExitCapApi(never, unlocated).benchmark('d1', component, exitCapInputsOf(component))).toEqual({
      found: false,
      text: exitCapMessages.noLocation,
    });
  });

  it('applies the benchmark cap rate as the exit cap and keeps it in calc_exit_cap with the inputs that found it', () => {
    expect(
      applyBenchmark({ exit_cap_percentage_min: 5.5, distance_radius_sensitivity: 3, cap_rate_methodology: 'conservative' }, benchmark),
    ).toEqual({
      exit_cap_percentage_min: 6.125,
      calc_exit_cap: 6.125,
      distance_radius_sensitivity: 3,
      cap_rate_methodology: 'conservative',
    });
  });

  it("confirms with 'Confirmation: DealComp AddOn' and the rate as a percentage to 2 decimals", () => {
    expect(formatRate(5.5)).toBe('5.50%');
    expect(exitCapMessages.applied(6.125)).toEqual({
      title: 'Confirmation: DealComp AddOn',
      message: 'The exit cap rate is now the benchmark cap rate of 6.13%.',
    });
  });
});
