/**
 * Random deals for the engine's property tests: the sample deal (scenario.fixture.ts) with its hold dates, exit
 * caps, growth, loans and waterfall drawn at random, so components sell apart, loans stay drawn or not, and the
 * investors end above or below their hurdles. fast-check shrinks a failure to the smallest such deal.
 */
import fc from 'fast-check';
import { addMonthsToMonthEnd } from './dates';
import type { DealInput } from './input';
import { scenarioDeal } from './scenario.fixture';

const percent = (min: number, max: number) => fc.integer({ min: min * 4, max: max * 4 }).map((q) => q / 4);

export const randomDeal: fc.Arbitrary<DealInput> = fc
  .record({
    holds: fc.array(fc.integer({ min: 24, max: 84 }), { minLength: 3, maxLength: 3 }),
    exitCaps: fc.array(percent(4, 10), { minLength: 3, maxLength: 3 }),
    growth: percent(0, 5),
    senior: percent(0, 70),
    seniorRate: percent(3, 12),
    mezzanine: percent(0, 20),
    mezzanineRate: percent(6, 16),
    sponsorShare: percent(0, 30),
    pref: percent(0, 14),
    promote: percent(0, 40),
    secondHurdle: percent(0, 10),
    secondPromote: percent(0, 50),
  })
  .map((r) => {
    const [senior, mezzanine] = [scenarioDeal.senior_loans![0]!, scenarioDeal.subordinate_loans![0]!];
    return {
      ...scenarioDeal,
      sub_properties: scenarioDeal.sub_properties!.map((c, i) => ({
        ...c,
        hold_date: addMonthsToMonthEnd('2025-01-31', r.holds[i]!),
        exit_cap_percentage_min: r.exitCaps[i]!,
        stabilized_noi_growth_rate: r.growth,
      })),
      senior_loans: [{ ...senior, amount_percent: r.senior, interest_rate: r.seniorRate }],
      subordinate_loans: [{ ...mezzanine, amount_percent: r.mezzanine, interest_rate: r.mezzanineRate }],
      sponsor_coinvestments: [
        { ...scenarioDeal.sponsor_coinvestments![0]!, amount_percent: r.sponsorShare, accrual_rate: r.pref, promote_percent: r.promote },
      ],
      syndication_waterfalls: [
        {
          ...scenarioDeal.syndication_waterfalls![0]!,
          accrual_rate: r.pref + r.secondHurdle,
          promote_percent: Math.max(r.promote, r.secondPromote),
        },
      ],
    };
  });
