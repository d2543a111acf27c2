import { describe, expect, it } from 'vitest';
import { addMonthsToMonthEnd } from './dates';
import type { WaterfallTerms } from './waterfall';
import { runWaterfall, waterfallTerms } from './waterfall';

// 1,000 invested on 31 January 2025 and one distribution a year (365 days) later.
const dates = Array.from({ length: 13 }, (_, t) => addMonthsToMonthEnd('2025-01-31', t));
const flows = (distribution: number) => dates.map((_, t) => (t === 0 ? -1000 : t === 12 ? distribution : 0));
const pref: WaterfallTerms = { sponsor_share: 0.1, tiers: [{ name: 'Pref', hurdle_rate: 0.08, promote: 0.2 }] };

describe('contributions', () => {
  it('are funded by the sponsor co-investment share and the investors', () => {
    const result = runWaterfall(flows(1300), dates, pref);
    expect(result.sponsor.flows[0]).toBe(-100);
    expect(result.investors.flows[0]).toBe(-900);
  });
});

describe('a pref and promote waterfall', () => {
  it('pays the investors their capital and 8% pref pari passu, then splits the rest 80/20 with the sponsor', () => {
    // investors' account: 900 × 1.08 = 972; pari passu band: 972 / 0.9 = 1,080 (investors 972, sponsor 108)
    // remaining 220: investors (1 - 20%) × 90% = 72% = 158.40, sponsor 61.60
    // investors 972 + 158.40 = 1,130.40; sponsor 108 + 61.60 = 169.60; promote 169.60 - 10% × 1,300 = 39.60
    const result = runWaterfall(flows(1300), dates, pref);
    expect(result.investors.flows[12]).toBe(1130.4);
    expect(result.sponsor.flows[12]).toBe(169.6);
    expect(result.sponsor.promote).toBe(39.6);
  });

  it("gives each party's IRR and multiple: investors 1,130.40 / 900 = 25.6%, sponsor 169.60 / 100 = 69.6%", () => {
    const result = runWaterfall(flows(1300), dates, pref);
    expect(result.investors.irr).toBeCloseTo(0.256, 9);
    expect(result.investors.multiple).toBeCloseTo(1.256, 12);
    expect(result.sponsor.irr).toBeCloseTo(0.696, 9);
    expect(result.sponsor.multiple).toBeCloseTo(1.696, 12);
  });

  it('gives the investors exactly the pref when the distribution just reaches it', () => {
    // 1,080 = 972 / 0.9: no promote; investors earn 972 / 900 - 1 = 8%
    const result = runWaterfall(flows(1080), dates, pref);
    expect(result.investors.irr).toBeCloseTo(0.08, 9);
    expect(result.sponsor.promote).toBe(0);
  });

  it('shares everything pari passu below the pref', () => {
    const result = runWaterfall(flows(1050), dates, pref);
    expect([result.investors.flows[12], result.sponsor.flows[12]]).toEqual([945, 105]);
  });

  it('raises the promote above a second hurdle', () => {
    // second account 900 × 1.15 = 1,035, of which the first band paid 972: 63 left at 72% → band of 87.50 (investors 63)
    // remaining 220 - 87.50 = 132.50 at (1 - 35%) × 90% = 58.5%: investors 77.5125
    // investors 972 + 63 + 77.5125 = 1,112.5125 → 1,112.51; sponsor 1,300 - 1,112.51 = 187.49
    const tiers = [...pref.tiers, { name: 'Second tier', hurdle_rate: 0.15, promote: 0.35 }];
    const result = runWaterfall(flows(1300), dates, { sponsor_share: 0.1, tiers });
    expect([result.investors.flows[12], result.sponsor.flows[12]]).toEqual([1112.51, 187.49]);
  });

  it('shares pro rata without tiers', () => {
    const result = runWaterfall(flows(1300), dates, { sponsor_share: 0.1, tiers: [] });
    expect([result.investors.flows[12], result.sponsor.flows[12], result.sponsor.promote]).toEqual([1170, 130, 0]);
  });

  it('pays a sponsor without co-investment only its promote', () => {
    // investors 1,000 × 1.08 = 1,080 first; then 220 × 80% = 176 → investors 1,256, sponsor 44
    const result = runWaterfall(flows(1300), dates, { sponsor_share: 0, tiers: pref.tiers });
    expect([result.investors.flows[12], result.sponsor.flows[12]]).toEqual([1256, 44]);
    expect(result.sponsor.irr).toBeNull();
  });
});

