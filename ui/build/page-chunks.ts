import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The JavaScript each page needs, written beside the built index.html as `page-chunks.json`, so that the
 * server can name it in the page it sends (`<link rel="modulepreload">`, standalone/src/page-html.ts).
 *
 * Without it a visitor who opens `/app/console` fetches the entry, runs it, and only then learns which ~50
 * chunks the console needs (P10): about 150 ms on this machine before the first of them is asked
 * for. Named in the page, they come while the entry downloads and runs, as a server-rendered framework's
 * route manifest does.
 *
 * The paths come from ui/src/routes.tsx, read as text (the build cannot import the app's TSX), and the
 * admin's from App.tsx; page-chunks.spec.ts holds the reading in step with the routes the app runs.
 */
export interface PageChunks {
  pages: { path: string; files: string[] }[];
}

export interface PageModule {
  path: string;
  /** The module as routes.tsx imports it, relative to ui/src. */
  module: string;
}

/** The admin app takes every path under /admin (App.tsx loads it lazily). */
export const ADMIN: PageModule = { path: '/admin/*', module: './admin/AdminApp' };

/** Every `route(…)` of routes.tsx with the module it loads, in both forms the file writes them. */
export function routeModules(source: string): PageModule[] {
  const found: PageModule[] = [];
  for (const [, path, module] of source.matchAll(/route\(\s*'([^']+)',\s*\(\) => import\('([^']+)'\)/g)) {
    found.push({ path: path!, module: module! });
  }
  const mapped = /\.\.\.\[([^\]]+)\]\.map\(\(path\) =>\s*route\(path, \(\) => import\('([^']+)'\)/g;
  for (const [, list, module] of source.matchAll(mapped)) {
    for (const [, path] of list!.matchAll(/'([^']+)'/g)) found.push({ path: path!, module: module! });
  }
  return found;
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/** A chunk's file and every chunk it imports statically, however deep, but not the entry's (already in the page). */
function closure(start: Chunk, chunks: Map<string, Chunk>, into: Set<string>): void {
  if (start.isEntry || into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const name of start.imports) {
    const next = chunks.get(name);
    if (next) closure(next, chunks, into);
  }
}

export function pageChunks(): Plugin {
  const src = resolve(import.meta.dirname, '..', 'src');
  return {
    name: 'dealbook-page-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as Chunk);
      const byModule = new Map<string, Chunk>();
      for (const chunk of chunks.values()) if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId.replace(/\.tsx?$/, ''), chunk);
      const chunkOf = (module: string) => {
        const chunk = byModule.get(join(src, module));
        if (!chunk) throw new Error(`page-chunks: no chunk for ${module}; does routes.tsx still import it lazily?`);
        return chunk;
      };
      // Every route renders its page inside WithQueries, loaded beside it (routes.tsx).
      const withQueries = chunkOf('./providers/WithQueries');
      const routes = routeModules(readFileSync(join(src, 'routes.tsx'), 'utf8'));
      const pages = [...routes, ADMIN].map(({ path, module }) => {
        const files = new Set<string>();
        closure(chunkOf(module), chunks, files);
        if (module !== ADMIN.module) closure(withQueries, chunks, files);
        return { path, files: [...files].sort() };
      });
      const manifest: PageChunks = { pages };
      this.emitFile({ type: 'asset', fileName: 'page-chunks.json', source: JSON.stringify(manifest) });
    },
  };
}
