import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const CORE =
  /node_modules\/(react|react-dom|scheduler|@tanstack\/(react-)?query(-core)?|i18next|react-i18next|wouter|zustand|use-sync-external-store|regexparam)\//;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080', '/dev': 'http://localhost:8080' },
  },
  // The manifest lets the bench follow the home route's chunks; the server never serves dot-directories.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: true,
    rollupOptions: {
      output: {
        // The libraries every page runs travel as one chunk: split by whichever lazy screen shares them, they
        // compress worse and cost the first load more requests.
        manualChunks: (id) => (CORE.test(id) ? 'core' : undefined),
      },
    },
  },
});
