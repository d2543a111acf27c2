import { describe, expect, it } from 'vitest';
import { calculateDeal } from './calculate';
import { formatPercent } from './display';
import { scenarioDeal, scenarioNow } from './scenario.fixture';

/**
 * Riverside (scenario.spec.ts) with every hold date at month 40 (31 May 2028): the apartments and the parking
 * sell then, the linked retail is raised to its minimum, month 42, which becomes the exit.
 */
const deal = {
  ...scenarioDeal,
  sub_properties: scenarioDeal.sub_properties!.map((c) => ({ ...c, hold_date: '2028-05-31' })),
};
const { deal: figures } = calculateDeal(deal, scenarioNow);
const { sponsor, investors } = figures.waterfall;

describe('Riverside sold at month 40: the waterfall', () => {
  it('sells the apartments and the parking at month 40 and the retail at month 42', () => {
    expect(figures.pro_forma.sales.map((s) => s.month)).toEqual([40, 42, 40]);
    expect(figures.exit_date).toBe('2028-07-31');
  });

  it('claws back the promote the sponsor was paid on the month-40 sale once the investors fall short of a hurdle', () => {
    // Before the clawback the investors lost 2.52M (IRR -6.02%, 0.96x) while the sponsor kept a 17.74M promote
    // (IRR 138%): the month-40 proceeds cleared both hurdles, and the equity paid the loans off at month 42.
    expect(sponsor.clawback).toBeCloseTo(7_141_116.35, 1);
    expect(sponsor.promote).toBeCloseTo(10_595_173.69, 1);
    expect(formatPercent(investors.irr!)).toBe('9.25%');
    expect(formatPercent(sponsor.irr!)).toBe('110.71%');
    // above the 8% pref, below the 15% second hurdle: the 35% tier's excess over 20% is what came back
    expect(investors.irr!).toBeGreaterThan(0.08);
    expect(investors.irr!).toBeLessThan(0.15);
    figures.pro_forma.months.forEach((m, t) => expect(sponsor.flows[t]! + investors.flows[t]!).toBeCloseTo(m.levered_cash_flow, 6));
  });

  it('says so beside the figures', () => {
    expect(figures.alerts.map((a) => a.code)).toContain('promote_clawed_back');
  });
});
