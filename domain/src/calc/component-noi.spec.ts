import { describe, expect, it } from 'vitest';
import { componentNoi } from './component-noi';
import type { SubPropertyInput } from './input';

describe('NOI of a component', () => {
  const apartments: SubPropertyInput = {
    quantity: 10,
    stabilized_rent: 1000,
    stabilized_rent_units: 'units',
    stabilized_rent_period: 'monthly',
    stabilized_occupancy_rate: 100,
    stabilized_expense_margin: 40,
  };

  it('derives the stabilized NOI from its prefixed inputs: 120,000 × (1 - 40%) = 72,000', () => {
    expect(componentNoi(apartments)).toMatchObject({
      stabilized_noi: 72_000,
      stabilized_noi_is_derived: true,
      interim_noi: null,
      value_added: false,
    });
  });

  it('keeps an NOI the user typed, annualized from its period', () => {
    // 6,500 a month × 12 = 78,000
    const typed = { ...apartments, stabilized_noi: 6500, stabilized_noi_period: 'monthly', stabilized_noi_is_derived: false };
    expect(componentNoi(typed)).toMatchObject({ stabilized_noi: 78_000, stabilized_noi_is_derived: false });
  });

  it('marks a component value-added when interim NOI is under 80% of stabilized', () => {
    // interim 57,000 / 72,000 = 79.2% → value-added; 57,600 = exactly 80% → not
    expect(componentNoi({ ...apartments, interim_noi: 57_000, interim_noi_is_derived: false }).value_added).toBe(true);
    expect(componentNoi({ ...apartments, interim_noi: 57_600, interim_noi_is_derived: false }).value_added).toBe(false);
  });

  it('derives the interim NOI from its own inputs', () => {
    // 1,000 × 10 × 12 × 60% occupancy = 72,000 × (1 - 50% default margin) = 36,000: 50% of stabilized → value-added
    const withInterim = {
      ...apartments,
      is_interim_noi: true,
      interim_rent: 1000,
      interim_rent_units: 'units',
      interim_rent_period: 'monthly',
      interim_occupancy_rate: 60,
    };
    expect(componentNoi(withInterim)).toMatchObject({ interim_noi: 36_000, interim_noi_is_derived: true, value_added: true });
  });

  it('annualizes the incoming NOI of an acquisition', () => {
    expect(componentNoi({ ...apartments, incoming_noi: 5000, incoming_noi_period: 'monthly' }).incoming_noi).toBe(60_000);
  });
});
