import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { pathOf, shootBoth, signIn, browserSession } from '../support/e2e';
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
});
