import { describe, expect, it } from 'vitest';
import { calculateDeal, type DealCalculation } from './calculate';
import type { DealInput } from './input';
import { doubtsAbout, doubtTexts } from './plausibility';

/** $1M at closing, 60% debt, then $500k of NOI a year on $400k of equity: returns no real deal makes. */
const windfall = {
  analysis_date: '2026-01-31',
  closing_basis: 1_000_000,
  senior_loans_active: true,
  senior_loans: [{ amount_as_percent: true, amount_percent: 60, interest_rate: 6 }],
  sub_properties: [
    {
      item_id: 'a',
      name: 'Apartments',
      type: 'multifamily',
      quantity: 10,
      business_strategy: 'stabilized_own',
      stabilized_noi: 500_000,
      exit_cap_percentage_min: 5,
      hold_date: '2031-01-31',
    },
  ],
} as unknown as DealInput;

const withReturns = (calc: DealCalculation, returns: Partial<DealCalculation['deal']['returns']>): DealCalculation => ({
  ...calc,
  deal: { ...calc.deal, returns: { ...calc.deal.returns, ...returns } },
});

describe('figures that deserve a second look', () => {
  const calc = calculateDeal(windfall, '2026-01-15');

  it('flags an IRR over 100% a year', () => {
    expect(calc.deal.returns.levered.irr).toBeGreaterThan(1);
    expect(doubtsAbout(calc).levered_irr).toBe(doubtTexts.irr);
  });

  it('flags loans over the value or the cost, and leaves 100% itself alone', () => {
    expect(doubtsAbout(withReturns(calc, { ltv: 1.2, ltc: 1.05 }))).toMatchObject({ ltv: doubtTexts.ltv, ltc: doubtTexts.ltc });
    expect(doubtsAbout(withReturns(calc, { ltv: 1, ltc: 0.6 }))).toMatchObject({ ltv: null, ltc: null });
    expect(doubtsAbout(withReturns(calc, { ltv: null, ltc: null }))).toMatchObject({ ltv: null, ltc: null });
  });

  it('flags nothing on a deal within reason', () => {
    const modest = calculateDeal(
      { ...windfall, sub_properties: [{ ...windfall.sub_properties![0]!, stabilized_noi: 70_000 }] } as DealInput,
      '2026-01-15',
    );
    expect(doubtsAbout(modest)).toEqual({ ltv: null, ltc: null, unlevered_irr: null, levered_irr: null });
  });
});
