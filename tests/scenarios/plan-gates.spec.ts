import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestRuntime } from '../support/runtime';
import { multipart, tinyPdf, tinyPng } from '../support/uploads';
import { signedInAccount } from './account-helpers';
import { after, createDeal, dealsApi, ok } from './deals-helpers';
import { caughtUp, startIdentityRuntime } from './identity-helpers';

type Api = ReturnType<typeof dealsApi>;
interface View {
  status: string;
  entitlements: { kind: string; uploadAttachments: boolean; viewDistribution: boolean; matching: boolean };
}
interface FileOut {
  id: string;
  file_name: string;
  link: string;
}
const SUB = '/api/app/users/secure/subscription';
const DAY = 86_400_000;
const d = (id: string) => `/api/app/deals/secure/${id}`;

/**
 * The requirements through the real payment flow (the sandbox's test cards and its billing run): the data
 * room's uploads and distributing a deal need a premium plan, matching its CapMatch add-on; only the giving
 * is gated, so an account whose plan ended still renames, deletes and revokes what it made.
 */
describe('what a plan opens, and what stays when it ends', () => {
  let rt: TestRuntime;
  let clock: { advance(ms: number): void };
  let ann: Api;
  let bob: Api;
  let admin: Api;
  let bobId: string;
  let dealId: string;
  let key = 0;
  const keyed = () => ({ 'idempotency-key': `k-${key++}` });
  const view = async () => ok<View>(await ann.call('GET', SUB));
  const upload = (path: 'images' | 'attachments', name: string, content: Buffer) => {
    const body = multipart({ name, content });
    return ann.call('POST', `${d(dealId)}/${path}`, body.payload, body.headers);
  };
  const share = (email: string) => ann.share(dealId, { email, first_name: '', last_name: '' });
  const match = () => ann.call('PUT', `${d(dealId)}/modify/get_matched`);
  const premiumOnly = (res: Awaited<ReturnType<Api['call']>>, code: string) =>
    expect(res.json()).toMatchObject({ statusCode: 403, code, title: 'Premium Feature' });
  const attachments = async () => ok<FileOut[]>(await ann.call('GET', `${d(dealId)}/attachments/all`));
  const bill = async () => {
    const res = await admin.call('POST', '/api/sandbox/billing');
    expect(res.statusCode).toBe(200);
    await caughtUp(rt);
    return (res.json() as { notices: number }).notices;
  };

  beforeAll(async () => {
    // The default configuration: MATCHING_OPEN is off, so matching is CapMatch's.
    let moved;
    ({ rt, clock: moved } = await startIdentityRuntime());
    clock = moved;
    ann = dealsApi(rt, (await signedInAccount(rt, 'ann@example.com')).cookie);
    const signedInBob = await signedInAccount(rt, 'bob@example.com');
    [bob, bobId] = [dealsApi(rt, signedInBob.cookie), signedInBob.id];
    admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
    dealId = (await createDeal(ann)).id;
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('lets a free account add images, but not attachments, sharing or matching', async () => {
    expect(await view()).toMatchObject({
      status: 'none',
      entitlements: { kind: 'none', uploadAttachments: false, viewDistribution: false, matching: false },
    });
    ok(await upload('images', 'tower.png', tinyPng), 201);
    premiumOnly(await upload('attachments', 'memo.pdf', tinyPdf), 'UPLOAD_NOT_IN_PLAN');
    premiumOnly(await share('bob@example.com'), 'DISTRIBUTION_NOT_IN_PLAN');
    expect((await match()).json()).toMatchObject({ statusCode: 403, code: 'MATCHING_NOT_IN_PLAN' });
    expect(await attachments()).toEqual([]);
    expect(ok<{ collaborators: unknown[] }>(await ann.distribution(dealId)).collaborators).toEqual([]);
  });

  it('uploads and shares on Premium Limited, and matches only once the plan has CapMatch', async () => {
    const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' };
    const token = ok<{ id: string }>(await ann.call('POST', '/api/sandbox/card-tokens', card), 201).id;
    const started = ok<View>(await ann.call('POST', SUB, { plan: 'regPremium-0-monthly', token }, keyed()), 201);
    expect(started).toMatchObject({
      status: 'trialing',
      entitlements: { kind: 'premium', uploadAttachments: true, viewDistribution: true, matching: false },
    });
    ok(await upload('attachments', 'memo.pdf', tinyPdf), 201);
    ok(await upload('attachments', 'rent-roll.pdf', tinyPdf), 201);
    expect(ok(await share('bob@example.com'), 201)).toMatchObject({ shared_user_id: bobId });
    expect((await match()).json()).toMatchObject({ statusCode: 403, code: 'MATCHING_NOT_IN_PLAN' });
    expect((await ann.call('GET', `${d(dealId)}/matches/retrieve`)).json()).toMatchObject({ code: 'MATCHING_NOT_IN_PLAN' });

    // Premium Limited with CapMatch: one tier up, the plan list's 'Upgrade Plan'.
    const upgraded = ok<View>(await ann.call('PUT', SUB, { plan: 'regPremium-2-monthly' }, keyed()));
    expect(upgraded.entitlements).toMatchObject({ kind: 'premium', uploadAttachments: true, viewDistribution: true, matching: true });
    expect(ok<{ matches: unknown[] }>(await match()).matches).toEqual([]);
  });

  it('keeps the rights of a cancelled plan until its period ends, then refuses the giving only', async () => {
    const cancelled = ok<View>(await ann.call('DELETE', SUB, undefined, keyed()));
    expect(cancelled).toMatchObject({ status: 'canceled', entitlements: { kind: 'premium', uploadAttachments: true } });
    ok(await upload('attachments', 'budget.pdf', tinyPdf), 201);

    clock.advance(32 * DAY);
    for (const person of [ann, bob, admin]) person.renew();
    expect(await bill()).toBeGreaterThanOrEqual(1);
    expect(await view()).toMatchObject({
      status: 'ended',
      entitlements: { kind: 'none', uploadAttachments: false, viewDistribution: false, matching: false },
    });
    premiumOnly(await upload('attachments', 'late.pdf', tinyPdf), 'UPLOAD_NOT_IN_PLAN');
    premiumOnly(await share('cat@example.com'), 'DISTRIBUTION_NOT_IN_PLAN');
    expect((await match()).json()).toMatchObject({ statusCode: 403, code: 'MATCHING_NOT_IN_PLAN' });
    ok(await upload('images', 'back.png', tinyPng), 201);
  });

  it('still renames and deletes what it uploaded and revokes the share: nothing it made is lost', async () => {
    const files = await attachments();
    expect(files.map((f) => f.file_name).sort()).toEqual(['budget.pdf', 'memo.pdf', 'rent-roll.pdf']);
    const memo = files.find((f) => f.file_name === 'memo.pdf')!;
    const rentRoll = files.find((f) => f.file_name === 'rent-roll.pdf')!;
    const renamed = ok<FileOut>(await ann.call('POST', `${d(dealId)}/attachments/update`, { id: memo.id, file_name: 'Offering memo' }));
    expect(renamed.file_name).toBe('Offering memo.pdf');
    expect(ok(await ann.call('DELETE', `${d(dealId)}/attachments/${rentRoll.id}`))).toEqual({ id: rentRoll.id, deleted: true });
    expect((await attachments()).map((f) => f.file_name).sort()).toEqual(['Offering memo.pdf', 'budget.pdf']);
    const download = await ann.call('GET', renamed.link);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPdf)).toBe(true);

    expect((await bob.retrieve(dealId)).statusCode).toBe(200);
    const revoked = await ann.permissions(dealId, [{ shared_user_id: bobId, can_view: false }]);
    ok(revoked);
    expect((await bob.retrieve(dealId, after(revoked))).statusCode).toBe(404);
    const distribution = ok<{ collaborators: { email: string; can_view: boolean }[] }>(
      await ann.call('GET', `${d(dealId)}/share/collab`, undefined, after(revoked)),
    );
    expect(distribution.collaborators).toEqual([expect.objectContaining({ email: 'bob@example.com', can_view: false })]);
  });
});
