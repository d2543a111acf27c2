import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { createDeal } from '../support/deals';
import { browserSession, pathOf, settled, shoot, shootBoth, signIn } from '../support/e2e';

/**
 * Every route of the app at 390 px: the page must not scroll sideways (a table may, inside its own box).
 * On overflow, the element reaching furthest right outside any box of its own that scrolls or clips is named.
 * A string: the test files are type-checked without the DOM library.
 */
const OVERFLOW = `(() => {
  const width = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= width + 1) return null;
  const clipped = (el) => {
    for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
      const x = getComputedStyle(p).overflowX;
      if (x !== 'visible') return true;
    }
    return false;
  };
  let widest = null;
  let right = width + 1;
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.right < right || clipped(el)) continue;
    right = box.right;
    widest = el;
  }
  const name = widest
    ? widest.tagName.toLowerCase() + (widest.id ? '#' + widest.id : '') +
      (typeof widest.className === 'string' && widest.className ? '.' + widest.className.trim().split(/\\s+/).slice(0, 3).join('.') : '') +
      ' "' + (widest.textContent || '').trim().slice(0, 60) + '"'
    : 'unknown';
  return { scrollWidth, width, right: Math.round(right), element: name };
})()`;

type Overflow = { scrollWidth: number; width: number; right: number; element: string } | null;

/** Routes whose overflow is in a file this test's owner does not own: printed, not failed. */
const KNOWN: Record<string, string> = {};

/** Opens `path` and waits for it to load and settle: no spinner, no running transition. */
async function visit(page: Page, url: string, path: string) {
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle', timeout: 30_000 }).catch(() => undefined);
  await expect
    .poll(() => page.locator('[role="progressbar"]').count(), { timeout: 15_000 })
    .toBe(0)
    .catch(() => undefined);
  await settled(page);
}

/** Visits each route and collects the overflowing ones, named with their widest element. */
async function walk(page: Page, url: string, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await visit(page, url, route);
    const overflow = await page.evaluate<Overflow>(OVERFLOW);
    const known = Object.entries(KNOWN).find(([prefix]) => route.startsWith(prefix));
    if (!overflow) {
      if (known) console.log(`known overflow no longer seen: ${route}`);
      continue;
    }
    const line = `${route}: page ${overflow.scrollWidth}px wide at ${overflow.width}px, widest ${overflow.element} (right edge ${overflow.right}px)`;
    if (known) console.log(`known overflow, ${known[1]}: ${line}`);
    else found.push(line);
  }
  return found;
}

const PUBLIC = [
  '/',
  '/product',
  '/product/features',
  '/product/process',
  '/demos/calendar',
  '/suggestions',
  '/meetings/calendar',
  '/org',
  '/org/company',
  '/legal/terms',
  '/legal/privacy',
  '/legal/communication',
  '/faq',
  '/faq/general',
  '/faq/business',
  '/faq/technology',
  '/pricing',
  '/login',
];

const ADMIN_LISTS = [
  '',
  '/users',
  '/companies',
  '/divisions',
  '/invitations',
  '/subscriptions',
  '/coupons',
  '/payments',
  '/surveys',
  '/activity',
  '/outbox',
  '/projections',
  '/dead-letters',
  '/audit',
].map((path) => `/admin${path}`);

const dealRoutes = (id: string) => [
  `/app/deals/project?current_deal=${id}&current_deal_view=editing`,
  `/app/deals/${id}/summary`,
  `/app/deals/${id}/distribution`,
  `/app/deals/${id}/manage/attachments`,
  `/app/deals/${id}/matches`,
];

