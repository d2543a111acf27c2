import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { createDeal, shootDialog } from '../support/deals';
import { pathOf, settled, signIn, browserSession } from '../support/e2e';

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const loan = (item_id: string, name: string, percent: number | null, rate: number | null, extra: Record<string, unknown> = {}) => ({
  item_id,
  name,
  active: true,
  amount_as_percent: true,
  amount_percent: percent,
  interest_rate: rate,
  ...extra,
});

describe('the interest reserve of each loan, in the browser', () => {
  const session = browserSession();

  it('derives the reserve of a subordinate loan, caps its period, and asks before replacing a typed reserve', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, session.server.url);
    // $10M capitalization; 12 months of construction: the default reserve period and its maximum.
    const id = await createDeal(page, session.server.url, {
      project_name: 'Reserve Court',
      asset_type: 'building',
      project_type: 'development',
      analysis_date: '2026-01-31',
      closing_basis: 10_000_000,
      sub_properties: [{ name: 'Flats', type: 'multifamily', quantity: 100, construction_period: 12 }],
      senior_loans_active: true,
      senior_loans: [loan('s1', 'Senior', 60, 6)],
      subordinate_loans_active: true,
      subordinate_loans: [loan('m1', 'Mezzanine', 15, 12, { reserves: 100_000 }), loan('m2', 'Mezzanine B', 5, 14)],
      financial_incentives_active: true,
      financial_incentives: [loan('f1', 'Tax credit', null, null)],
    });
    await page.goto(`${session.server.url}/app/deals/project?current_deal=${id}`);
    await expect.poll(() => pathOf(page)).toBe('/app/deals/project');
    const financing = page.locator('#financing');
    const mezzanine = financing.getByRole('group', { name: 'Subordinate Loan 1' });
    await expect.poll(() => mezzanine.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Senior loan interest reserve' }).count()).toBe(0);

    // The engine reserves for the first item of a tranche only: the second one's button is greyed out, and says why.
    const second = financing.getByRole('group', { name: 'Subordinate Loan 2' });
    expect(await second.getByRole('button', { name: 'Interest reserve' }).isDisabled()).toBe(true);
    expect(await second.getByText('The calculation takes the reserve of the first item of the tranche only.').isVisible()).toBe(true);

    await mezzanine.getByRole('button', { name: 'Interest reserve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Debt interest reserve: Mezzanine' });
    const status = dialog.getByRole('status', { name: 'Calculated interest reserve' });
    // 15% × $10M = $1.5M; × 65% = $975,000 at 1% a month for 12 months: 975,000 × (1 − 1.01^−12) = $109,737.01
    await expect.poll(() => status.textContent()).toContain('$109.74k');
    expect(await status.textContent()).toContain('Max loan $1.5M × 65% average balance, over 1 year');

    // Two years asked for, capped at the 12-month maximum reserve period: the same reserve.
    await dialog.getByLabel('Reserve period', { exact: true }).fill('2');
    await choose(page, dialog, 'Reserve period units', 'Years');
    await expect.poll(() => status.textContent()).toContain('The 2 years entered is capped at the maximum reserve period.');
    expect(await status.textContent()).toContain('$109.74k');
    // The typed $100,000 differs: the spec's prompt.
    await expect.poll(() => dialog.getByRole('button', { name: 'Yes, Please Update Values' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'No, Keep Original Values' }).isVisible()).toBe(true);
    await shootDialog(page, 'interest-reserve');
    await dialog.getByRole('button', { name: 'Yes, Please Update Values' }).click();
    await expect.poll(() => page.locator('#subordinate_loans-0-reserves').inputValue()).toBe('109,737.01');
    expect(await page.locator('#senior_loans-0-reserves').inputValue()).toBe('');

    // Reset clears the dialog's inputs and keeps the reserve, with the toast.
    await settled(page);
    await mezzanine.getByRole('button', { name: 'Interest reserve' }).click();
    await page.getByRole('dialog', { name: 'Debt interest reserve: Mezzanine' }).getByRole('button', { name: 'Reset inputs' }).click();
    await expect.poll(() => page.getByText('Interest reserve inputs reset: the reserve keeps its entered value.').isVisible()).toBe(true);
    expect(await page.locator('#subordinate_loans-0-reserves').inputValue()).toBe('109,737.01');

    // A financial incentive with no principal and no rate: the dialog asks for them first and offers nothing to apply.
    await settled(page);
    await financing.getByRole('group', { name: 'Financial Incentive 1' }).getByRole('button', { name: 'Interest reserve' }).click();
    const incentive = page.getByRole('dialog', { name: 'Debt interest reserve: Tax credit' });
    await expect.poll(() => incentive.getByText('Please enter the principal amount and interest rate first.').isVisible()).toBe(true);
    expect(await incentive.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await shootDialog(page, 'interest-reserve-missing');
    await incentive.getByLabel('Loan to value (% of capitalization)').fill('5');
    await incentive.getByLabel('Interest rate (% a year)').fill('3');
    // 5% × $10M × 65% = $325,000 at 0.25% a month for 12 months: 325,000 × (1 − 1.0025^−12) = $9,593.39
    await expect.poll(() => incentive.getByRole('status').textContent()).toContain('$9.59k');
    await incentive.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('#financial_incentives-0-reserves').inputValue()).toBe('9,593.39');
    await expect.poll(() => page.locator('#financial_incentives-0-amount_percent').inputValue()).toBe('5');
  });
});
