import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, createDeal, dealsApi, ifMatch, ok, startDealsRuntime } from './deals-helpers';

describe('concurrent saves of one deal', () => {
  let rt: TestRuntime;
  let ann: ReturnType<typeof dealsApi>;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
  });
  afterAll(() => rt.dispose());

  it('lets exactly one of 50 saves with the same If-Match through; the 49 others get the 409', async () => {
    const deal = await createDeal(ann);
    const saves = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ann.update(deal.id, { ...deal.deal, closing_basis: 1_000 + i }, ifMatch(deal.revision))),
    );
    const statuses = saves.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of saves.filter((s) => s.statusCode === 409))
      expect(r.json()).toMatchObject({ title: 'Saving Conflict: Cannot Update Deal' });
    const winner = saves.find((r) => r.statusCode === 200)!;
    await caughtUp(rt);
    const read = ok(await ann.retrieve(deal.id));
    expect(read).toMatchObject({ revision: 1, deal_version: 2, deal: { closing_basis: ok(winner).deal.closing_basis } });
  });
});
