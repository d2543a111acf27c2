import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newPage } from '../support/browser';
import { SHOTS, browserSession, pathOf, shootBoth, signIn } from '../support/e2e';
import { JS_BUDGET_KB, assertBuilt, initialScripts, kB, otherPagesIn, scriptsFetched, sumGzip } from '../support/first-load';

/**
 * P10: the landing page's first load stays small, and the other pages stay out of it. Sizes only:
 * the timings are the bench's (`npm run bench -- first-load`).
 */
describe("the landing page's first load", () => {
  beforeAll(assertBuilt);
  const session = browserSession();

  it(`fetches at most ${JS_BUDGET_KB} kB gzip of JavaScript before its first render, and no other page's code`, async () => {
    const initialFiles = initialScripts();
    const fetched = await scriptsFetched(session.browser, `${session.server.url}/`, 'Work email');
    const initial = fetched.filter((script) => initialFiles.includes(script.file));
    expect(initial.map((script) => script.file).sort()).toEqual([...initialFiles].sort());
    expect(kB(sumGzip(initial))).toBeLessThanOrEqual(JS_BUDGET_KB);
    // Until the network is idle: the registration form's chunks come after the first render, the admin's and the app's never.
    expect(otherPagesIn(fetched)).toEqual([]);
  });

  it('loads the sign-in page and the admin when they are opened', async () => {
    const login = await scriptsFetched(session.browser, `${session.server.url}/login`, 'Password');
    expect(otherPagesIn(login)).toEqual([expect.stringMatching(/^LoginPage-/)]);
    // A visitor is sent on to the sign-in page, but only once the admin's code has asked who they are.
    const admin = await scriptsFetched(session.browser, `${session.server.url}/admin`, 'Password');
    expect(otherPagesIn(admin)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^AdminApp-/), expect.stringMatching(/^LoginPage-/)]),
    );
  });

  it('shows the site bar before the script has run, then the page with its registration form', async () => {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      // What a visitor sees while the script is on its way: the page with its scripts held back.
      const context = await session.browser.newContext({ viewport });
      await context.route('**/assets/*.js', (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${session.server.url}/`, { waitUntil: 'domcontentloaded' });
      expect(await page.getByText('Dealbook').isVisible()).toBe(true);
      await page.screenshot({ path: join(SHOTS, `first-load-before-script-${size}.png`) });
      await context.close();
    }
    const page = await newPage(session.browser);
    await page.goto(`${session.server.url}/`);
    await expect.poll(() => page.getByLabel('Work email').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Create account' }).isVisible()).toBe(true);
    await shootBoth(page, 'first-load-home');
    await page.context().close();
  });

  it('opens the console of a signed-in user straight from its address', async () => {
    const page = await newPage(session.browser);
    await signIn(page, session.server.url);
    const fresh = await newPage(session.browser);
    await fresh.context().addCookies(await page.context().cookies());
    const scripts: string[] = [];
    fresh.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    const sent = await fresh.goto(`${session.server.url}/app/console`);
    await expect.poll(() => fresh.getByRole('heading', { name: /^Welcome/ }).isVisible()).toBe(true);
    expect(pathOf(fresh)).toBe('/app/console');
    // The page names the console's code, so it comes while the entry runs (P10); each file is fetched once,
    // by the page's hint, and the app's import takes it from there rather than asking again.
    const named = [...(await sent!.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    expect(named).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/ConsolePage-.*\.js$/)]));
    await fresh.waitForLoadState('networkidle');
    expect(scripts.filter((file, i) => scripts.indexOf(file) !== i)).toEqual([]);
    expect(scripts).toEqual(expect.arrayContaining(named));
    await shootBoth(fresh, 'first-load-console');
    await page.context().close();
    await fresh.context().close();
  });
});
