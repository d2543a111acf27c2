import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { extractLinks, readOutbox } from '@dealbook/infra/mail';
import { DESKTOP, PHONE, launchBrowser } from './browser';
import { startServer, type ServerProcess } from './server';

/** What the browser tests share: the seeded admin, screenshots, mailed links, signing in. */
export const SHOTS = join(import.meta.dirname, '..', '..', '.tmp', 'screenshots');
export const ADMIN = { email: 'admin@dealbook.test', password: 'admin passphrase for e2e' };
export const PASSWORD = 'correct horse battery staple';

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The real server (cheap password hashing, the admin seeded from env) and Debian's chromium. */
export async function startBrowserSession(): Promise<{ server: ServerProcess; browser: Browser }> {
  mkdirSync(SHOTS, { recursive: true });
  const server = await startServer({ env: { PASSWORD_HASH_COST: '14', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  return { server, browser: await launchBrowser() };
}

/**
 * The server and browser of a describe block: started before its tests, closed after them (read them
 * inside the tests: `session.server.url`).
 */
export function browserSession(): { readonly server: ServerProcess; readonly browser: Browser } {
  let started: { server: ServerProcess; browser: Browser } | null = null;
  beforeAll(async () => {
    started = await startBrowserSession();
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.server.dispose();
  });
  const get = () => {
    if (!started) throw new Error('the browser session starts in beforeAll');
    return started;
  };
  return {
    get server() {
      return get().server;
    },
    get browser() {
      return get().browser;
    },
  };
}

/**
 * Resolves once dialogs and drawers have finished opening (MUI animates them with CSS transitions).
 * Endless animations (a spinner, the pulse on a keyboard-focused button) never finish and are ignored.
 * A string: the test files are type-checked without the DOM library.
 */
export async function settled(page: Page): Promise<void> {
  const running = () =>
    page.evaluate<number>(
      `document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length`,
    );
  await expect.poll(running).toBe(0);
}

/** A full-page screenshot once the screen settled, as `<name>.png`. */
export async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await settled(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** The screen at desktop and phone widths, as `<name>-desktop.png` and `<name>-phone.png`. */
export async function shootBoth(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await shoot(page, `${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** The first link to `path…` mailed to `email`, polled from the outbox with a deadline. */
export async function mailedLink(dataDir: string, email: string, path: string, deadlineMs = 30_000): Promise<string> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const mails = (await readOutbox(join(dataDir, 'outbox'))).filter((mail) => mail.to.includes(email));
    const link = mails.flatMap((mail) => extractLinks(mail.text)).find((url) => new URL(url).pathname.startsWith(path));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with a ${path} link within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Fills the sign-in form and submits it with Enter; `landOn` waits for the page it should reach. */
export async function signIn(
  page: Page,
  url: string,
  email = ADMIN.email,
  password = ADMIN.password,
  landOn: string | null = '/app/console',
) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
  if (landOn) await expect.poll(() => pathOf(page)).toBe(landOn);
}

/** Signs a new person up through the public form, activates them from the mailed link and signs them in. */
export async function registerInBrowser(page: Page, url: string, dataDir: string, person: { email: string; first: string; last: string }) {
  await page.goto(`${url}/`);
  await page.getByLabel('Work email').fill(person.email);
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  for (const policy of ['Terms of Service', 'Privacy Policy', 'Communications Policy']) await page.getByLabel(policy).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => pathOf(page)).toBe('/confirm/registration/complete');
  await page.goto(await mailedLink(dataDir, person.email, '/account/activate/'));
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect.poll(() => pathOf(page)).toBe('/confirm/activation/complete');
  await signIn(page, url, person.email, PASSWORD);
}
