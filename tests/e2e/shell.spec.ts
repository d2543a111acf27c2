import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage } from '../support/browser';
import { startServer, type ServerProcess } from '../support/server';

const shots = join(import.meta.dirname, '..', '..', '.tmp', 'screenshots');

describe('the UI shell served by the standalone runtime', () => {
  let server: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('serves the home page at / on a desktop and a phone', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await newPage(browser, viewport);
      await page.goto(`${server.url}/`);
      await expect.poll(() => page.getByText('Dealbook').first().isVisible()).toBe(true);
      await page.screenshot({ path: join(shots, `home-${name}.png`), fullPage: true });
      await page.context().close();
    }
  });

  it('sends an unknown page URL to the home page', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/no/such/page`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('asks a visitor to sign in before the admin area', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/admin`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.screenshot({ path: join(shots, 'login-desktop.png') });
    await page.context().close();
  });
});
