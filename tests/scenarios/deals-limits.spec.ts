import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { createDeal, dealsApi, ok, startDealsRuntime } from './deals-helpers';

describe('the plan limits of accounts that are not premium', () => {
  let rt: TestRuntime;
  let ann: ReturnType<typeof dealsApi>;
  let admin: ReturnType<typeof dealsApi>;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime({ DEAL_MAX_REVISIONS: '3', DEAL_MONTHLY_REPLICATES: '2', DEAL_MONTHLY_DELETES: '2' }));
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
    admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
  });
  afterAll(() => rt.dispose());

  it('refuses a save past the configured number of revisions with 403', async () => {
    const deal = await createDeal(ann);
    ok(await ann.update(deal.id, { ...deal.deal, closing_basis: 1 }));
    ok(await ann.update(deal.id, { ...deal.deal, closing_basis: 2 }));
    const res = await ann.update(deal.id, { ...deal.deal, closing_basis: 3 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'REVISION_LIMIT',
      title: 'Maximum Number of Revisions Reached',
      message: 'This deal has reached its limit of 3 saved revisions.',
    });
    const restore = await ann.restore(deal.id, 1);
    expect(restore.statusCode).toBe(403);
    expect(restore.json()).toMatchObject({ title: 'Error: Unable to Restore Deal' });
  });

  it('refuses the replicate past the monthly limit with 403 and the spec’s title', async () => {
    const deal = await createDeal(ann);
    const first = ok<{ id: string; source: unknown; deal: { project_name: string } }>(await ann.replicate(deal.id), 201);
    expect(first).toMatchObject({ source: { deal_id: deal.id, deal_version: 1 }, deal: { project_name: 'Harbor Point copied' } });
    ok(await ann.replicate(deal.id, { project_name: 'Second copy' }), 201);
    const third = await ann.replicate(deal.id);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'REPLICATE_LIMIT', title: 'Error: Cannot Replicate Deal' });
  });

  it('refuses the delete past the monthly limit with 403, and counts a deal deleted again after a recover', async () => {
    const [a, b] = [await createDeal(ann), await createDeal(ann)];
    ok(await ann.remove(a.id));
    ok(await ann.recover(a.id));
    ok(await ann.remove(a.id));
    const res = await ann.remove(b.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'DELETE_LIMIT', title: 'Error: Cannot Delete Deal' });
  });

  it('spares admins, the only premium accounts until subscriptions', async () => {
    const deal = await createDeal(admin);
    for (let i = 1; i <= 4; i++) ok(await admin.update(deal.id, { ...deal.deal, closing_basis: i }));
    for (let i = 0; i < 3; i++) ok(await admin.replicate(deal.id), 201);
    for (let i = 0; i < 3; i++) ok(await admin.remove((await createDeal(admin)).id));
  });
});
