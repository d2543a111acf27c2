import { describe, expect, it } from 'vitest';
import { siteGroups } from './pages/site/SiteContentPage';
import { appRoutes, publicRoutes } from './routes';

// The paths a page states for itself (most pages carry a static `path`; the FAQ several, the survey two).
type Statics = { path?: string; paths?: readonly string[]; successPath?: string };

describe('the lazily loaded routes', () => {
  const routes = [...publicRoutes, ...appRoutes];

  it.each(routes.map((route) => [route.path, route] as const))(
    '%s loads the page that says it lives there',
    async (_, route) => {
      const page = (await route.load())[route.name] as (Statics & (() => unknown)) | undefined;
      expect(typeof page).toBe('function');
      const own = [page?.path, page?.successPath, ...(page?.paths ?? [])].filter((p): p is string => typeof p === 'string');
      if (own.length > 0) expect(own).toContain(route.path);
    },
    30_000,
  );

  it('routes every page of the site copy, and nothing else, to the site page', () => {
    const routed = routes.filter((route) => route.name === 'SiteContentPage').map((route) => route.path);
    expect(routed.sort()).toEqual(siteGroups.flatMap((pages) => pages.map((page) => page.path)).sort());
  });

  it('gives each path one route', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
