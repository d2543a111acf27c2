import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageHtml } from './page-html';

const INDEX = '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>';

describe('the page a URL is sent', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function built(pages?: { path: string; files: string[] }[]) {
    const dir = mkdtempSync(join(tmpdir(), 'page-html-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), INDEX);
    if (pages) writeFileSync(join(dir, 'page-chunks.json'), JSON.stringify({ pages }));
    return pageHtml(dir);
  }

  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("names the page's chunks in its head, after the entry", () => {
    const page = built([{ path: '/app/console', files: ['assets/ConsolePage-a.js', 'assets/Tabs-b.js'] }]);
    const html = page('/app/console');
    expect(preloads(html)).toEqual(['/assets/ConsolePage-a.js', '/assets/Tabs-b.js']);
    expect(html.indexOf('index-1.js')).toBeLessThan(html.indexOf('ConsolePage-a.js'));
    expect(html.indexOf('ConsolePage-a.js')).toBeLessThan(html.indexOf('</head>'));
    expect(preloads(page('/app/console/'))).toHaveLength(2);
  });

  it('matches one segment for each parameter, and everything under a path that ends in /*', () => {
    const page = built([
      { path: '/app/deals/:id/summary', files: ['assets/Summary.js'] },
      { path: '/admin/*', files: ['assets/Admin.js'] },
    ]);
    expect(preloads(page('/app/deals/deal-7/summary'))).toEqual(['/assets/Summary.js']);
    expect(preloads(page('/app/deals/deal-7/summary/more'))).toEqual([]);
    expect(preloads(page('/app/deals//summary'))).toEqual([]);
    expect(preloads(page('/admin'))).toEqual(['/assets/Admin.js']);
    expect(preloads(page('/admin/users/u-1/show'))).toEqual(['/assets/Admin.js']);
    expect(preloads(page('/administrator'))).toEqual([]);
  });

  it('sends index.html as built for a page it does not list, and for every page of a build without the list', () => {
    expect(built([{ path: '/login', files: ['assets/Login.js'] }])('/')).toBe(INDEX);
    expect(built([{ path: '/login', files: ['assets/Login.js'] }])('/no/such/page')).toBe(INDEX);
    expect(built()('/login')).toBe(INDEX);
  });
});
