import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage } from '../support/browser';
import { createDeal } from '../support/deals';
import { pathOf, registerInBrowser, shoot, shootBoth, signIn, browserSession } from '../support/e2e';
import { harborPoint } from '../scenarios/deals-helpers';

const EMAIL = 'sam@sponsor.example';

describe('a subscription in the browser', () => {
  const session = browserSession();

  const registered = (page: Page, url: string) =>
    registerInBrowser(page, url, session.server.dataDir, { email: EMAIL, first: 'Sam', last: 'Sponsor' });

  const pay = async (page: Page, number: string, coupon = '') => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card number').fill(number);
    await dialog.getByLabel('Expiry month').selectOption('12');
    await dialog.getByLabel('Expiry year').selectOption(String(new Date().getUTCFullYear() + 3));
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByLabel('Billing ZIP code').fill('02110');
    await dialog.getByLabel('Coupon code (optional)').fill(coupon);
    await dialog.getByRole('button', { name: 'Pay' }).click();
  };

  it('meets the revision limit, is declined with one test card, subscribes with another and a coupon, gets DealComp and unlimited saves, ends the trial and cancels', async () => {
    const { url } = session.server;
    // An admin makes a coupon for the plan about to be bought.
    const admin = await newPage(session.browser, DESKTOP);
    await signIn(admin, url);
    const coupon = JSON.stringify({ code: 'WELCOME10', percent_off: 10, duration: 'once', plans: ['regPremium-1-monthly'] });
    const created = await admin.evaluate<number>(
      `fetch('/api/admin/coupons', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(coupon)} }).then((r) => r.status)`,
    );
    expect(created).toBe(201);
    const page = await newPage(session.browser, DESKTOP);
    await registered(page, url);
    // A free account saves a deal until the revision limit (DEAL_MAX_REVISIONS, 20) refuses it; the
    // limit's dialog leads to the subscription page.
    const dealId = await createDeal(page, url, harborPoint);
    const save = (n: number) =>
      page.request.put(`${url}/api/app/deals/secure/${dealId}/modify/update`, {
        data: { ...harborPoint, closing_basis: 10_000_000 + n },
        headers: { origin: url },
      });
    let saved = 0;
    while (saved < 40 && (await save(saved)).status() === 200) saved += 1;
    expect((await save(saved)).status()).toBe(403);
    await page.goto(`${url}/app/deals/project?current_deal=${dealId}`);
    const city = page.getByLabel('City', { exact: true });
    await expect.poll(() => city.inputValue(), { timeout: 15_000 }).toBe('Boston');
    await city.fill('Salem');
    await page.getByRole('button', { name: 'Save and Calculate' }).click();
    const limit = page.getByRole('dialog').filter({ hasText: 'Maximum Number of Revisions Reached' });
    await expect.poll(() => limit.isVisible(), { timeout: 15_000 }).toBe(true);
    await limit.getByRole('button', { name: 'Yes, Learn More about a Premium Subscription' }).click();
    await expect.poll(() => pathOf(page)).toBe('/app/subscription');
    await page.goto(`${url}/app/subscription?plan=regPremium-1-monthly`);
    await expect.poll(() => page.getByText('You are on the Basic plan.').isVisible(), { timeout: 15_000 }).toBe(true);
    await shootBoth(page, 'subscription-basic');

    const row = page.getByRole('row').filter({ hasText: 'Premium Limited with DealComp' }).first();
    await row.getByRole('button', { name: /Activate Plan/ }).click();
    await pay(page, '4000 0000 0000 0002');
    await expect.poll(() => page.getByText('Error: Stripe Payment').first().isVisible(), { timeout: 10_000 }).toBe(true);
    // The refusal shows in the dialog, which stays open with the card to correct.
    await shoot(page, 'subscription-declined-desktop', false);

    const benchmark = () =>
      page.evaluate<number>(
        `fetch('/api/app/deals/benchmark/valuation?prop_type=multifamily&latitude=42.36&longitude=-71.06').then((r) => r.status)`,
      );
    expect(await benchmark()).toBe(403);
    await pay(page, '4242 4242 4242 4242', 'welcome10');
    await expect.poll(() => page.getByText('Trialing').first().isVisible(), { timeout: 10_000 }).toBe(true);
    // The coupon took 10% off the first charge only ($178 → $160.20); DealComp answers now (figures, or no comparables).
    await expect.poll(() => page.getByText('First charge after your discount: $160.20 / month').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('$178 / month').first().isVisible()).toBe(true);
    expect([200, 404]).toContain(await benchmark());
    // The plan lifts the revision limit: the save refused a moment ago goes through.
    expect((await save(saved + 1)).status()).toBe(200);
    await shootBoth(page, 'subscription-trialing');

    await page.getByRole('button', { name: 'End trial now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End trial now' }).click();
    await expect.poll(() => page.getByText('Congratulations, the trial has ended').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: /^(Ok|OK)$/ }).click();
    await expect.poll(() => page.getByText('Active').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(() => page.getByText('Cancelled').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/Ends on/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await shootBoth(page, 'subscription-cancelled');
  });
});
