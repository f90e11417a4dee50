// The example app: Vite dev server on the app's own origin (http://localhost:5173), calling an
// emoney server (`make start`: http://localhost:4000) directly, as a partner's app does: the API
// allows the origin of every registered redirect URI (CORS), so no proxy is needed. EMONEY_URL and
// EMONEY_CLIENT_ID (the sandbox's authorization-code client id, printed by `make start`) configure it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const target = process.env.EMONEY_URL ?? 'http://localhost:4000';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  define: { __EMONEY_CLIENT_ID__: JSON.stringify(process.env.EMONEY_CLIENT_ID ?? ''), __EMONEY_URL__: JSON.stringify(target) },
  resolve: {
    // The packages from source, so the example follows the workspace without a build.
    alias: { '@emoney/react-provider': here('../src/index.ts'), '@emoney/sdk': here('../../sdk/src/index.ts') },
  },
  server: { port: 5173 },
});
