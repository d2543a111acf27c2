import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { pathOf, shoot, signIn, browserSession } from '../support/e2e';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** 'Save and Calculate' saves and opens the deal's summary; 'Edit deal' comes back to the entry. */
async function saveAndKeepEditing(page: Page) {
  await page.getByRole('button', { name: 'Save and Calculate' }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
  await page.getByRole('link', { name: 'Edit deal' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/app/deals/project');
}

describe('deals with full history in the browser', () => {
  const session = browserSession();

  it('creates a deal with two components, saves twice, restores the first version and shows a field history', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, session.server.url);
    await expect.poll(visible(page, 'No pending deals yet')).toBe(true);
    await shoot(page, 'deals-console-empty-desktop');

    await page.getByRole('link', { name: 'New deal' }).click();
    await expect.poll(() => pathOf(page)).toBe('/app/deals/project');
    await page.getByLabel('Project Name').fill('Harbor Point');
    for (const type of ['Apartments', 'Retail']) {
      await page.getByRole('button', { name: 'Add component' }).click();
      await page.getByRole('dialog', { name: 'Add a programming component' }).getByRole('button', { name: type, exact: true }).click();
      // a second type asks whether it follows the first one's business plan; its own plan is preselected without an area
      if (type === 'Retail')
        await page.getByRole('dialog', { name: 'Business plan of Retail' }).getByRole('button', { name: 'Add component' }).click();
    }
    await page.locator('#c0-quantity').fill('120');
    await expect.poll(visible(page, 'Draft autosaved'), { timeout: 10_000 }).toBe(true);
    await saveAndKeepEditing(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('current_deal')).not.toBeNull();
    await shoot(page, 'deals-entry-desktop');

    await page.locator('#c0-quantity').fill('150');
    await saveAndKeepEditing(page);
    await expect.poll(visible(page, 'All changes saved')).toBe(true);

    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: 'Versions' });
    await expect.poll(() => versions.getByText(/^Version 2 \(current\)/).isVisible(), { timeout: 10_000 }).toBe(true);
    await versions.getByText(/^Version 1 ·/).click();
    const preview = page.getByRole('dialog', { name: 'Restore version 1' });
    await expect.poll(() => preview.getByText("Component 'Apartments' (Apartments) · Quantity").isVisible()).toBe(true);
    await shoot(page, 'deals-versions-preview-desktop', false);
    await preview.getByRole('button', { name: 'Overwrite Saved Deal with this Version' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await expect.poll(() => confirmation.getByText('Deal has been restored').isVisible(), { timeout: 10_000 }).toBe(true);
    await confirmation.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => page.locator('#c0-quantity').inputValue(), { timeout: 10_000 }).toBe('120');

    await page.getByRole('button', { name: 'History of Quantity (Units)' }).first().click();
    const history = page.getByRole('dialog', { name: /History of Apartments/ });
    await expect.poll(() => history.getByText('150 → 120').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => history.getByText('120 → 150').isVisible()).toBe(true);
    await shoot(page, 'deals-field-history-desktop', false);
    await history.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Back to console' }).click();
    await expect.poll(() => pathOf(page)).toBe('/app/console');
    await expect.poll(() => page.getByRole('article', { name: 'Harbor Point' }).isVisible()).toBe(true);
    await shoot(page, 'deals-console-desktop');
    await page.context().close();
  });

  it('looks right on a phone: console, entry, versions preview and field history', async () => {
    const page = await newPage(session.browser, PHONE);
    await signIn(page, session.server.url);
    await expect.poll(() => page.getByRole('article', { name: 'Harbor Point' }).isVisible()).toBe(true);
    await shoot(page, 'deals-console-phone');
    await page.getByRole('article', { name: 'Harbor Point' }).getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => page.locator('#c0-quantity').inputValue(), { timeout: 10_000 }).toBe('120');
    await shoot(page, 'deals-entry-phone');
    await page.getByRole('button', { name: 'Versions' }).click();
    await page
      .getByRole('dialog', { name: 'Versions' })
      .getByText(/^Version 2 ·/)
      .click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: 'Restore version 2' })
          .getByText(/Quantity/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await shoot(page, 'deals-versions-preview-phone', false);
    await page.getByRole('button', { name: 'Back to versions' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'History of Quantity (Units)' }).first().click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: /History of Apartments/ })
          .getByText('150 → 120')
          .isVisible(),
      )
      .toBe(true);
    await shoot(page, 'deals-field-history-phone', false);
    await page.context().close();
  });
});
