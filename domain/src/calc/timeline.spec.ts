import { describe, expect, it } from 'vitest';
import type { SubPropertyInput } from './input';
import {
  componentTimeline,
  dealPeriods,
  maxHoldDate,
  maxStabilizationPeriodMonths,
  minHoldDate,
  resolveHoldDate,
  shorterThanParentAlert,
} from './timeline';

const phases = (
  delay: number,
  construction: number,
  stabilizationDelay: number,
  stabilization: number,
  units = 'months',
): SubPropertyInput => ({
  construction_delay: delay,
  construction_delay_time_units: units,
  construction_period: construction,
  construction_period_time_units: units,
  stabilization_delay: stabilizationDelay,
  stabilization_delay_time_units: units,
  stabilization_period: stabilization,
  stabilization_period_time_units: units,
});

describe('component timeline', () => {
  it('adds the four phases in months, years counting 12', () => {
    // 3 + 2 years (24) + 1 + 1.5 years (18) = 46 months
    const timeline = componentTimeline({
      ...phases(3, 0, 1, 0),
      construction_period: 2,
      construction_period_time_units: 'years',
      stabilization_period: 1.5,
      stabilization_period_time_units: 'years',
    });
    expect(timeline).toEqual({
      construction_delay_months: 3,
      construction_months: 24,
      stabilization_delay_months: 1,
      stabilization_months: 18,
      construction_end_month: 27,
      stabilized_month: 46,
    });
  });

  it('takes a fraction of a month to the nearest whole month (half up)', () => {
    expect(componentTimeline(phases(0, 2.5, 0, 0)).construction_months).toBe(3);
    expect(componentTimeline(phases(0, 2.4, 0, 0)).construction_months).toBe(2);
  });

  it('treats missing phases as 0', () => {
    expect(componentTimeline({}).stabilized_month).toBe(0);
  });
});

describe('hold dates', () => {
  it('puts the minimum hold date at the end of the month reached after all phases', () => {
    // 31 January 2025 + (0 + 24 + 0 + 12) = 36 months → 31 January 2028
    expect(minHoldDate('2025-01-31', componentTimeline(phases(0, 24, 0, 12)))).toBe('2028-01-31');
    // 31 January 2026 + 25 months → February 2028, a leap month: 29 February 2028
    expect(minHoldDate('2026-01-31', componentTimeline(phases(1, 18, 0, 6)))).toBe('2028-02-29');
  });

  it('puts the maximum hold date 10 years after the minimum, at month end', () => {
    // 29 February 2028 + 120 months = February 2038: 28 days
    expect(maxHoldDate('2028-02-29')).toBe('2038-02-28');
  });

  it('limits stabilization to 120 months less construction, never below 0', () => {
    expect(maxStabilizationPeriodMonths(24)).toBe(96);
    expect(maxStabilizationPeriodMonths(130)).toBe(0);
  });

  const min = '2028-01-31';
  const max = '2038-01-31';

  it('keeps a hold date after the minimum, at its month end', () => {
    expect(resolveHoldDate('2029-01-15', min, max, false)).toEqual({ hold_date: '2029-01-31', alert: null });
  });

  it('clears the hold date of a component that stands alone when it is not after the minimum', () => {
    expect(resolveHoldDate('2027-06-30', min, max, false)).toEqual({ hold_date: null, alert: null });
    expect(resolveHoldDate('2028-01-10', min, max, false)).toEqual({ hold_date: null, alert: null });
  });

  it('keeps the minimum on a linked component, which the rule raises to exactly it', () => {
    expect(resolveHoldDate(min, min, max, true)).toEqual({ hold_date: min, alert: null });
  });

  it("raises a linked component's hold date to the minimum with the 'Data Validation' alert", () => {
    expect(resolveHoldDate('2027-06-30', min, max, true)).toEqual({
      hold_date: min,
      alert: { code: 'hold_date_updated', title: 'Data Validation', message: 'automatically updated to 01/31/2028' },
    });
  });

  it('brings a hold date past the maximum back to it, with the same alert', () => {
    const resolved = resolveHoldDate('2040-01-31', min, max, false);
    expect(resolved.hold_date).toBe(max);
    expect(resolved.alert?.message).toBe('automatically updated to 01/31/2038');
  });
});

describe('linked components built faster than their parent', () => {
  const parent = componentTimeline(phases(0, 24, 0, 12));

  it('asks whether a component with a shorter construction or stabilization period really stabilizes sooner', () => {
    expect(shorterThanParentAlert(componentTimeline(phases(0, 18, 0, 12)), parent)?.code).toBe('shorter_than_parent');
    expect(shorterThanParentAlert(componentTimeline(phases(0, 24, 0, 6)), parent)?.message).toContain(
      'stabilized or begin operating sooner',
    );
  });

  it('says nothing when both periods are at least the parent’s', () => {
    expect(shorterThanParentAlert(componentTimeline(phases(0, 24, 0, 18)), parent)).toBeNull();
  });
});

describe('deal periods', () => {
  it('takes the exit at the latest hold date and the periods as the largest among components', () => {
    const a = componentTimeline(phases(2, 24, 0, 12)); // construction 26, transitional 38
    const b = componentTimeline(phases(0, 18, 3, 18)); // construction 18, transitional 39
    expect(dealPeriods('2025-01-31', [a, b], ['2029-01-31', '2028-07-31'])).toEqual({
      exit_date: '2029-01-31',
      investment_period_months: 48,
      construction_period_months: 26,
      transitional_period_months: 39,
    });
  });

  it('exits at the analysis date when there are no components', () => {
    expect(dealPeriods('2025-01-31', [], [])).toEqual({
      exit_date: '2025-01-31',
      investment_period_months: 0,
      construction_period_months: 0,
      transitional_period_months: 0,
    });
  });
});
