import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { shootBoth, signIn, browserSession } from '../support/e2e';

describe('the admin dashboard and a projection’s page in the browser', () => {
  const session = browserSession();

  it('moves the dashboard’s window, shows revenue and matching, and opens a projection with its lag and dead letters', async () => {
    const { url } = session.server;
    const page = await newPage(session.browser);
    await signIn(page, url);
    await page.goto(`${url}/admin`);
    await expect.poll(() => page.getByText('Revenue').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByText('No payments in the last 30 days.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(() => page.getByText('No payments in the last 7 days.').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(page.url()).toContain('days=7');
    await shootBoth(page, 'admin-dashboard');

    await page.goto(`${url}/admin/projections/console_deals/show`);
    await expect.poll(() => page.getByText('Lag (entries behind)').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByLabel('Dead letter count').textContent()).toBe('0');
    await shootBoth(page, 'admin-projection-show');
    await page.context().close();
  });
});
