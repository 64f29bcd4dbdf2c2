import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const CORE =
  /node_modules\/(preact|react|react-dom|scheduler|@tanstack\/(react-)?query(-core)?|i18next|react-i18next|wouter|zustand|use-sync-external-store|regexparam)\//;

/**
 * The build runs the portal on Preact's React layer: the same components and hooks in about a tenth of React DOM's
 * bytes, which the first load pays on a phone (docs/decisions.md). Tests run on React itself, the built app in the
 * browser (e2e) on Preact.
 */
const preact = {
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/** The contracts' schemas get the portal's zod: no eval, so the security policy reports nothing (src/shared/zod.ts). */
const zod = { find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/zod.ts', import.meta.url)) };

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      zod,
      ...(command === 'build' ? Object.entries(preact).map(([find, replacement]) => ({ find, replacement })) : []),
    ],
  },
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
}));
