import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { shootDialog } from '../support/deals';
import { SHOTS, pathOf, shoot, signIn, browserSession } from '../support/e2e';

async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** End of the month `months` after the end of this month (the default analysis date), as the date input shows it. */
function monthEndAfter(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() + months + 1, 0)).toISOString().slice(0, 10);
}
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

describe('programming components: the linking prompt and the date rules, in the browser', () => {
  const session = browserSession();

  it('links a small new type by the 15% rule, links non-operating ones, and raises a linked early disposition date', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, session.server.url);
    await page.getByRole('link', { name: 'New deal' }).click();
    await expect.poll(() => pathOf(page)).toBe('/app/deals/project');
    await page.getByLabel('Project Name').fill('Linking Yard');

    const add = async (type: string) => {
      await page.getByRole('button', { name: 'Add component' }).click();
      await page.getByRole('dialog', { name: 'Add a programming component' }).getByRole('button', { name: type, exact: true }).click();
    };
    await add('Apartments');
    await page.locator('#c0-project_size_amount').fill('90000');
    await choose(page, page.getByRole('region', { name: 'Component Apartments' }), 'Size Units', 'Gross Square Feet');
    await page.locator('#c0-construction_period').fill('24');
    await page.locator('#c0-stabilization_period').fill('12');
    // 24 + 12 months after the analysis date; the maximum is 10 years later
    const minimum = monthEndAfter(36);
    await expect
      .poll(() => page.getByText(`Disposition between ${usDate(minimum)} and ${usDate(monthEndAfter(156))}.`).isVisible())
      .toBe(true);

    await add('Retail');
    const linking = page.getByRole('dialog', { name: 'Business plan of Retail' });
    await expect.poll(() => linking.getByRole('status', { name: 'Linking rule' }).textContent()).toContain('Enter its size');
    await linking.getByLabel('Size', { exact: true }).fill('5000');
    await choose(page, linking, 'Size Units', 'Gross Square Feet');
    // 5,000 of 95,000 SF = 5.3%: under the 15% threshold, the rule links it
    await expect
      .poll(() => linking.getByRole('status', { name: 'Linking rule' }).textContent())
      .toBe("At 5.3% of the total area, under 15%, it usually follows the plan of 'Apartments'.");
    await expect.poll(() => linking.getByRole('radio', { name: "Link to 'Apartments': follow its business plan" }).isChecked()).toBe(true);
    await shootDialog(page, 'programming-linking');
    await linking.getByRole('button', { name: 'Add component' }).click();
    const retail = page.getByRole('region', { name: 'Component Retail' });
    await expect.poll(() => retail.getByText("Follows the plan of 'Apartments'.").isVisible()).toBe(true);
    await expect.poll(() => page.locator('#c1-project_size_amount').inputValue()).toBe('5,000');

    await add('Structure');
    await expect
      .poll(() => page.getByText(/linked to 'Apartments': non-operating components follow a parent's business plan/).isVisible())
      .toBe(true);

    // Retail built in 12 months and stabilized in 6, faster than the apartments: the spec's question
    await page.locator('#c1-construction_period').fill('12');
    await page.locator('#c1-stabilization_period').fill('6');
    const question = retail.getByRole('alert').filter({ hasText: 'Will it really be stabilized or begin operating sooner?' });
    await expect.poll(() => question.isVisible()).toBe(true);
    await shoot(page, 'programming-shorter-than-parent-desktop', false);
    await question.getByRole('button', { name: 'Use the periods of Apartments' }).click();
    await expect.poll(() => page.locator('#c1-construction_period').inputValue()).toBe('24');
    await expect.poll(() => question.isVisible()).toBe(false);

    // a disposition date a year out is before the linked retail's minimum: raised to it, with the alert
    await page.locator('#c1-hold_date').fill(monthEndAfter(12));
    await expect.poll(() => page.locator('#c1-hold_date').inputValue()).toBe(minimum);
    await expect
      .poll(() => page.getByText(`Data Validation: automatically updated to ${usDate(minimum)} (Retail, disposition date)`).isVisible())
      .toBe(true);
    await retail.screenshot({ path: join(SHOTS, 'programming-retail-card-desktop.png') });
    await page.setViewportSize(PHONE);
    await retail.screenshot({ path: join(SHOTS, 'programming-retail-card-phone.png') });
  });
});
