import { describe, expect, it } from 'vitest';
import { ANNUAL_OFFSET, findPlan, planLevelOf, planList } from './plans';

describe('the plans catalogue', () => {
  const plans = planList();

  it('lists the eight monthly plans, then the annual ones 8 positions later, at the spec’s prices', () => {
    expect(plans.map((p) => p.index)).toEqual([...Array(16).keys()]);
    const priced = plans.map((p) => [p.plan_name, p.term, p.price]);
    expect(priced.slice(0, 8)).toEqual([
      ['Premium Limited', 'monthly', 99],
      ['Premium Limited with DealComp', 'monthly', 178],
      ['Premium Limited with CapMatch', 'monthly', 178],
      ['Premium Limited with DealComp and CapMatch', 'monthly', 257],
      ['Premium Unlimited', 'monthly', 178],
      ['Premium Unlimited with DealComp', 'monthly', 257],
      ['Premium Unlimited with CapMatch', 'monthly', 257],
      ['Premium Unlimited with DealComp and CapMatch', 'monthly', 336],
    ]);
    expect(plans.slice(ANNUAL_OFFSET).map((p) => p.price)).toEqual([899, 1599, 1599, 2299, 1599, 2299, 2299, 2999]);
    for (let i = 0; i < 8; i++) expect(plans[i + ANNUAL_OFFSET]!.plan_name).toBe(plans[i]!.plan_name);
  });

  it('gives the annual plans about a quarter off twelve months', () => {
    for (let i = 0; i < 8; i++) {
      const discount = 1 - plans[i + ANNUAL_OFFSET]!.price / (12 * plans[i]!.price);
      expect(discount).toBeGreaterThan(0.24);
      expect(discount).toBeLessThan(0.26);
    }
  });

  it('numbers the add-ons DealComp 1, CapMatch 2, Unlimited Models 4, and prices a tier by how many a plan has', () => {
    expect(findPlan('regPremium-7-monthly')?.addons).toEqual([
      { key: 'dealcomp', index: 1 },
      { key: 'capmatch', index: 2 },
      { key: 'unlimited', index: 4 },
    ]);
    const byTier = new Map<number, Set<number>>();
    for (const p of plans.slice(0, 8)) byTier.set(p.tier, (byTier.get(p.tier) ?? new Set()).add(p.price));
    expect([...byTier.entries()].map(([tier, prices]) => [tier, [...prices]])).toEqual([
      [1, [99]],
      [2, [178]],
      [3, [257]],
      [4, [336]],
    ]);
  });

  it('has team plans at the same prices with a -team suffix', () => {
    const team = planList(true);
    expect(team.map((p) => p.price)).toEqual(plans.map((p) => p.price));
    expect(team.every((p) => p.plan_id.endsWith('-team') && p.team)).toBe(true);
    expect(findPlan('regPremium-4-annual-team')).toMatchObject({ team: true, plan_name: 'Premium Unlimited', amount: 159900 });
  });

  it('reads the level after the first 3 characters up to the first hyphen, and knows no other plan', () => {
    expect(planLevelOf('regPremium-3-monthly')).toBe('Premium');
    expect(planLevelOf('regEnterprise-x')).toBe('Enterprise');
    expect(planLevelOf('administrator')).toBe('inistrator');
    expect(findPlan('regPremium-8-monthly')).toBeNull();
    expect(findPlan('basic')).toBeNull();
  });
});
