import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { BOSTON, createDeal, shootDialog } from '../support/deals';
import { pathOf, settled, signIn, browserSession } from '../support/e2e';

/** A stabilized apartment deal near Boston whose cap rate is `noi` over its $8M price. */
const comparable = (name: string, noi: number, offset: number) => ({
  project_name: name,
  asset_type: 'building',
  project_type: 'acquisition',
  analysis_date: '2026-01-31',
  latitude: BOSTON.latitude + offset,
  longitude: BOSTON.longitude,
  closing_basis: 8_000_000,
  sub_properties: [{ name: 'Flats', type: 'multifamily', quantity: 80, stabilized_noi: noi, stabilized_noi_period: 'yearly' }],
});

describe('the exit cap dialog in the browser', () => {
  const session = browserSession();

  it('benchmarks the exit cap against deals within the radius and applies it, or says none compare', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, session.server.url);
    // 400k and 480k on $8M: 5% and 6%; the conservative (upper quartile) benchmark is 5.75%.
    await createDeal(page, session.server.url, comparable('Comparable One', 400_000, 0.005));
    await createDeal(page, session.server.url, comparable('Comparable Two', 480_000, -0.005));
    const id = await createDeal(page, session.server.url, {
      project_name: 'Harbor Flats',
      asset_type: 'building',
      project_type: 'acquisition',
      analysis_date: '2026-01-31',
      ...BOSTON,
      closing_basis: 10_000_000,
      sub_properties: [
        { name: 'Tower', type: 'multifamily', quantity: 120, exit_cap_percentage_min: 5.5 },
        { name: 'Shops', type: 'retail', quantity: 4 },
      ],
    });

    await page.goto(`${session.server.url}/app/deals/project?current_deal=${id}`);
    await expect.poll(() => pathOf(page)).toBe('/app/deals/project');
    const tower = page.getByRole('region', { name: 'Component Tower' });
    await expect.poll(() => tower.isVisible(), { timeout: 15_000 }).toBe(true);
    await tower.getByRole('button', { name: 'Exit cap', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Exit cap: Tower/ });
    expect(await dialog.getByLabel('Radius sensitivity (miles, default 3)').inputValue()).toBe('3');
    await dialog.getByRole('button', { name: 'Get benchmark' }).click();
    const result = dialog.getByRole('status', { name: 'Valuation benchmark' });
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain('5.75%');
    const figures = (await result.textContent()) ?? '';
    expect(figures).toContain('Low5.00%');
    expect(figures).toContain('High6.00%');
    expect(figures).toContain('Comparables2');
    await shootDialog(page, 'exit-cap-result');

    await dialog.getByRole('button', { name: 'Apply benchmark' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmation: DealComp AddOn' });
    await expect.poll(() => confirmation.textContent()).toContain('5.75%');
    await confirmation.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => page.locator('#c0-exit_cap_percentage_min').inputValue()).toBe('5.75');

    const shops = page.getByRole('region', { name: 'Component Shops' });
    await settled(page);
    await shops.getByRole('button', { name: 'Exit cap', exact: true }).click();
    await page
      .getByRole('dialog', { name: /Exit cap: Shops/ })
      .getByRole('button', { name: 'Get benchmark' })
      .click();
    const failure = page.getByRole('dialog', { name: 'Error: DealComp AddOn' });
    await expect.poll(() => failure.textContent(), { timeout: 15_000 }).toContain('Unable to obtain benchmarking data for this project.');
    expect(await failure.textContent()).toContain('support ticket via Help');
    await shootDialog(page, 'exit-cap-none');
  });
});
