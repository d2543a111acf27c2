import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { after, caughtUp, createDeal, dealsApi, harborPoint, ok, startDealsRuntime } from './deals-helpers';
import { PASSWORD, activeAccount, linkOf, mails, sessionCookie, setPassword, signIn, waitForMails } from './identity-helpers';

type Api = ReturnType<typeof dealsApi>;
const bobUser = { email: 'bob@example.com', first_name: 'Bob', last_name: 'Stone' };

describe('sharing a deal with colleagues', () => {
  let rt: TestRuntime;
  let ann: Api;
  let bob: Api;
  let bobId: string;
  let dealId: string;
  const signedIn = async (email: string) => dealsApi(rt, sessionCookie(await signIn(rt, email, PASSWORD)));

  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    // Sharing is a plan feature: the owner subscribes; Bob, a collaborator, has no plan.
    await givePlan(rt.adapters.store, await activeAccount(rt, 'ann@example.com'));
    bobId = await activeAccount(rt, 'bob@example.com');
    ann = await signedIn('ann@example.com');
    bob = await signedIn('bob@example.com');
    dealId = (await createDeal(ann)).id;
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('shares view-only with an existing colleague, who finds it under Collabs and is mailed', async () => {
    const res = await ann.share(dealId, { email: 'Bob@Example.com', first_name: '', last_name: '' });
    expect(ok(res, 201)).toEqual({ shared_user_id: bobId, email: 'bob@example.com', account_created: false });
    const [card] = ok<Record<string, unknown>[]>(await bob.console('collabs', after(res)));
    expect(card).toMatchObject({
      collab_id: dealId,
      can_view: true,
      can_edit: false,
      archived: false,
      deal: { project_name: 'Harbor Point' },
    });
    const seen = ok<{ access: { role: string; can: Record<string, boolean> }; deal: Record<string, unknown> }>(await bob.retrieve(dealId));
    expect(seen.access).toMatchObject({ role: 'collaborator', can: { view: true, edit: false, share: false, replicate: false } });
    expect(seen.deal.user).toMatchObject({ email: 'ann@example.com' });
    expect(seen.deal.shared_deals).toEqual([
      expect.objectContaining({ shared_user_id: bobId, users: [expect.objectContaining({ email: 'bob@example.com' })] }),
    ]);
    const [mail] = await waitForMails(rt, 'bob@example.com', 2);
    expect(mail).toBeDefined();
    const shareMail = (await mails(rt)).find((m) => m.subject.includes('shared the deal “Harbor Point”'));
    expect(shareMail?.to).toContain('bob@example.com');
    // Shared with a colleague, the deal stays a draft on both consoles until it goes out to providers.
    expect(ok<{ id: string; status: string }[]>(await ann.console('deals', after(res)))).toEqual([
      expect.objectContaining({ id: dealId, status: 'draft' }),
    ]);
  });

  it('refuses an edit from a view-only collaborator, then takes it once can_edit is given', async () => {
    const refused = await bob.update(dealId, { ...harborPoint, closing_basis: 11_000_000 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'DEAL_FORBIDDEN' });
    const granted = ok<{ shared_deals: Record<string, unknown>[] }>(
      await ann.permissions(dealId, [{ shared_user_id: bobId, can_edit: true }]),
    );
    expect(granted.shared_deals).toEqual([
      expect.objectContaining({ shared_user_id: bobId, can_view: true, can_edit: true, can_share: false }),
    ]);
    const saved = ok(await bob.update(dealId, { ...harborPoint, closing_basis: 11_000_000 }));
    expect(saved.deal_version).toBe(2);
    await caughtUp(rt);
    const versions = ok<{ deal_version: number; author: string }[]>(await ann.versions(dealId));
    expect(versions[0]).toMatchObject({ deal_version: 2, author: bobId });
    const history = ok<{ by: string; to: unknown }[]>(await ann.history(dealId, 'closing_basis'));
    expect(history.at(-1)).toMatchObject({ by: bobId, to: 11_000_000 });
  });

  it('lets a collaborator duplicate but not replicate, and archive their card', async () => {
    expect((await bob.replicate(dealId)).json()).toMatchObject({ statusCode: 403, code: 'REPLICATE_SHARED' });
    const copy = ok<{ id: string; deal: { user_id: string }; source: { deal_id: string } }>(await bob.duplicate(dealId), 201);
    expect(copy.deal.user_id).toBe(bobId);
    expect(copy.source.deal_id).toBe(dealId);
    const archived = await bob.archive(dealId);
    expect(ok(archived)).toEqual({ deal_id: dealId, archived: true });
    const own = ok<{ id: string }[]>(await bob.console('deals', after(archived)));
    expect(own.map((d) => d.id)).toContain(copy.id);
    const [card] = ok<{ archived: boolean }[]>(await bob.console('collabs', after(archived)));
    expect(card?.archived).toBe(true);
    expect((await ann.archive(dealId)).statusCode).toBe(403);
  });

  it('refuses what a share must not do, each with its reason', async () => {
    const sorry = async (res: Awaited<ReturnType<Api['share']>>, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, title: 'Sorry...' });
    };
    await sorry(await ann.share(dealId, bobUser), 409, 'ALREADY_SHARED');
    await sorry(await ann.share(dealId, { email: 'ann@example.com' }), 422, 'SHARE_WITH_SELF');
    await sorry(await ann.share(dealId, { email: 'not-an-address' }), 422, 'INVALID_EMAIL');
    await sorry(await ann.share(dealId, { email: 'someone@mailinator.com' }), 422, 'INVALID_EMAIL');
    await sorry(await bob.share(dealId, { email: 'cat@example.com' }), 403, 'DEAL_FORBIDDEN');
    await givePlan(rt.adapters.store, await activeAccount(rt, 'dan@example.com'));
    await sorry(await ann.share(dealId, { email: 'dan@example.com', first_name: 'Daniel', last_name: 'X' }), 409, 'DETAILS_MISMATCH');
    const stranger = await signedIn('dan@example.com');
    expect((await stranger.share(dealId, { email: 'eve@example.com' })).statusCode).toBe(404);
  });

  it('opens an account for a newcomer, once, even when the request is retried', async () => {
    const key = { 'idempotency-key': 'share-newcomer-1' };
    const first = ok<{ shared_user_id: string; account_created: boolean }>(
      await ann.share(dealId, { email: 'newcomer@example.com', first_name: 'Nia', last_name: 'Cole' }, { can_edit: true }, key),
      201,
    );
    const again = ok(
      await ann.share(dealId, { email: 'newcomer@example.com', first_name: 'Nia', last_name: 'Cole' }, { can_edit: true }, key),
      201,
    );
    expect(again).toEqual(first);
    expect(first.account_created).toBe(true);
    const inbox = await waitForMails(rt, 'newcomer@example.com', 2);
    const activation = inbox.find((m) => m.text.includes('/account/activate/'))!;
    expect(inbox.filter((m) => m.text.includes('/account/activate/'))).toHaveLength(1);
    // Another deal shared before activation: the spec's "has not activated their account".
    const other = (await createDeal(ann, { ...harborPoint, project_name: 'Pier 9' })).id;
    const early = await ann.share(other, { email: 'newcomer@example.com' });
    expect(early.json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVE', title: 'Sorry...' });
    expect((await setPassword(rt, 'activate', linkOf(activation).token)).statusCode).toBe(200);
    await caughtUp(rt);
    const nia = await signedIn('newcomer@example.com');
    expect(ok<{ access: { can: { edit: boolean } } }>(await nia.retrieve(dealId)).access.can.edit).toBe(true);
  });

  it('hides the deal at once when its view is revoked, also from a request Bob sent while he had it', async () => {
    const key = { 'idempotency-key': 'bob-edit-before-revocation' };
    const edit = { ...harborPoint, closing_basis: 12_500_000 };
    ok(await bob.update(dealId, edit, key));
    const revoked = await ann.permissions(dealId, [{ shared_user_id: bobId, can_view: false }]);
    ok(revoked);
    expect((await bob.retrieve(dealId, after(revoked))).statusCode).toBe(404);
    const replayed = await bob.update(dealId, edit, key);
    expect(replayed.statusCode).toBe(404);
    expect(replayed.body).not.toContain('Harbor Point');
    expect(replayed.body).not.toContain('ann@example.com');
    expect(ok<unknown[]>(await bob.console('collabs', after(revoked)))).toEqual([]);
    expect((await bob.update(dealId, harborPoint)).statusCode).toBe(404);
    const distribution = ok<{ collaborators: { email: string; can_view: boolean; active: boolean }[] }>(await ann.distribution(dealId));
    expect(distribution.collaborators).toEqual([
      expect.objectContaining({ email: 'bob@example.com', can_view: false, active: true }),
      expect.objectContaining({ email: 'newcomer@example.com', can_view: true, active: true }),
    ]);
  });

  it('keeps a removed collaborator’s address from the colleagues who still see the deal; the owner still lists them', async () => {
    // Bob was removed in the test before; Nia still views the deal.
    const nia = await signedIn('newcomer@example.com');
    const seen = ok<{ deal: { shared_deals: { users?: { email: string }[] }[] } }>(await nia.retrieve(dealId));
    expect(seen.deal.shared_deals.flatMap((e) => e.users?.map((u) => u.email) ?? [])).toEqual(['newcomer@example.com']);
    const listed = await nia.distribution(dealId);
    expect(listed.body).not.toContain('bob@example.com');
    expect(ok<{ collaborators: { email: string }[] }>(listed).collaborators.map((c) => c.email)).toEqual(['newcomer@example.com']);
    // Nor through the deal as it was, its sharing's history, or the answer to a change of permissions.
    const past = await nia.asOf(dealId, `at=${encodeURIComponent(new Date().toISOString())}`);
    expect(past.statusCode).toBe(200);
    expect(past.body).not.toContain('bob@example.com');
    expect((await nia.history(dealId, 'shared_deals')).statusCode).toBe(403);
    const set = await nia.permissions(dealId, [{ shared_user_id: bobId }]);
    expect(set.body).not.toContain('bob@example.com');
    const owners = ok<{ deal: { shared_deals: unknown[] } }>(await ann.retrieve(dealId));
    expect(JSON.stringify(owners.deal.shared_deals)).toContain('bob@example.com');
    expect((await ann.asOf(dealId, `at=${encodeURIComponent(new Date().toISOString())}`)).body).toContain('bob@example.com');
  });

  it('answers the 51st share in a minute with 429', async () => {
    const busy = await signedIn('dan@example.com');
    const own = (await createDeal(busy, { ...harborPoint, project_name: 'Busy' })).id;
    const codes: number[] = [];
    for (let i = 0; i < 51; i++) codes.push((await busy.share(own, { email: 'dan@example.com' })).statusCode);
    expect(codes.slice(0, 50).every((c) => c === 422)).toBe(true);
    expect(codes[50]).toBe(429);
  });
});

describe('the email check of the share dialog', () => {
  let rt: TestRuntime;
  let ann: Api;
  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    ann = dealsApi(rt, await rt.cookieFor({ id: 'u-ann', email: 'ann@example.com' }));
  });
  afterAll(() => rt.dispose());

  const check = (address: string) => ann.call('GET', `/api/hunter/email/validate?email_address=${encodeURIComponent(address)}`);

  it('answers in the verification service’s shape: valid only when nothing failed', async () => {
    expect(ok(await check('colleague@example.com'))).toEqual({
      result: 'deliverable',
      disposable: false,
      mx_records: true,
      smtp_server: true,
      smtp_check: true,
      reason: null,
    });
    expect(ok(await check('someone@mailinator.com'))).toMatchObject({ result: 'undeliverable', disposable: true, smtp_check: false });
    expect(ok(await check('not an address'))).toMatchObject({ mx_records: false, reason: 'syntax' });
  });

  it('is for signed-in users only', async () =>
    expect((await dealsApi(rt, null).call('GET', '/api/hunter/email/validate?email_address=a@b.com')).statusCode).toBe(401));
});
