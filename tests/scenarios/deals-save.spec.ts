import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { after, caughtUp, createDeal, dealsApi, harborPoint, ifMatch, ok, startDealsRuntime, type DealOut } from './deals-helpers';

describe('saving a deal and its versions', () => {
  let rt: TestRuntime;
  let api: ReturnType<typeof dealsApi>;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    api = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
  });
  afterAll(() => rt.dispose());

  it('creates a deal with an id, item ids, its revision as ETag and the write position', async () => {
    const res = await api.create();
    const created = ok(res, 201);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).toMatchObject({ revision: 0, deal_version: 1, deleted: false, changed: true });
    expect(created.deal).toMatchObject({ project_name: 'Harbor Point', user_id: 'u-ann', status: 'draft' });
    expect(created.deal.sub_properties?.every((c) => typeof c.item_id === 'string')).toBe(true);
    expect(res.headers.etag).toBe('"0"');
    expect(res.headers['x-position']).toMatch(/^\d+$/);
    const read = await api.retrieve(created.id, after(res));
    expect(ok(read)).toMatchObject({ id: created.id, revision: 0, deal_version: 1, deal: { project_name: 'Harbor Point' } });
    expect(read.headers.etag).toBe('"0"');
  });

  it('answers 400 with field errors for a deal that breaks the schema', async () => {
    const res = await api.create({ ...harborPoint, closing_basis: 'lots' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('makes a version of each explicit save, and none of a save without a change', async () => {
    const deal = await createDeal(api);
    const saved = ok(await api.update(deal.id, { ...deal.deal, closing_basis: 12_000_000 }, ifMatch(0)));
    expect(saved).toMatchObject({ revision: 1, deal_version: 2, changed: true });
    const again = await api.update(deal.id, { ...saved.deal }, ifMatch(1));
    expect(ok(again)).toMatchObject({ revision: 1, deal_version: 2, changed: false });
    expect(again.headers.etag).toBe('"1"');
  });

  it('folds blur autosaves into the next version', async () => {
    const deal = await createDeal(api);
    const blur = ok(await api.blur(deal.id, { ...deal.deal, city: 'Salem' }));
    expect(blur).toMatchObject({ deal_version: 1, pending_changes: true });
    const saved = await api.update(deal.id, { ...blur.deal, closing_basis: 9_000_000 });
    expect(ok(saved)).toMatchObject({ deal_version: 2, pending_changes: false });
    const [latest] = ok<{ deal_version: number; changes: { path: string }[] }[]>(await api.versions(deal.id, after(saved)));
    expect(latest!.deal_version).toBe(2);
    expect(latest!.changes.map((c) => c.path).sort()).toEqual(['city', 'closing_basis']);
  });

  it('refuses a save from a stale revision with the spec’s 409 and changes nothing', async () => {
    const deal = await createDeal(api);
    ok(await api.update(deal.id, { ...deal.deal, closing_basis: 1 }, ifMatch(0)));
    const stale = await api.update(deal.id, { ...deal.deal, closing_basis: 2 }, ifMatch(0));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'SAVING_CONFLICT', title: 'Saving Conflict: Cannot Update Deal' });
    await caughtUp(rt);
    expect(ok(await api.retrieve(deal.id)).deal.closing_basis).toBe(1);
  });

  it('lists versions newest first with data, author and changes', async () => {
    const deal = await createDeal(api);
    const saved = await api.update(deal.id, { ...deal.deal, project_name: 'Harbor Point II' });
    const list = ok<Record<string, unknown>[]>(await api.versions(deal.id, after(saved)));
    expect(list.map((v) => v.deal_version)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      author: 'u-ann',
      deal_data: { project_name: 'Harbor Point II' },
      changes: [{ path: 'project_name', from: 'Harbor Point', to: 'Harbor Point II' }],
    });
    expect(typeof list[0]!.updated_at).toBe('string');
  });

  it('answers 404 with the spec’s text for the versions of a deal never modified', async () => {
    const deal = await createDeal(api);
    ok(await api.rename(deal.id, 'Renamed only'));
    await caughtUp(rt);
    const versions = await api.versions(deal.id);
    expect(versions.statusCode).toBe(404);
    expect(versions.json()).toMatchObject({ message: 'Nothing to Restore or Recover. This deal has never been modified.' });
  });

  it('restores a version through its route, keeping the state before as a version of its own', async () => {
    const deal = await createDeal(api);
    const v2 = ok(await api.update(deal.id, { ...deal.deal, closing_basis: 1 }));
    const restored = await api.restore(deal.id, 1, ifMatch(v2.revision));
    expect(ok(restored)).toMatchObject({ deal_version: 3, deal: { closing_basis: 10_000_000 } });
    const list = ok<{ deal_version: number; kind: string; restored_from: number | null }[]>(await api.versions(deal.id, after(restored)));
    expect(list[0]).toMatchObject({ deal_version: 3, kind: 'restored', restored_from: 1 });
    expect(list).toHaveLength(3);
  });

  it('records a full deal re-sent through update with restore_version as a restore', async () => {
    const deal = await createDeal(api);
    const v2 = ok(await api.update(deal.id, { ...deal.deal, city: 'Lowell' }));
    await caughtUp(rt);
    const versions = ok<{ deal_version: number; deal_data: Record<string, unknown> }[]>(await api.versions(deal.id));
    const first = versions.find((v) => v.deal_version === 1)!;
    const res = await api.update(deal.id, { ...first.deal_data, restore_version: 1 }, ifMatch(v2.revision));
    expect(ok(res)).toMatchObject({ deal_version: 3, deal: { city: 'Boston' } });
    const list = ok<{ kind: string; restored_from: number }[]>(await api.versions(deal.id, after(res)));
    expect(list[0]).toMatchObject({ kind: 'restored', restored_from: 1 });
  });

  it('answers 404 for a version that does not exist', async () => {
    const deal = await createDeal(api);
    ok(await api.update(deal.id, { ...deal.deal, city: 'Lowell' }));
    const res = await api.restore(deal.id, 7);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'VERSION_NOT_FOUND', title: 'Error: Unable to Restore Deal' });
  });

  it('gives every change of one field: when, who, from, to', async () => {
    const deal = await createDeal(api);
    const tower = deal.deal.sub_properties![0]!.item_id;
    const withName = (name: string, d: DealOut) => ({
      ...d.deal,
      sub_properties: d.deal.sub_properties!.map((c) => (c.item_id === tower ? { ...c, name } : c)),
    });
    const v2 = ok(await api.update(deal.id, withName('Tower A', deal)));
    ok(await api.update(deal.id, withName('Tower B', v2)));
    const history = ok<Record<string, unknown>[]>(await api.history(deal.id, `sub_properties[item_id=${tower}].name`));
    expect(history.map((h) => [h.from, h.to])).toEqual([
      [undefined, 'Tower'],
      ['Tower', 'Tower A'],
      ['Tower A', 'Tower B'],
    ]);
    expect(history[1]).toMatchObject({ by: 'u-ann' });
    expect((await api.history(deal.id, '[[bad')).statusCode).toBe(400);
  });

  it('shows the deal as it was at a time or a position', async () => {
    const deal = await createDeal(api);
    const first = await api.update(deal.id, { ...deal.deal, closing_basis: 1 });
    const position = String(first.headers['x-position']);
    ok(await api.update(deal.id, { ...ok(first).deal, closing_basis: 2 }));
    const byPosition = ok<{ deal: { closing_basis: number }; deal_version: number }>(await api.asOf(deal.id, `position=${position}`));
    expect(byPosition).toMatchObject({ deal_version: 2, deal: { closing_basis: 1 } });
    const byTime = ok<{ deal: { closing_basis: number } }>(await api.asOf(deal.id, `at=${encodeURIComponent(new Date().toISOString())}`));
    expect(byTime.deal.closing_basis).toBe(2);
    expect((await api.asOf(deal.id, 'at=2000-01-01T00:00:00Z')).statusCode).toBe(404);
    expect((await api.asOf(deal.id, '')).statusCode).toBe(400);
  });
});
