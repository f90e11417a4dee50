/**
 * Vite plugin: the SDK and React provider references as fixed routes, made at build time from the
 * TypeDoc JSON of `make docs-json` (run here when it is missing).
 *
 *   virtual:reference-routes           the routes (navigation data: paths, titles, descriptions)
 *   virtual:reference-page-loaders     how each route loads its own page chunk (pages/pageLoaders.ts)
 *   virtual:reference-loaders/<group>  the page loaders of one package and kind (off the main bundle)
 *   virtual:reference-page/<route>     one page: its data and the shared ReferencePage component
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ReferencePageData } from './model.js';
import { REFERENCE_PACKAGES } from './routeMeta.js';
import { packagePages } from './packagePages.js';
import { ReferenceIndex } from './ReferenceIndex.js';
import { withAliasTypes, type PackageInput } from './typedocJson.js';

const ROUTES_ID = 'virtual:reference-routes';
const PAGE_LOADERS_ID = 'virtual:reference-page-loaders';
const PAGE_PREFIX = 'virtual:reference-page/';
const LOADERS_PREFIX = 'virtual:reference-loaders/';

/** The loader chunk of a route: its package and kind (packages/sdk/classes), or the package itself. */
function groupOf(path: string): string {
  return path.split('/').slice(0, 3).join('/');
}

/** Paths, in order, as runs of [folder, 'name,name,…'] (the routes module expands them). */
export function folderRuns(paths: string[]): [string, string][] {
  const runs: [string, string[]][] = [];
  for (const path of paths) {
    const cut = path.lastIndexOf('/');
    const [dir, name] = cut < 0 ? ['', path] : [path.slice(0, cut), path.slice(cut + 1)];
    const last = runs[runs.length - 1];
    if (last && last[0] === dir) last[1].push(name);
    else runs.push([dir, [name]]);
  }
  return runs.map(([dir, names]) => [dir, names.join(',')]);
}

/** Where each package's TypeDoc JSON is written. */
const JSON_FILES: Record<string, string> = { '@emoney/sdk': 'sdk/docs/api.json', '@emoney/react-provider': 'react-provider/docs/api.json' };

/** Every reference page, from the TypeDoc JSON and the contract's schemas. */
export function referencePages(root: string): ReferencePageData[] {
  if (Object.values(JSON_FILES).some((file) => !existsSync(join(root, file)))) {
    execFileSync('make', ['--no-print-directory', 'docs-json'], { cwd: root, stdio: 'inherit' });
  }
  const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as { components: { schemas: Record<string, object> } };
  const packages: PackageInput[] = REFERENCE_PACKAGES.map((p) => ({ ...p, project: withAliasTypes(JSON.parse(readFileSync(join(root, JSON_FILES[p.name]!), 'utf8')) as PackageInput['project']) }));
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
      if (source === ROUTES_ID || source === PAGE_LOADERS_ID || source.startsWith(LOADERS_PREFIX) || source.startsWith(PAGE_PREFIX)) return `\0${source}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${ROUTES_ID}`) {
        // Only the paths: titles and descriptions derive from the path (routeMeta.ts).
        return [
          `import { referenceRouteMeta } from ${JSON.stringify(join(root, 'docs-site/src/reference/routeMeta.ts'))};`,
          // The paths as runs of one folder and its names (a third of the bytes of the full paths).
          `const paths = ${JSON.stringify(folderRuns([...all().keys()]))}.flatMap(([dir, names]) => names.split(',').map((name) => (dir ? dir + '/' + name : name)));`,
          `export const referenceRoutes = paths.map((path) => ({ path, ...referenceRouteMeta(path), kind: 'reference', generated: path.split('/').length > 2 }));`,
        ].join('\n');
      }
      if (id === `\0${PAGE_LOADERS_ID}`) {
        // The page loaders sit in small chunks, one per package and kind, fetched with a page of that kind.
        const indexes = [...all().keys()].filter((p) => groupOf(p) === p);
        const groups = [...new Set([...all().keys()].map(groupOf))].filter((g) => !indexes.includes(g));
        return [
          `const groups = {\n${groups.map((g) => `  ${JSON.stringify(g)}: () => import(${JSON.stringify(LOADERS_PREFIX + g)}),`).join('\n')}\n};`,
          // The package indexes load directly (one request, like any other page of the navbar).
          `const direct = {\n${indexes.map((p) => `  ${JSON.stringify(p)}: () => import(${JSON.stringify(PAGE_PREFIX + p)}),`).join('\n')}\n};`,
          `const groupOf = ${groupOf.toString()};`,
          // A path outside every group has no loader (the routes module names the paths).
          `export function referencePageLoader(path) { const group = groups[groupOf(path)]; return direct[path] ?? (group && (() => group().then((m) => m.loaders[path]()))); }`,
        ].join('\n');
      }
      if (id.startsWith(`\0${LOADERS_PREFIX}`)) {
        const group = id.slice(LOADERS_PREFIX.length + 1);
        const entries = [...all().keys()].filter((p) => groupOf(p) === group).map((p) => `  ${JSON.stringify(p)}: () => import(${JSON.stringify(PAGE_PREFIX + p)}),`);
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${PAGE_PREFIX}`)) {
        const page = all().get(id.slice(PAGE_PREFIX.length + 1));
        if (!page) return undefined;
        // Only what the page shows: the title and description come from routeMeta.ts, and "On this
        // page" is derived from the sections in the browser (not a second copy of them in the chunk).
        const { path: _path, title: _title, description: _description, ...shown } = page;
        const hasCode = JSON.stringify(shown).includes('"lang":');
        return [
          `import { jsx } from 'react/jsx-runtime';`,
          `import { ReferencePage } from ${JSON.stringify(component)};`,
          `import { referenceToc } from ${JSON.stringify(join(root, 'docs-site/src/reference/model.ts'))};`,
          `const page = JSON.parse(${JSON.stringify(JSON.stringify(shown))});`,
          `export const toc = referenceToc(page);`,
          // The code block component (and its chunk) only for a page with code.
          ...(hasCode
            ? [`import { CodeBlock } from ${JSON.stringify(join(root, 'docs-site/src/theme/CodeBlock.tsx'))};`, `export default function GeneratedReferencePage() { return jsx(ReferencePage, { page, codeBlock: CodeBlock }); }`]
            : [`export default function GeneratedReferencePage() { return jsx(ReferencePage, { page }); }`]),
        ].join('\n');
      }
      return undefined;
    },
  };
}
