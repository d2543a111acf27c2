import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { ADMIN, PASSWORD, pathOf, mailedLink, shoot, signIn, browserSession } from '../support/e2e';

async function register(page: Page, url: string, email: string, firstName = 'Ada') {
  await page.goto(`${url}/`);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Lovelace');
  for (const policy of ['Terms of Service', 'Privacy Policy', 'Communications Policy']) await page.getByLabel(policy).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('identity and access in the browser', () => {
  const session = browserSession();
  const email = `ada.${Date.now()}@example.com`;

  it('registers on the home page, activates through the emailed link, signs in and out', async () => {
    const page = await newPage(session.browser);
    await register(page, session.server.url, email);
    await expect.poll(() => pathOf(page)).toBe('/confirm/registration/complete');
    await expect.poll(() => page.getByText(email).first().isVisible()).toBe(true);

    await page.goto(await mailedLink(session.server.dataDir, email, '/account/activate/'));
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await shoot(page, 'identity-activate-form-desktop');
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/confirm/activation/complete');

    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/app/console');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Ada' }).isVisible()).toBe(true);

    // Signed in, the public entry points lead back to the console.
    await page.goto(`${session.server.url}/`);
    await expect.poll(() => pathOf(page)).toBe('/app/console');
    await page.goto(`${session.server.url}/login`);
    await expect.poll(() => pathOf(page)).toBe('/app/console');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await expect.poll(() => page.getByText('You have been signed out.').isVisible()).toBe(true);
    await page.goto(`${session.server.url}/app/console`);
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.context().close();
  });

  it('shows the login failure dialog with its two ways out', async () => {
    const page = await newPage(session.browser);
    await signIn(page, session.server.url, email, 'not the right password', null);
    const dialog = page.getByRole('dialog', { name: 'Login Failed' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(/check your spam folder/i).isVisible()).toBe(true);
    await shoot(page, 'identity-login-failed-desktop');
    await dialog.getByRole('button', { name: 'OK, Let Me Try Again' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByLabel('Password').fill('still not it at all');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, Reset Password' }).click();
    await expect.poll(() => pathOf(page)).toBe('/recovery');
    await page.context().close();
  });

  it('offers recovery to an email that is already registered', async () => {
    const page = await newPage(session.browser);
    await register(page, session.server.url, email);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('The email entered has already been registered on our platform').isVisible()).toBe(true);
    await shoot(page, 'identity-already-registered-desktop');
    await dialog.getByRole('button', { name: 'Activate Login / Reset Password' }).click();
    await expect.poll(() => pathOf(page)).toBe('/recovery');
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await page.context().close();
  });

  it('refuses an invalid reset link and leads to recovery', async () => {
    const page = await newPage(session.browser);
    await page.goto(`${session.server.url}/reset/not-a-real-token`);
    const dialog = page.getByRole('dialog', { name: 'Error: Invalid Security Token' });
    await expect.poll(() => dialog.getByText(/1 hour/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => pathOf(page)).toBe('/recovery');
    await page.context().close();
  });

  it('tells a signed-in non-admin that the admin area is for administrators', async () => {
    const page = await newPage(session.browser);
    await signIn(page, session.server.url, email, PASSWORD, null);
    await expect.poll(() => pathOf(page)).toBe('/app/console');
    await page.goto(`${session.server.url}/admin`);
    await expect.poll(() => page.getByRole('heading', { name: 'This area is for administrators' }).isVisible()).toBe(true);
    await shoot(page, 'identity-admin-only-desktop');
    await page.context().close();
  });

  it('lets an admin list users, and looks right on a desktop and a phone', async () => {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await newPage(session.browser, viewport);
      for (const [name, path, ready] of [
        ['home', '/', 'Create your account'],
        ['login', '/login', 'Forgot your password or lost the activation email?'],
        ['recovery', '/recovery', 'Send me a link'],
        ['reset-invalid', '/reset/x', 'Error: Invalid Security Token'],
        ['activate-invalid', '/account/activate/x', 'Error: Invalid Security Token'],
        ['confirm-registration', '/confirm/registration/complete', 'Check your email to activate your account'],
      ] as const) {
        await page.goto(`${session.server.url}${path}`);
        await expect.poll(() => page.getByText(ready).first().isVisible()).toBe(true);
        await shoot(page, `identity-${name}-${size}`);
      }
      await page.goto(`${session.server.url}/`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => page.getByRole('navigation', { name: 'Site menu' }).isVisible()).toBe(true);
      await shoot(page, `identity-menu-${size}`);
      await page.keyboard.press('Escape');
      await signIn(page, session.server.url, ADMIN.email, ADMIN.password, null);
      await expect.poll(() => pathOf(page)).toBe('/app/console');
      await expect.poll(() => page.getByRole('link', { name: 'Open the admin area' }).isVisible()).toBe(true);
      await shoot(page, `identity-console-${size}`);
      await page.goto(`${session.server.url}/admin/users`);
      await expect.poll(() => page.getByText(email).first().isVisible(), { timeout: 15_000 }).toBe(true);
      await shoot(page, `identity-admin-users-${size}`);
      await page.getByPlaceholder('Search email or name').fill('lovelace');
      await expect.poll(() => page.getByText(ADMIN.email).count()).toBe(0);
      await expect.poll(() => page.getByText(email).count()).toBe(1);
      await page.getByText(email).click({ timeout: 10_000 });
      await expect.poll(() => page.getByText('Account history').isVisible()).toBe(true);
      await shoot(page, `identity-admin-user-show-${size}`);
      await page.context().close();
    }
  });
});
