// The hosted onboarding screens: served by the API server under /onboarding/ (same origin as the API).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/onboarding/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // `vite` (dev): send the private API to a local `make start` so the session cookie stays same-origin.
    proxy: { '/onboarding/api': 'http://localhost:4000' },
  },
});
