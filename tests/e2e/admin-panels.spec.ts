import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { ADMIN, pathOf, shootBoth, signIn, browserSession } from '../support/e2e';

/** Names a company on the signed-in person's profile, as the profile page does: the company starts as a ghost. */
async function nameCompany(page: Page, company: string, address = '') {
  const body = JSON.stringify({ first_name: 'Ada', company, headquarters_address: address });
  const status = await page.evaluate<number>(
    `fetch('/api/app/users/secure/profile', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(body)} }).then((r) => r.status)`,
  );
  expect(status).toBe(200);
}

describe('admin panels for surveys and companies in the browser', () => {
  const session = browserSession();

  it('creates a survey invitation, shows its link once, and lists the answer', async () => {
    const page = await newPage(session.browser);
    await signIn(page, session.server.url);
    await page.goto(`${session.server.url}/admin/surveys`);
    await expect.poll(() => page.getByText('No survey invitations yet').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('link', { name: 'Invite a provider' }).click();
    await page.getByLabel('Provider email').fill('lp.harbor@example.com');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => page.getByText('Survey invitation for lp.harbor@example.com').isVisible()).toBe(true);
    const link = await page.getByLabel('Survey link').inputValue();
    expect(new URL(link).pathname).toMatch(/^\/survey\/providers\/[\w-]+$/);
    await shootBoth(page, 'admin-survey-created');

    // The provider answers from the link the admin saw, in a browser of their own.
    const provider = await newPage(session.browser);
    await provider.goto(link);
    await provider.getByLabel('Underwriting model templates').check();
    await provider.getByLabel('Capital provider round tables').check();
    await provider.getByRole('button', { name: 'Send my answer' }).click();
    await expect.poll(() => pathOf(provider)).toBe('/survey/success');
    await provider.context().close();

    // A second invitation stays unanswered, so the list shows both states.
    await page.getByRole('button', { name: 'Invite another provider' }).click();
    await page.getByLabel('Provider email').fill('lp.birch@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Survey invitation for lp.birch@example.com').isVisible()).toBe(true);

    await page.goto(`${session.server.url}/admin/surveys`);
    const answered = page.getByRole('row').filter({ hasText: 'lp.harbor@example.com' });
    await expect.poll(() => answered.getByText('Answered', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => answered.getByText('Underwriting model templates, Capital provider round tables').isVisible()).toBe(true);
    const invited = page.getByRole('row').filter({ hasText: 'lp.birch@example.com' });
    await expect.poll(() => invited.getByText('Invited', { exact: true }).isVisible()).toBe(true);
    await shootBoth(page, 'admin-surveys');

    await answered.click();
    await expect.poll(() => page.getByLabel('Underwriting model templates: chosen').isVisible()).toBe(true);
    await shootBoth(page, 'admin-survey-show');
    await page.context().close();
  });

  it('lists ghost companies and confirms one with the Confirm company button', async () => {
    const page = await newPage(session.browser);
    await signIn(page, session.server.url);
    await nameCompany(page, 'Northwind Capital');
    await nameCompany(page, 'Lakeside Realty Partners', '200 Lake St, Chicago, IL 60601, USA');
    await page.goto(`${session.server.url}/admin/companies`);
    const lakeside = page.getByRole('row').filter({ hasText: 'Lakeside Realty Partners' });
    await expect.poll(() => lakeside.getByText('Ghost', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => lakeside.getByText('Chicago, IL, USA').isVisible()).toBe(true);

    await lakeside.getByRole('button', { name: /Confirm company/ }).click();
    await expect.poll(() => lakeside.getByText('Confirmed', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => lakeside.getByRole('button', { name: /Confirm company/ }).count()).toBe(0);
    // The button did not open the company: the list stays.
    expect(pathOf(page)).toBe('/admin/companies');
    const northwind = page.getByRole('row').filter({ hasText: 'Northwind Capital' });
    expect(await northwind.getByText('Ghost', { exact: true }).isVisible()).toBe(true);
    await shootBoth(page, 'admin-companies');

    // The status filter narrows the list to the confirmed company.
    await page.goto(`${session.server.url}/admin/companies?filter=${encodeURIComponent(JSON.stringify({ ghost: 'false' }))}`);
    await expect.poll(() => page.getByText('Lakeside Realty Partners').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Northwind Capital').count()).toBe(0);

    await page.getByText('Lakeside Realty Partners').click();
    await expect.poll(() => page.getByRole('link', { name: new RegExp(ADMIN.email) }).isVisible()).toBe(true);
    await shootBoth(page, 'admin-company-show');
    await page.context().close();
  });
});
