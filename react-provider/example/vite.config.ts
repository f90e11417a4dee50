// The example app: Vite dev server on the app's own origin, sending the API (and the order
// WebSocket) to an emoney server (`make start`: http://localhost:4000) so calls stay same-origin
// (the API answers no CORS). EMONEY_URL and EMONEY_CLIENT_ID (the sandbox's authorization-code
// client id, printed by `make start`) configure it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const target = process.env.EMONEY_URL ?? 'http://localhost:4000';
const api = ['/auth', '/profiles', '/addresses', '/balances', '/ibans', '/tokens', '/files', '/sandbox', '/siwe', '/onboarding'];
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  define: { __EMONEY_CLIENT_ID__: JSON.stringify(process.env.EMONEY_CLIENT_ID ?? '') },
  resolve: {
    // The packages from source, so the example follows the workspace without a build.
    alias: { '@emoney/react-provider': here('../src/index.ts'), '@emoney/sdk': here('../../sdk/src/index.ts') },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(api.map((path) => [path, { target }])),
      '/orders': { target, ws: true },
    },
  },
});
