// The developer dashboard: served by the API server under /dashboard/ (same origin as its API).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { withThemeToggle } from './src/theme/themeCss.ts';

/** The hosted screens' stylesheet, shared as it is, with its dark theme also following the toggle. */
function themeToggle(): Plugin {
  return {
    name: 'dashboard-theme-toggle',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]onboarding[\\/]src[\\/]styles\.css(\?|$)/.test(id)) return undefined;
      return { code: withThemeToggle(code), map: null };
    },
  };
}

/** Where `make start` serves the API. */
const API = 'http://localhost:4000';

export default defineConfig({
  base: '/dashboard/',
  plugins: [themeToggle(), react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5175,
    // `vite` (dev): send the private API to a local `make start` so the session cookie stays same-origin.
    proxy: {
      '/dashboard/api': {
        target: API,
        // The API refuses a request whose Origin is not its own (cross-site protection); through this
        // proxy the page's origin is the dev server's, so it is rewritten to the API's.
        configure: (proxy) =>
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin') !== undefined) request.setHeader('origin', API);
          }),
      },
    },
  },
});
