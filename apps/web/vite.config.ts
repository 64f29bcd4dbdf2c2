import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/wps': 'http://localhost:8080', '/lgw': 'http://localhost:8080', '/dev': 'http://localhost:8080' },
  },
  // The manifest lets the bench follow the home route's chunks; the server never serves dot-directories.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400, manifest: true },
});
