import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { pathOf, settled, shoot, signIn, browserSession } from '../support/e2e';

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await settled(page);
}

/**
 * The open dialog as the screen shows it, at desktop and phone widths (shootBoth's full page shows a dialog
 * small), scrolled to `show` if given.
 */
async function shootDialog(page: Page, name: string, show?: Locator) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await show?.scrollIntoViewIfNeeded();
    await shoot(page, `${name}-${size}`, false);
  }
  await page.setViewportSize(DESKTOP);
}

describe('the operating income dialog in the browser', () => {
  const session = browserSession();

  it('derives stabilized NOI from detailed expenses under a net lease, applies it and keeps the inputs after a save', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, session.server.url);
    const response = await page.request.post(`${session.server.url}/api/app/deals/secure/create`, {
      headers: { origin: session.server.url },
      data: {
        project_name: 'Income Flats',
        asset_type: 'building',
        project_type: 'acquisition',
        analysis_date: '2026-01-31',
        closing_basis: 20_000_000,
        sub_properties: [
          {
            name: 'Tower',
            type: 'multifamily',
            quantity: 100,
            stabilized_rent: 1500,
            stabilized_rent_units: 'units',
            stabilized_rent_period: 'monthly',
            project_area_amount: 900,
            project_area_units: 'units',
          },
        ],
      },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };

    await page.goto(`${session.server.url}/app/deals/project?current_deal=${id}`);
    const tower = page.getByRole('region', { name: 'Component Tower' });
    await expect.poll(() => tower.isVisible(), { timeout: 15_000 }).toBe(true);
    await tower.getByRole('button', { name: 'Area', exact: true }).click();
    const areaDialog = page.getByRole('dialog', { name: /Component area: Tower/ });
    const area = areaDialog.getByRole('status', { name: 'Calculated Project area' });
    // 900 SF × 100 units ÷ (1 − 10%) ÷ (1 − 10%) = 111,111 SF; a 20% load override: 90,000 ÷ 0.8 ÷ 0.9 = 125,000 SF
    await expect.poll(() => area.textContent()).toContain('111,111');
    await areaDialog.getByLabel('Override load factor').check();
    await areaDialog.getByLabel('Load factor override (%)').fill('20');
    await expect.poll(() => area.textContent()).toContain('125,000');
    await shootDialog(page, 'area-dialog-override');
    await areaDialog.getByRole('button', { name: 'Cancel' }).click();
    await settled(page);

    await tower.getByRole('button', { name: 'Stabilized NOI', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Stabilized operating income: Tower/ });
    const calculated = dialog.getByRole('status', { name: 'Calculated Stabilized NOI' });
    // $1,500 × 100 units × 12 × 70% default occupancy = $1,260,000, less the 50% default margin = $630,000
    await expect.poll(() => calculated.textContent()).toContain('$630k');

    await choose(page, dialog, 'Lease type (default gross)', 'Net');
    await dialog.getByLabel('Single net: tenant pays property taxes').check();
    await dialog.getByLabel('Double net: tenant pays insurance').check();
    const lease = dialog.getByRole('note', { name: 'Double Net Lease' });
    expect(await lease.textContent()).toContain('The tenant pays property taxes and insurance');
    // a margin is not affected by the lease
    expect(await calculated.textContent()).toContain('$630k');
    await shootDialog(page, 'income-dialog-lease');

    await choose(page, dialog, 'Expenses entered as', 'Detailed Inputs');
    await dialog.getByLabel('Taxes ($)').fill('200000');
    await choose(page, dialog, 'Taxes basis', 'total');
    await choose(page, dialog, 'Taxes period', 'Yearly');
    await dialog.getByLabel('Insurance ($)').fill('50');
    await choose(page, dialog, 'Insurance basis', 'per unit');
    await choose(page, dialog, 'Insurance period', 'Monthly');
    await dialog.getByLabel('Maintenance ($)').fill('1000');
    await choose(page, dialog, 'Maintenance basis', 'per unit');
    await choose(page, dialog, 'Maintenance period', 'Yearly');
    await dialog.getByLabel('Override occupancy').check();
    await dialog.getByLabel('Occupancy override (%)').fill('90');
    // $1,500 × 100 × 12 × 90% = $1,620,000; the tenant pays taxes and insurance, maintenance $1,000 × 100 = $100,000
    // NOI $1,620,000 − $100,000 = $1,520,000
    await expect.poll(() => calculated.textContent()).toContain('$1.52M');
    const figures = (await calculated.textContent()) ?? '';
    expect(figures).toContain('Effective rent$1.62M');
    expect(figures).toContain('Taxes$0');
    expect(figures).toContain('Maintenance$100k');
    await shootDialog(page, 'income-dialog-occupancy');
    await shootDialog(page, 'income-dialog-result', calculated);

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('#c0-stabilized_noi').inputValue()).toBe('1,520,000');
    await page.getByRole('button', { name: 'Save and Calculate' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);

    await page.goto(`${session.server.url}/app/deals/project?current_deal=${id}`);
    await expect.poll(() => tower.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('#c0-stabilized_noi').inputValue()).toBe('1,520,000');
    await tower.getByRole('button', { name: 'Stabilized NOI', exact: true }).click();
    await settled(page);
    expect(await dialog.getByRole('combobox', { name: 'Lease type (default gross)' }).textContent()).toBe('Net');
    expect(await dialog.getByRole('combobox', { name: 'Expenses entered as' }).textContent()).toBe('Detailed Inputs');
    expect(await dialog.getByLabel('Taxes ($)').inputValue()).toBe('200,000');
    expect(await dialog.getByLabel('Occupancy override (%)').inputValue()).toBe('90');
    expect(await dialog.getByLabel('Double net: tenant pays insurance').isChecked()).toBe(true);
    expect(await calculated.textContent()).toContain('$1.52M');
  });
});
