import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app's index.html for a page URL, naming the JavaScript that page needs (`<link rel="modulepreload">`),
 * from the build's `page-chunks.json` (ui/build/page-chunks.ts). The browser then fetches the page's chunks
 * while it downloads and runs the entry, instead of after (P10: the console's first paint). A page
 * the manifest does not list (the home page, whose code is the entry; a mistyped URL) gets index.html as
 * built, and so does every page of a build without the manifest.
 *
 * Read once: the server serves the build it started with (`npm start` builds first).
 */
export function pageHtml(uiDist: string): (pathname: string) => string {
  const index = readFileSync(join(uiDist, 'index.html'), 'utf8');
  const manifestFile = join(uiDist, 'page-chunks.json');
  if (!existsSync(manifestFile)) return () => index;
  const { pages } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { pages: { path: string; files: string[] }[] };
  const routes = pages.map(({ path, files }) => ({ pattern: patternOf(path), html: withPreloads(index, files) }));
  return (pathname) => routes.find((route) => route.pattern.test(pathname))?.html ?? index;
}

/** `/app/deals/:id/summary` matches one segment per `:name`; a final `/*` matches the path and anything under it. */
function patternOf(path: string): RegExp {
  const rest = path.endsWith('/*');
  const segments = (rest ? path.slice(0, -2) : path).split('/').map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)));
  return new RegExp(`^${segments.join('/')}${rest ? '(?:/.*)?' : '/?'}$`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// `crossorigin` as the entry's script tag has it: a module fetched by import() uses the same request mode, so it is served from the preload.
function withPreloads(index: string, files: string[]): string {
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
  return index.replace('</head>', `${links}  </head>`);
}
