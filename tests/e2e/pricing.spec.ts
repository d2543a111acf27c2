import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { shootBoth, browserSession } from '../support/e2e';

describe('the pricing page in the browser', () => {
  const session = browserSession();

  it('prices a plan with its add-ons, monthly or annual, from the catalogue', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await page.goto(`${session.server.url}/pricing`);
    const limited = page.getByRole('region', { name: 'Premium Limited' });
    await expect.poll(() => limited.getByText('$99 / month').isVisible(), { timeout: 15_000 }).toBe(true);
    await limited.getByLabel(/DealComp/).check();
    await expect.poll(() => limited.getByText('$178 / month').isVisible()).toBe(true);
    await page.getByRole('button', { name: /Annual/ }).click();
    await expect.poll(() => limited.getByText('$1,599 / year').isVisible()).toBe(true);
    const activate = limited.getByRole('link', { name: /^Activate Plan/ });
    expect(await activate.getAttribute('href')).toContain(encodeURIComponent('plan=regPremium-1-annual'));
    await shootBoth(page, 'pricing');
  });
});