// Two years of month ends: 1,000 in, 1,300 out after a year, then more equity at the end of the second year
// (a loan paid off after an early sale).
const twoYears = Array.from({ length: 25 }, (_, t) => addMonthsToMonthEnd('2025-01-31', t));
const recalled = (callAtExit: number) => twoYears.map((_, t) => (t === 0 ? -1000 : t === 12 ? 1300 : t === 24 ? -callAtExit : 0));

describe('hurdles tested on all the flows so far, with a clawback at the exit', () => {
  it('returns the promote paid on interim cash when the investors end below the pref', () => {
    // year 1 as above: investors 1,130.40, sponsor 169.60 of which 39.60 promote; their account 972 - 1,130.40 = -158.40
    // year 2: -158.40 × 1.08 = -171.07, plus their 90% of a 300 call = 270: 98.93 still owed at 8%
    // clawback = min(98.93, 90% × 220 above the pref × 20% = 39.60) = 39.60: the investors' -270 becomes -230.40
    const result = runWaterfall(recalled(300), twoYears, pref);
    expect(result.sponsor.clawback).toBe(39.6);
    expect(result.sponsor.promote).toBe(0);
    expect([result.investors.flows[24], result.sponsor.flows[24]]).toEqual([-230.4, -69.6]);
    expect(result.investors.irr!).toBeLessThan(0.08);
    result.investors.flows.forEach((f, t) => expect(f + result.sponsor.flows[t]!).toBeCloseTo(recalled(300)[t]!, 9));
  });

  it('lets the sponsor keep its promote when a later call leaves the investors above the pref', () => {
    // -171.07 + 90% × 50 = -126.07: still ahead of the pref, nothing is owed back
    const result = runWaterfall(recalled(50), twoYears, pref);
    expect([result.sponsor.clawback, result.sponsor.promote]).toEqual([0, 39.6]);
    expect(result.investors.irr!).toBeGreaterThan(0.08);
  });

  it("counts the investors' lead against a later call before the pref is owed again", () => {
    // a 50 call at month 18: -158.40 × 1.08^0.5 + 45 = -119.61, × 1.08^0.5 = -124.30 at month 24: still ahead,
    // so a distribution of 100 then is all above the pref, split 72% / 28%
    const flows = twoYears.map((_, t) => (t === 0 ? -1000 : t === 12 ? 1300 : t === 18 ? -50 : t === 24 ? 100 : 0));
    const result = runWaterfall(flows, twoYears, pref);
    expect([result.investors.flows[24], result.sponsor.flows[24]]).toEqual([72, 28]);
  });
});

describe('waterfall terms of a deal', () => {
  it('takes the pref and promote of the sponsor co-investment and the active syndication tiers, by hurdle', () => {
    const terms = waterfallTerms(
      {
        sponsor_coinvestments: [{ name: 'Sponsor', amount_as_percent: true, amount_percent: 10, accrual_rate: 8, promote_percent: 20 }],
        syndication_waterfalls: [
          { name: 'Upside', accrual_active: true, accrual_rate: 15, promote_active: true, promote_percent: 35 },
          { name: 'Off', active: false, accrual_rate: 12, promote_percent: 50 },
          { name: 'Catch', accrual_active: false, accrual_rate: 99, promote_active: true, promote_percent: 10 },
        ],
      },
      2_500_000,
    );
    expect(terms).toEqual({
      sponsor_share: 0.1,
      tiers: [
        { name: 'Catch', hurdle_rate: 0, promote: 0.1 },
        { name: 'Sponsor', hurdle_rate: 0.08, promote: 0.2 },
        { name: 'Upside', hurdle_rate: 0.15, promote: 0.35 },
      ],
    });
  });

  it('reads a dollar co-investment as its share of the equity: 250,000 / 2,500,000 = 10%', () => {
    expect(waterfallTerms({ sponsor_coinvestments: [{ amount_as_percent: false, amount_dollar: 250_000 }] }, 2_500_000).sponsor_share).toBe(
      0.1,
    );
    expect(waterfallTerms({}, 2_500_000)).toEqual({ sponsor_share: 0, tiers: [] });
  });
});
