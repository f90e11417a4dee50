// The docs site: a Vite React app under /js-monorepo/, guides in MDX. `make docs` builds and prerenders it
// (scripts/build.ts); `make docs-dev` serves it with hot reload (client-rendered).
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import remarkGfm from 'remark-gfm';
import { rehypeHighlight } from './scripts/rehypeHighlight.js';
import { remarkTocExport } from './scripts/remarkTocExport.js';
import { headScript } from './src/state/headScript.js';
import { redocStandalone } from './src/reference/redocAsset.js';
import { changelogPlugin } from './src/changelog/plugin.js';
import { referencePlugin } from './src/reference/plugin.js';

/** Puts the no-flash theme script into every page's <head> (dev and build alike). */
function headScriptPlugin(): Plugin {
  return {
    name: 'emoney-head-script',
    transformIndexHtml: (html) => html.replace('<!--head-script-->', `<script>${headScript()}</script>`),
  };
}

/**
 * Lets the bundler drop the parts of react-router the site never uses (data routers, forms, NavLink…).
 * Its production build is one large module whose top-level `React.createContext(…)`/`forwardRef(…)`
 * calls and `X.displayName = …` writes count as side effects, so everything they reach stayed in the
 * bundle (12.4 kB gzip of a guide page's budget; 4.8 kB with this). The calls are pure and the names
 * only serve React DevTools, which production builds don't name anyway.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'emoney-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      return code
        .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
    },
  };
}

/**
 * The MDX plugin, its output kept for the second Vite build of the same process: `make docs` builds
 * the client, then the server renderer, and both compile every guide from the same source with the
 * same options (production, the same plugins). Kept on globalThis: each build loads this config anew.
 */
function compiledOnce<P extends { transform?: unknown }>(plugin: P): P {
  const holder = globalThis as { __emoneyMdxOutput?: Map<string, unknown> };
  const output = (holder.__emoneyMdxOutput ??= new Map());
  const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<unknown>;
  return {
    ...plugin,
    async transform(this: unknown, code: string, id: string) {
      const key = `${id}\0${code}`;
      if (!output.has(key)) output.set(key, await transform.call(this, code, id));
      const result = output.get(key);
      // A copy: a build may change what it is given.
      return result === undefined ? undefined : structuredClone(result);
    },
  };
}

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  base: '/js-monorepo/',
  // react-router's package exports only its development build to bundlers; ship the production one (smaller, no dev warnings).
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: join(import.meta.dirname, '../node_modules/react-router/dist/production/index.mjs') }] : [],
  },
  plugins: [
    {
      enforce: 'pre',
      ...compiledOnce(mdx({
        development: process.env.NODE_ENV === 'development',
        remarkPlugins: [remarkGfm, remarkTocExport],
        rehypePlugins: [rehypeHighlight],
        // Each guide imports the site's MDX components itself: they load with the guides, not with every page.
        providerImportSource: join(import.meta.dirname, 'src/theme/mdxComponents.tsx'),
      })),
    },
    react({ include: /\.(mdx|tsx?)$/ }),
    headScriptPlugin(),
    reactRouterTreeShaking(),
    redocStandalone(),
    referencePlugin(join(import.meta.dirname, '..')),
    changelogPlugin(join(import.meta.dirname, '..')),
  ],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false }, reportCompressedSize: false, assetsInlineLimit: 0 },
  server: { port: 5174 },
}));
