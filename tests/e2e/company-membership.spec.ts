import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { SHOTS, browserSession, pathOf, registerInBrowser, settled, signIn } from '../support/e2e';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** The screen at 1280 and 390 wide, as `membership-<name>-desktop.png` and `-phone.png`. */
async function shootWidths(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: join(SHOTS, `membership-${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

const QUINN = { email: 'quinn@bayou-bridge.example', first: 'Quinn', last: 'Founder' };
const PAT = { email: 'pat@lender.example', first: 'Pat', last: 'Lender' };
const COMPANY = 'Bayou Bridge Lenders';

describe('joining a company in the browser', () => {
  const session = browserSession();

  it('a person asks to join a company, its founder approves, and the person then sees the company’s invitation', async () => {
    const { url, dataDir } = session.server;
    // Quinn founds Bayou Bridge Lenders on her profile and writes a division the sample deal matches.
    const quinn = await newPage(session.browser, DESKTOP);
    await registerInBrowser(quinn, url, dataDir, QUINN);
    await quinn.goto(`${url}/app/profile/user`);
    await quinn.getByRole('combobox', { name: 'Company' }).fill(COMPANY);
    await quinn.getByRole('button', { name: 'Save profile' }).click();
    const quinnCompany = quinn.locator('#company');
    await expect.poll(() => quinnCompany.getByText('Manager').isVisible(), { timeout: 15_000 }).toBe(true);
    await quinn.goto(`${url}/app/profile/company`);
    await quinn.getByRole('button', { name: 'Add division' }).first().click();
    const add = quinn.getByRole('dialog');
    await add.getByRole('textbox', { name: 'Division name' }).fill('Construction');
    await add.getByRole('button', { name: 'Add division' }).click();
    await expect.poll(() => quinn.getByRole('textbox', { name: 'Division name' }).inputValue(), { timeout: 10_000 }).toBe('Construction');
    const box = (group: string, option: string) =>
      quinn.getByRole('group', { name: new RegExp(`^${group}`) }).getByRole('checkbox', { name: option, exact: true });
    await box('Capital structure', 'Senior Debt').check();
    await box('Property type', 'Apartments').check();
    await box('Business plan', 'Development').check();
    await quinn.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(visible(quinn, 'Saved'), { timeout: 10_000 }).toBe(true);

    // Pat names the company on his profile: that asks to join it, and his profile says it is pending.
    const pat = await newPage(session.browser, DESKTOP);
    await registerInBrowser(pat, url, dataDir, PAT);
    await pat.goto(`${url}/app/profile/user`);
    await pat.getByRole('combobox', { name: 'Company' }).fill(COMPANY);
    await pat.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(visible(pat, /waits for a manager’s approval/), { timeout: 10_000 }).toBe(true);
    const request = pat.getByLabel(`Request to join ${COMPANY}`);
    await expect.poll(() => request.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await pat.locator('#company').getByText('Member', { exact: true }).count()).toBe(0);
    // The save's toast has gone before the screenshot.
    await expect.poll(visible(pat, /waits for a manager’s approval/), { timeout: 10_000 }).toBe(false);
    await pat.locator('#company').scrollIntoViewIfNeeded();
    await shootWidths(pat, 'pending');

    // The admins see the request in their panel.
    const admin = await newPage(session.browser, DESKTOP);
    await signIn(admin, url);
    await admin.goto(`${url}/admin/company-requests`);
    await expect.poll(visible(admin, PAT.email), { timeout: 15_000 }).toBe(true);
    await shootWidths(admin, 'admin-requests');

    // Quinn sees Pat's request on her profile and approves it.
    await quinn.goto(`${url}/app/profile/user`);
    const requests = quinn.getByRole('list', { name: 'Requests to join' });
    await expect.poll(() => requests.getByText(PAT.email).isVisible(), { timeout: 15_000 }).toBe(true);
    await quinn.locator('#company').scrollIntoViewIfNeeded();
    await shootWidths(quinn, 'manager');
    await quinn.getByRole('button', { name: 'Approve Pat Lender' }).click();
    await expect.poll(visible(quinn, 'No one is waiting to join.'), { timeout: 10_000 }).toBe(true);

    // Pat is a member now.
    await pat.reload();
    const patCompany = pat.locator('#company');
    await expect.poll(() => patCompany.getByText('Member', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await pat.getByLabel(`Request to join ${COMPANY}`).count()).toBe(0);
    await patCompany.scrollIntoViewIfNeeded();
    await shootWidths(pat, 'member');

    // The sponsor (the admin) matches the sample deal and contacts the company: Pat is invited.
    await admin.goto(`${url}/app/console`);
    await admin.getByRole('button', { name: 'Add the sample deal' }).click();
    await expect.poll(() => pathOf(admin), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    const dealId = pathOf(admin).split('/')[3]!;
    await admin.goto(`${url}/app/deals/${dealId}/matches`);
    await admin.getByRole('button', { name: 'Find matches' }).click();
    const bayou = admin.getByRole('article', { name: COMPANY });
    await expect.poll(() => bayou.isVisible(), { timeout: 15_000 }).toBe(true);
    await bayou.getByRole('button', { name: 'Contact' }).click();
    await expect.poll(() => bayou.getByText(/^Contacted/).isVisible(), { timeout: 10_000 }).toBe(true);

    await pat.goto(`${url}/app/console`);
    await pat.getByRole('button', { name: 'Invitations' }).click();
    const card = pat.getByRole('article', { name: 'Sample: Riverside Commons' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await card.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => pathOf(pat)).toBe(`/app/matches/${dealId}/review`);
    await expect.poll(visible(pat, 'Version 1'), { timeout: 10_000 }).toBe(true);
    for (const page of [quinn, pat, admin]) await page.context().close();
  });
});
