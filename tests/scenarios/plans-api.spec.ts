import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { dealsApi, ok, startDealsRuntime } from './deals-helpers';

interface Plans {
  plans: { plan_id: string; index: number; price: number; amount: number; plan_name: string; term: string; team: boolean }[];
  addons: { key: string; index: number }[];
}

describe('the plan list', () => {
  let rt: TestRuntime;
  beforeAll(async () => ({ rt } = await startDealsRuntime()));
  afterAll(() => rt.dispose());

  it('answers the catalogue to anyone, monthly plans first and the annual ones 8 positions later', async () => {
    const visitor = dealsApi(rt, null);
    const res = await visitor.call('GET', '/api/stripe/plans');
    const { plans, addons } = ok<Plans>(res);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(plans).toHaveLength(16);
    expect(plans[0]).toMatchObject({ plan_id: 'regPremium-0-monthly', plan_name: 'Premium Limited', price: 99, amount: 9900 });
    expect(plans[8]).toMatchObject({ plan_id: 'regPremium-0-annual', price: 899, term: 'annual' });
    expect(plans[15]).toMatchObject({ plan_name: 'Premium Unlimited with DealComp and CapMatch', price: 2999 });
    expect(addons.map((a) => [a.key, a.index])).toEqual([
      ['dealcomp', 1],
      ['capmatch', 2],
      ['unlimited', 4],
    ]);
    const team = ok<Plans>(await visitor.call('GET', '/api/stripe/plans?team=true')).plans;
    expect(team.every((p) => p.team && p.plan_id.endsWith('-team'))).toBe(true);
    expect((await visitor.call('GET', '/api/stripe/plans?team=maybe')).statusCode).toBe(400);
  });
});
