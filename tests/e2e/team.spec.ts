import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage } from '../support/browser';
import { shootDialog } from '../support/deals';
import { registerInBrowser, shootBoth, signIn, browserSession } from '../support/e2e';

const SAM = { email: 'sam@harbor.example', first: 'Sam', last: 'Sponsor' };
const TIA = { email: 'tia@harbor.example', first: 'Tia', last: 'Analyst' };

describe('a team plan in the browser', () => {
  const session = browserSession();

  /** Set-up the test is not about, through the API as the signed-in page: a company, and a card on file. */
  const joinHarbor = async (page: Page, person: typeof SAM, founder?: Page) => {
    const { url } = session.server;
    const res = await page.request.put(`${url}/api/app/users/secure/profile`, {
      data: { first_name: person.first, last_name: person.last, company: 'Harbor Capital' },
      headers: { origin: url },
    });
    expect(res.status()).toBe(200);
    // The second to name Harbor Capital asks to join it, and its founder approves.
    const saved = (await res.json()) as { id: string; company_request: unknown };
    if (!saved.company_request || !founder) return;
    const approved = await founder.request.post(`${url}/api/app/users/secure/company/requests/${saved.id}/approve`, {
      headers: { origin: url },
    });
    expect(approved.status()).toBe(200);
  };
  const subscribe = async (page: Page) => {
    const { url } = session.server;
    const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };
    const token = (await (await page.request.post(`${url}/api/sandbox/card-tokens`, { data: card, headers: { origin: url } })).json()) as {
      id: string;
    };
    const started = await page.request.post(`${url}/api/app/users/secure/subscription`, {
      data: { plan: 'regPremium-0-monthly', token: token.id },
      headers: { origin: url },
    });
    expect(started.status()).toBe(201);
  };

  it('a subscriber adds a colleague on a team plan, pays for it, the colleague sees who manages it, and the owner cancels it', async () => {
    const { url, dataDir } = session.server;
    const tia = await newPage(session.browser, DESKTOP);
    await registerInBrowser(tia, url, dataDir, TIA);
    await joinHarbor(tia, TIA);
    const sam = await newPage(session.browser, DESKTOP);
    await registerInBrowser(sam, url, dataDir, SAM);
    await joinHarbor(sam, SAM, tia);

    // Without a plan of his own, Sam is told why he cannot add anyone.
    await sam.goto(`${url}/app/profile/user`);
    const colleagues = sam.getByRole('list', { name: 'Colleagues' });
    await expect.poll(() => colleagues.getByText('Tia Analyst').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => colleagues.getByText(/Activate your own plan first/).isVisible()).toBe(true);

    await subscribe(sam);
    await sam.reload();
    const add = sam.getByRole('button', { name: 'Add to Team: Tia Analyst' });
    await expect.poll(() => add.isVisible(), { timeout: 15_000 }).toBe(true);
    await add.click();
    const dialog = sam.getByRole('dialog', { name: 'Add Team Member' });
    await dialog
      .getByRole('radio', { name: /Premium Limited with DealComp/ })
      .first()
      .check();
    await expect.poll(() => dialog.getByText(/Charged to your Visa ending 4242/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: /^Add and Pay/ }).click();
    await expect.poll(() => colleagues.getByText('On your team').isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBoth(sam, 'team-section');

    // Sam's payments list the team plan he pays for.
    await sam.goto(`${url}/app/subscription`);
    await expect.poll(() => sam.getByText('Team plan for Tia Analyst').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await shootBoth(sam, 'subscription-payments');

    // He replaces his card on file; the team plans he pays for are charged to the new one.
    await sam.getByRole('button', { name: 'Update card' }).first().click();
    const update = sam.getByRole('dialog', { name: 'Update Card' });
    await update.getByLabel('Card number').fill('5555 5555 5555 4444');
    await update.getByLabel('Expiry month').selectOption('3');
    await update.getByLabel('Expiry year').selectOption(String(new Date().getUTCFullYear() + 4));
    await update.getByLabel('CVC').fill('321');
    await update.getByLabel('Billing ZIP code').fill('02110');
    await shootDialog(sam, 'update-card');
    await update.getByRole('button', { name: 'Save card' }).click();
    await expect
      .poll(
        () =>
          sam
            .getByText(/Mastercard ending 4444/)
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);

    // Tia has DealComp through the team plan and sees who manages it; she cannot cancel it herself.
    await tia.goto(`${url}/app/subscription`);
    await expect.poll(() => tia.getByText('Your plan is managed by Sam Sponsor.').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(
      await tia
        .getByRole('button', { name: 'Cancel subscription' })
        .isEnabled()
        .catch(() => false),
    ).toBe(false);
    const benchmark = await tia.request.get(
      `${url}/api/app/deals/benchmark/valuation?prop_type=multifamily&latitude=42.36&longitude=-71.06`,
    );
    expect([200, 404]).toContain(benchmark.status());
    await shootBoth(tia, 'subscription-managed');

    // Sam cancels it: it runs to its period end.
    await sam.goto(`${url}/app/profile/user`);
    await sam.getByRole('button', { name: 'Cancel Plan: Tia Analyst' }).click();
    await sam.getByRole('dialog').getByRole('button', { name: 'Cancel Plan' }).click();
    await expect
      .poll(
        () =>
          colleagues
            .getByText(/Ends on/)
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);

    // An admin sees both charges in the payments panel.
    const admin = await newPage(session.browser, DESKTOP);
    await signIn(admin, url);
    await admin.goto(`${url}/admin/payments`);
    await expect.poll(() => admin.getByText('tia@harbor.example').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await shootBoth(admin, 'admin-payments');
  });
});
