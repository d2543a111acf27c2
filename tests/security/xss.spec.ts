import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from '../support/browser';
import { settled } from '../support/e2e';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { freePort } from '../support/server';
import { figure } from '../reliability/figures';
import { seedHostileData, type Seeded } from './xss-seed';

type Who = keyof Seeded['cookies'] | null;

/** What a screen's DOM holds that a hostile text could have put there. A string: the tests are type-checked without the DOM library. */
const inspectDom = `(() => {
  const attr = (el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? el.getAttribute('formaction') ?? '';
  // React 19 replaces a javascript: URL it is given with one that only throws: inert, so not counted as live.
  const live = [...document.querySelectorAll('a[href], area[href], iframe[src], embed[src], object[data], form[action], [formaction]')]
    .map(attr)
    .filter((url) => /^\\s*javascript:/i.test(url) && !url.includes('React has blocked a javascript: URL'));
  const injected = [...document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], script:not([src]), iframe, embed, object')]
    .map((el) => el.outerHTML.slice(0, 120));
  return { live, injected, text: document.body.innerText };
})()`;

/** The text a screen shows: its rendered text and the values of its fields (a form shows names in inputs). */
const SHOWN_TEXT = `document.body.innerText + ' ' + [...document.querySelectorAll('input, textarea')].map((el) => el.value).join(' ')`;

