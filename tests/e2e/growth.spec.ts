import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { BOSTON, createDeal, retrieveDeal, shootDialog } from '../support/deals';
import { SHOTS, pathOf, settled, signIn, browserSession } from '../support/e2e';

/** An apartment deal near Boston whose author expects its NOI to grow `growth` percent a year. */
const comparable = (name: string, growth: number, offset: number) => ({
  project_name: name,
  asset_type: 'building',
  project_type: 'acquisition',
  analysis_date: '2026-01-31',
  latitude: BOSTON.latitude + offset,
  longitude: BOSTON.longitude,
  closing_basis: 8_000_000,
  sub_properties: [{ name: 'Flats', type: 'multifamily', quantity: 80, stabilized_noi_growth_rate: growth }],
});

type StoredComponent = Record<string, unknown>;

describe('the growth dialog in the browser', () => {
  const session = browserSession();

  it('benchmarks rent, expense and other growth around the deal, saves the ranges, or says none compare', async () => {
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, session.server.url);
    // Two comparables within the 3-mile radius expect 2% and 3.5% a year: the rent growth range.
    await createDeal(page, session.server.url, comparable('Comparable One', 2, 0.005));
    await createDeal(page, session.server.url, comparable('Comparable Two', 3.5, -0.005));
    const id = await createDeal(page, session.server.url, {
      project_name: 'Harbor Flats',
      asset_type: 'building',
      project_type: 'acquisition',
      analysis_date: '2026-01-31',
      ...BOSTON,
      closing_basis: 10_000_000,
      sub_properties: [
        { name: 'Tower', type: 'multifamily', quantity: 120, stabilized_noi_growth_rate: 3 },
        { name: 'Shops', type: 'retail', quantity: 4 },
        { name: 'Garage', type: 'parking', quantity: 60 },
      ],
    });

    await page.goto(`${session.server.url}/app/deals/project?current_deal=${id}`);
    await expect.poll(() => pathOf(page)).toBe('/app/deals/project');
    const tower = page.getByRole('region', { name: 'Component Tower' });
    await expect.poll(() => tower.isVisible(), { timeout: 15_000 }).toBe(true);

    // The catalogue has no benchmark for parking: both benchmark buttons are greyed out, and the card says why.
    const garage = page.getByRole('region', { name: 'Component Garage' });
    expect(await garage.getByRole('button', { name: 'Growth', exact: true }).isDisabled()).toBe(true);
    expect(await garage.getByRole('button', { name: 'Exit cap', exact: true }).isDisabled()).toBe(true);
    expect(await garage.getByText('No exit cap or growth benchmark exists for Parking components.').isVisible()).toBe(true);
    await garage.scrollIntoViewIfNeeded();
    await settled(page);
    await garage.screenshot({ path: join(SHOTS, 'growth-disabled-card.png') });

    await tower.getByRole('button', { name: 'Growth', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Growth: Tower' });
    expect(await dialog.getByLabel('Stabilized NOI growth rate (% a year)').inputValue()).toBe('3');
    expect(await dialog.getByLabel('Radius sensitivity (miles, default 3)').inputValue()).toBe('3');
    await dialog.getByRole('button', { name: 'Get benchmark' }).click();
    const result = dialog.getByRole('status', { name: 'Growth benchmark' });
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain('Rent growth2.00% – 3.50%');
    const figures = (await result.textContent()) ?? '';
    expect(figures).toContain('Expense growthnot measured');
    expect(figures).toContain('Other income growthnot measured');
    expect(figures).toContain('from 2 comparable deals within 3 miles');
    // (2.00 + 3.50) / 2 = 2.75, offered, not taken unless ticked.
    const midpoint = dialog.getByLabel('Also use the rent growth midpoint, 2.75%, as the stabilized NOI growth rate');
    expect(await midpoint.isChecked()).toBe(false);
    await midpoint.check();
    await shootDialog(page, 'growth-result');

    await dialog.getByRole('button', { name: 'Apply benchmark' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmation: DealComp AddOn' });
    await expect.poll(() => confirmation.textContent()).toContain('The stabilized NOI growth rate is now 2.75%');
    await confirmation.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => page.locator('#c0-stabilized_noi_growth_rate').inputValue()).toBe('2.75');

    // Autosaved with the calc_ ranges; expense and other growth stored as not measured.
    const stored = async () => ((await retrieveDeal(page, session.server.url, id)).sub_properties as StoredComponent[])[0]!;
    await expect.poll(async () => (await stored()).calc_rent_growth_high, { timeout: 10_000 }).toBe(3.5);
    expect(await stored()).toMatchObject({
      calc_rent_growth_low: 2,
      calc_expense_growth_low: null,
      calc_other_growth_high: null,
      stabilized_noi_growth_rate: 2.75,
    });

    // Opening the dialog again shows what was saved.
    await settled(page);
    await tower.getByRole('button', { name: 'Growth', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Growth: Tower' });
    await expect.poll(() => again.getByRole('status', { name: 'Saved growth benchmark' }).textContent()).toContain('2.00% – 3.50%');
    await again.getByRole('button', { name: 'Cancel' }).click();

    // No retail deal is near: the honest answer, why, and the support advice.
    const shops = page.getByRole('region', { name: 'Component Shops' });
    await settled(page);
    await shops.getByRole('button', { name: 'Growth', exact: true }).click();
    await page.getByRole('dialog', { name: 'Growth: Shops' }).getByRole('button', { name: 'Get benchmark' }).click();
    const failure = page.getByRole('dialog', { name: 'Error: DealComp AddOn' });
    await expect.poll(() => failure.textContent(), { timeout: 15_000 }).toContain('Unable to obtain benchmarking data for this project.');
    expect(await failure.textContent()).toContain('No comparable data');
    expect(await failure.textContent()).toContain('support ticket via Help');
    await shootDialog(page, 'growth-none');
  });
});
