import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * What a first visit downloads (P10), shared by the bench and the browser test. Sizes are gzip at
 * zlib's default level computed here from the bodies the browser received (the runtime serves them
 * uncompressed); 1 kB = 1,000 bytes, as Vite's build report counts them.
 */
export const UI_DIST = join(import.meta.dirname, '..', '..', 'ui', 'dist');
export const JS_BUDGET_KB = 150;

export interface Script {
  file: string;
  bytes: number;
  gzip: number;
}

export const kB = (bytes: number) => bytes / 1000;
export const sumGzip = (scripts: readonly Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);

/** A clear failure rather than a page of 404s when the UI was not built. */
export function assertBuilt(): void {
  if (!existsSync(join(UI_DIST, 'index.html'))) throw new Error(`no built UI in ${UI_DIST}: run \`npm run build\` first`);
}

/**
 * The scripts the page needs before it runs: the module entry in the built index.html and the modulepreload links
 * Vite writes there for every chunk the entry imports statically. Anything else is fetched by an `import()`.
 */
export function initialScripts(): string[] {
  const html = readFileSync(join(UI_DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/assets\/([^"]+\.js)"[^>]*>/g)].map((m) => m[1]!);
  if (files.length === 0) throw new Error('the built index.html names no script');
  return files;
}

/** Every script of the build, with its gzip size: the whole app's JavaScript, all routes together. */
export function allScripts(): Script[] {
  const assets = join(UI_DIST, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => measure(file, readFileSync(join(assets, file))));
}

const measure = (file: string, body: Buffer): Script => ({ file, bytes: body.length, gzip: gzipSync(body).length });

/**
 * Every script `url` makes the browser fetch, in a fresh context, until the page shows `shown` (a label of its
 * form: on a slow machine the entry's own work can leave the network quiet for longer than 500 ms before the
 * page asks for its lazy chunks) and then the network has been idle for 500 ms.
 */
export async function scriptsFetched(browser: Browser, url: string, shown: string): Promise<Script[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies: Promise<Script | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = basename(new URL(response.url()).pathname);
      // A body still on its way when the context closes is not counted (and not an unhandled rejection).
      bodies.push(
        response.body().then(
          (body) => measure(file, body),
          () => null,
        ),
      );
    });
    await page.goto(url);
    await page.getByLabel(shown).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return (await Promise.all(bodies)).filter((script) => script !== null);
  } finally {
    await context.close();
  }
}

/**
 * The chunks of other routes' pages and of the signed-in app's layout, by the names Vite gives them after their
 * modules: the admin, the app's screens, the sign-in page and the site's other pages. None belongs on `/`.
 */
export const OTHER_PAGES = [
  'AdminApp',
  'ConsolePage',
  'DealEntryPage',
  'SummaryPage',
  'DistributionPage',
  'FilesPage',
  'MatchesPage',
  'ReviewPage',
  'ProfilePage',
  'SubscriptionPage',
  'CompanyPage',
  'AppLayout',
  'LoginPage',
  'PricingPage',
  'FaqPage',
  'SiteContentPage',
];

export const otherPagesIn = (scripts: readonly Script[]) =>
  scripts.filter((s) => OTHER_PAGES.some((page) => s.file.startsWith(`${page}-`))).map((s) => s.file);
