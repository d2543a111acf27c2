import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageChunks } from './build/page-chunks';

export default defineConfig({
  // pageChunks: the JavaScript of each page, for the server to name in the page it sends (build/page-chunks.ts).
  plugins: [react(), pageChunks()],
  resolve: {
    // react-admin's import of react-router-dom, without the router it would build for itself (see the file).
    alias: [{ find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./src/vendor/react-router-dom.ts', import.meta.url)) }],
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The landing page's first load stays under 150 kB gzip (P10; tests/e2e/first-load.spec.ts keeps it
    // there); every other page is a lazy chunk (ui/src/routes.tsx), the largest the admin's (react-admin).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Everything the entry imports statically in one file: left to itself the bundler splits it along what the lazy
      // chunks share, into files that all load at once anyway and compress worse apart (10 kB gzip more). And
      // react-query, which every signed-in screen uses, as one file rather than seven small ones.
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-load', tags: ['$initial'], priority: 3 },
            { name: 'react-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
