import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { send, signedInAccount } from './account-helpers';
import { harborPoint } from './deals-helpers';
import type { OutboxEntry } from '@dealbook/infra/mail';
import { caughtUp, mails, startIdentityRuntime } from './identity-helpers';

type Account = { id: string; cookie: string };
const m = (dealId: string) => `/api/app/deals/secure/${dealId}/attachments`;
const unlockUrl = (dealId: string) => `/api/app/deals/${dealId}/attachments/model/unlock`;
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2099, cvc: '123' });

describe('the spreadsheet model: unlock, build, delivery', () => {
  let rt: TestRuntime;
  let ann: Account;
  let admin: string;

  const newDeal = async (who: Account, name = 'Riverside') => {
    const res = await send(rt, 'POST', '/api/app/deals/secure/create', { ...harborPoint, project_name: name }, who.cookie);
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const status = async (who: Account, dealId: string) =>
    (await send(rt, 'GET', `${m(dealId)}/verify/status/model`, undefined, who.cookie)).json();
  const token = async (number: string) => (await send(rt, 'POST', '/api/sandbox/card-tokens', card(number))).json().id as string;
  const completeProfile = async (who: Account, company: string) => {
    await send(
      rt,
      'PUT',
      '/api/app/users/secure/profile',
      { first_name: 'Ann', last_name: 'Lee', contact_telephone: '+1 512 555 0100', company, legal_entity_dba: `${company} LLC` },
      who.cookie,
    );
    await caughtUp(rt);
    const found = (await send(rt, 'GET', '/api/app/users/secure/company', undefined, who.cookie)).json() as { id: string };
    expect((await send(rt, 'PUT', `/api/admin/companies/${found.id}/confirm`, undefined, admin)).statusCode).toBe(200);
  };
  /** Waits for the worker to finish the build (uploaded or failed). */
  const settled = async (who: Account, dealId: string, buildId: string) => {
    for (let i = 0; i < 300; i++) {
      const item = (await send(rt, 'GET', `${m(dealId)}/model/${buildId}/upload/status`, undefined, who.cookie)).json();
      if (item.status === 'uploaded' || item.status === 'failed') return item;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the build did not finish in 30 s');
  };
  const charges = () => {
    const file = join(rt.dataDir, 'sandbox-payments.json');
    return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { charges?: unknown[] }).charges ?? []) : [];
  };

  beforeAll(async () => {
    ({ rt } = await startIdentityRuntime());
    admin = await rt.cookieFor({ id: 'admin-1', email: 'admin@example.com', admin: true });
    ann = await signedInAccount(rt, 'ann@example.com');
  });
  afterAll(() => rt.dispose());

  it('without a plan: locked at $49.95, an incomplete profile is sent to complete it, a build is refused, GET is not a build', async () => {
    const dealId = await newDeal(ann);
    expect(await status(ann, dealId)).toMatchObject({
      status: 'locked',
      unlocked: false,
      price_cents: 4995,
      price_label: '$49.95',
      plan_kind: 'none',
      quota: null,
      profile_complete: false,
      can_build: false,
      latest: null,
    });
    const refused = await send(rt, 'PUT', unlockUrl(dealId), { token: await token('4242424242424242') }, ann.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      title: 'Complete Your Profile',
      details: { redirect: '/app/profile/user' },
    });
    const build = await send(rt, 'POST', `${m(dealId)}/model/build`, {}, ann.cookie);
    expect(build.json()).toMatchObject({ statusCode: 403, code: 'MODEL_LOCKED', title: 'Unlock Model' });
    const get = await send(rt, 'GET', `${m(dealId)}/model/build`, undefined, ann.cookie);
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(charges()).toHaveLength(0);
  });

  it('pays once (a declined card changes nothing), builds a live workbook into the data room and mails the owner', async () => {
    await completeProfile(ann, 'Harbor Capital');
    const dealId = await newDeal(ann, 'Harbor Point');
    const declined = await send(rt, 'PUT', unlockUrl(dealId), { token: await token('4000000000000002') }, ann.cookie);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      title: 'Error: Stripe Payment',
      // the card provider's words, as a subscription's refused card says them
      message: 'Your card was declined.',
    });
    expect((await status(ann, dealId)).status).toBe('locked');

    const paid = await send(rt, 'PUT', unlockUrl(dealId), { token: await token('4242424242424242') }, ann.cookie);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'unlocked', unlocked_via: 'payment', can_build: true });
    const again = await send(rt, 'PUT', unlockUrl(dealId), { token: await token('4242424242424242') }, ann.cookie);
    expect(again.json()).toMatchObject({ unlocked_via: 'payment' });
    expect(charges()).toHaveLength(1);

    const queued = await send(rt, 'POST', `${m(dealId)}/model/build`, {}, ann.cookie);
    expect(queued.statusCode).toBe(202);
    const { build_id } = queued.json() as { build_id: string };
    expect(queued.json()).toMatchObject({ status: 'queued', deal_version: 1 });
    const twice = await send(rt, 'POST', `${m(dealId)}/model/build`, {}, ann.cookie);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().build_id).toBe(build_id);

    const done = await settled(ann, dealId, build_id);
    expect(done).toMatchObject({
      id: build_id,
      status: 'uploaded',
      deal_version: 1,
      file_name: 'Harbor Point model v1.xlsx',
      message: null,
    });
    const file = await send(rt, 'GET', done.download, undefined, ann.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await caughtUp(rt);
    const listed = (await send(rt, 'GET', `${m(dealId)}/all`, undefined, ann.cookie)).json() as { id: string; file_name: string }[];
    expect(listed.map((f) => f.file_name)).toContain('Harbor Point model v1.xlsx');
    const track = (await send(rt, 'GET', `${m(dealId)}/model/track`, undefined, ann.cookie)).json();
    expect(track).toHaveLength(1);
    let mail: OutboxEntry | undefined;
    for (let i = 0; i < 150 && !mail; i++) {
      mail = (await mails(rt)).find((x) => x.to === 'ann@example.com' && x.subject.includes('Excel model'));
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail?.subject).toBe('Your Excel model of “Harbor Point” is ready');
    expect(mail?.text).toContain(`/app/deals/${dealId}/manage/attachments`);
  });

  it('a full coupon makes it a Free Download; an unknown coupon is refused', async () => {
    const dealId = await newDeal(ann, 'Free One');
    const bad = await send(rt, 'PUT', unlockUrl(dealId), { coupon_code: 'NOPE' }, ann.cookie);
    expect(bad.json()).toMatchObject({ code: 'INVALID_COUPON', title: 'Error: Invalid Coupon' });
    const coupon = { code: 'MODELFREE', percent_off: 100, duration: 'once' };
    expect((await send(rt, 'POST', '/api/admin/coupons', coupon, admin)).statusCode).toBe(201);
    const free = await send(rt, 'PUT', unlockUrl(dealId), { coupon_code: 'modelfree' }, ann.cookie);
    expect(free.json()).toMatchObject({ unlocked: true, unlocked_via: 'free' });
    const noCard = await send(rt, 'PUT', unlockUrl(await newDeal(ann, 'Paid One')), {}, ann.cookie);
    expect(noCard.json()).toMatchObject({ code: 'TOKEN_REQUIRED', details: { price_cents: 4995, coupon_code: null } });
  });

  it('a partial coupon answers the reduced price the card will pay', async () => {
    const coupon = { code: 'MODELHALF', percent_off: 50, duration: 'once' };
    expect((await send(rt, 'POST', '/api/admin/coupons', coupon, admin)).statusCode).toBe(201);
    const half = await send(rt, 'PUT', unlockUrl(await newDeal(ann, 'Half Price')), { coupon_code: 'modelhalf' }, ann.cookie);
    expect(half.json()).toMatchObject({ code: 'TOKEN_REQUIRED', details: { price_cents: 2498, coupon_code: 'MODELHALF' } });
  });

  it('Premium Limited models 5 deals a billing cycle, then answers the limit; a modelled deal is rebuilt free', async () => {
    const bea = await signedInAccount(rt, 'bea@example.com');
    await givePlan(rt.adapters.store, bea.id, 'regPremium-3-monthly');
    const deals: string[] = [];
    for (let i = 0; i < 6; i++) deals.push(await newDeal(bea, `Deal ${i + 1}`));
    expect(await status(bea, deals[0]!)).toMatchObject({ plan_kind: 'premium', can_build: true, quota: { limit: 5, used: 0, left: 5 } });
    for (const id of deals.slice(0, 5)) expect((await send(rt, 'POST', `${m(id)}/model/build`, {}, bea.cookie)).statusCode).toBe(202);
    const sixth = await send(rt, 'POST', `${m(deals[5]!)}/model/build`, {}, bea.cookie);
    expect(sixth.json()).toMatchObject({
      statusCode: 403,
      code: 'MODEL_LIMIT_REACHED',
      message: 'Maximum number of deals already modeled for this billing cycle',
    });
    expect(await status(bea, deals[5]!)).toMatchObject({ status: 'locked', can_build: false, quota: { used: 5, left: 0 } });
    expect((await status(bea, deals[0]!)).unlocked_via).toBe('quota');
  });

  it('two builds asked at once queue one build; a plan without a limit builds without paying', async () => {
    const dan = await signedInAccount(rt, 'dan@example.com');
    await givePlan(rt.adapters.store, dan.id, 'regPremium-7-monthly');
    const dealId = await newDeal(dan, 'Twice');
    const [a, b] = await Promise.all([0, 1].map(() => send(rt, 'POST', `${m(dealId)}/model/build`, {}, dan.cookie)));
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 202]);
    expect(a!.json().build_id).toBe(b!.json().build_id);
    const done = await settled(dan, dealId, a!.json().build_id);
    expect(done.status).toBe('uploaded');
    expect((await send(rt, 'GET', `${m(dealId)}/model/track`, undefined, dan.cookie)).json()).toHaveLength(1);
    expect(await status(dan, dealId)).toMatchObject({ unlocked_via: 'plan', quota: null, status: 'uploaded' });
  });

  it('a person who may not edit the deal cannot buy or build its model', async () => {
    const dealId = await newDeal(ann, 'Private');
    const cat = await signedInAccount(rt, 'cat@example.com');
    expect((await send(rt, 'POST', `${m(dealId)}/model/build`, {}, cat.cookie)).statusCode).toBe(404);
    expect((await send(rt, 'PUT', unlockUrl(dealId), {}, cat.cookie)).statusCode).toBe(404);
    expect((await send(rt, 'GET', `${m(dealId)}/verify/status/model`, undefined, cat.cookie)).statusCode).toBe(404);
  });
});
