import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { after, caughtUp, createDeal, dealsApi, ifMatch, ok, startDealsRuntime } from '../scenarios/deals-helpers';
import { givePlan } from '../support/plans';
import { figure } from './figures';

/**
 * R2: writes that race. One figure line for three races: 50 saves of one deal sent with the same
 * If-Match; 20 restores of different versions of one deal at once; 20 sign-ups of one email at once, each
 * from its own address (so the per-address limit is not what stops them).
 */
describe('R2 concurrency', () => {
  let rt: TestRuntime;
  let api: ReturnType<typeof dealsApi>;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    api = dealsApi(rt, await rt.cookieFor({ id: 'u-r2', email: 'r2@example.com' }));
    await givePlan(rt.adapters.store, 'u-r2'); // Premium: more than 20 saved revisions of a deal
  });
  afterAll(() => rt.dispose());

  it('lets one of 50 same-revision saves through, loses no restore, and makes one account of 20 sign-ups', async (context) => {
    // 50 saves, one If-Match.
    const deal = await createDeal(api);
    const saves = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api.update(deal.id, { ...deal.deal, closing_basis: 1_000 + i }, ifMatch(deal.revision))),
    );
    const saved = saves.filter((r) => r.statusCode === 200).length;
    const conflicts = saves.filter((r) => r.statusCode === 409).length;
    const saveErrors = saves.filter((r) => r.statusCode >= 500).length;

    // 20 restores of versions 1..20 of a deal with 21 versions, all at once and without If-Match.
    let current = ok(await api.create({ ...deal.deal, project_name: 'Restored' }), 201);
    for (let v = 1; v <= 20; v++)
      current = ok(await api.update(current.id, { ...current.deal, closing_basis: 2_000 + v }, ifMatch(current.revision)));
    const restores = await Promise.all(Array.from({ length: 20 }, (_, i) => api.restore(current.id, i + 1)));
    const restored = restores.filter((r) => r.statusCode === 200);
    const refused = restores.filter((r) => r.statusCode === 409).length;
    const restoreErrors = restores.filter((r) => r.statusCode >= 500).length;
    const last = restored.at(-1) ?? restores[0]!;
    await caughtUp(rt);
    const versions = ok<{ deal_version: number }[]>(await api.versions(current.id, after(last))).map((v) => v.deal_version);
    const expected = Array.from({ length: 21 + restored.length }, (_, i) => 21 + restored.length - i);
    const contiguous = JSON.stringify(versions) === JSON.stringify(expected);

    // 20 sign-ups of one email.
    const signUps = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rt.app.inject({
          method: 'POST',
          url: '/api/app/users/create',
          remoteAddress: `10.0.0.${i + 1}`,
          payload: { email: 'same.person@example.com', first_name: 'Sam', last_name: 'Lee', type: 'D', ghost: false, opt_in: true },
        }),
      ),
    );
    const created = signUps.filter((r) => r.statusCode === 201).length;
    const signUpErrors = signUps.filter((r) => r.statusCode >= 500).length;
    const registered = (await rt.adapters.store.readAll({ maxCount: 1_000_000 })).filter((e) => e.type === 'UserRegistered').length;

    figure(
      context,
      `R2 concurrency: 50 saves with one If-Match: ${saved} saved, ${conflicts} conflicts, ${saveErrors} × 5xx; ` +
        `20 concurrent restores: ${restored.length} restored, ${refused} refused with 409, ${restoreErrors} × 5xx, versions ` +
        `${contiguous ? 'contiguous' : 'NOT contiguous'} (1..${versions.length}), 0 lost; ` +
        `20 concurrent sign-ups of one email: ${registered} account (${created} answered 201), ${signUpErrors} × 5xx`,
    );
    expect([saved, conflicts, saveErrors]).toEqual([1, 49, 0]);
    expect(restored).toHaveLength(20);
    expect(restoreErrors).toBe(0);
    expect(versions).toEqual(expected);
    expect(registered).toBe(1);
    expect(created).toBe(1);
    expect(signUpErrors).toBe(0);
  });
});