describe('every screen fits a 390 px phone', () => {
  const session = browserSession();
  let sample = '';

  it('the public pages and the sign-in page', async () => {
    const page = await newPage(session.browser, PHONE);
    // the check itself: a block wider than the screen is found and named
    await visit(page, session.server.url, '/');
    await page.evaluate(`document.body.insertAdjacentHTML('beforeend', '<div id="too-wide" style="width: 600px; height: 1px"></div>')`);
    expect((await page.evaluate<Overflow>(OVERFLOW))?.element).toMatch(/^div#too-wide/);
    const found = await walk(page, session.server.url, PUBLIC);
    await page.context().close();
    expect(found, `horizontal overflow at 390 px:\n${found.join('\n')}`).toEqual([]);
  });

  it('the signed-in app and the admin panels, with the sample deal and a deal of one bare component', async () => {
    const { url } = session.server;
    const page = await newPage(session.browser, PHONE);
    await signIn(page, url);
    await page.getByRole('button', { name: 'Add the sample deal' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/app\/deals\/[^/]+\/summary$/);
    sample = pathOf(page).split('/')[3]!;
    const bare = await createDeal(page, url, { project_name: 'Bare Lot', sub_properties: [{ name: 'Apartments', type: 'multifamily' }] });
    const routes = [
      '/app/console',
      '/app/deals/project?current_deal_view=creating',
      ...dealRoutes(sample),
      `/app/deals/${bare}/summary`,
      '/app/deals/00000000-0000-7000-8000-000000000000/summary',
      '/app/profile/user',
      '/app/profile/company',
      '/app/subscription',
      ...ADMIN_LISTS,
    ];
    const found = await walk(page, url, routes);

    // what a user sees: the complete and the incomplete summary, the admin's activity
    await visit(page, url, `/app/deals/${sample}/summary`);
    await shootBoth(page, 'summary-complete');
    await visit(page, url, `/app/deals/${bare}/summary`);
    await expect.poll(() => page.getByRole('region', { name: 'Missing inputs' }).isVisible()).toBe(true);
    await shootBoth(page, 'summary-incomplete');
    await visit(page, url, '/admin/activity');
    await shootBoth(page, 'admin-activity');
    await page.context().close();
    expect(found, `horizontal overflow at 390 px:\n${found.join('\n')}`).toEqual([]);
  });

  it("the summary's wide tables scroll in their box, first column kept, with a cue", async () => {
    const { url } = session.server;
    const page = await newPage(session.browser, PHONE);
    await signIn(page, url);
    await visit(page, url, `/app/deals/${sample}/summary`);
    const table = page.getByRole('region', { name: 'Annual pro forma (scrolls sideways)' });
    await expect.poll(() => table.isVisible(), { timeout: 10_000 }).toBe(true);
    const panel = page.getByRole('region', { name: 'Pro forma' });
    expect(await panel.getByTestId('scroll-hint').first().isVisible()).toBe(true);
    const firstCell = table.getByRole('cell', { name: '0 (closing)' });
    const before = await firstCell.boundingBox();
    await table.scrollIntoViewIfNeeded();
    const box = `document.querySelector('[aria-label="Annual pro forma (scrolls sideways)"]')`;
    await page.evaluate(`${box}.scrollLeft = ${box}.scrollWidth`);
    await expect.poll(() => page.evaluate<number>(`${box}.scrollLeft`)).toBeGreaterThan(0);
    await expect.poll(() => panel.getByTestId('scroll-hint').count()).toBe(0);
    await settled(page);
    // the first column stays where it was; the last column came into view
    expect((await firstCell.boundingBox())?.x).toBe(before?.x);
    expect(await table.getByRole('columnheader', { name: 'Debt balance' }).isVisible()).toBe(true);
    await shoot(page, 'summary-table-scrolled-phone', false);
    await page.context().close();
  });

  it("the version preview's overwrite button stays on a phone's screen", async () => {
    const { url } = session.server;
    const page = await newPage(session.browser, PHONE);
    await signIn(page, url);
    const deal = { project_name: 'Two Versions', closing_basis: 1_000_000 };
    const id = await createDeal(page, url, deal);
    const saved = await page.request.put(`${url}/api/app/deals/secure/${id}/modify/update`, {
      data: { ...deal, closing_basis: 2_000_000 },
      headers: { origin: url },
    });
    expect(saved.status()).toBe(200);
    await visit(page, url, `/app/deals/project?current_deal=${id}&current_deal_view=editing`);
    await page.getByRole('button', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions' });
    await dialog.getByRole('button', { name: /^Version 1 / }).click();
    const overwrite = page.getByRole('button', { name: 'Overwrite Saved Deal with this Version' });
    await expect.poll(() => overwrite.isVisible()).toBe(true);
    await settled(page);
    const box = await overwrite.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate<Overflow>(OVERFLOW)).toBeNull();
    await shoot(page, 'version-preview-phone', false);
    await page.context().close();
  });

  it('the admin activity list fits 1,366 px', async () => {
    const { url } = session.server;
    const page = await newPage(session.browser, DESKTOP);
    await signIn(page, url);
    await visit(page, url, '/admin/activity');
    expect(await page.evaluate<Overflow>(OVERFLOW)).toBeNull();
    await page.context().close();
  });
});
