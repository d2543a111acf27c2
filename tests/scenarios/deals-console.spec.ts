import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { caughtUp, createDeal, dealsApi, harborPoint, ok, startDealsRuntime } from './deals-helpers';

const DAY = 86_400_000;

interface Card {
  id: string;
  project_name: string;
  tab: string;
  group: string;
  deleted: boolean;
  deal_version: number;
  components: { name: string }[];
}

describe('the console and a deal’s life: drafts, rename, replicate, delete, recover', () => {
  let rt: TestRuntime;
  let clock: { advance(ms: number): void };
  let ann: ReturnType<typeof dealsApi>;
  let admin: ReturnType<typeof dealsApi>;
  const cards = async () => {
    await caughtUp(rt);
    return ok<Card[]>(await ann.console('deals'));
  };
  beforeAll(async () => {
    ({ rt, clock } = await startDealsRuntime());
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
    admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
  });
  afterAll(() => rt.dispose());

  it('autosaves a new deal as a partial and deletes the partial when the deal is created from it', async () => {
    const { partial_id } = ok<{ partial_id: string }>(await ann.createPartial({ project_name: 'Pier 9' }), 201);
    ok(await ann.updatePartial(partial_id, { project_name: 'Pier 9', city: 'Boston' }));
    await caughtUp(rt);
    expect(ok<unknown[]>(await ann.console('partials'))).toMatchObject([
      { partial_id, project_name: 'Pier 9', deal: { city: 'Boston' }, group: 'today' },
    ]);
    const created = await createDeal(ann, { ...harborPoint, project_name: 'Pier 9', partial_id });
    await caughtUp(rt);
    expect(ok<unknown[]>(await ann.console('partials'))).toEqual([]);
    expect((await cards()).find((c) => c.id === created.id)).toMatchObject({ project_name: 'Pier 9', tab: 'pending' });
    expect((await ann.updatePartial(partial_id, { project_name: 'again' })).statusCode).toBe(410);
  });

  it('discards a partial', async () => {
    const { partial_id } = ok<{ partial_id: string }>(await ann.createPartial({ project_name: 'Scrap' }), 201);
    expect(ok(await ann.deletePartial(partial_id))).toEqual({ partial_id, deleted: true });
    await caughtUp(rt);
    expect(ok<{ partial_id: string }[]>(await ann.console('partials')).map((p) => p.partial_id)).not.toContain(partial_id);
    expect((await ann.updatePartial('never-made', { a: 1 })).statusCode).toBe(404);
  });

  it('shows one card per deal with the fields the console shows', async () => {
    const deal = await createDeal(ann, { ...harborPoint, project_name: 'Card Deal' });
    ok(await ann.update(deal.id, { ...deal.deal, city: 'Cambridge' }));
    const card = (await cards()).find((c) => c.id === deal.id);
    expect(card).toMatchObject({
      project_name: 'Card Deal',
      status: 'draft',
      stage: 'pending',
      tab: 'pending',
      deleted: false,
      group: 'today',
      deal_version: 2,
      city: 'Cambridge',
      state: 'MA',
      closing_basis: 10_000_000,
      refreshing: false,
      components: [
        { name: 'Tower', type: 'multifamily' },
        { name: 'Shops', type: 'retail' },
      ],
    });
  });

  it('renames a deal, refusing a name longer than 25 characters', async () => {
    const deal = await createDeal(ann);
    expect(ok(await ann.rename(deal.id, '  Harbor Point East '))).toMatchObject({ deal: { project_name: 'Harbor Point East' } });
    const bad = await ann.rename(deal.id, 'x'.repeat(26));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ title: 'Error: Unable to Rename Deal' });
    expect((await cards()).find((c) => c.id === deal.id)?.project_name).toBe('Harbor Point East');
  });

  it('replicates a deal into a new one that records its source', async () => {
    const deal = await createDeal(ann);
    const copy = ok<{ id: string; deal: Record<string, unknown>; source: unknown }>(await ann.replicate(deal.id), 201);
    expect(copy.id).not.toBe(deal.id);
    expect(copy).toMatchObject({
      source: { deal_id: deal.id, deal_version: 1 },
      deal: { project_name: 'Harbor Point copied', city: 'Boston' },
    });
    expect((await cards()).find((c) => c.id === copy.id)).toMatchObject({ replicated_from: deal.id, deal_version: 1 });
  });

  it('moves a deleted deal to the Deleted tab and recovers it from there', async () => {
    const deal = await createDeal(ann);
    expect(ok(await ann.remove(deal.id))).toMatchObject({ deleted: true });
    expect((await cards()).find((c) => c.id === deal.id)).toMatchObject({ tab: 'deleted', deleted: true });
    expect((await ann.update(deal.id, harborPoint)).statusCode).toBe(410);
    expect(ok(await ann.recover(deal.id))).toMatchObject({ deleted: false });
    expect((await cards()).find((c) => c.id === deal.id)).toMatchObject({ tab: 'pending', deleted: false });
  });

  it('groups cards by last update as the clock moves: today, seven days, thirty days, older', async () => {
    const deal = await createDeal(ann, { ...harborPoint, project_name: 'Aging' });
    const groupNow = async () => (await cards()).find((c) => c.id === deal.id)?.group;
    expect(await groupNow()).toBe('today');
    clock.advance(3 * DAY);
    for (const person of [ann, admin]) person.renew();
    expect(await groupNow()).toBe('seven_days_ago');
    clock.advance(10 * DAY);
    for (const person of [ann, admin]) person.renew();
    expect(await groupNow()).toBe('thirty_days_ago');
    clock.advance(30 * DAY);
    for (const person of [ann, admin]) person.renew();
    expect(await groupNow()).toBe('older');
  });

  it('answers the collaborations and invitations as empty arrays until sharing exists', async () => {
    expect(ok(await ann.console('collabs'))).toEqual([]);
    expect(ok(await ann.console('invitations'))).toEqual([]);
  });

  it('lists every deal read-only to admins in the simple-rest shape', async () => {
    await caughtUp(rt);
    const res = await admin.call('GET', '/api/admin/deals?range=[0,1]&sort=["updated_at","DESC"]');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toMatch(/^deals 0-1\/\d+$/);
    expect(res.json()[0]).toMatchObject({ user_id: 'u-ann', status: expect.any(String), deal_version: expect.any(Number) });
    expect((await ann.call('GET', '/api/admin/deals')).statusCode).toBe(403);
    expect((await admin.call('GET', `/api/admin/deals/${res.json()[0].id}`)).statusCode).toBe(200);
  });
});
