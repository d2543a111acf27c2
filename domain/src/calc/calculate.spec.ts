import { describe, expect, it } from 'vitest';
import { calculateDeal } from './calculate';
import type { DealInput, SubPropertyInput } from './input';

const now = '2025-01-20T12:00:00Z';

/** An office bought stabilized: 1,200,000 NOI typed in, sold after a year at a 5% cap. */
const office: SubPropertyInput = {
  id: 'office-1',
  type: 'office',
  project_size_amount: 100_000,
  project_size_units: 'gSF',
  stabilized_noi: 1_200_000,
  stabilized_noi_is_derived: false,
  exit_cap_percentage_min: 5,
  hold_date: '2026-01-31',
};
const acquisition: DealInput = {
  project_type: 'acquisition',
  asset_type: 'building',
  analysis_date: '2025-01-31',
  closing_basis: 20_000_000,
  senior_loans_active: true,
  senior_loans: [{ amount_as_percent: true, amount_percent: 60, interest_rate: 6, origination_fee_percent: 1 }],
  sub_properties: [office],
};

describe('calculateDeal', () => {
  it('returns the fields the calculations call promises, per component and for the deal', () => {
    const result = calculateDeal(acquisition, now);
    for (const key of [
      'id',
      'area_sf',
      'development_basis',
      'stabilization_basis',
      'effective_rent',
      'other_income',
      'expenses',
      'noi',
      'min_hold_date',
      'max_hold_date',
    ]) {
      expect(result.components[0]).toHaveProperty(key);
    }
    for (const key of [
      'exit_date',
      'investment_period_months',
      'construction_period_months',
      'transitional_period_months',
      'unlevered_capitalization',
      'financing',
      'interest_reserve',
      'pro_forma',
      'returns',
    ]) {
      expect(result.deal).toHaveProperty(key);
    }
  });

  it('underwrites a stabilized acquisition end to end: a 12,000,000 loan on 20,000,000, sold at 24,000,000', () => {
    const { deal, components } = calculateDeal(acquisition, now);
    expect(components[0]).toMatchObject({
      id: 'office-1',
      area_sf: 100_000,
      noi: 1_200_000,
      business_plan: 'Stabilized',
      min_hold_date: '2025-01-31',
      max_hold_date: '2035-01-31',
      hold_date: '2026-01-31',
    });
    expect(deal).toMatchObject({
      exit_date: '2026-01-31',
      investment_period_months: 12,
      investment_period_words: '1 year',
      unlevered_capitalization: 20_000_000,
    });
    expect(deal.financing.senior.principal).toBe(12_000_000);
    // levered: -8,120,000 at closing, 40,000 a month, 12,040,000 at the sale: profit 4,360,000
    expect(deal.returns.levered).toMatchObject({ invested: 8_120_000, returned: 12_480_000, profit: 4_360_000 });
    expect(deal.returns.ltv).toBeCloseTo(0.5, 12);
  });

  it('is deterministic: the same deal and time give the same figures', () => {
    expect(calculateDeal(acquisition, now)).toEqual(calculateDeal(acquisition, now));
  });

  it('analyses at the end of the current month when the deal has no analysis date, never later', () => {
    expect(calculateDeal({ ...acquisition, analysis_date: null }, now).deal.analysis_date).toBe('2025-01-31');
    expect(calculateDeal({ ...acquisition, analysis_date: '2026-06-30' }, now).deal.analysis_date).toBe('2025-01-31');
    expect(calculateDeal({ ...acquisition, analysis_date: '2024-02-10' }, new Date('2025-01-20')).deal).toMatchObject({
      analysis_date: '2024-02-29',
      latest_analysis_date: '2034-02-28',
    });
  });

  it("raises a linked component's early hold date to its minimum with the 'Data Validation' alert", () => {
    const retail: SubPropertyInput = {
      id: 'retail',
      type: 'retail',
      is_linked: true,
      linked_index: 0,
      construction_period: 12,
      hold_date: '2025-06-30',
    };
    const { components, deal } = calculateDeal({ ...acquisition, sub_properties: [{ ...office, construction_period: 12 }, retail] }, now);
    expect(components[1]).toMatchObject({ min_hold_date: '2026-01-31', hold_date: '2026-01-31' });
    expect(components[1]!.alerts).toEqual([
      { code: 'hold_date_updated', title: 'Data Validation', message: 'automatically updated to 01/31/2026' },
    ]);
    expect(deal.exit_date).toBe('2026-01-31');
  });

  it('clears the early hold date of a component on its own plan and holds it to its minimum', () => {
    const { components } = calculateDeal(
      { ...acquisition, sub_properties: [{ ...office, construction_period: 18, hold_date: '2025-12-31' }] },
      now,
    );
    expect(components[0]).toMatchObject({ hold_date: null, exit_date: '2026-07-31', alerts: [] });
  });

  it('asks for the principal and interest rate before sizing an interest reserve', () => {
    const empty = { ...acquisition, senior_loans: [{ amount_as_percent: true, amount_percent: 0, interest_rate: 0 }] };
    expect(calculateDeal(empty, now).deal.alerts.map((a) => a.code)).toEqual(['interest_reserve_inputs_missing']);
  });

  it('funds only the reserves entered or derived through the dialog, and reports the others as sizing', () => {
    const suggested = calculateDeal(acquisition, now).deal.interest_reserve;
    expect(suggested.senior?.is_derived).toBe(true);
    expect(suggested.total_applied).toBe(0);
    const applied = calculateDeal(
      { ...acquisition, senior_loans: [{ ...acquisition.senior_loans![0], reserves: 250_000, reserves_is_derived: false }] },
      now,
    );
    expect(applied.deal.interest_reserve.total_applied).toBe(250_000);
    expect(applied.deal.pro_forma.months[0]!.reserve_funding).toBe(250_000);
  });

  it('calculates a deal without components as an empty analysis', () => {
    const { deal, components } = calculateDeal({}, now);
    expect(components).toEqual([]);
    expect(deal).toMatchObject({ exit_date: '2025-01-31', investment_period_months: 0, unlevered_capitalization: 0 });
    expect(deal.pro_forma.months).toHaveLength(1);
    expect(deal.returns).toMatchObject({ stabilized_year: null, dscr: null, ltv: null });
    expect(deal.returns.levered.irr).toBeNull();
  });
});
