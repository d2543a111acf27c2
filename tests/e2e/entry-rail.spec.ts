import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { pathOf, shoot, shootBoth, signIn, browserSession } from '../support/e2e';

const rail = (page: Page) => page.getByRole('complementary', { name: 'Live figures' });
/** A string: the test files are type-checked without the DOM library. */
const focusedId = (page: Page) => page.evaluate<string | undefined>('document.activeElement?.id');
const leveredIrr = (page: Page) => rail(page).getByLabel('Levered IRR', { exact: true }).textContent();

describe('the live figures rail of the entry page', () => {
  const session = browserSession();

  it('recomputes the levered IRR in the browser as a component field is typed, before any request', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, session.server.url);
    await page.getByRole('button', { name: 'Add the sample deal' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    await page.getByRole('link', { name: 'Edit deal' }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/app/deals/project');
    await expect.poll(() => page.locator('#c0-exit_cap_percentage_min').inputValue(), { timeout: 10_000 }).toBe('5');
    const before = await leveredIrr(page);
    expect(before).toMatch(/^-?\d+\.\d{2}%$/);
    await shootBoth(page, 'entry-rail');

    const sent: string[] = [];
    page.on('request', (request) => sent.push(new URL(request.url()).pathname));
    // typing, not leaving the field: a saved deal is autosaved on blur, so nothing is due to the server yet
    await page.locator('#c0-exit_cap_percentage_min').fill('6.5');
    await expect.poll(() => leveredIrr(page), { timeout: 5_000 }).not.toBe(before);
    expect(sent.filter((path) => path.includes('/calculations'))).toEqual([]);
    expect(sent.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(await page.getByText('Unsaved changes').isVisible()).toBe(true);

    // the missing list leads to its field: a cleared exit cap is named, and its link focuses the input
    await page.locator('#c0-exit_cap_percentage_min').fill('');
    const missing = rail(page).getByRole('link', { name: 'Exit Cap Rate (%), Apartments' });
    await expect.poll(() => missing.isVisible()).toBe(true);
    await page.locator('#c0-quantity').focus();
    await missing.click();
    await expect.poll(() => focusedId(page)).toBe('c0-exit_cap_percentage_min');
    await shoot(page, 'entry-rail-missing-desktop', false);
    expect(sent.filter((path) => path.includes('/calculations'))).toEqual([]);
    await page.context().close();
  });

  it('is a bar at the bottom of a phone that opens onto the figures', async () => {
    const page = await newPage(session.browser, PHONE);
    await signIn(page, session.server.url);
    await page.getByRole('article', { name: 'Sample: Riverside Commons' }).getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => page.locator('#c0-quantity').inputValue(), { timeout: 10_000 }).toBe('200');
    const bar = rail(page).getByRole('button', { name: /^Levered IRR/ });
    expect(await bar.getAttribute('aria-expanded')).toBe('false');
    expect(await rail(page).getByLabel('Equity multiple', { exact: true }).isVisible()).toBe(false);
    await bar.click();
    await expect.poll(() => rail(page).getByLabel('Equity multiple', { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'entry-rail-phone-open', false);
    await bar.click();
    await page
      .getByRole('navigation', { name: 'Sections of the deal' })
      .getByRole('link', { name: /^Financing/ })
      .click();
    await expect.poll(() => focusedId(page)).toBe('financing');
    // scrolled (smoothly) to just below the sticky section navigation
    await expect.poll(async () => Math.round((await page.locator('#financing').boundingBox())!.y)).toBeLessThan(100);
    await shoot(page, 'entry-rail-phone-financing', false);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
    await page.context().close();
  });
});
