import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from '../support/browser';
import { PASSWORD, mailedLink, pathOf, shoot, shootBoth, signIn, browserSession } from '../support/e2e';

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
const BEA = { email: 'bea.newcomer@example.com', first: 'Bea', last: 'Newcomer' };

describe('sharing a deal with a colleague new to the platform', () => {
  const session = browserSession();

  it('A shares with B, B activates from the mail and edits; A sees it in versions and field history, revokes, and B loses the deal', async () => {
    const url = session.server.url;
    const ann = await newPage(session.browser, DESKTOP);
    await signIn(ann, url);
    await ann.getByRole('button', { name: 'Add the sample deal' }).click();
    await expect.poll(() => pathOf(ann), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    const dealId = pathOf(ann).split('/')[3]!;
    const entry = `${url}/app/deals/project?current_deal=${dealId}&current_deal_view=editing`;

    // A shares the deal, with edit, with someone who has no account yet.
    await ann.goto(`${url}/app/deals/${dealId}/distribution`);
    await expect.poll(visible(ann, 'This deal is not shared with anyone yet'), { timeout: 10_000 }).toBe(true);
    await shootBoth(ann, 'sharing-distribution-empty');
    await ann.getByRole('button', { name: 'Share deal' }).click();
    const share = ann.getByRole('dialog', { name: 'Share deal' });
    await share.getByLabel('Email').fill(BEA.email);
    await share.getByLabel('First name').fill(BEA.first);
    await share.getByLabel('Last name').fill(BEA.last);
    await share.getByLabel('Can edit').check();
    await shoot(ann, 'sharing-share-dialog-desktop', false);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    const shared = ann.getByRole('dialog', { name: 'Deal Shared' });
    await expect.poll(() => shared.isVisible(), { timeout: 10_000 }).toBe(true);
    await shared.getByRole('button').first().click();
    await share.getByRole('button', { name: 'Close' }).click();
    await expect.poll(visible(ann, BEA.email), { timeout: 10_000 }).toBe(true);
    await shootBoth(ann, 'sharing-distribution');

    // B activates the account the share opened, signs in and finds the deal under Collabs.
    const bea = await newPage(session.browser, DESKTOP);
    await bea.goto(await mailedLink(session.server.dataDir, BEA.email, '/account/activate/'));
    await bea.getByLabel(/^New password/).fill(PASSWORD);
    await bea.getByLabel('Confirm new password').fill(PASSWORD);
    await bea.getByRole('button', { name: 'Activate account' }).click();
    await expect.poll(() => pathOf(bea)).toBe('/confirm/activation/complete');
    await signIn(bea, url, BEA.email, PASSWORD);
    await bea.getByRole('button', { name: 'Collabs' }).click();
    const card = bea.getByRole('article', { name: 'Sample: Riverside Commons' });
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    await shootBoth(bea, 'sharing-collabs');

    // B edits the project name with can_edit and saves a version.
    await card.getByRole('button', { name: 'Open' }).click();
    await expect.poll(() => pathOf(bea)).toBe('/app/deals/project');
    await expect.poll(() => bea.locator('#project_name').inputValue(), { timeout: 10_000 }).toBe('Sample: Riverside Commons');
    await expect.poll(() => bea.getByRole('region', { name: 'Who else can see this deal' }).getByText('(owner)').isVisible()).toBe(true);
    await shootBoth(bea, 'sharing-entry-collaborator');
    await bea.locator('#project_name').fill('Riverside by Bea');
    await bea.getByRole('button', { name: 'Save and Calculate' }).click();
    await expect.poll(() => pathOf(bea), { timeout: 15_000 }).toBe(`/app/deals/${dealId}/summary`);

    // A sees B's version and B's change in the field history, under B's name.
    await ann.goto(entry);
    await expect.poll(() => ann.locator('#project_name').inputValue(), { timeout: 10_000 }).toBe('Riverside by Bea');
    await ann.getByRole('button', { name: 'Versions' }).click();
    const versions = ann.getByRole('dialog', { name: 'Versions' });
    await expect.poll(() => versions.getByText(/^Version 2 \(current\) · Bea Newcomer/).isVisible(), { timeout: 10_000 }).toBe(true);
    await shoot(ann, 'sharing-versions-desktop', false);
    await ann.keyboard.press('Escape');
    await ann.getByRole('button', { name: 'History of Project Name' }).first().click();
    const history = ann.getByRole('dialog', { name: /History of/ });
    await expect
      .poll(
        () =>
          history
            .getByText(/Bea Newcomer/)
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    await ann.keyboard.press('Escape');

    // A revokes B's view: the deal leaves B's Collabs and its page no longer opens for B.
    await ann.goto(`${url}/app/deals/${dealId}/distribution`);
    await ann.getByRole('button', { name: 'Set permissions' }).click();
    const permissions = ann.getByRole('dialog', { name: 'Collaborator Permissions' });
    await permissions.getByLabel('View for Bea Newcomer').uncheck();
    await shoot(ann, 'sharing-permissions-desktop', false);
    await permissions.getByRole('button', { name: 'Save' }).click();
    await expect.poll(visible(ann, 'Permissions saved'), { timeout: 10_000 }).toBe(true);

    await bea.goto(`${url}/app/console`);
    await bea.getByRole('button', { name: 'Collabs' }).click();
    await expect.poll(visible(bea, 'No deals have been shared with you yet'), { timeout: 10_000 }).toBe(true);
    await bea.goto(entry);
    await expect.poll(visible(bea, 'This deal could not be loaded.'), { timeout: 10_000 }).toBe(true);
    await ann.context().close();
    await bea.context().close();
  });
});
