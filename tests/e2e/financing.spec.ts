import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { SHOTS, pathOf, settled, shoot, shootBoth, signIn, browserSession } from '../support/e2e';
import { createDeal } from '../support/deals';

/** Fills the inputs of one financing item, found by their `<list>-<index>-<field>` ids. */
async function fillItem(page: Page, list: string, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) await page.locator(`#${list}-0-${field}`).fill(value);
}

describe('the financing section: tranches and the waterfall entered in the browser', () => {
  const session = browserSession();

  it('enters senior and mezzanine debt and a pref-and-promote sponsor, and the summary shows them', async () => {
    const page = await newPage(session.browser);
    await signIn(page, session.server.url);
    await page.getByRole('link', { name: 'New deal' }).click();
    await expect.poll(() => pathOf(page)).toBe('/app/deals/project');
    await page.getByLabel('Project Name').fill('Capital Stack');
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
    await page.locator('#c0-development_basis').fill('15000000');
    await page.locator('#c0-stabilized_noi').fill('1425000');

    const financing = page.locator('#financing');
    await page.locator('#senior_loans_active').check();
    await financing.getByRole('button', { name: 'Add senior loan' }).click();
    await fillItem(page, 'senior_loans', { amount_percent: '60', interest_rate: '6' });
    await page.locator('#subordinate_loans_active').check();
    await financing.getByRole('button', { name: 'Add subordinate loan' }).click();
    await fillItem(page, 'subordinate_loans', { amount_percent: '15', interest_rate: '12', name: 'Mezzanine' });
    await financing.getByRole('button', { name: 'Add sponsor co-investment' }).click();
    await fillItem(page, 'sponsor_coinvestments', { amount_percent: '10', accrual_rate: '8', promote_percent: '20' });
    await expect.poll(() => financing.getByRole('group', { name: 'Subordinate Loan 1' }).getByText('Mezzanine').isVisible()).toBe(true);

    // The items can be added and removed: a second senior loan goes away again.
    await financing.getByRole('button', { name: 'Add senior loan' }).click();
    await expect.poll(() => page.locator('#senior_loans-1-amount_percent').count()).toBe(1);
    await financing.getByRole('button', { name: 'Remove senior loan 2' }).click();
    await expect.poll(() => page.locator('#senior_loans-1-amount_percent').count()).toBe(0);
    await expect.poll(() => page.locator('#senior_loans-0-amount_percent').inputValue()).toBe('60');

    await financing.scrollIntoViewIfNeeded();
    await shootBoth(page, 'financing');
    // The section alone as well: the full page is too tall to read the financing inputs in.
    const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await settled(page);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await financing.screenshot({ path: join(SHOTS, `financing-section-${size}.png`) });
    }

    await page.getByRole('button', { name: 'Save and Calculate' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    const sources = page.getByRole('table', { name: 'Sources' });
    await expect.poll(() => sources.getByText('Senior loan').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => sources.getByText('Subordinate loan').isVisible()).toBe(true);
    await expect.poll(() => sources.getByText('Equity').isVisible()).toBe(true);
    const sponsor = page.getByRole('table', { name: 'Returns and waterfall' }).getByRole('row', { name: /Sponsor \(10\.00% share\)/ });
    await expect.poll(() => sponsor.isVisible()).toBe(true);
    const invested = await sponsor.getByRole('cell').nth(1).textContent();
    expect(invested).toMatch(/^\$[1-9]/);
    await shoot(page, 'financing-summary-desktop');
    await page.context().close();
  });

  it('charges a ground lease from the end of its free rent, in the summary pro forma', async () => {
    const page = await newPage(session.browser);
    await signIn(page, session.server.url);
    const now = new Date();
    const hold = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 37, 0)).toISOString().slice(0, 10);
    const id = await createDeal(page, session.server.url, {
      project_name: 'Leasehold Flats',
      project_type: 'acquisition',
      closing_basis: 20_000_000,
      sub_properties: [
        {
          name: 'Flats',
          type: 'multifamily',
          quantity: 100,
          business_strategy: 'stabilized_own',
          stabilized_noi: 1_200_000,
          stabilized_noi_period: 'yearly',
          exit_cap_percentage_min: 5,
          hold_date: hold,
        },
      ],
    });
    await page.goto(`${session.server.url}/app/deals/project?current_deal=${id}`);
    const leases = page.getByRole('region', { name: 'Ground / master lease' });
    await leases.getByRole('button', { name: 'Add ground / master lease' }).click();
    await fillItem(page, 'ground_master_leases', { rent_amount: '120000', free_rent: '6' });
    await leases.screenshot({ path: join(SHOTS, 'financing-ground-lease-desktop.png') });
    await page.getByRole('button', { name: 'Save and Calculate' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    // $120,000 a year is $10,000 a month: year 1 pays months 7-12 ($60k), year 2 all twelve ($120k)
    const table = page.getByRole('table', { name: 'Annual pro forma' });
    await expect.poll(() => table.getByRole('columnheader', { name: 'Ground rent' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const groundRent = async (year: string) =>
      table
        .getByRole('row', { name: new RegExp(`^${year} `) })
        .getByRole('cell')
        .nth(2)
        .textContent();
    await expect.poll(() => groundRent('1')).toBe('-$60k');
    await expect.poll(() => groundRent('2')).toBe('-$120k');
    await page.context().close();
  });
});