/** Resolves once the screen stopped changing: its animations finished and its text the same twice 250 ms apart. */
async function steady(page: Page): Promise<void> {
  await settled(page);
  let before = '';
  for (let i = 0; i < 40; i++) {
    const now = await page.evaluate<string>(SHOWN_TEXT);
    if (now === before) return;
    before = now;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * R13: stored XSS. Every name and text a user can enter that we could reach through the API is
 * seeded with markup (`<img onerror>`, `<script>`, `"><svg onload>`, `<a href="javascript:">`, `<iframe>`) or
 * a `javascript:` URL, then every screen that shows them is opened as the person who sees them: no dialog may
 * open, no element the payloads carry may be in the DOM, no link may lead to `javascript:`, the page's CSP may
 * report no blocked script, and each screen must show at least one payload as plain text (so it really
 * rendered them). The HTML parts of the mails that carry user text must have it escaped.
 */
describe('R13 stored XSS', () => {
  let rt: TestRuntime;
  let browser: Browser;
  let url: string;
  let seeded: Seeded;
  const contexts = new Map<Who, BrowserContext>();

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    rt = await startTestRuntime({ APP_URL: url, MATCHING_OPEN: 'true' });
    await rt.app.listen({ port, host: '127.0.0.1' });
    seeded = await seedHostileData(rt, url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await rt?.dispose();
  });

  /** A browser context signed in as `who` (null: a visitor), recording dialogs and CSP reports. */
  async function contextFor(who: Who): Promise<BrowserContext> {
    const known = contexts.get(who);
    if (known) return known;
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(
      `window.__cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
    );
    if (who) {
      const value = /dealbook_session=([^;]+)/.exec(seeded.cookies[who])![1]!;
      await context.addCookies([{ name: 'dealbook_session', value, url }]);
    }
    contexts.set(who, context);
    return context;
  }

  it('renders every hostile name and text inert on every screen that shows it', async (context) => {
    const started = performance.now();
    const { dealId, fileId, declineToken, surveyId, companyId, userId } = seeded;
    /** The first record of an admin list whose JSON carries a payload: its show screen. */
    const hostileRecord = async (resource: string) => {
      const res = await rt.app.inject({
        method: 'GET',
        url: `/api/admin/${resource}?range=[0,99]`,
        headers: { cookie: seeded.cookies.admin },
      });
      const records = res.json() as { id: string }[];
      const found = records.find((r) => /alert\(\d+\)/.test(JSON.stringify(r)));
      if (!found) throw new Error(`no ${resource} record carries a payload: ${res.body.slice(0, 300)}`);
      return `/admin/${resource}/${encodeURIComponent(found.id)}/show`;
    };
    const versions = async (page: Page) => {
      await page.getByRole('button', { name: 'Versions' }).click();
      await page.getByRole('dialog').waitFor();
    };
    const screens: { name: string; who: Who; path: string; open?: (page: Page) => Promise<void> }[] = [
      { name: 'console', who: 'ann', path: '/app/console' },
      { name: 'console, shared with me', who: 'bob', path: '/app/console' },
      { name: 'console, invitations', who: 'quinn', path: '/app/console' },
      { name: 'deal entry', who: 'ann', path: `/app/deals/project?current_deal=${dealId}&current_deal_view=editing` },
      { name: 'deal versions', who: 'ann', path: `/app/deals/project?current_deal=${dealId}&current_deal_view=editing`, open: versions },
      { name: 'deal summary', who: 'ann', path: `/app/deals/${dealId}/summary` },
      { name: 'distribution', who: 'ann', path: `/app/deals/${dealId}/distribution` },
      { name: 'files', who: 'ann', path: `/app/deals/${dealId}/manage/attachments` },
      { name: 'matches', who: 'ann', path: `/app/deals/${dealId}/matches` },
      { name: 'review', who: 'quinn', path: `/app/matches/${dealId}/review` },
      { name: 'profile', who: 'ann', path: '/app/profile/user' },
      { name: 'profile of a provider', who: 'quinn', path: '/app/profile/user' },
      { name: 'company and divisions', who: 'quinn', path: '/app/profile/company' },
      { name: 'decline link', who: null, path: `/decline/${encodeURIComponent(declineToken)}` },
      { name: 'public file link', who: null, path: `/attachments/deal/${dealId}/link/${fileId}` },
      { name: 'public data room', who: null, path: `/attachments/deal/${dealId}/link/dataroom` },
      { name: 'admin users', who: 'admin', path: '/admin/users' },
      { name: 'admin user', who: 'admin', path: `/admin/users/${userId}/show` },
      { name: 'admin companies', who: 'admin', path: '/admin/companies' },
      { name: 'admin company', who: 'admin', path: `/admin/companies/${companyId}/show` },
      { name: 'admin divisions', who: 'admin', path: '/admin/divisions' },
      { name: 'admin division', who: 'admin', path: await hostileRecord('divisions') },
      { name: 'admin invitations', who: 'admin', path: '/admin/invitations' },
      { name: 'admin invitation', who: 'admin', path: await hostileRecord('invitations') },
      { name: 'admin activity', who: 'admin', path: '/admin/activity' },
      { name: 'admin activity entry', who: 'admin', path: await hostileRecord('activity') },
      { name: 'admin outbox', who: 'admin', path: '/admin/outbox' },
      { name: 'admin mail', who: 'admin', path: await hostileRecord('outbox') },
      { name: 'admin surveys', who: 'admin', path: '/admin/surveys' },
      { name: 'admin survey', who: 'admin', path: `/admin/surveys/${surveyId}/show` },
    ];

    const seen: string[] = [];
    let dialogs = 0;
    const findings: string[] = [];
    const pages = new Map<Who, Page>();
    for (const screen of screens) {
      let page = pages.get(screen.who);
      if (!page) {
        page = await (await contextFor(screen.who)).newPage();
        page.on('dialog', (dialog) => {
          dialogs++;
          findings.push(`a dialog '${dialog.message()}'`);
          void dialog.dismiss();
        });
        pages.set(screen.who, page);
      }
      await page.goto(`${url}${screen.path}`);
      await screen.open?.(page);
      const shown = () => page.evaluate<string>(SHOWN_TEXT).then((text) => /alert\(\d+\)/.test(text));
      await expect.poll(shown, { timeout: 15_000, message: `${screen.name} shows a hostile text` }).toBe(true);
      await steady(page);
      const dom = await page.evaluate<{ live: string[]; injected: string[]; text: string }>(inspectDom);
      seen.push(await page.evaluate<string>(SHOWN_TEXT));
      const csp = await page.evaluate<string[]>('window.__cspViolations');
      for (const live of dom.live) findings.push(`${screen.name}: a live link ${live}`);
      for (const element of dom.injected) findings.push(`${screen.name}: an injected ${element}`);
      // 'eval' is zod probing whether it may compile its parsers (`new Function`), on every page: no markup runs eval.
      for (const report of csp.filter((r) => !r.endsWith(' eval'))) findings.push(`${screen.name}: CSP blocked ${report}`);
    }
    // Let any late handler (an image that failed to load, a frame) fire before counting dialogs.
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The mails whose HTML part carries a person's text: every payload escaped in it (a `javascript:` text,
    // the same escaped or not, is not markup: only a link could make it one).
    const markup = seeded.fields.filter(({ value }) => /[<>"'&]/.test(value));
    const htmlMails = seeded.mails.filter((mail) => mail.html !== undefined);
    const carrying = htmlMails.filter((mail) =>
      markup.some(({ value }) => mail.html!.includes(value) || mail.html!.includes(escapeHtml(value))),
    );
    for (const mail of carrying) {
      for (const { field, value } of markup) {
        if (mail.html!.includes(value)) findings.push(`the HTML of the mail '${mail.subject}': ${field} unescaped`);
      }
    }
    const unescaped = carrying.filter((mail) => markup.some(({ value }) => mail.html!.includes(value)));
    const shownFields = seeded.fields.filter(({ marker }) => seen.some((text) => text.includes(marker)));
    const seconds = (performance.now() - started) / 1000;
    const live = findings.filter((f) => f.includes('a live link')).length;
    const injected = findings.filter((f) => f.includes('an injected')).length;
    figure(
      context,
      `R13 stored XSS: ${dialogs} dialogs, ${injected} injected elements and ${live} live javascript: links on ${screens.length} screens ` +
        `showing ${shownFields.length} of ${seeded.fields.length} hostile fields; ${unescaped.length} of ${carrying.length} HTML mails carrying them unescaped ` +
        `(${seconds.toFixed(1)} s in the browser)`,
    );
    expect(findings).toEqual([]);
    expect(carrying.length).toBeGreaterThan(0);
  });
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
