import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry carries React, react-router and MUI (~180 kB gzipped); the admin is a separate lazy chunk.
    chunkSizeWarningLimit: 700,
  },
});
