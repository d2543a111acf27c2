import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { pathOf, shoot, signIn, browserSession } from '../support/e2e';

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the deal summary and the dialogs that feed it, in the browser', () => {
  const session = browserSession();
  let summaryUrl = '';

  it('derives the budget and NOI in dialogs, saves and calculates, and shows the key figures and the chart', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, session.server.url);
    await page.getByRole('link', { name: 'New deal' }).click();
    await expect.poll(() => pathOf(page)).toBe('/app/deals/project');
    await page.getByLabel('Project Name').fill('Summary Tower');
    await page.getByRole('button', { name: 'Add component' }).click();
    await page
      .getByRole('dialog', { name: 'Add a programming component' })
      .getByRole('button', { name: 'Apartments', exact: true })
      .click();
    await page.locator('#c0-quantity').fill('100');
    await page.locator('#c0-construction_period').fill('18');
    await page.locator('#c0-stabilization_period').fill('12');
    await page.locator('#c0-hold_date').fill(`${new Date().getFullYear() + 6}-06-30`);
    await page.locator('#c0-exit_cap_percentage_min').fill('5.5');
    await page.locator('#c0-development_basis').fill('1000000');

    await page.getByRole('button', { name: 'Area', exact: true }).click();
    const areaDialog = page.getByRole('dialog', { name: /Component area/ });
    await areaDialog.getByLabel('Area (per unit if in units)').fill('900');
    await choose(page, areaDialog, 'Area units', 'Units');
    await areaDialog.getByRole('button', { name: 'Apply' }).click();

    await page.getByRole('button', { name: 'Construction capex' }).click();
    const capex = page.getByRole('dialog', { name: /Construction capex/ });
    await capex.getByLabel('Hard Cost ($)').fill('150000');
    await choose(page, capex, 'Hard Cost basis', 'per unit');
    await expect.poll(() => capex.getByRole('status').textContent()).toContain('$15M');
    await expect.poll(() => capex.getByRole('button', { name: 'Yes, Please Update Values' }).isVisible()).toBe(true);
    await shoot(page, 'summary-dialog-desktop', false);
    await capex.getByRole('button', { name: 'Yes, Please Update Values' }).click();
    await expect.poll(() => page.locator('#c0-development_basis').inputValue()).toBe('15,000,000');

    await page.getByRole('button', { name: 'Stabilized NOI' }).click();
    const income = page.getByRole('dialog', { name: /Stabilized operating income/ });
    await income.getByLabel('Rent ($)').fill('2500');
    await choose(page, income, 'Rent basis', 'per unit');
    await choose(page, income, 'Rent period', 'Monthly');
    await income.getByLabel('Occupancy (%, default 70)').fill('95');
    // $2,500 × 12 × 100 units × 95% = $2.85M effective rent, less the 50% default margin.
    await expect.poll(() => income.getByRole('status').textContent()).toContain('$1.43M');
    await income.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('#c0-stabilized_noi').inputValue()).toBe('1,425,000');

    const financing = page.locator('#financing');
    await page.locator('#senior_loans_active').check();
    await financing.getByRole('button', { name: 'Add senior loan' }).click();
    await financing.getByRole('group', { name: 'Senior Loan 1' }).getByRole('button', { name: 'Interest reserve' }).click();
    const reserve = page.getByRole('dialog', { name: /Debt interest reserve/ });
    await expect.poll(() => reserve.getByText('Please enter the principal amount and interest rate first.').isVisible()).toBe(true);
    await reserve.getByLabel('Loan to value (% of capitalization)').fill('60');
    await reserve.getByLabel('Interest rate (% a year)').fill('6');
    await expect.poll(() => reserve.getByRole('status').textContent()).toContain('Max loan $9M');
    await reserve.getByRole('button', { name: 'Apply' }).click();

    await page.getByRole('button', { name: 'Save and Calculate' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    summaryUrl = page.url();

    const figures = page.getByRole('definition');
    await expect.poll(() => page.getByText('Capitalization').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => figures.filter({ hasText: '$15M' }).count()).toBeGreaterThan(0);
    await expect.poll(() => figures.filter({ hasText: '111,111 SF' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('table', { name: 'Sources' }).getByText('Senior loan').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('img', { name: /Pro forma chart/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('table', { name: 'NOI by component' }).getByText('$1.43M').first().isVisible()).toBe(true);
    await shoot(page, 'summary-desktop');
    await page.context().close();
  });

  it('fits a phone: the summary and a dialog', async () => {
    const page = await newPage(session.browser, PHONE);
    await signIn(page, session.server.url);
    await page.goto(summaryUrl);
    await expect.poll(() => page.getByRole('img', { name: /Pro forma chart/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shoot(page, 'summary-phone');
    await page.getByRole('link', { name: 'Edit deal' }).click();
    await page.getByRole('button', { name: 'Area', exact: true }).click();
    const area = page.getByRole('dialog', { name: /Component area/ });
    await area.getByLabel('Area (per unit if in units)').fill('900');
    await choose(page, area, 'Area units', 'Units');
    await expect.poll(() => area.getByRole('status').textContent()).toContain('111,111');
    await shoot(page, 'summary-dialog-phone', false);
    await page.context().close();
  });
});
