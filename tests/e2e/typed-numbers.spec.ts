import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { pathOf, shoot, signIn, browserSession } from '../support/e2e';

const basis = (page: Page) => page.locator('#closing_basis');
const helpOf = (page: Page) => page.locator('#closing_basis-helper-text').textContent();
const rail = (page: Page) => page.getByRole('complementary', { name: 'Live figures' });
/** A string: the test files are type-checked without the DOM library. */
const focusedId = (page: Page) => page.evaluate<string | undefined>('document.activeElement?.id');

/** Types into the closing basis and leaves it (a saved deal is autosaved on blur). */
async function typeBasis(page: Page, text: string) {
  await basis(page).fill(text);
  await basis(page).press('Tab');
}

describe('amounts typed as dealmakers type them', () => {
  const session = browserSession();

  it('saves 24.5M and 850k as the amounts they name, and refuses 12abc at the field', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, session.server.url);
    await page.getByRole('button', { name: 'Add the sample deal' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    await page.getByRole('link', { name: 'Edit deal' }).first().click();
    await expect.poll(() => basis(page).inputValue(), { timeout: 10_000 }).not.toBe('');
    const entry = page.url();

    await basis(page).fill('$24.5M');
    expect(await helpOf(page)).toBe('Read as 24,500,000');
    await basis(page).press('Tab');
    await expect.poll(() => basis(page).inputValue()).toBe('24,500,000');
    await expect.poll(() => page.getByText('All changes saved').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.goto(entry);
    await expect.poll(() => basis(page).inputValue(), { timeout: 10_000 }).toBe('24,500,000');

    await typeBasis(page, '850k');
    await expect.poll(() => page.getByText('All changes saved').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.goto(entry);
    await expect.poll(() => basis(page).inputValue(), { timeout: 10_000 }).toBe('850,000');

    await typeBasis(page, '12abc');
    expect(await basis(page).inputValue()).toBe('12abc');
    expect(await helpOf(page)).toBe('Enter a number, such as 24.5M, 850k, $24,500,000 or 6.25%.');
    expect(await basis(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Not saved: a field is not a number').isVisible()).toBe(true);
    await expect
      .poll(() =>
        rail(page)
          .getByText(/The figures wait: Closing Basis is not a number yet/)
          .isVisible(),
      )
      .toBe(true);
    expect(await rail(page).getByLabel('Levered IRR', { exact: true }).textContent()).toBe('—');
    await page.locator('#project_name').focus();
    await page.getByRole('button', { name: 'Save and Calculate' }).click();
    await expect.poll(() => focusedId(page)).toBe('closing_basis');
    expect(pathOf(page)).toBe('/app/deals/project');
    await shoot(page, 'typed-numbers-refused-desktop', false);
    // Nothing was saved in its place: the deal still holds the last amount that was a number.
    await page.goto(entry);
    await expect.poll(() => basis(page).inputValue(), { timeout: 10_000 }).toBe('850,000');
    await page.context().close();
  });

  it('says so at the field on a phone, where the figures bar waits too', async () => {
    const page = await newPage(session.browser, PHONE);
    await signIn(page, session.server.url);
    await page.getByRole('article', { name: 'Sample: Riverside Commons' }).getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => basis(page).inputValue(), { timeout: 10_000 }).not.toBe('');
    await typeBasis(page, '12abc');
    await expect.poll(() => rail(page).getByText('Figures wait for a field to be fixed').isVisible()).toBe(true);
    await basis(page).scrollIntoViewIfNeeded();
    await shoot(page, 'typed-numbers-refused-phone', false);
    await page.context().close();
  });
});
