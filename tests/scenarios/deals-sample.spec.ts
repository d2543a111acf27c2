import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, dealsApi, ok, startDealsRuntime, type DealOut } from './deals-helpers';

interface Calculations {
  components: { name: string; noi: number; hold_date: string }[];
  deal: { exit_date: string; unlevered_capitalization: number };
}

describe('the sample deal', () => {
  let rt: TestRuntime;
  let ann: ReturnType<typeof dealsApi>;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
  });
  afterAll(() => rt.dispose());

  it('is added to the caller’s own deals, as a demo deal analysed at the end of this month', async () => {
    const created = await ann.call('POST', '/api/app/deals/secure/sample');
    expect(created.statusCode).toBe(201);
    const body = created.json<DealOut>();
    const monthEnd = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    expect(body.deal).toMatchObject({ project_name: 'Sample: Riverside Commons', demo_deal: true, analysis_date: monthEnd });
    await caughtUp(rt);
    const mine = ok<{ id: string }[]>(await ann.console('deals'));
    expect(mine.map((d) => d.id)).toContain(body.id);
  });

  it('calculates to the figures the engine’s scenario test checks by hand', async () => {
    const { id } = ok<DealOut>(await ann.call('POST', '/api/app/deals/secure/sample'), 201);
    const calc = ok<Calculations>(await ann.call('GET', `/api/app/deals/secure/${id}/calculations`));
    // Apartments 3,819,000, retail 436,008.72 and parking 321,300 NOI (worked out in domain/src/calc/scenario.spec.ts).
    expect(calc.components.map((c) => c.noi)).toEqual([3_819_000, 436_008.72, 321_300]);
    // Capitalization 71,647,830: the 10,000,000 of closing, soft cost and reserve bases plus every component's
    // development and stabilization bases (the same sum as the scenario test; no figure depends on the date).
    expect(calc.deal.unlevered_capitalization).toBe(71_647_830);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await dealsApi(rt, null).call('POST', '/api/app/deals/secure/sample');
    expect(anonymous.statusCode).toBe(401);
  });
});
