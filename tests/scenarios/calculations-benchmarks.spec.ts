import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, createDeal, dealsApi, startDealsRuntime } from './deals-helpers';

/** A one-component stabilized acquisition at a place: its going-in cap rate is NOI / price. */
const acquisition = (name: string, latitude: number, longitude: number, price: number, growth: number) => ({
  project_name: name,
  project_type: 'acquisition',
  latitude,
  longitude,
  analysis_date: '2025-03-31',
  closing_basis: price,
  sub_properties: [
    {
      name: 'Tower',
      type: 'multifamily',
      quantity: 100,
      investment_class: 'class-a',
      stabilized_noi: 600_000,
      stabilized_noi_period: 'yearly',
      stabilized_noi_growth_rate: growth,
    },
  ],
});

const BOSTON = { latitude: 42.3601, longitude: -71.0589 };
const query = (path: 'valuation' | 'operations', params: Record<string, string | number>) =>
  `/api/app/deals/benchmark/${path}?${new URLSearchParams(Object.entries({ ...BOSTON, prop_type: 'multifamily', ...params }).map(([k, v]): [string, string] => [k, String(v)]))}`;

describe('DealComp benchmarks from the platform’s own deals', () => {
  let rt: TestRuntime;
  let admin: ReturnType<typeof dealsApi>;
  let ann: ReturnType<typeof dealsApi>;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
    // Within 3 miles of Boston: 600k / 10M = 6.00% and 600k / 8M = 7.50%. New York (190 miles) is not.
    await createDeal(admin, acquisition('Back Bay', 42.3503, -71.081, 10_000_000, 2));
    await createDeal(admin, acquisition('Cambridge', 42.3736, -71.1097, 8_000_000, 4));
    await createDeal(admin, acquisition('Midtown', 40.7549, -73.984, 12_000_000, 9));
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('picks the cap rate by methodology from the comparables in the radius', async () => {
    // Percentiles of [6, 7.5]: 75th = 6 + 1.5 × 0.75 = 7.125 → 7.13; median 6.75; 25th = 6.375 → 6.38.
    const conservative = await admin.call('GET', query('valuation', {}));
    expect(conservative.json()).toEqual({
      comparables: 2,
      radius_miles: 3,
      methodology: 'conservative',
      cap_rate: 7.13,
      cap_rate_low: 6,
      cap_rate_median: 6.75,
      cap_rate_high: 7.5,
    });
    expect((await admin.call('GET', query('valuation', { cap_rate_methodology: 'moderate' }))).json()).toMatchObject({ cap_rate: 6.75 });
    expect((await admin.call('GET', query('valuation', { cap_rate_methodology: 'aggressive' }))).json()).toMatchObject({ cap_rate: 6.38 });
  });

  it('widens to the radius asked, and filters by class', async () => {
    const wide = await admin.call('GET', query('valuation', { distance_radius_sensitivity: 250 }));
    expect(wide.json()).toMatchObject({ comparables: 3, cap_rate_low: 5, cap_rate_high: 7.5 });
    const classB = await admin.call('GET', query('valuation', { prop_class: 'class-b' }));
    expect(classB.statusCode).toBe(404);
  });

  it('gives the NOI growth range as rent growth, and null where deals record nothing', async () => {
    const res = await admin.call('GET', query('operations', {}));
    expect(res.json()).toEqual({
      comparables: 2,
      radius_miles: 3,
      rent_growth_low: 2,
      rent_growth_high: 4,
      expense_growth_low: null,
      expense_growth_high: null,
      other_growth_low: null,
      other_growth_high: null,
    });
  });

  it('says honestly that there is no comparable data', async () => {
    for (const path of ['valuation', 'operations'] as const) {
      const res = await admin.call('GET', query(path, { prop_type: 'hotel' }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NO_COMPARABLE_DATA',
        title: 'Error: DealComp AddOn',
        details: { comparables: 0 },
      });
      expect(res.json().message).toContain('No comparable data');
    }
  });

  it('refuses users without DealComp with the spec’s title, and anyone signed out', async () => {
    for (const path of ['valuation', 'operations'] as const) {
      const res = await ann.call('GET', query(path, {}));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'DEALCOMP_REQUIRED', title: 'Error: DealComp AddOn' });
      expect((await dealsApi(rt, null).call('GET', query(path, {}))).statusCode).toBe(401);
    }
  });

  it('refuses a query without a location or property type', async () => {
    const res = await admin.call('GET', '/api/app/deals/benchmark/valuation?prop_type=multifamily');
    expect(res.statusCode).toBe(400);
    expect((await admin.call('GET', `/api/app/deals/benchmark/valuation?latitude=1&longitude=2`)).statusCode).toBe(400);
  });
});
