import { describe, expect, it } from 'vitest';
import { calculateDeal } from './calculate';
import { finiteFigures, withinBounds } from './sanitize';
import { round2 } from './round';

const component = { item_id: 'c1', name: 'Tower', type: 'multifamily', quantity: 120, exit_cap_percentage_min: 5.5 };

describe('the engine’s inputs and figures kept finite', () => {
  it('rounds past 1.8e306 without making NaN of it (the 1e308 capitalisation)', () => {
    expect(round2(1e308)).toBe(1e308);
    expect(round2(-1e308)).toBe(-1e308);
  });

  it('reads an input outside its domain as blank, and names it in an alert', () => {
    const { deal, alerts } = withinBounds({
      closing_basis: 1e308,
      soft_cost_basis: 5,
      sub_properties: [{ ...component, exit_cap_percentage_min: 150 }],
    });
    expect(deal).toMatchObject({
      closing_basis: null,
      soft_cost_basis: 5,
      sub_properties: [{ exit_cap_percentage_min: null, quantity: 120 }],
    });
    expect(alerts.map((a) => [a.code, a.field])).toEqual([
      ['input_out_of_range', 'closing_basis'],
      ['input_out_of_range', 'sub_properties[0].exit_cap_percentage_min'],
    ]);
  });

  it('refuses a load or loss factor of 100%, which the area would divide by zero, and names it', () => {
    // the area divides by 1 - factor: a stored 100 is left out (the 10% default applies) with an alert, not read as 0%
    const { deal, alerts } = withinBounds({
      sub_properties: [{ ...component, project_area_load_factor: 100, stabilized_loss_factor: 99 }],
    });
    expect(deal.sub_properties![0]).toMatchObject({ project_area_load_factor: null, stabilized_loss_factor: 99 });
    expect(alerts.map((a) => [a.code, a.field])).toEqual([['input_out_of_range', 'sub_properties[0].project_area_load_factor']]);
  });

  it('leaves a deal within its domains as it is, the same object', () => {
    const deal = { closing_basis: 10_000_000, sub_properties: [component] };
    expect(withinBounds(deal)).toEqual({ deal, alerts: [] });
    expect(withinBounds(deal).deal).toBe(deal);
  });

  it('reads a period in years past 100 as blank', () => {
    const { alerts } = withinBounds({
      sub_properties: [{ ...component, construction_period: 150, construction_period_time_units: 'years' }],
    });
    expect(alerts.map((a) => a.field)).toEqual(['sub_properties[0].construction_period']);
  });

  it('answers a non-finite figure as 0 and counts it', () => {
    expect(finiteFigures({ a: [1, NaN], b: { c: Infinity, d: 'x' } })).toEqual({
      figures: { a: [1, 0], b: { c: 0, d: 'x' } },
      replaced: 2,
    });
  });

  it('computes a stored 1e308 basis as a deal without it, with finite figures and the alert', () => {
    const result = calculateDeal({ analysis_date: '2025-03-31', closing_basis: 1e308, sub_properties: [component] }, '2025-04-15');
    const without = calculateDeal({ analysis_date: '2025-03-31', sub_properties: [component] }, '2025-04-15');
    expect(result.deal.unlevered_capitalization).toBe(without.deal.unlevered_capitalization);
    expect(result.deal.alerts.map((a) => a.code)).toEqual([...without.deal.alerts.map((a) => a.code), 'input_out_of_range']);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('answers figures that overflow (a cap rate of 1e-305 on a large NOI) as 0, with an alert', () => {
    const result = calculateDeal(
      {
        analysis_date: '2025-03-31',
        sub_properties: [{ ...component, stabilized_noi: 1e12, stabilized_noi_is_derived: false, exit_cap_percentage_min: 1e-305 }],
      },
      '2025-04-15',
    );
    expect(finiteFigures(result).replaced).toBe(0);
    expect(result.deal.alerts.map((a) => a.code)).toContain('figure_not_finite');
  });
});
