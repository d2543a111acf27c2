import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage } from '../support/browser';
import { PASSWORD, mailedLink, pathOf, shoot, shootBoth, signIn, browserSession } from '../support/e2e';

const EMAIL = 'sam@sponsor.example';

describe('a subscription in the browser', () => {
  const session = browserSession();

  const registered = async (page: Page, url: string) => {
    await page.goto(`${url}/`);
    await page.getByLabel('Work email').fill(EMAIL);
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Sponsor');
    for (const policy of ['Terms of Service', 'Privacy Policy', 'Communications Policy']) await page.getByLabel(policy).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/confirm/registration/complete');
    await page.goto(await mailedLink(session.server.dataDir, EMAIL, '/account/activate/'));
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/confirm/activation/complete');
    await signIn(page, url, EMAIL, PASSWORD);
  };

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

  it('is declined with one test card, subscribes with another and a coupon, gets DealComp, ends the trial and cancels', async () => {
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
    await page.goto(`${url}/app/subscription?plan=regPremium-1-monthly`);
    await expect.poll(() => page.getByText('You are on the Basic plan.').isVisible(), { timeout: 15_000 }).toBe(true);
    await shootBoth(page, 'subscription-basic');

    const row = page.getByRole('row').filter({ hasText: 'Premium Limited with DealComp' }).first();
    await row.getByRole('button', { name: /Activate Plan/ }).click();
    await pay(page, '4000 0000 0000 0002');
    await expect.poll(() => page.getByText('Payment Failed').first().isVisible(), { timeout: 10_000 }).toBe(true);
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
