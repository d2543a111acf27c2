import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { PASSWORD, mailedLink, pathOf, shoot, shootBoth, signIn, browserSession } from '../support/e2e';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** Registers on the home page, activates from the mail and signs in. */
async function newAccount(page: Page, url: string, dataDir: string, email: string, first: string, last: string) {
  await page.goto(`${url}/`);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  for (const policy of ['Terms of Service', 'Privacy Policy', 'Communications Policy']) await page.getByLabel(policy).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => pathOf(page)).toBe('/confirm/registration/complete');
  await page.goto(await mailedLink(dataDir, email, '/account/activate/'));
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect.poll(() => pathOf(page)).toBe('/confirm/activation/complete');
  await signIn(page, url, email, PASSWORD);
}

/**
 * Names the person's company, as the profile page does. Naming an existing company asks to join it: the
 * admin (`approver`) approves the request.
 */
async function joinCompany(page: Page, first: string, company: string, approver?: Page) {
  const body = JSON.stringify({ first_name: first, last_name: 'Lender', company });
  const saved = await page.evaluate<{ status: number; id: string; company_request: { company_id: string } | null }>(
    `fetch('/api/app/users/secure/profile', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(body)} }).then(async (r) => ({ status: r.status, ...(await r.json()) }))`,
  );
  expect(saved.status).toBe(200);
  if (!saved.company_request || !approver) return;
  const path = `/api/admin/company-requests/${saved.company_request.company_id}_${saved.id}/approve`;
  expect(await approver.evaluate<number>(`fetch('${path}', { method: 'POST' }).then((r) => r.status)`)).toBe(200);
}

describe('matching a deal to capital providers in the browser', () => {
  const session = browserSession();

  it('a provider builds a sourcing profile; the sponsor matches and contacts; one provider accepts, another declines by mail', async () => {
    const { url, dataDir } = session.server;
    const sponsor = await newPage(session.browser, DESKTOP);
    await signIn(sponsor, url);
    const seeded = await sponsor.evaluate<number>(`fetch('/api/admin/demo/providers', { method: 'POST' }).then((r) => r.status)`);
    expect(seeded).toBe(200);

    // Pat works at a demo lender (the admin approves his request to join it); Quinn founds Bayou Bridge Lenders and writes its sourcing profile.
    const pat = await newPage(session.browser, DESKTOP);
    await newAccount(pat, url, dataDir, 'pat.lender@example.com', 'Pat', 'Lender');
    await joinCompany(pat, 'Pat', 'Lone Star Construction Lending', sponsor);
    const quinn = await newPage(session.browser, DESKTOP);
    await newAccount(quinn, url, dataDir, 'quinn.lender@example.com', 'Quinn', 'Lender');
    await joinCompany(quinn, 'Quinn', 'Bayou Bridge Lenders');
    await quinn.goto(`${url}/app/profile/company`);
    await quinn.getByRole('button', { name: 'Add division' }).first().click();
    const add = quinn.getByRole('dialog');
    await add.getByRole('textbox', { name: 'Division name' }).fill('Construction');
    await add.getByRole('button', { name: 'Add division' }).click();
    await expect.poll(() => quinn.getByRole('textbox', { name: 'Division name' }).inputValue(), { timeout: 10_000 }).toBe('Construction');
    const box = (group: string, option: string) =>
      quinn.getByRole('group', { name: new RegExp(`^${group}`) }).getByRole('checkbox', { name: option, exact: true });
    await box('Capital structure', 'Senior Debt').check();
    await box('Property type', 'Apartments').check();
    await box('Business plan', 'Development').check();
    await expect.poll(visible(quinn, 'Unsaved changes')).toBe(true);
    await shootBoth(quinn, 'matching-sourcing-profile');
    await quinn.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(visible(quinn, 'Saved'), { timeout: 10_000 }).toBe(true);

    // The sponsor adds the sample deal and finds its matches, each explained.
    await sponsor.goto(`${url}/app/console`);
    await sponsor.getByRole('button', { name: 'Add the sample deal' }).click();
    await expect.poll(() => pathOf(sponsor), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    const dealId = pathOf(sponsor).split('/')[3]!;
    await sponsor.getByRole('link', { name: 'Matches' }).first().click();
    await expect.poll(() => pathOf(sponsor)).toBe(`/app/deals/${dealId}/matches`);
    await shootBoth(sponsor, 'matching-never-run');
    await sponsor.getByRole('button', { name: 'Find matches' }).click();
    const lone = sponsor.getByRole('article', { name: 'Lone Star Construction Lending' });
    const bayou = sponsor.getByRole('article', { name: 'Bayou Bridge Lenders' });
    await expect.poll(() => lone.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => bayou.isVisible()).toBe(true);
    await expect.poll(() => lone.getByLabel('Score 100 of 100').isVisible()).toBe(true);
    await sponsor.getByRole('button', { name: 'Why this match: Lone Star Construction Lending' }).click();
    await shootBoth(sponsor, 'matching-matches');
    await lone.getByRole('button', { name: 'Contact' }).click();
    await expect.poll(() => lone.getByText(/^Contacted/).isVisible(), { timeout: 10_000 }).toBe(true);
    await bayou.getByRole('button', { name: 'Contact' }).click();
    await expect.poll(() => bayou.getByText(/^Contacted/).isVisible(), { timeout: 10_000 }).toBe(true);

    // Pat finds the invitation in the console and accepts it.
    await pat.goto(`${url}/app/console`);
    await pat.getByRole('button', { name: 'Invitations' }).click();
    const card = pat.getByRole('article', { name: 'Sample: Riverside Commons' });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBoth(pat, 'matching-invitations');
    await card.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => pathOf(pat)).toBe(`/app/matches/${dealId}/review`);
    await expect.poll(visible(pat, 'Version 1'), { timeout: 10_000 }).toBe(true);
    await shootBoth(pat, 'matching-review');
    await pat.getByRole('group', { name: 'Your answer to the invitation' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(visible(pat, 'Confirmation: Deal Accepted'), { timeout: 10_000 }).toBe(true);

    // Quinn declines from the mailed link, without signing in, with reasons.
    const stranger = await newPage(session.browser, DESKTOP);
    await stranger.goto(await mailedLink(dataDir, 'quinn.lender@example.com', '/decline/'));
    const size = stranger.getByRole('group', { name: 'Deal Size / Total Capitalization' });
    await expect.poll(() => size.isVisible(), { timeout: 10_000 }).toBe(true);
    await size.locator('label', { hasText: '4 Stars' }).click();
    await stranger.getByRole('group', { name: 'Sponsor/Developer' }).locator('label', { hasText: '2 Stars' }).click();
    await stranger.getByLabel('Comment (optional)').fill('Too large for us this quarter.');
    await shootBoth(stranger, 'matching-decline-link');
    await stranger.getByRole('button', { name: 'Decline the deal' }).click();
    await expect.poll(visible(stranger, 'Confirmation: Declining Deal'), { timeout: 10_000 }).toBe(true);
    await shoot(stranger, 'matching-declined-desktop', false);

    // The sponsor sees both answers, the decline with its reasons.
    await sponsor.reload();
    await expect
      .poll(
        () =>
          lone
            .getByText(/Accepted/)
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(() =>
        bayou
          .getByText(/Declined/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => bayou.getByText('Deal Size / Total Capitalization').isVisible()).toBe(true);
    await expect.poll(() => bayou.getByText(/Too large for us this quarter/).isVisible()).toBe(true);
    await shootBoth(sponsor, 'matching-answers');
  });
});
