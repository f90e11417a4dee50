// The docs site: a Vite React app under /js-monorepo/, guides in MDX. `make docs` builds and prerenders it
// (scripts/build.ts); `make docs-dev` serves it with hot reload (client-rendered).
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { headScript } from './src/state/headScript.js';
import { redocStandalone } from './src/reference/redocAsset.js';
import { referencePlugin } from './src/reference/plugin.js';

/** Puts the no-flash theme script into every page's <head> (dev and build alike). */
function headScriptPlugin(): Plugin {
  return {
    name: 'emoney-head-script',
    transformIndexHtml: (html) => html.replace('<!--head-script-->', `<script>${headScript()}</script>`),
  };
}

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  base: '/js-monorepo/',
  // react-router's package exports only its development build to bundlers; ship the production one (smaller, no dev warnings).
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: join(import.meta.dirname, '../node_modules/react-router/dist/production/index.mjs') }] : [],
  },
  plugins: [{ enforce: 'pre', ...mdx({ development: process.env.NODE_ENV === 'development' }) }, react({ include: /\.(mdx|tsx?)$/ }), headScriptPlugin(), redocStandalone(), referencePlugin(join(import.meta.dirname, '..'))],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false }, reportCompressedSize: false, assetsInlineLimit: 0 },
  server: { port: 5174 },
}));
