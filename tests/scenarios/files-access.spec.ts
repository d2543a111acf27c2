import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { multipart, tinyPdf, tinyPng } from '../support/uploads';
import { caughtUp, createDeal, dealsApi, ok, startDealsRuntime } from './deals-helpers';
import { extractLinks } from '@dealbook/infra/mail';
import { PASSWORD, activeAccount, mailTo, sessionCookie, signIn, waitForMails } from './identity-helpers';

type Api = ReturnType<typeof dealsApi>;
interface FileOut {
  id: string;
  file_name: string;
  link: string;
  restricted_access: boolean;
  is_locked: boolean;
  requested: boolean;
}
interface Activity {
  total: number;
  items: { type: string; target: string; file_name: string; email: string | null; name: string | null; via: string }[];
}
const d = (id: string) => `/api/app/deals/secure/${id}`;

describe('who may open a deal’s files, who did, and what they are told', () => {
  let rt: TestRuntime;
  let ann: Api;
  let bob: Api;
  let bobId: string;
  let visitor: Api;
  let dealId: string;
  const upload = async (name: string, content: Buffer, path = 'attachments') => {
    const body = multipart({ name, content });
    return ok<FileOut>(await ann.call('POST', `${d(dealId)}/${path}`, body.payload, body.headers), 201);
  };
  const base = () => `${d(dealId)}/attachments`;
  const restrict = (file: string) =>
    ann.call('POST', `${base()}/filesharing/permissions/save`, { attachment: file, restricted_access: true });
  const page = (key: string, email?: string) =>
    visitor.call('GET', `/api/app/deals/${dealId}/attachments/retrieve/${key}${email ? `/link/${encodeURIComponent(email)}` : ''}`);
  const ask = (key: string, email: string) =>
    visitor.call('POST', `/api/app/deals/${dealId}/attachments/request`, {
      email,
      attachment_key: key,
      details: { source: 'Shared Link' },
    });
  const activity = async (query = '') => ok<Activity>(await ann.call('GET', `${base()}/activity${query}`));

  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    // Uploading attachments and sharing are plan features: the owner subscribes; Bob has no plan.
    await givePlan(rt.adapters.store, await activeAccount(rt, 'ann@example.com'));
    ann = dealsApi(rt, sessionCookie(await signIn(rt, 'ann@example.com', PASSWORD)));
    bobId = await activeAccount(rt, 'bob@example.com');
    bob = dealsApi(rt, sessionCookie(await signIn(rt, 'bob@example.com', PASSWORD)));
    visitor = dealsApi(rt, null);
    dealId = (await createDeal(ann)).id;
    ok(await ann.share(dealId, { email: 'bob@example.com', first_name: '', last_name: '' }), 201);
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('denies a request with a reason: the requester is mailed it, the request leaves the pending list, and they may ask again', async () => {
    const file = await upload('term-sheet.pdf', tinyPdf);
    ok(await restrict(file.id));
    ok(await ask(file.id, 'Vic@Capital.example'), 201);
    const deny = (email: string, reason: string) =>
      ann.call('POST', `${base()}/filesharing/permissions/deny`, { attachment: file.id, email, reason });
    expect((await deny('vic@capital.example', '   ')).json()).toMatchObject({ code: 'REASON_REQUIRED', title: 'Unable to Deny Access' });
    const denied = ok<{ requested_access: unknown[]; denied_access: { email: string; reason: string }[] }>(
      await deny('VIC@capital.example', 'Only for lenders who signed the NDA'),
    );
    expect(denied.requested_access).toEqual([]);
    expect(denied.denied_access).toMatchObject([{ email: 'vic@capital.example', reason: 'Only for lenders who signed the NDA' }]);
    expect((await deny('vic@capital.example', 'Again')).json()).toMatchObject({ statusCode: 409, code: 'NO_PENDING_REQUEST' });
    const [mail] = await waitForMails(rt, 'vic@capital.example');
    expect(mail!.subject).toBe('Your request to open “term-sheet.pdf” of “Harbor Point” was declined');
    expect(mail!.text).toContain('Their reason: Only for lenders who signed the NDA');
    expect((await page(file.id, 'vic@capital.example')).statusCode).toBe(405);
    ok(await ask(file.id, 'vic@capital.example'), 201);
    expect(
      (await bob.call('POST', `${base()}/filesharing/permissions/deny`, { attachment: file.id, email: 'vic@capital.example', reason: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('locks a restricted file inside the app for a collaborator who is not on its list, until they are added', async () => {
    const file = await upload('rent-roll.pdf', tinyPdf);
    ok(await restrict(file.id));
    const bobsView = async () => ok<FileOut[]>(await bob.call('GET', `${base()}/all`)).find((f) => f.id === file.id)!;
    expect(await bobsView()).toMatchObject({ restricted_access: true, is_locked: true, requested: false });
    expect((await bob.call('GET', file.link)).json()).toMatchObject({
      statusCode: 403,
      code: 'RESTRICTED_ACCESS',
      title: 'Restricted Access',
    });
    const anns = ok<FileOut[]>(await ann.call('GET', `${base()}/all`)).find((f) => f.id === file.id)!;
    expect(anns.is_locked).toBe(false);
    const request = { email: 'bob@example.com', attachment_key: file.id, type: 'collab_user', details: { source: 'Collaborator' } };
    ok(await bob.call('POST', `/api/app/deals/${dealId}/attachments/request`, request), 201);
    expect(await bobsView()).toMatchObject({ is_locked: true, requested: true });
    ok(await ann.call('POST', `${base()}/filesharing/permissions/auth`, { attachment: file.id, email: 'BOB@example.com' }));
    expect(await bobsView()).toMatchObject({ is_locked: false, requested: false });
    expect((await bob.call('GET', file.link)).statusCode).toBe(200);
    // Removed from the deal, Bob's address on the list opens nothing through the file's link, signed in or
    // not; shared with again, it does.
    const linkPage = () => bob.call('GET', `/api/app/deals/${dealId}/attachments/retrieve/${file.id}/authorized_user/bob@example.com`);
    expect(ok<{ access: string }>(await linkPage()).access).toBe('granted');
    ok(await ann.permissions(dealId, [{ shared_user_id: bobId, can_view: false }]));
    expect((await linkPage()).json()).toMatchObject({ statusCode: 405, code: 'RESTRICTED_ACCESS' });
    ok(await ann.share(dealId, { email: 'bob@example.com', first_name: '', last_name: '' }), 201);
    expect(ok<{ access: string }>(await linkPage()).access).toBe('granted');
  });

  it('answers who could open a file as of any time, from the deal’s events', async () => {
    const file = await upload('budget.pdf', tinyPdf);
    const beforeRestriction = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    ok(await restrict(file.id));
    ok(await ann.call('POST', `${base()}/filesharing/permissions/auth`, { attachment: file.id, email: 'lp@fund.example' }));
    const asOf = async (at: string) =>
      ok<{ as_of: string; files: { id: string; restricted_access: boolean; permissioned_users: { email: string }[] }[] }>(
        await ann.call('GET', `${base()}/dataroom/permissions/retrieve?as_of=${encodeURIComponent(at)}`),
      ).files.find((f) => f.id === file.id);
    expect(await asOf(beforeRestriction)).toMatchObject({ restricted_access: false, permissioned_users: [] });
    expect(await asOf(new Date().toISOString())).toMatchObject({
      restricted_access: true,
      permissioned_users: [{ email: 'lp@fund.example' }],
    });
    expect((await ann.call('GET', `${base()}/dataroom/permissions/retrieve?as_of=2000-01-01T00:00:00Z`)).json()).toMatchObject({
      statusCode: 404,
      code: 'DEAL_NOT_YET',
    });
    expect(
      (await bob.call('GET', `${base()}/dataroom/permissions/retrieve?as_of=${encodeURIComponent(beforeRestriction)}`)).statusCode,
    ).toBe(403);
  });

  it('records every open through a link, download and view, on a stream of its own, for the owner to read', async () => {
    const file = await upload('appraisal.pdf', tinyPdf);
    await caughtUp(rt);
    const { revision } = ok<{ revision: number }>(await ann.retrieve(dealId));
    const opened = ok<{ download: string }>(await page(file.id, 'lp@fund.example'));
    expect((await visitor.call('GET', opened.download)).statusCode).toBe(200);
    expect((await bob.call('GET', file.link)).statusCode).toBe(200);
    expect((await visitor.call('GET', `/api/pdf?url=${encodeURIComponent(opened.download)}`)).statusCode).toBe(200);
    const mine = await activity(`?attachment=${file.id}`);
    expect(mine.total).toBe(4);
    expect(mine.items.map((i) => [i.type, i.via, i.email])).toEqual([
      ['viewed', 'link', 'lp@fund.example'],
      ['downloaded', 'app', 'bob@example.com'],
      ['downloaded', 'link', 'lp@fund.example'],
      ['opened', 'link', 'lp@fund.example'],
    ]);
    expect(mine.items[0]!.file_name).toBe('appraisal.pdf');
    // Reading moved nothing on the deal: an editor's If-Match still holds.
    expect(ok<{ revision: number }>(await ann.retrieve(dealId)).revision).toBe(revision);
    expect((await bob.call('GET', `${base()}/activity`)).statusCode).toBe(403);
    const admin = dealsApi(rt, await rt.cookieFor({ id: 'u-auditor', email: 'audit@example.com', auditor: true }));
    expect(ok<Activity>(await admin.call('GET', `${base()}/activity`)).total).toBeGreaterThanOrEqual(4);
  });

  it('puts the deal’s first image on its console card', async () => {
    const first = await upload('front.png', tinyPng, 'images');
    await upload('back.png', tinyPng, 'images');
    await caughtUp(rt);
    const card = ok<{ id: string; image: string | null }[]>(await ann.console('deals')).find((c) => c.id === dealId)!;
    expect(card.image).toBe(`${first.link}?inline=1`);
    const shown = await ann.call('GET', card.image!);
    expect([shown.statusCode, shown.headers['content-type']]).toEqual([200, 'image/png']);
    ok(await ann.call('DELETE', `${base()}/${first.id}`));
    await caughtUp(rt);
    const after = ok<{ id: string; image: string | null }[]>(await ann.console('deals')).find((c) => c.id === dealId)!;
    expect(after.image).not.toBe(card.image);
    expect(after.image).toMatch(/\/download\?inline=1$/);
  });

  it('shows only this deal’s own PDFs in the viewer', async () => {
    const pdf = await upload('plans.pdf', tinyPdf);
    const png = await upload('site.png', tinyPng, 'images');
    const view = (api: Api, url: string) => api.call('GET', `/api/pdf?url=${encodeURIComponent(url)}`);
    const shown = await view(ann, pdf.link);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    expect(shown.rawPayload.equals(tinyPdf)).toBe(true);
    expect((await view(ann, `http://localhost:3000${pdf.link}`)).statusCode).toBe(200);
    expect((await view(ann, `https://evil.example${pdf.link}`)).json()).toMatchObject({ statusCode: 422, code: 'PDF_URL_NOT_ALLOWED' });
    expect((await view(ann, 'https://evil.example/x.pdf')).json()).toMatchObject({ code: 'PDF_URL_NOT_ALLOWED' });
    expect((await view(ann, '/api/admin/users')).json()).toMatchObject({ code: 'PDF_URL_NOT_ALLOWED' });
    expect((await view(ann, png.link)).json()).toMatchObject({ statusCode: 415, code: 'NOT_A_PDF' });
    expect((await view(visitor, pdf.link)).statusCode).toBe(401);
    const stranger = dealsApi(rt, await rt.cookieFor({ id: 'u-stranger', email: 'stranger@example.com' }));
    expect((await view(stranger, pdf.link)).statusCode).toBe(404);
  });

  it('lists the data room to whoever it admits, each file with its own access; a file in a restricted room asks for the room', async () => {
    const plain = await upload('site-plan.pdf', tinyPdf);
    const own = await upload('loan-terms.pdf', tinyPdf);
    ok(await restrict(own.id));
    ok(await ann.call('POST', `${base()}/dataroom/permissions/update`, { permission: { restricted_access: true } }));
    ok(await ann.call('POST', `${base()}/dataroom/permissions/auth`, { email: 'gp@fund.example' }));
    expect((await page('dataroom', 'stranger@fund.example')).statusCode).toBe(405);
    // Spaces typed around an address are no part of it (a 500 once), and text that is no address opens nothing.
    expect(ok<{ access: string; mailed: boolean }>(await page('dataroom', ' gp@fund.example '))).toMatchObject({
      access: 'granted',
      mailed: true,
    });
    expect((await page('dataroom', 'not an address')).statusCode).toBe(405);
    // An address on the room's list gets its files' links by mail, never on the page of whoever typed it.
    const room = ok<{ access: string; mailed: boolean; download: unknown; files?: unknown }>(await page('dataroom', 'gp@fund.example'));
    expect(room).toMatchObject({ access: 'granted', mailed: true, download: null });
    expect(room.files).toBeUndefined();
    const mailed = await mailTo(rt, 'gp@fund.example', 'Your download link');
    expect(mailed.subject).toMatch(/^Your download links? for the data room of “Harbor Point”$/);
    const links = extractLinks(mailed.text).filter((l) => l.includes('/public/download?'));
    const linkTo = (id: string) => links.find((l) => l.includes(`/attachments/${id}/public/download?`));
    // The room's files that address may open, not the one restricted on its own list.
    expect(linkTo(own.id)).toBeUndefined();
    expect((await visitor.call('GET', linkTo(plain.id)!.replace('http://localhost:3000', ''))).statusCode).toBe(200);
    // Opened again at once (a reload), the page mails no second copy.
    ok(await page('dataroom', 'gp@fund.example'));
    await caughtUp(rt);
    const sent = await waitForMails(rt, 'gp@fund.example');
    expect(sent.filter((m) => m.subject.startsWith('Your download link'))).toHaveLength(1);
    // A file not restricted on its own is behind the room: a stranger's request through its link is for the room.
    expect((await page(plain.id, 'stranger@fund.example')).statusCode).toBe(405);
    ok(await ask(plain.id, 'stranger@fund.example'), 201);
    const lists = ok<{ requested_access: { email: string }[] }>(await ann.call('GET', `${base()}/dataroom/permissions/retrieve`));
    expect(lists.requested_access.map((r) => r.email)).toContain('stranger@fund.example');
    expect(ok<{ access: string }>(await page(plain.id, 'stranger@fund.example')).access).toBe('pending');
    ok(await ann.call('POST', `${base()}/dataroom/permissions/update`, { permission: { restricted_access: false } }));
  });

  it('mails a file as an attachment to an address that may open it, and to no other', async () => {
    const file = await upload('teaser.pdf', tinyPdf);
    await caughtUp(rt);
    const mailIt = (id: string, email: string) => visitor.call('POST', `/api/app/deals/attachments/${id}/email`, { email });
    expect(ok(await mailIt(file.id, 'Phone@Reader.example'), 202)).toEqual({ status: 'queued' });
    const [mail] = await waitForMails(rt, 'phone@reader.example');
    expect(mail!.subject).toBe('“teaser.pdf” from “Harbor Point” on Dealbook');
    const raw = readFileSync(join(rt.dataDir, 'outbox', mail!.file), 'utf8');
    expect(raw).toMatch(/Content-Disposition: attachment; filename=teaser\.pdf/i);
    expect(raw.replace(/\r?\n/g, '')).toContain(tinyPdf.toString('base64'));
    ok(await restrict(file.id));
    expect((await mailIt(file.id, 'other@reader.example')).json()).toMatchObject({ statusCode: 405, title: 'Restricted Access' });
    expect((await mailIt('no-such-file', 'other@reader.example')).statusCode).toBe(404);
    expect((await activity(`?attachment=${file.id}`)).items[0]).toMatchObject({ type: 'mailed', email: 'phone@reader.example' });
  });
});
