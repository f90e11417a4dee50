/**
 * Vite plugin: the SDK and React provider references as fixed routes, made at build time from the
 * TypeDoc JSON of `make docs-json` (run here when it is missing).
 *
 *   virtual:reference-routes           the routes (navigation data), each loading its own page chunk
 *   virtual:reference-loaders          the page loaders (a chunk of their own, off the main bundle)
 *   virtual:reference-page/<route>     one page: its data and the shared ReferencePage component
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ReferencePageData } from './model.js';
import { REFERENCE_PACKAGES } from './routeMeta.js';
import { packagePages, ReferenceIndex, type PackageInput } from './typedocModel.js';

const ROUTES_ID = 'virtual:reference-routes';
const PAGE_PREFIX = 'virtual:reference-page/';
const LOADERS_ID = 'virtual:reference-loaders';

/** Where each package's TypeDoc JSON is written. */
const JSON_FILES: Record<string, string> = { '@emoney/sdk': 'sdk/docs/api.json', '@emoney/react-provider': 'react-provider/docs/api.json' };

/** Every reference page, from the TypeDoc JSON and the contract's schemas. */
export function referencePages(root: string): ReferencePageData[] {
  if (Object.values(JSON_FILES).some((file) => !existsSync(join(root, file)))) {
    execFileSync('make', ['--no-print-directory', 'docs-json'], { cwd: root, stdio: 'inherit' });
  }
  const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as { components: { schemas: Record<string, object> } };
  const packages: PackageInput[] = REFERENCE_PACKAGES.map((p) => ({ ...p, project: JSON.parse(readFileSync(join(root, JSON_FILES[p.name]!), 'utf8')) as PackageInput['project'] }));
  const index = new ReferenceIndex(packages, spec.components.schemas);
  return packages.flatMap((p) => packagePages(index, p));
}

export function referencePlugin(root: string): Plugin {
  let pages: Map<string, ReferencePageData> | undefined;
  const all = () => (pages ??= new Map(referencePages(root).map((p) => [p.path, p])));
  const component = join(root, 'docs-site/src/reference/ReferencePage.tsx');
  return {
    name: 'emoney-reference-pages',
    resolveId(source) {
      if (source === ROUTES_ID || source === LOADERS_ID || source.startsWith(PAGE_PREFIX)) return `\0${source}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${ROUTES_ID}`) {
        // Only the paths: titles and descriptions derive from the path (routeMeta.ts), and the page
        // loaders sit in a chunk of their own, fetched with the first reference page opened.
        return [
          `import { referenceRouteMeta } from ${JSON.stringify(join(root, 'docs-site/src/reference/routeMeta.ts'))};`,
          `const paths = ${JSON.stringify([...all().keys()])};`,
          `export const referenceRoutes = paths.map((path) => ({ path, ...referenceRouteMeta(path), kind: 'reference', generated: path.split('/').length > 2, load: () => import(${JSON.stringify(LOADERS_ID)}).then((m) => m.loaders[path]()) }));`,
        ].join('\n');
      }
      if (id === `\0${LOADERS_ID}`) {
        const entries = [...all().keys()].map((p) => `  ${JSON.stringify(p)}: () => import(${JSON.stringify(PAGE_PREFIX + p)}),`);
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${PAGE_PREFIX}`)) {
        const page = all().get(id.slice(PAGE_PREFIX.length + 1));
        if (!page) return undefined;
        return [
          `import { jsx } from 'react/jsx-runtime';`,
          `import { ReferencePage } from ${JSON.stringify(component)};`,
          `const page = JSON.parse(${JSON.stringify(JSON.stringify(page))});`,
          `export default function GeneratedReferencePage() { return jsx(ReferencePage, { page }); }`,
        ].join('\n');
      }
      return undefined;
    },
  };
}
