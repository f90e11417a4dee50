// `make docs`: builds the client, renders every route to its own HTML file (and 404.html), and writes
// the search index and llms.txt. Output: docs-site/dist/, a static folder served at /js-monorepo/.
// The references' TypeDoc JSON is made before (make's rule, `make docs-json`); the CPU budget
// covers that run too when this is the first build to read what it wrote.
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildBudgetMs, judgeBuildTime } from './buildBudget.js';
import { apiReferenceAnchors, checkLinks, printReport } from './check-links.js';
import { apiSearchDocs, plainText, referenceSearchDocs, SEARCH_INDEX_BUDGET_BYTES } from './searchIndex.js';
import { referencePages } from '../src/reference/plugin.js';
import type { SearchDoc } from '../src/theme/searchDocs.js';
import { gzipSync } from 'node:zlib';

// React and MDX pick their production builds from NODE_ENV.
process.env.NODE_ENV = 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const ssrOut = join(root, '.ssr');
const budgetMs = buildBudgetMs();
/** Where docs-site/scripts/referenceJson.mjs (`make docs-json`) leaves the CPU time of its run. */
const REFERENCE_JSON_CPU_FILE = join(root, '.reference-json-cpu.json');
/** When the previous build finished (it writes the search index near its end), before this one empties dist. */
const previousBuildMs = (() => {
  try {
    return statSync(join(dist, 'search-index.json')).mtimeMs;
  } catch {
    return 0;
  }
})();

/**
 * The CPU time of the TypeDoc run this build is the first to read: written after the previous
 * build, before this process started (a run this process started itself is in childCpuMs).
 */
function referenceJsonCpuMs(): number {
  try {
    const { cpuMs, writtenAt } = JSON.parse(readFileSync(REFERENCE_JSON_CPU_FILE, 'utf8')) as { cpuMs: number; writtenAt: number };
    const startedAt = Date.now() - process.uptime() * 1000;
    return writtenAt > previousBuildMs && writtenAt < startedAt ? cpuMs : 0;
  } catch {
    return 0;
  }
}

/** CPU time of the finished child processes (a `make docs-json` the reference plugin ran), from /proc on Linux; 0 elsewhere. */
function childCpuMs(): number {
  try {
    // Fields after the command's closing parenthesis: cutime and cstime are the 14th and 15th, in clock ticks (100 per second on Linux).
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: join(root, 'src/entry-server.tsx'), outDir: ssrOut, emptyOutDir: true },
});

interface ServerEntry {
  routes: { path: string; title: string; description: string; kind: string; generated?: boolean }[];
  BASE_PATH: string;
  preloadAll: () => Promise<void>;
  render: (url: string) => string;
}
const server = (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)) as ServerEntry;
await server.preloadAll();
const template = await readFile(join(dist, 'index.html'), 'utf8');

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
function page(url: string, title: string, description: string): string {
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<meta name="description" content="" />', `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('<!--app-html-->', server.render(url));
}

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const searchDocs: SearchDoc[] = [];
const llms: string[] = [];
for (const route of server.routes) {
  const url = server.BASE_PATH + route.path;
  const html = page(url, `${route.title} | emoney`, route.description);
  const file = route.path === '' ? join(dist, 'index.html') : join(dist, route.path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  // Search and llms files index the article only (not the navbar, sidebar or footer).
  const article = /<article class="content">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  const parts = article.split(/(?=<h[23] id=")/);
  // The guides and pages from their HTML, a section per h2/h3; the generated reference pages from their data (below).
  for (const part of route.generated ? [] : parts) {
    const heading = /^<h[23] id="([^"]+)"[^>]*>([\s\S]*?)<a class="heading-anchor"/.exec(part);
    const text = textOf(part.replace(/<a class="heading-anchor"[\s\S]*?<\/button>/, ''));
    if (!text) continue;
    const kind = heading ? 'Section' : route.kind === 'guide' ? 'Guide' : 'Page';
    searchDocs.push({ path: route.path, title: route.title, kind, ...(heading ? { section: textOf(heading[2] ?? ''), anchor: heading[1] } : {}), text });
  }
  llms.push(`# ${route.title}\n\nURL: ${url}\n\n${textOf(article)}\n`);
}
await writeFile(join(dist, '404.html'), page(`${server.BASE_PATH}__not-found__`, 'Page not found | emoney', 'This page does not exist.'));
const spec = JSON.parse(await readFile(join(root, '../generated/openapi.json'), 'utf8')) as Parameters<typeof apiSearchDocs>[0] & { info: { title: string; version: string } };
// The search also finds every reference declaration and member, API operation and schema.
const referenceDocs = referenceSearchDocs(referencePages(join(root, '..')));
searchDocs.push(...referenceDocs, ...apiSearchDocs(spec, referenceDocs));
// Snippets as plain text: no Markdown backticks or emphasis marks, in any entry.
for (const doc of searchDocs) doc.text = plainText(doc.text);
const searchIndex = JSON.stringify(searchDocs);
await writeFile(join(dist, 'search-index.json'), searchIndex);
const searchIndexBytes = gzipSync(searchIndex, { level: 9 }).length;
console.log(`search index: ${searchDocs.length} entries, ${(searchIndexBytes / 1024).toFixed(1)} kB gzip (budget ${SEARCH_INDEX_BUDGET_BYTES / 1024} kB, loaded when search opens)`);
if (searchIndexBytes > SEARCH_INDEX_BUDGET_BYTES) {
  console.error(`the search index is over its budget: ${searchIndexBytes} > ${SEARCH_INDEX_BUDGET_BYTES} bytes gzip`);
  process.exitCode = 1;
}
const operations = Object.entries(spec.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([, op]) => typeof op === 'object' && op !== null && 'operationId' in op)
    .map(([method, op]) => `- ${method.toUpperCase()} ${path}: ${op.summary ?? op.operationId}`),
);
await writeFile(
  join(dist, 'llms.txt'),
  [
    '# emoney developer documentation',
    '',
    '> The emoney HTTP API v2 (2.0.0-beta), its JavaScript SDK and React provider.',
    '',
    '## Pages',
    ...server.routes.map((r) => `- [${r.title}](${server.BASE_PATH}${r.path}): ${r.description}`),
    '',
    `## API operations (${spec.info.title} ${spec.info.version})`,
    ...operations,
    '',
  ].join('\n'),
);
await writeFile(join(dist, 'llms-full.txt'), `${llms.join('\n')}\n# API operations\n\n${operations.join('\n')}\n`);
await rm(ssrOut, { recursive: true, force: true });

// Every internal link and #anchor of the built pages must resolve, or the build fails
// naming the page and the link; external links are listed, not fetched.
if (!printReport(checkLinks(dist, server.BASE_PATH, { 'docs/api': apiReferenceAnchors(spec) }))) process.exit(1);
const cpu = process.cpuUsage();
const typedocMs = referenceJsonCpuMs();
const timing = judgeBuildTime({ elapsedMs: process.uptime() * 1000, cpuMs: (cpu.user + cpu.system) / 1000 + childCpuMs() + typedocMs, budgetMs });
const typedocNote = typedocMs ? `, ${(typedocMs / 1000).toFixed(1)} s of it TypeDoc's` : ', TypeDoc JSON already read by an earlier build';
console.log(`docs-site built in ${timing.report}${typedocNote}: ${server.routes.length} routes prerendered into docs-site/dist`);
if (!timing.ok) process.exitCode = 1;
