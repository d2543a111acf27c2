import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes, publicRoutes } from '../src/routes';
import { ADMIN, routeModules } from './page-chunks';

const src = join(import.meta.dirname, '..', 'src');

describe("the build's list of each page's chunks", () => {
  it('reads every route the app runs from routes.tsx, with the module it loads', async () => {
    const read = routeModules(readFileSync(join(src, 'routes.tsx'), 'utf8'));
    const routes = [...appRoutes, ...publicRoutes];
    expect(read.map((r) => r.path).sort()).toEqual(routes.map((r) => r.path).sort());
    // The module read for a path is the one its route loads: the same page comes out of both.
    for (const route of routes) {
      const module = read.find((r) => r.path === route.path)!.module;
      const loaded = (await import(/* @vite-ignore */ join(src, module)))[route.name];
      expect(loaded, route.path).toBe((await route.load())[route.name]);
    }
  }, 60_000);

  it('knows where the admin app is loaded from', () => {
    expect(readFileSync(join(src, 'App.tsx'), 'utf8')).toContain(`import('${ADMIN.module}')`);
  });
});
