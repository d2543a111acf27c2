import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../support/plans';
import type { TestRuntime } from '../support/runtime';
import { docx, multipart, tinyPdf, tinyPng, zip } from '../support/uploads';
import { caughtUp, createDeal, dealsApi, ok, startDealsRuntime } from './deals-helpers';
import { extractLinks } from '@dealbook/infra/mail';
import { PASSWORD, activeAccount, mailTo, sessionCookie, signIn, waitForMails } from './identity-helpers';

type Api = ReturnType<typeof dealsApi>;
interface FileOut {
  id: string;
  kind: string;
  file_name: string;
  content_type: string;
  size: number;
  link: string;
}
const d = (id: string) => `/api/app/deals/secure/${id}`;

describe('deal images and attachments', () => {
  let rt: TestRuntime;
  let ann: Api;
  let bob: Api;
  let dealId: string;
  const upload = (api: Api, path: 'images' | 'attachments', file: { name: string; content: Buffer } | null, fields = {}) => {
    const body = multipart(file, fields);
    return api.call('POST', `${d(dealId)}/${path}`, body.payload, body.headers);
  };
  /** The blobs on disk: refused uploads must leave none, and no temporary file either. */
  const blobFiles = () =>
    readdirSync(join(rt.dataDir, 'blobs'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);

  beforeAll(async () => {
    ({ rt } = await startDealsRuntime());
    // Uploading attachments and sharing are plan features: the owner subscribes; Bob has no plan.
    await givePlan(rt.adapters.store, await activeAccount(rt, 'ann@example.com'));
    ann = dealsApi(rt, sessionCookie(await signIn(rt, 'ann@example.com', PASSWORD)));
    await activeAccount(rt, 'bob@example.com');
    bob = dealsApi(rt, sessionCookie(await signIn(rt, 'bob@example.com', PASSWORD)));
    dealId = (await createDeal(ann)).id;
    await caughtUp(rt);
  });
  afterAll(() => rt.dispose());

  it('uploads a PDF and an image, typed from their content, lists and downloads them byte for byte', async () => {
    const pdf = ok<FileOut>(
      await upload(ann, 'attachments', { name: 'Offering memo.pdf', content: tinyPdf }, { file_name: 'OM – Harbor Point.pdf' }),
      201,
    );
    expect(pdf).toMatchObject({
      kind: 'attachment',
      file_name: 'OM – Harbor Point.pdf',
      content_type: 'application/pdf',
      size: tinyPdf.length,
    });
    const png = ok<FileOut>(await upload(ann, 'images', { name: 'tower.png', content: tinyPng }), 201);
    expect(png).toMatchObject({ kind: 'image', content_type: 'image/png' });
    expect(ok<FileOut[]>(await ann.call('GET', `${d(dealId)}/attachments/all`)).map((f) => f.id)).toEqual([pdf.id]);
    expect(ok<FileOut[]>(await ann.call('GET', `${d(dealId)}/images/all`)).map((f) => f.id)).toEqual([png.id]);

    const download = await ann.call('GET', pdf.link);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="OM _ Harbor Point.pdf"; filename*=UTF-8''${encodeURIComponent('OM – Harbor Point.pdf')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await ann.call('GET', `${png.link}?inline=1`)).headers['content-disposition']).toMatch(/^inline; /);
    // The same bytes twice are one blob.
    ok(await upload(ann, 'attachments', { name: 'copy.pdf', content: tinyPdf }), 201);
    expect(blobFiles().filter((n) => /^[0-9a-f]{64}$/.test(n))).toHaveLength(2);
  });

  it('renames (keeping the extension and a safe name) and deletes, each an event in the activity', async () => {
    const file = ok<FileOut>(await upload(ann, 'attachments', { name: '../../etc/rent-roll.pdf', content: tinyPdf }), 201);
    expect(file.file_name).toBe('rent-roll.pdf');
    const renamed = ok<FileOut>(await ann.call('POST', `${d(dealId)}/attachments/update`, { id: file.id, file_name: 'Rent roll 2026' }));
    expect(renamed.file_name).toBe('Rent roll 2026.pdf');
    const blank = await ann.call('POST', `${d(dealId)}/attachments/update`, { id: file.id, file_name: ' / ' });
    expect(blank.json()).toMatchObject({ statusCode: 422, code: 'FILE_NAME_REQUIRED', title: 'Error: Unable to Update Attachment Name' });
    expect(ok(await ann.call('DELETE', `${d(dealId)}/attachments/${file.id}`))).toEqual({ id: file.id, deleted: true });
    expect((await ann.call('GET', file.link)).statusCode).toBe(404);
    expect((await ann.call('DELETE', `${d(dealId)}/attachments/${file.id}`)).json()).toMatchObject({
      statusCode: 404,
      code: 'FILE_NOT_FOUND',
    });
    await caughtUp(rt);
    const admin = dealsApi(rt, await rt.cookieFor({ id: 'u-admin', email: 'admin@example.com', admin: true }));
    const lines = ok<{ type: string; summary: string }[]>(
      await admin.call('GET', `/api/admin/activity?filter=${encodeURIComponent(JSON.stringify({ deal_id: dealId }))}`),
    );
    expect(lines.map((l) => l.summary)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('File “rent-roll.pdf” uploaded'),
        expect.stringContaining('renamed from “rent-roll.pdf” to “Rent roll 2026.pdf”'),
        expect.stringContaining('File “Rent roll 2026.pdf” deleted'),
      ]),
    );
  });

  it('refuses bad uploads with a clear message and leaves no blob behind', async () => {
    const before = blobFiles().sort();
    const refused = async (path: 'images' | 'attachments', file: { name: string; content: Buffer } | null, code: string) => {
      const res = await upload(ann, path, file);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code });
      return res.json() as { message: string; title?: string };
    };
    const big = await refused(
      'images',
      { name: 'big.png', content: Buffer.concat([tinyPng, Buffer.alloc(2.6 * 1024 * 1024)]) },
      'FILE_TOO_LARGE',
    );
    expect(big.message).toBe('File size exceeded (Max File Size: 2.5Mb)');
    const huge = await refused(
      'attachments',
      { name: 'big.pdf', content: Buffer.concat([tinyPdf, Buffer.alloc(10.5 * 1024 * 1024)]) },
      'FILE_TOO_LARGE',
    );
    expect(huge.message).toBe('File size exceeded (Max File Size: 10Mb)');
    await refused('attachments', { name: 'empty.pdf', content: Buffer.alloc(0) }, 'EMPTY_FILE');
    await refused('attachments', { name: 'photo.pdf', content: tinyPng }, 'FILE_TYPE_MISMATCH');
    await refused('images', { name: 'memo.png', content: tinyPdf }, 'FILE_TYPE_REFUSED');
    await refused(
      'attachments',
      { name: 'tool.exe', content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff') },
      'FILE_TYPE_REFUSED',
    );
    await refused('attachments', { name: 'notes.txt', content: Buffer.from('a\u0000b') }, 'FILE_TYPE_REFUSED');
    await refused('attachments', { name: 'bomb.docx', content: docx(3_000_000_000) }, 'ZIP_BOMB');
    await refused('attachments', { name: 'archive.zip', content: zip([{ name: 'a.txt', data: Buffer.from('x') }]) }, 'FILE_TYPE_REFUSED');
    await refused(
      'attachments',
      { name: 'polyglot.pdf', content: Buffer.concat([tinyPdf, zip([{ name: 'x.js', data: Buffer.from('alert(1)') }])]) },
      'FILE_TYPE_REFUSED',
    );
    await refused('attachments', null, 'NO_FILE');
    expect(blobFiles().sort()).toEqual(before);

    ok(await upload(ann, 'attachments', { name: 'budget.docx', content: docx() }), 201);
    ok(await upload(ann, 'attachments', { name: 'units.csv', content: Buffer.from('unit,rent\n1A,2100\n') }), 201);
  });

  it('keeps the data room’s and each file’s access list: restrict, permission one or many, refuse the owner and repeats, remove', async () => {
    const base = `${d(dealId)}/attachments`;
    const room = () => ann.call('GET', `${base}/dataroom/permissions/retrieve`);
    expect(ok(await room())).toMatchObject({ id: 'dataroom', restricted_access: false, permissioned_users: [], files: expect.any(Array) });
    ok(await ann.call('POST', `${base}/dataroom/permissions/update`, { permission: { restricted_access: true } }));
    const one = ok<{ permissioned_users: { email: string }[] }>(
      await ann.call('POST', `${base}/dataroom/permissions/auth`, { email: 'LP@Fund.example' }),
    );
    expect(one.permissioned_users.map((p) => p.email)).toEqual(['lp@fund.example']);
    const again = await ann.call('POST', `${base}/dataroom/permissions/auth`, { email: 'lp@fund.EXAMPLE' });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_ALREADY_INVITED', title: 'Error: Email Address Already Exists' });
    const self = await ann.call('POST', `${base}/dataroom/permissions/auth`, { email: 'ann@example.com' });
    expect(self.json()).toMatchObject({ code: 'OWNER_HAS_ACCESS', title: 'System Error' });
    const bulk = ok<{ added: number; permissioned_users: { email: string }[] }>(
      await ann.call('POST', `${base}/dataroom/permissions/auth/bulk`, {
        emails: ['lp@fund.example', 'gp@fund.example', 'GP@fund.example', 'not-an-email', 'ann@example.com'],
      }),
    );
    expect(bulk.added).toBe(1);
    expect(bulk.permissioned_users.map((p) => p.email)).toEqual(['lp@fund.example', 'gp@fund.example']);
    const removed = ok<{ permissioned_users: { email: string }[] }>(
      await ann.call('POST', `${base}/dataroom/permissions/remove`, { user: { email: 'LP@fund.example' } }),
    );
    expect(removed.permissioned_users.map((p) => p.email)).toEqual(['gp@fund.example']);

    const file = ok<FileOut[]>(await ann.call('GET', `${base}/all`))[0]!;
    ok(await ann.call('POST', `${base}/filesharing/permissions/save`, { attachment: file.id, restricted_access: true }));
    ok(
      await ann.call('POST', `${base}/filesharing/permissions/auth`, {
        attachment: file.id,
        email: 'broker@firm.example',
        type: 'authorized_user',
      }),
    );
    const listed = ok<{
      restricted_access: boolean;
      files: { id: string; restricted_access: boolean; permissioned_users: { email: string }[] }[];
    }>(await room());
    expect(listed.restricted_access).toBe(true);
    expect(listed.files.find((f) => f.id === file.id)).toMatchObject({
      restricted_access: true,
      permissioned_users: [{ email: 'broker@firm.example' }],
    });
    expect(
      (await ann.call('POST', `${base}/filesharing/permissions/save`, { attachment: 'no-such-file', restricted_access: true })).json(),
    ).toMatchObject({
      statusCode: 404,
      code: 'FILE_NOT_FOUND',
    });
  });

  it('opens a restricted file to a visitor only once its owner grants the request, through a signed, expiring link', async () => {
    const file = ok<FileOut>(await upload(ann, 'attachments', { name: 'private-memo.pdf', content: tinyPdf }), 201);
    const base = `${d(dealId)}/attachments`;
    ok(await ann.call('POST', `${base}/filesharing/permissions/save`, { attachment: file.id, restricted_access: true }));
    const visitor = dealsApi(rt, null);
    const page = (email: string) =>
      visitor.call('GET', `/api/app/deals/${dealId}/attachments/retrieve/${file.id}/download/${encodeURIComponent(email)}`);
    const locked = await page('vic@capital.example');
    expect(locked.json()).toMatchObject({ statusCode: 405, code: 'RESTRICTED_ACCESS', title: 'Restricted Access' });
    const request = { email: 'Vic@Capital.example', attachment_key: file.id, type: 'public_access', details: { source: 'Shared Link' } };
    expect(ok(await visitor.call('POST', `/api/app/deals/${dealId}/attachments/request`, request), 201)).toEqual({ status: 'requested' });
    const again = await visitor.call('POST', `/api/app/deals/${dealId}/attachments/request`, request);
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'REQUEST_PENDING', title: 'Access Request Already Pending' });
    expect(ok<{ access: string; download: unknown }>(await page('vic@capital.example'))).toMatchObject({
      access: 'pending',
      download: null,
    });
    const asked = (await waitForMails(rt, 'ann@example.com', 2)).map((m) => m.subject);
    expect(asked).toContainEqual(expect.stringContaining('vic@capital.example asks to open “private-memo.pdf”'));

    ok(await ann.call('POST', `${base}/filesharing/permissions/auth`, { attachment: file.id, email: 'vic@capital.example' }));
    // Typing a permissioned address proves nothing: its link goes to that address's mail, not to the page.
    const claimed = ok<{ access: string; download: unknown; mailed: boolean; message: string }>(await page('VIC@capital.example'));
    expect(claimed).toMatchObject({ access: 'granted', download: null, mailed: true });
    expect(claimed.message).toMatch(/^We have sent the download link to vic@capital\.example\. It works for 24 hours\./);
    const mailed = await mailTo(rt, 'vic@capital.example', 'Your download link for “private-memo.pdf” of');
    const link = extractLinks(mailed.text).find((l) => l.includes('/public/download?'))!;
    const granted = { download: link.replace('http://localhost:3000', '') };
    const got = await visitor.call('GET', granted.download);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(tinyPdf)).toBe(true);
    expect((await visitor.call('GET', granted.download.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(410);
    expect((await visitor.call('GET', granted.download.replace(/expires=\d+/, 'expires=1'))).statusCode).toBe(410);
    expect((await waitForMails(rt, 'vic@capital.example')).map((m) => m.subject)).toContain(
      'You have been given access to a file on Dealbook',
    );
    // Access removed: the link signed before stops working too.
    ok(await ann.call('POST', `${base}/dataroom/permissions/remove`, { user: 'vic@capital.example', attachment: file.id }));
    expect((await visitor.call('GET', granted.download)).statusCode).toBe(404);
  });

  it('lets whoever sees the deal download, only managers upload, and nobody reach another deal’s file', async () => {
    const files = ok<(FileOut & { restricted_access: boolean })[]>(await ann.call('GET', `${d(dealId)}/attachments/all`));
    const file = files.find((f) => !f.restricted_access)!;
    expect((await bob.call('GET', file.link)).statusCode).toBe(404);
    expect((await upload(bob, 'attachments', { name: 'x.pdf', content: tinyPdf })).statusCode).toBe(404);
    ok(await ann.share(dealId, { email: 'bob@example.com', first_name: '', last_name: '' }), 201);
    expect((await bob.call('GET', file.link)).statusCode).toBe(200);
    expect((await upload(bob, 'attachments', { name: 'x.pdf', content: tinyPdf })).json()).toMatchObject({
      statusCode: 403,
      code: 'DEAL_FORBIDDEN',
    });
    const other = (await createDeal(bob)).id;
    expect((await bob.call('GET', `${d(other)}/attachments/${file.id}/download`)).statusCode).toBe(404);
  });
});
