import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { pathOf, shootBoth, signIn, browserSession } from '../support/e2e';

describe('the sample deal, from an empty console to its summary', () => {
  const session = browserSession();

  it('adds Riverside Commons and shows figures a reader can check', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, session.server.url);
    await page.getByRole('button', { name: 'Add the sample deal' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    await expect.poll(() => page.getByRole('heading', { name: /Sample: Riverside Commons/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    // 10M of closing, soft cost and reserve bases + the three components' budgets (domain/src/calc/scenario.spec.ts).
    await expect.poll(() => page.getByRole('definition').filter({ hasText: '$71.65M' }).count()).toBeGreaterThan(0);
    // Apartments: 2,500 × 200 × 12 × 95% + 50 × 200 × 12 × 95% − 35% of the rent = 3,819,000.
    const noi = page.getByRole('table', { name: 'NOI by component' });
    await expect.poll(() => noi.getByRole('row', { name: /Apartments/ }).textContent()).toContain('$3.82M');
    // its parking is built faster than the apartments it is linked to: a question for the entry screen, not a warning here
    expect(await page.getByRole('alert').count()).toBe(0);
    await shootBoth(page, 'sample-deal-summary');

    await page.goto(`${session.server.url}/app/console`);
    await expect.poll(() => page.getByText('Sample: Riverside Commons').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await page.context().close();
  });
});
