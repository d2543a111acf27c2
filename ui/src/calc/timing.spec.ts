import { describe, expect, it } from 'vitest';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { componentTimings, withHoldDateFixes } from './timing';

const now = new Date('2026-11-22T09:00:00Z');
// Analysed at 30 Nov 2026; the tower is built in 24 months and stabilized in 12: minimum hold 30 Nov 2029.
const tower = { item_id: 'a', name: 'Tower', type: 'multifamily', construction_period: 24, stabilization_period: 12 };
const deal = (shops: Record<string, unknown>, towerHold: string | null = null) =>
  ({
    analysis_date: '2026-11-30',
    sub_properties: [
      { ...tower, hold_date: towerHold },
      { item_id: 'b', name: 'Shops', type: 'retail', construction_period: 12, stabilization_period: 6, ...shops },
    ],
  }) as unknown as Partial<Deal>;

describe('the date rules on the entry screen', () => {
  it('gives each component its disposition window: minimum + 10 years', () => {
    const [t] = componentTimings(deal({}), now);
    expect(t).toMatchObject({ min_hold_date: '2029-11-30', max_hold_date: '2039-11-30', fix: null });
    expect(t!.range).toBe('Disposition between 11/30/2029 and 11/30/2039.');
  });

  it('raises a linked component’s early hold date to its minimum, with the Data Validation alert', () => {
    // Shops: 12 + 6 = 18 months → minimum 31 May 2028; the entered 31 Jan 2028 is earlier.
    const timings = componentTimings(deal({ is_linked: true, linked_index: 0, hold_date: '2028-01-31' }), now);
    expect(timings[1]!.fix).toEqual({
      hold_date: '2028-05-31',
      alert: { code: 'hold_date_updated', title: 'Data Validation', message: 'automatically updated to 05/31/2028' },
    });
    const fixed = withHoldDateFixes(deal({ is_linked: true, linked_index: 0, hold_date: '2028-01-31' }), timings);
    expect(fixed?.sub_properties?.[1]?.hold_date).toBe('2028-05-31');
  });

  it('clears an unlinked component’s date before the earliest, and says so, rather than keep a date the figures ignore', () => {
    const timings = componentTimings(deal({ hold_date: '2028-01-31' }), now);
    expect(timings[1]!.fix).toEqual({
      hold_date: null,
      alert: {
        code: 'hold_date_updated',
        title: 'Data Validation',
        message: 'cleared: it was before the earliest disposition date, 05/31/2028, which the calculations use',
      },
    });
    expect(withHoldDateFixes(deal({ hold_date: '2028-01-31' }), timings)?.sub_properties?.[1]?.hold_date).toBeNull();
  });

  it('brings a date past the maximum back to it', () => {
    const timings = componentTimings(deal({}, '2045-06-30'), now);
    expect(timings[0]!.fix?.hold_date).toBe('2039-11-30');
  });

  it('asks about a linked component built faster than its parent', () => {
    const [, shops] = componentTimings(deal({ is_linked: true, linked_index: 0 }), now);
    expect(shops!.warnings.map((w) => w.code)).toEqual(['shorter_than_parent']);
  });
});
