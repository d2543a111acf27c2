import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { PASSWORD, mailedLink, pathOf, shoot, shootBoth, signIn, browserSession } from '../support/e2e';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
const AUDITOR = 'iris.auditor@example.com';

describe('an auditor reviews a deal’s history', () => {
  const session = browserSession();

  it('is made an auditor by an admin, follows a deal’s timeline, reads a field’s change with its author and exports the view', async () => {
    const url = session.server.url;
    // The admin enters a deal and changes its name: the history to review.
    const admin = await newPage(session.browser, DESKTOP);
    await signIn(admin, url);
    await admin.getByRole('button', { name: 'Add the sample deal' }).click();
    await expect.poll(() => pathOf(admin), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    const dealId = pathOf(admin).split('/')[3]!;
    await admin.goto(`${url}/app/deals/project?current_deal=${dealId}&current_deal_view=editing`);
    await expect.poll(() => admin.locator('#project_name').inputValue(), { timeout: 10_000 }).toBe('Sample: Riverside Commons');
    await admin.locator('#project_name').fill('Riverside, reviewed');
    await admin.getByRole('button', { name: 'Save and Calculate' }).click();
    await expect.poll(() => pathOf(admin), { timeout: 15_000 }).toBe(`/app/deals/${dealId}/summary`);

    // Someone registers; the admin makes them an auditor from the users panel.
    const iris = await newPage(session.browser, DESKTOP);
    await iris.goto(`${url}/`);
    await iris.getByLabel('Work email').fill(AUDITOR);
    await iris.getByLabel('First name').fill('Iris');
    await iris.getByLabel('Last name').fill('Audit');
    for (const policy of ['Terms of Service', 'Privacy Policy', 'Communications Policy']) await iris.getByLabel(policy).check();
    await iris.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => pathOf(iris)).toBe('/confirm/registration/complete');
    await iris.goto(await mailedLink(session.server.dataDir, AUDITOR, '/account/activate/'));
    await iris.getByLabel(/^New password/).fill(PASSWORD);
    await iris.getByLabel('Confirm new password').fill(PASSWORD);
    await iris.getByRole('button', { name: 'Activate account' }).click();
    await expect.poll(() => pathOf(iris)).toBe('/confirm/activation/complete');

    await admin.goto(`${url}/admin/users`);
    await admin.getByText(AUDITOR).first().click();
    await admin.getByRole('radio', { name: 'Auditor' }).check();
    await admin.getByRole('button', { name: 'Save roles' }).click();
    await expect.poll(visible(admin, `${AUDITOR} is now an auditor`), { timeout: 10_000 }).toBe(true);

    // The auditor opens the activity, narrows it to the deal's timeline and reads the rename with its author.
    await signIn(iris, url, AUDITOR, PASSWORD);
    await iris.goto(`${url}/admin/activity`);
    await expect.poll(visible(iris, 'Auditor · read-only'), { timeout: 10_000 }).toBe(true);
    const saved = iris.getByRole('row').filter({ hasText: 'Deal saved as a new version' }).first();
    await expect.poll(() => saved.isVisible(), { timeout: 10_000 }).toBe(true);
    await saved.getByRole('link', { name: 'Deal timeline' }).click();
    await expect.poll(() => new URL(iris.url()).hash + new URL(iris.url()).search).toContain(dealId);
    await expect.poll(() => iris.getByRole('row').filter({ hasText: 'Deal saved as a new version' }).count(), { timeout: 10_000 }).toBe(1);
    await shootBoth(iris, 'auditor-deal-timeline');
    // Leaving the name field autosaved the rename; the explicit save then sealed it into version 2.
    await iris.getByRole('row').filter({ hasText: 'Deal autosaved (1 change: project name)' }).first().click();
    await expect.poll(visible(iris, 'Riverside, reviewed'), { timeout: 10_000 }).toBe(true);
    await expect.poll(visible(iris, 'admin@dealbook.test')).toBe(true);
    await shoot(iris, 'auditor-change-desktop');

    // The export is the view: the deal's lines only, with the change, and the export itself is on record.
    await iris.goBack();
    const [download] = await Promise.all([iris.waitForEvent('download'), iris.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('Position,Occurred at,Actor');
    expect(lines.slice(1).every((l) => l.includes(dealId))).toBe(true);
    expect(csv).toContain('project_name: ""Sample: Riverside Commons"" → ""Riverside, reviewed""');
    await admin.goto(`${url}/admin/activity`);
    await expect.poll(visible(admin, /Activity exported as CSV/), { timeout: 10_000 }).toBe(true);
    await iris.goto(`${url}/admin/`);
    await expect.poll(() => iris.getByRole('link', { name: 'Deals created' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBoth(iris, 'auditor-dashboard');

    // The log's tamper evidence: intact, with the head to keep; that head is found again on a later check.
    await iris.goto(`${url}/admin/audit`);
    await iris.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(visible(iris, /Intact: [\d,]+ events checked/), { timeout: 10_000 }).toBe(true);
    const head = /[0-9a-f]{64}/.exec((await iris.getByRole('status').textContent()) ?? '')![0];
    await iris.getByLabel('Recorded head').fill(head);
    await iris.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(visible(iris, 'The recorded head is still in the log.'), { timeout: 10_000 }).toBe(true);
    await shootBoth(iris, 'auditor-audit-trail');
    await admin.context().close();
    await iris.context().close();
  });
});
