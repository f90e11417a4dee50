/**
 * Vite plugin: `virtual:redoc-standalone` is the URL of Redoc 2's standalone bundle, emitted as a
 * static asset of the API reference page. Redoc draws its "API docs by Redocly" logo from a CDN
 * unconditionally; the copy we serve points it at an empty data URL instead (Redoc then hides the
 * image), so the reference fetches nothing beyond the site. It also turns the few colours Redoc
 * hard-codes for a white page (no theme option reaches them) into CSS variables with the same
 * fallback, which api-reference.css sets from the site's tokens, so the dark theme meets contrast.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ID = 'virtual:redoc-standalone';
const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const DEV_PATH = '@redoc/redoc.standalone.js';

/** Hard-coded colours in Redoc 2.5.4's styles, each found exactly once: [what, from, to]. */
const COLOUR_PATCHES: [string, string, string][] = [
  ['pattern of a string field', 'color: #0e7c86;', 'color: var(--redoc-pattern, #0e7c86);'],
  ['media type beside "Request Body schema"', 'font-size: 0.929em;\n  color: black;\n', 'font-size: 0.929em;\n  color: var(--redoc-media-type, black);\n'],
  ['media type and example dropdowns', 'background: white;\n  color: #263238;', 'background: var(--redoc-dropdown-bg, white);\n  color: var(--redoc-dropdown-fg, #263238);'],
  ['every other level of a nested schema', 'background: #ffffff;\n  }', 'background: var(--redoc-nested-alt, #ffffff);\n  }'],
  ['"One of" before a schema\'s variants', 'margin-right: 10px;\n  color: ${e=>e.theme.colors.primary.main};', 'margin-right: 10px;\n  color: var(--redoc-one-of, ${e=>e.theme.colors.primary.main});'],
  ['booleans in code samples (4.45:1 on the code panel)', 'color: #e64441;', 'color: var(--redoc-boolean, #e64441);'],
  ['the selected sample tab (text colour on the panel\'s text colour)', 'color: ${e=>e.theme.colors.text.primary};\n        background: ${({theme:e})=>e.rightPanel.textColor};', 'color: var(--redoc-selected-tab, ${e=>e.theme.colors.text.primary});\n        background: ${({theme:e})=>e.rightPanel.textColor};'],
  ['rows of a table in a description', 'table tr {\n    background-color: #fff;', 'table tr {\n    background-color: var(--redoc-table-row, #fff);'],
];

let patched: string | undefined;
/** The standalone bundle with its one network reference removed (fails loudly if Redoc changes). */
export function redocStandaloneSource(): string {
  if (patched) return patched;
  const file = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
  const source = readFileSync(file, 'utf8');
  if (!source.includes(CDN_LOGO)) throw new Error(`redoc.standalone.js no longer references ${CDN_LOGO}: check what it fetches before upgrading`);
  let result = source.split(CDN_LOGO).join('data:,');
  for (const [what, from, to] of COLOUR_PATCHES) {
    if (result.split(from).length !== 2) throw new Error(`redoc.standalone.js: the style of the ${what} changed; check the colour patches in redocAsset.ts before upgrading`);
    result = result.replace(from, to);
  }
  patched = result;
  if (/https:\/\/cdn\./.test(patched)) throw new Error('redoc.standalone.js references another CDN: keep the API reference free of outside requests');
  return patched;
}

export function redocStandalone(): Plugin {
  let serve = false;
  let base = '/';
  return {
    name: 'emoney-redoc-standalone',
    configResolved(config) {
      serve = config.command === 'serve';
      base = config.base;
    },
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      if (serve) return `export default ${JSON.stringify(base + DEV_PATH)};`;
      const ref = this.emitFile({ type: 'asset', name: 'redoc.standalone.js', source: redocStandaloneSource() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(base + DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(redocStandaloneSource());
      });
    },
  };
}
