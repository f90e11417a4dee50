/**
 * Vite plugin: `virtual:redoc-standalone` is the URL of Redoc 2's standalone bundle, emitted as a
 * static asset of the API reference page. Redoc draws its "API docs by Redocly" logo from a CDN
 * unconditionally; the copy we serve points it at an empty data URL instead (Redoc then hides the
 * image), so the reference fetches nothing beyond the site.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ID = 'virtual:redoc-standalone';
const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const DEV_PATH = '@redoc/redoc.standalone.js';

let patched: string | undefined;
/** The standalone bundle with its one network reference removed (fails loudly if Redoc changes). */
export function redocStandaloneSource(): string {
  if (patched) return patched;
  const file = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');
  const source = readFileSync(file, 'utf8');
  if (!source.includes(CDN_LOGO)) throw new Error(`redoc.standalone.js no longer references ${CDN_LOGO}: check what it fetches before upgrading`);
  patched = source.split(CDN_LOGO).join('data:,');
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
