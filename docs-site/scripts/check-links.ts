/**
 * The link checker of `make docs`: reads the built HTML of every route in docs-site/dist and fails
 * when an internal link (a, link, script, img) or its #anchor does not resolve, naming the page and
 * the link. External links are listed, never fetched (the build must not depend on the network).
 *
 *   tsx docs-site/scripts/check-links.ts [dist]   exit 1 with the broken links, else list the external ones
 *
 * Pages whose anchors are drawn in the browser (the API reference, rendered by Redoc) get their
 * anchors from the contract instead: see apiReferenceAnchors.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LinkReport {
  /** "page: link (why)" for every link that does not resolve. */
  broken: string[];
  /** Every external URL, once, sorted. */
  external: string[];
  pages: number;
  links: number;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The URL path a built file is served at: dist/tokens/index.html → /base/tokens. */
function pageUrl(dist: string, file: string, basePath: string): string {
  const rel = relative(dist, file).split(sep).join('/');
  if (rel === 'index.html') return basePath;
  return basePath + rel.replace(/\/index\.html$/, '');
}

/** The file a site path resolves to, if any: a route's index.html, or an asset. */
function fileFor(dist: string, path: string, basePath: string): string | undefined {
  const rel = decodeURIComponent(path.slice(basePath.length)).replace(/\/+$/, '');
  const candidates = rel === '' ? ['index.html'] : [rel, `${rel}/index.html`];
  for (const c of candidates) {
    const full = join(dist, c);
    try {
      if (statSync(full).isFile()) return full;
    } catch {
      // not this one
    }
  }
  return undefined;
}

const idsCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idsCache.get(file);
  if (!ids) {
    const html = readFileSync(file, 'utf8');
    ids = new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decode(m[1]!)));
    idsCache.set(file, ids);
  }
  return ids;
}

/**
 * Checks every HTML file under `dist`. `extraAnchors` maps a route (relative to the base path) to
 * the anchors its page draws in the browser.
 */
/** Paths of the screens every deployment serves beside the docs site (the server's app.ts). */
const SIBLING_SCREENS = ['/dashboard/', '/onboarding/'];

export function checkLinks(dist: string, basePath: string, extraAnchors: Record<string, Set<string>> = {}): LinkReport {
  idsCache.clear();
  const broken: string[] = [];
  const external = new Set<string>();
  const files = htmlFiles(dist);
  let links = 0;
  for (const file of files) {
    const page = pageUrl(dist, file, basePath);
    const html = readFileSync(file, 'utf8');
    // The links of the page itself, not the text of code samples (no <a> inside <code> is written by hand).
    for (const match of html.matchAll(/<(a|link|script|img)\b[^>]*?\s(href|src)="([^"]*)"/g)) {
      const raw = decode(match[3]!);
      if (raw === '' || /^(mailto|tel|javascript|data|blob):/i.test(raw)) continue;
      links++;
      if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) {
        external.add(raw);
        continue;
      }
      const url = new URL(raw, `http://docs.invalid${page}`);
      const where = `${relative(dist, file).split(sep).join('/')}: ${raw}`;
      // The screens the deployment serves beside the site: listed with the external links, never fetched.
      if (SIBLING_SCREENS.some((prefix) => url.pathname.startsWith(prefix))) {
        external.add(raw);
        continue;
      }
      if (!url.pathname.startsWith(basePath) && `${url.pathname}/` !== basePath) {
        broken.push(`${where} (outside the site ${basePath})`);
        continue;
      }
      const target = fileFor(dist, url.pathname === basePath.slice(0, -1) ? basePath : url.pathname, basePath);
      if (!target) {
        broken.push(`${where} (no such page or file)`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!fragment || !target.endsWith('.html')) continue;
      const route = url.pathname.slice(basePath.length).replace(/\/+$/, '');
      if (!idsOf(target).has(fragment) && !extraAnchors[route]?.has(fragment)) broken.push(`${where} (no #${fragment} on that page)`);
    }
  }
  return { broken, external: [...external].sort(), pages: files.length, links };
}

interface Spec {
  tags?: { name: string }[];
  paths?: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  webhooks?: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
}

/** The anchors Redoc draws for the contract: tag/T, tag/T/operation/id and operation/id. */
export function apiReferenceAnchors(spec: Spec): Set<string> {
  const anchors = new Set<string>();
  for (const tag of spec.tags ?? []) anchors.add(`tag/${tag.name}`);
  for (const items of [spec.paths ?? {}, spec.webhooks ?? {}]) {
    for (const item of Object.values(items)) {
      for (const op of Object.values(item)) {
        if (typeof op !== 'object' || !op?.operationId) continue;
        anchors.add(`operation/${op.operationId}`);
        for (const tag of op.tags ?? []) anchors.add(`tag/${tag}/operation/${op.operationId}`);
      }
    }
  }
  return anchors;
}

/** Prints the report; true when every internal link resolves. */
export function printReport(report: LinkReport): boolean {
  if (report.broken.length > 0) {
    console.error(`Broken links in the docs site (${report.broken.length}):\n${report.broken.map((b) => `  ${b}`).join('\n')}`);
    return false;
  }
  console.log(`links: ${report.links} links on ${report.pages} pages resolve; ${report.external.length} external links (listed, not fetched):`);
  for (const url of report.external) console.log(`  ${url}`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const dist = process.argv[2] ?? join(root, 'docs-site/dist');
  const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as Spec;
  if (!printReport(checkLinks(dist, '/js-monorepo/', { 'docs/api': apiReferenceAnchors(spec) }))) process.exit(1);
}
