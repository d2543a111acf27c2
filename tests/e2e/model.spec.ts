import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { mailedLink, pathOf, registerInBrowser, shootBoth, signIn, browserSession } from '../support/e2e';

const EMAIL = 'ivy@sponsor.example';

describe('the Excel model in the browser', () => {
  const session = browserSession();

  const sampleDeal = async (page: Page) => {
    await page.getByRole('button', { name: 'Add the sample deal' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    return pathOf(page).split('/')[3]!;
  };
  const card = (page: Page) => page.getByRole('region', { name: 'Excel Model' }).or(page.locator('#excel-model'));

  it('a person without a plan completes their profile, pays for one deal and gets a live workbook in the data room', async () => {
    const { url, dataDir } = session.server;
    const admin = await newPage(session.browser, DESKTOP);
    await signIn(admin, url);
    const page = await newPage(session.browser, DESKTOP);
    await registerInBrowser(page, url, dataDir, { email: EMAIL, first: 'Ivy', last: 'Sponsor' });
    const dealId = await sampleDeal(page);
    await page.goto(`${url}/app/deals/${dealId}/manage/attachments`);
    const model = card(page);
    await expect.poll(() => model.getByText('$49.95').isVisible(), { timeout: 15_000 }).toBe(true);

    // An incomplete profile is told so before any card is asked for.
    await model.getByRole('button', { name: 'Unlock Model' }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('Complete Your Profile').isVisible()).toBe(true);
    await shootBoth(page, 'model-profile-incomplete');
    await page.keyboard.press('Escape');

    const profile = {
      first_name: 'Ivy',
      last_name: 'Sponsor',
      contact_telephone: '+1 617 555 0100',
      company: 'Ivy Capital',
      legal_entity_dba: 'Ivy Capital LLC',
    };
    expect((await page.request.put(`${url}/api/app/users/secure/profile`, { data: profile, headers: { origin: url } })).status()).toBe(200);
    await expect
      .poll(async () => ((await (await page.request.get(`${url}/api/app/users/secure/company`)).json()) as { id?: string }).id ?? null)
      .not.toBeNull();
    const company = (await (await page.request.get(`${url}/api/app/users/secure/company`)).json()) as { id: string };
    expect((await admin.request.put(`${url}/api/admin/companies/${company.id}/confirm`, { headers: { origin: url } })).status()).toBe(200);

    await page.reload();
    await expect.poll(() => model.getByText('$49.95').isVisible(), { timeout: 15_000 }).toBe(true);
    await shootBoth(page, 'model-locked');
    await model.getByRole('button', { name: 'Unlock Model' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Unlock Excel Model').isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry month').selectOption('12');
    await dialog.getByLabel('Expiry year').selectOption(String(new Date().getUTCFullYear() + 3));
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByLabel('Billing ZIP code').fill('02110');
    await shootBoth(page, 'model-payment');
    await dialog.getByRole('button', { name: 'Pay' }).click();

    // Paying builds at once; the worker files the workbook in the data room and mails the owner.
    const download = model.getByRole('link', { name: /^Download / });
    await expect.poll(() => download.first().isVisible(), { timeout: 60_000 }).toBe(true);
    await shootBoth(page, 'model-uploaded');
    const [file] = await Promise.all([page.waitForEvent('download'), download.first().click()]);
    const bytes = await readFile((await file.path())!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Cover', 'Assumptions', 'Pro Forma', 'Debt', 'Returns', 'Waterfall']));
    let formulas = 0;
    workbook.getWorksheet('Pro Forma')!.eachRow((row) => row.eachCell((c) => void (c.formula ? formulas++ : 0)));
    expect(formulas).toBeGreaterThan(100);
    expect(await mailedLink(dataDir, EMAIL, `/app/deals/${dealId}/manage/attachments`)).toContain(dealId);
    // The workbook is one of the deal's attachments.
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: 'Attachments' })
          .getByText(/model v1\.xlsx/)
          .isVisible(),
      )
      .toBe(true);

    // On a phone, Download mails the workbook instead and says why.
    const phone = await newPage(session.browser, PHONE);
    await signIn(phone, url, EMAIL, 'correct horse battery staple');
    await phone.goto(`${url}/app/deals/${dealId}/manage/attachments`);
    const phoneModel = card(phone);
    await expect
      .poll(
        () =>
          phoneModel
            .getByRole('button', { name: /^Download / })
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    await phoneModel
      .getByRole('button', { name: /^Download / })
      .first()
      .click();
    await expect
      .poll(() => phone.getByRole('dialog').getByText('Model is not mobile friendly').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await phone.screenshot({ path: '.tmp/screenshots/model-mailed-phone.png' });
  });

  it('an admin (a plan without a limit) builds from the summary without paying', async () => {
    const { url } = session.server;
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, url);
    await sampleDeal(page);
    await page.getByRole('button', { name: 'Excel Model' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Build Excel Model' }).click();
    await expect
      .poll(
        () =>
          dialog
            .getByRole('link', { name: /^Download / })
            .first()
            .isVisible(),
        { timeout: 60_000 },
      )
      .toBe(true);
    await shootBoth(page, 'model-summary-dialog');
  });
});
