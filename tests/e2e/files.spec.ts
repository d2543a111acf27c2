import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { mailedLink, pathOf, shootBoth, signIn, browserSession } from '../support/e2e';
import { tinyPdf, tinyPng } from '../support/uploads';

describe('a deal’s files in the browser', () => {
  const session = browserSession();

  it('the owner uploads a PDF and an image, renames the PDF, downloads it and sees the image on the summary', async () => {
    const { url, dataDir } = session.server;
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, url);
    await page.getByRole('button', { name: 'Add the sample deal' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    const dealId = pathOf(page).split('/')[3]!;
    await page.getByRole('link', { name: 'Files' }).first().click();
    await expect.poll(() => pathOf(page)).toBe(`/app/deals/${dealId}/manage/attachments`);
    await expect.poll(() => page.getByText(/No attachments yet/).isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBoth(page, 'files-empty');

    await page.getByLabel('Name (optional)').fill('Offering memorandum.pdf');
    await page.getByLabel('Choose a file').setInputFiles({ name: 'om.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
    const table = page.getByRole('table', { name: 'Attachments' });
    await expect.poll(() => table.getByText('Offering memorandum.pdf').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Choose an image').setInputFiles({ name: 'tower.png', mimeType: 'image/png', buffer: tinyPng });
    await expect.poll(() => page.getByRole('img', { name: 'tower.png' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await shootBoth(page, 'files-listed');

    await page.getByRole('button', { name: 'Rename Offering memorandum.pdf' }).click();
    const rename = page.getByRole('dialog');
    await rename.getByLabel('File name').fill('OM Riverside');
    await rename.getByRole('button', { name: /rename|save/i }).click();
    await expect.poll(() => table.getByText('OM Riverside.pdf').isVisible(), { timeout: 10_000 }).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download OM Riverside.pdf' }).click(),
    ]);
    const saved = join(dataDir, 'downloaded.pdf');
    await download.saveAs(saved);
    expect((await readFile(saved)).equals(tinyPdf)).toBe(true);

    await page.getByRole('link', { name: 'Summary' }).first().click();
    await expect.poll(() => page.getByRole('img', { name: 'tower.png' }).isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('the owner restricts a PDF; a visitor asks through its link; once the owner grants it, the visitor downloads it', async () => {
    const { url, dataDir } = session.server;
    const owner = await newPage(session.browser, DESKTOP);
    await signIn(owner, url);
    // A second sample deal (the console is no longer empty): added as the console's button adds it.
    const dealId = await owner.evaluate<string>(
      `fetch('/api/app/deals/secure/sample', { method: 'POST' }).then((r) => r.json()).then((d) => d.id)`,
    );
    await owner.goto(`${url}/app/deals/${dealId}/manage/attachments`);
    await owner.getByLabel('Choose a file').setInputFiles({ name: 'rent-roll.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
    const table = owner.getByRole('table', { name: 'Attachments' });
    await expect.poll(() => table.getByText('rent-roll.pdf').isVisible(), { timeout: 15_000 }).toBe(true);
    const fileId = await owner.evaluate<string>(
      `fetch('/api/app/deals/secure/${dealId}/attachments/all').then((r) => r.json()).then((l) => l[0].id)`,
    );
    const restrict = JSON.stringify({ attachment: fileId, restricted_access: true });
    const restricted = await owner.evaluate<number>(
      `fetch('/api/app/deals/secure/${dealId}/attachments/filesharing/permissions/save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(restrict)} }).then((r) => r.status)`,
    );
    expect(restricted).toBe(200);

    // A visitor opens the link, gives an email, is refused, and asks for access.
    const visitor = await newPage(session.browser, DESKTOP);
    await visitor.goto(`${url}/attachments/deal/${dealId}/link/${fileId}`);
    await visitor.getByLabel('Email address').fill('vic@capital.example');
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => visitor.getByText('Restricted Access').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBoth(visitor, 'files-restricted-link');
    await visitor.getByRole('button', { name: 'Request Access' }).click();
    await expect.poll(() => pathOf(visitor), { timeout: 10_000 }).toBe('/attachments/request/submitted');
    await mailedLink(dataDir, 'admin@dealbook.test', `/app/deals/${dealId}/manage/attachments`);

    // The owner grants it; the visitor is mailed the link and downloads the file.
    const grant = JSON.stringify({ attachment: fileId, email: 'vic@capital.example' });
    const granted = await owner.evaluate<number>(
      `fetch('/api/app/deals/secure/${dealId}/attachments/filesharing/permissions/auth', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(grant)} }).then((r) => r.status)`,
    );
    expect(granted).toBe(200);
    await visitor.goto(await mailedLink(dataDir, 'vic@capital.example', '/attachments/deal/'));
    await visitor.getByLabel('Email address').fill('vic@capital.example');
    await visitor.getByRole('button', { name: 'Continue' }).click();
    // Typing the address shows no link: it goes to that address's mail, which the visitor opens.
    await expect.poll(() => visitor.getByText('Check your mail').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await visitor.getByRole('link', { name: 'Download' }).count()).toBe(0);
    await shootBoth(visitor, 'files-granted-link');
    const link = await mailedLink(dataDir, 'vic@capital.example', `/api/app/deals/${dealId}/attachments/${fileId}/public/download`);
    const got = await visitor.evaluate<string>(
      `fetch(${JSON.stringify(new URL(link).pathname + new URL(link).search)}).then((r) => r.arrayBuffer()).then((b) => btoa(String.fromCharCode(...new Uint8Array(b))))`,
    );
    expect(Buffer.from(got, 'base64').equals(tinyPdf)).toBe(true);
  });
});
