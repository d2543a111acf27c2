import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '@dealbook/infra/mail';
import { DESKTOP, newPage } from '../support/browser';
import { mailedLink, pathOf, shoot, shootBoth, signIn, browserSession } from '../support/e2e';
import { tinyPdf, tinyPng } from '../support/uploads';

describe('the data room in the browser', () => {
  const session = browserSession();

  it('views a PDF, opens the room to one lender by mail, denies a stranger with a reason and shows who opened what', async () => {
    const { url, dataDir } = session.server;
    const owner = await newPage(session.browser, DESKTOP);
    await signIn(owner, url);
    const dealId = await owner.evaluate<string>(
      `fetch('/api/app/deals/secure/sample', { method: 'POST' }).then((r) => r.json()).then((d) => d.id)`,
    );
    await owner.goto(`${url}/app/deals/${dealId}/manage/attachments`);
    await owner.getByLabel('Choose a file').setInputFiles({ name: 'teaser.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
    await owner.getByLabel('Choose an image').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: tinyPng });
    const table = owner.getByRole('table', { name: 'Attachments' });
    await expect.poll(() => table.getByText('teaser.pdf').isVisible(), { timeout: 15_000 }).toBe(true);

    // The PDF viewer draws the page through GET /api/pdf.
    await owner.getByRole('button', { name: 'View teaser.pdf' }).click();
    const viewer = owner.getByRole('dialog');
    await expect.poll(() => viewer.getByText('Page 1 of 1').isVisible(), { timeout: 15_000 }).toBe(true);
    await shootBoth(owner, 'files-pdf-viewer');
    await viewer.getByRole('button', { name: 'Close' }).click();

    // The data room restricted to one lender, from its access dialog.
    await owner.getByRole('button', { name: 'Data room access' }).click();
    const room = owner.getByRole('dialog', { name: 'Data room access' });
    // The switch follows the server's answer, so it turns once the restriction is recorded.
    await room.getByLabel(/^Restricted/).click();
    await expect.poll(() => room.getByLabel(/^Restricted/).isChecked(), { timeout: 10_000 }).toBe(true);
    await room.getByLabel('Email').fill('gp@fund.example');
    await room.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => room.getByText('gp@fund.example').isVisible(), { timeout: 10_000 }).toBe(true);
    await room.getByRole('button', { name: 'Close' }).click();

    // The lender opens the room's link and gives their address: the room's links go to that address's mail,
    // never onto the page of whoever typed it; the mailed link downloads the file.
    const lender = await newPage(session.browser, DESKTOP);
    await lender.goto(`${url}/attachments/deal/${dealId}/link/dataroom`);
    await lender.getByLabel('Email address').fill('gp@fund.example');
    await lender.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => lender.getByText('Check your mail').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await lender.getByRole('table', { name: 'Data room files' }).count()).toBe(0);
    await shootBoth(lender, 'files-dataroom-check-mail');
    const fileId = await owner.evaluate<string>(
      `fetch('/api/app/deals/secure/${dealId}/attachments/all').then((r) => r.json()).then((l) => l[0].id)`,
    );
    const download = await mailedLink(dataDir, 'gp@fund.example', `/api/app/deals/${dealId}/attachments/${fileId}/public/download`);
    const got = await lender.request.get(download);
    expect(got.status()).toBe(200);
    expect(got.headers()['content-disposition']).toContain('teaser.pdf');
    expect(Buffer.from(await got.body()).equals(tinyPdf)).toBe(true);

    // A stranger is refused and asks; the owner denies with a reason and the stranger is mailed it.
    const stranger = await newPage(session.browser, DESKTOP);
    await stranger.goto(`${url}/attachments/deal/${dealId}/link/${fileId}`);
    await stranger.getByLabel('Email address').fill('stranger@fund.example');
    await stranger.getByRole('button', { name: 'Continue' }).click();
    await stranger.getByRole('button', { name: 'Request Access' }).click();
    await expect.poll(() => pathOf(stranger), { timeout: 10_000 }).toBe('/attachments/request/submitted');
    await owner.reload();
    await owner.getByRole('button', { name: 'Data room access' }).click();
    await room.getByRole('button', { name: 'Deny stranger@fund.example' }).click();
    const deny = owner.getByRole('dialog', { name: 'Deny access' });
    await deny.getByLabel('Reason').fill('The room is open to lenders under NDA only.');
    await shoot(owner, 'files-deny-desktop', false);
    await deny.getByRole('button', { name: 'Deny' }).click();
    await expect.poll(() => room.getByText(/Denied \(1\)/).isVisible(), { timeout: 10_000 }).toBe(true);
    await room.getByRole('button', { name: 'Close' }).click();
    await mailedLink(dataDir, 'stranger@fund.example', `/attachments/deal/${dealId}/link/`);
    const told = (await readOutbox(join(dataDir, 'outbox'))).find(
      (m) => m.to.includes('stranger@fund.example') && m.subject.includes('declined'),
    );
    expect(told!.text).toContain('Their reason: The room is open to lenders under NDA only.');

    // Who opened what: the lender's download through the mailed link.
    const activity = owner.getByRole('region', { name: 'Who opened what' });
    await owner.reload();
    await expect.poll(() => activity.getByText('gp@fund.example').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBoth(owner, 'files-activity');

    // The console card shows the deal's image.
    await owner.goto(`${url}/app/console`);
    await expect.poll(() => owner.locator(`img[src*="${dealId}"]`).first().isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBoth(owner, 'console-card-image');
  });
});
