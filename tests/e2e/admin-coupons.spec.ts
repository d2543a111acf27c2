import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { shootBoth, signIn, browserSession } from '../support/e2e';

describe('coupons and subscriptions in the admin panels', () => {
  const session = browserSession();

  it('an admin creates a coupon and reads it back, and the subscriptions list opens', async () => {
    const { url } = session.server;
    const admin = await newPage(session.browser, DESKTOP);
    await signIn(admin, url);
    await admin.goto(`${url}/admin/coupons/create`);
    await admin.getByLabel('Code').fill('spring25');
    await admin.getByLabel('Percent off').fill('25');
    await admin.getByLabel('Duration').click();
    await admin.getByRole('option', { name: /once/i }).click();
    await shootBoth(admin, 'admin-coupon-create');
    await admin.getByRole('button', { name: 'Create coupon' }).click();
    await expect.poll(() => admin.getByText('SPRING25').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => admin.getByText('25% off').first().isVisible()).toBe(true);
    await admin.goto(`${url}/admin/coupons`);
    await expect.poll(() => admin.getByText('SPRING25').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBoth(admin, 'admin-coupons');
    await admin.goto(`${url}/admin/subscriptions`);
    await expect
      .poll(
        () =>
          admin
            .getByText(/Trialing/)
            .first()
            .isVisible(),
        // The admin bundle's first load of this list and the projection behind it, on a CI machine running two browsers.
        { timeout: 30_000 },
      )
      .toBe(true);
    await shootBoth(admin, 'admin-subscriptions');
  });
});
