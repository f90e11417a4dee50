/**
 * The site search's index (dist/search-index.json), written by the build: every page, every h2/h3
 * of the guides and pages with its anchor, every API operation (summary, operationId, method and
 * path), every schema of the contract, and every declaration and member of the SDK and React
 * provider references (hooks as their own kind). Each entry carries a kind, shown as a badge.
 *
 * Small on purpose (the dialog fetches it when first opened; budget SEARCH_INDEX_BUDGET_BYTES):
 * reference entries keep the first sentence of their documentation, not the whole page.
 */
import type { Block, Inline, ReferencePageData } from '../src/reference/model.js';
import type { SearchDoc } from '../src/theme/searchDocs.js';

/**
 * The index, gzip -9, may weigh at most this (it loads on first use, not with the page). It grows
 * with what it indexes: 60 kB held contract 2.0 and 13 guides (59 kB); contract 2.1's eight
 * operations and forty schemas, four guides and the Changelog brought it to 67 kB; the local chain
 * guide (eleven sections) to 72.4 kB; the generated environment table (59 variables), the hosted
 * flow's new call and the React and browser guide to 80.9 kB.
 */
export const SEARCH_INDEX_BUDGET_BYTES = 84 * 1024;

const inlineText = (i: Inline): string => (typeof i === 'string' ? i : 'code' in i ? i.code : i.text);
function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((b) => ('p' in b ? b.p.map(inlineText).join('') : 'list' in b ? b.list.map((item) => item.map(inlineText).join('')).join(' ') : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
/**
 * Text without its Markdown marks: the contract's descriptions are Markdown, and a snippet showing
 * `` `amount` `` or `**not**` reads as noise.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, '$1$2')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '');
}

/** The first sentence (or 160 characters) of a text, as plain text. */
function summary(markdown: string, max = 160): string {
  const text = plainText(markdown);
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

const KIND_NAMES: Record<string, string> = { Class: 'Class', Enumeration: 'Enum', Function: 'Function', Interface: 'Interface', 'Type alias': 'Type', Variables: 'Constant' };

/** The entries of the generated reference pages: each page, and each member with an anchor. */
export function referenceSearchDocs(pages: readonly ReferencePageData[]): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const page of pages) {
    const generated = page.path.split('/').length > 2;
    const pkg = page.package.name;
    const isHook = page.kind === 'Function' && /^use[A-Z]/.test(page.heading);
    const pageKind = isHook ? 'Hook' : (KIND_NAMES[page.kind] ?? page.kind);
    const pageText = blocksText(page.doc) || blocksText(page.sections.flatMap((s) => [...(s.signatures ?? []), ...(s.entries?.flatMap((e) => e.signatures) ?? [])].flatMap((sig) => sig.doc)));
    if (generated && !page.path.endsWith('/variables')) {
      docs.push({ path: page.path, title: page.heading, kind: pageKind, text: `${pkg} ${summary(pageText)}`.trim() });
    }
    for (const section of page.sections) {
      for (const entry of section.entries ?? []) {
        if (entry.name === page.heading || entry.id === 'signature' || entry.id === 'definition') continue;
        const doc = blocksText(entry.doc) || blocksText(entry.signatures.flatMap((s) => s.doc));
        const kind = page.path.endsWith('/variables') ? 'Constant' : entry.signatures.length > 0 ? (entry.id.startsWith('new-') ? 'Constructor' : 'Method') : 'Property';
        docs.push({ path: page.path, anchor: entry.id, title: page.heading, section: entry.name, kind, text: summary(doc) || pkg });
      }
      // Members listed in a table (properties of a class or an interface, enumeration members).
      for (const row of section.table?.rows ?? []) {
        if (!row.id) continue;
        docs.push({ path: page.path, anchor: row.id, title: page.heading, section: row.name, kind: page.kind === 'Enumeration' ? 'Enum member' : 'Property', text: summary(blocksText(row.doc)) || `${section.title} of ${page.heading}` });
      }
    }
  }
  return docs;
}

interface Spec {
  paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string; tags?: string[] }>>;
  components: { schemas: Record<string, { description?: string; title?: string }> };
}
/**
 * Every API operation (to its anchor on the API reference) and every schema: a schema the SDK
 * aliases is its type's page (whose entry in referenceDocs becomes a Schema), others go to the API reference.
 */
export function apiSearchDocs(spec: Spec, referenceDocs: SearchDoc[]): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== 'object' || !op?.operationId) continue;
      docs.push({
        path: 'docs/api',
        anchor: `operation/${op.operationId}`,
        title: op.summary ?? op.operationId,
        kind: 'Operation',
        keywords: `${method.toUpperCase()} ${path} ${op.operationId}`,
        text: `${method.toUpperCase()} ${path} · ${op.operationId}${op.description ? ` · ${summary(op.description.replace(/\s+/g, ' '), 120)}` : ''}`,
      });
    }
  }
  for (const [name, schema] of Object.entries(spec.components.schemas)) {
    const aliasPage = referenceDocs.find((d) => d.path === `packages/sdk/type-aliases/${name}` && !d.anchor);
    if (aliasPage) aliasPage.kind = 'Schema';
    else docs.push({ path: 'docs/api', title: name, kind: 'Schema', text: summary((schema.description ?? schema.title ?? 'A schema of the API contract').replace(/\s+/g, ' ')) });
  }
  return docs;
}
