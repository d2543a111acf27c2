import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { ADMIN, PASSWORD, pathOf, mailedLink, shootBoth, signIn, browserSession } from '../support/e2e';

describe('account self-service and the public site in the browser', () => {
  const session = browserSession();
  const email = `cam.${Date.now()}@example.com`;

  it('walks a campaign sign-up, preferences from the emailed link, a survey, and the profile', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${session.server.url}/activate/linkedin/spring-2026`);
    await expect.poll(() => page.getByRole('heading', { name: /Dealbook: deal making/ }).isVisible()).toBe(true);
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('First name').fill('Cam');
    for (const policy of ['Terms of Service', 'Privacy Policy', 'Communications Policy']) await page.getByLabel(policy).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/confirm/registration/complete');

    // The campaign's welcome mail carries the preferences link; no sign-in needed.
    await page.goto(await mailedLink(session.server.dataDir, email, '/unsubscribe/campaign/'));
    await expect.poll(() => page.getByText(`Choose the emails we send to ${email}.`).isVisible()).toBe(true);
    await page.getByLabel(/^Marketing/).uncheck();
    await shootBoth(page, 'account-unsubscribe');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Success' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ok' }).click();
    await page.goto(`${session.server.url}/unsubscribe/campaign/not-a-token`);
    await expect.poll(() => pathOf(page)).toBe('/login');

    // An admin invites a capital provider to the survey; the provider answers from the mailed link.
    await signIn(page, session.server.url, ADMIN.email, ADMIN.password);
    const status = await page.evaluate<number>(
      `fetch('/api/admin/surveys', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'lp@example.com' }) }).then((r) => r.status)`,
    );
    expect(status).toBe(201);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const surveyLink = await mailedLink(session.server.dataDir, 'lp@example.com', '/survey/providers/');
    await page.goto(surveyLink);
    await page.getByLabel('Monthly market notes by asset class').check();
    await page.getByLabel('Underwriting model templates').check();
    expect(await page.getByLabel('Capital provider round tables').isDisabled()).toBe(true);
    await shootBoth(page, 'account-survey');
    await page.getByRole('button', { name: 'Send my answer' }).click();
    await expect.poll(() => pathOf(page)).toBe('/survey/success');
    await page.goto(surveyLink);
    await expect.poll(() => page.getByText('Thanks, you have already responded this this survey').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');

    // Activation, then the profile with address suggestions and the completeness rule.
    await page.goto(await mailedLink(session.server.dataDir, email, '/account/activate/'));
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/confirm/activation/complete');
    await signIn(page, session.server.url, email, PASSWORD);
    await page.goto(`${session.server.url}/app/profile/user`);
    await expect.poll(() => page.getByText(/Missing: Telephone, Company, Legal entity/).isVisible()).toBe(true);
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Telephone').fill('+1 512 555 0100');
    await page.getByLabel('Company').fill('Lone Star Partners');
    await page.getByLabel('Legal entity (DBA)').fill('Lone Star Partners LLC');
    await page.getByLabel('Headquarters address').fill('500 Congress Ave, Aus');
    await page.getByRole('option', { name: '500 Congress Ave, Austin, TX, USA' }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByText(/Missing: Company confirmation/).isVisible()).toBe(true);
    await shootBoth(page, 'account-profile');
    await page.goto(`${session.server.url}/app/profile/company`);
    await expect.poll(() => page.getByLabel('Headquarters').textContent()).toBe('Austin, TX, USA');
    await shootBoth(page, 'account-company');
    await page.context().close();
  });

  it('shows the public site: home, a product page and an FAQ section', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${session.server.url}/`);
    await shootBoth(page, 'account-home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'How it works' }).click();
    await expect.poll(() => pathOf(page)).toBe('/product/process');
    await expect.poll(() => page.getByRole('heading', { name: 'From first numbers to a funded deal' }).isVisible()).toBe(true);
    await page.goto(`${session.server.url}/product`);
    await shootBoth(page, 'account-product');
    await page.goto(`${session.server.url}/faq/business`);
    await expect.poll(() => page.getByText('How does matching work?').isVisible()).toBe(true);
    await shootBoth(page, 'account-faq');
    await page.goto(`${session.server.url}/legal/privacy`);
    await expect.poll(() => page.getByText(/Draft for review/).isVisible()).toBe(true);
    await page.context().close();
  });
});
