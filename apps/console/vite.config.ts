import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/build/precompress.ts';

/** The operator console: its own build under /admin/, served by the same server; nothing of it reaches the portal. */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: { port: 5174, proxy: { '/admin/api': 'http://localhost:8080' } },
  // The entry carries React, the router, Query, i18n and zod (the contracts' schemas every form uses).
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
