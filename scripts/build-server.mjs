/* global process */
// `npm run build:server`: every main compiled to JavaScript for `node` (the production image runs these,
// not tsx). Each main is one ES module in dist/server/ with the workspace's own code bundled in and the
// npm packages left to node_modules; the worker threads' entries get the file names the code asks
// for next to it (`new URL('./sqlite-thread-entry.mjs', import.meta.url)` and the like).
import { build } from 'esbuild';

const entries = {
  standalone: 'standalone/src/main.ts',
  'command-service': 'command-service/src/main.ts',
  'query-service': 'query-service/src/main.ts',
  projections: 'projections/src/main.ts',
  workers: 'workers/src/main.ts',
  'audit-verify': 'standalone/src/audit-verify.ts',
  'sqlite-thread-entry': 'infra/src/event-store/sqlite-thread-main.ts',
  entry: 'standalone/src/projection-thread/thread.ts',
  'thread-entry': 'workers/src/model/thread-main.ts',
  'checkpoint-thread': 'infra/src/document-store/checkpoint-thread.mjs',
};

/** npm packages stay imports (native addons, files read at run time); the workspace's own are bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@dealbook/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: entries,
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  // chunks beside the entries: the code finds the threads' entries and ui/dist relative to its own file
  chunkNames: '[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesOutside],
  logLevel: 'warning',
});
process.stdout.write(`build:server: ${Object.keys(entries).length} entries in dist/server/\n`);
