/**
 * Figures a real deal does not reach. The engine computes them faithfully, so a typo in an input (a loan
 * of 60,000,000 for 6,000,000, an exit cap of 0.5% for 5%) shows as a figure that looks as sure as any other.
 * The summary flags these beside the figure, saying what to check, rather than refusing to calculate.
 * An occupancy or any other percent past 100 never gets this far: the entry refuses it at its field, and the
 * engine leaves an out-of-bounds input out (`sanitize.ts`).
 */
import type { DealCalculation } from './calculate';

/** A whole: no share of it, and no yearly return believed without a second look, goes past it. */
const WHOLE = 1;

export type Doubts = {
  ltv: string | null;
  ltc: string | null;
  unlevered_irr: string | null;
  levered_irr: string | null;
};

export const doubtTexts = {
  ltv: "Over 100%: the loans exceed the property's value. Check the loan amounts and the exit cap rates.",
  ltc: 'Over 100%: the loans exceed the cost. Check the loan amounts.',
  irr: 'Over 100% a year, which real deals rarely reach. Check the budget, the NOI and the exit cap rates.',
};

const past = (value: number | null, text: string) => (value !== null && value > WHOLE ? text : null);

/** What on a calculated deal deserves a second look, and why. */
export function doubtsAbout(calc: DealCalculation): Doubts {
  const r = calc.deal.returns;
  return {
    ltv: past(r.ltv, doubtTexts.ltv),
    ltc: past(r.ltc, doubtTexts.ltc),
    unlevered_irr: past(r.unlevered.irr, doubtTexts.irr),
    levered_irr: past(r.levered.irr, doubtTexts.irr),
  };
}
