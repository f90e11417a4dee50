/**
 * A rehype plugin: every fenced code block of the guides is highlighted at build time with Shiki,
 * in a light and a dark theme at once (CSS variables `--shiki-light` / `--shiki-dark` on each token,
 * picked by the site's `data-theme`). No highlighter reaches the browser: the guide's chunk carries
 * the coloured spans.
 *
 * The `<pre>` keeps what the fence said: `data-language` (the fence's language, `text` when none)
 * and `data-meta` (the rest of the fence line, untouched, e.g. `runnable` or `schema=Error`), so
 * the CodeBlock component can label the block and other tools can read the meta.
 *
 * Highlighting is most of what the guides cost to build, and both Vite builds (client and SSR)
 * compile every guide: each block's highlighted tree is kept by the hash of its language, source
 * and the Shiki version, in memory for the second build and in node_modules/.cache for the next
 * one, so only a changed block is highlighted again (and Shiki loads only then).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { createHighlighter, type Highlighter } from 'shiki';

export const LIGHT_THEME = 'github-light-default';
export const DARK_THEME = 'github-dark-default';
const LANGS = ['ts', 'tsx', 'js', 'jsx', 'json', 'sh', 'bash', 'http', 'yaml', 'diff'] as const;

/** Where highlighted blocks are kept between builds (gitignored with node_modules). */
export const HIGHLIGHT_CACHE_DIR = join(import.meta.dirname, '../../node_modules/.cache/emoney-docs-highlight');
const SHIKI_VERSION = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('shiki/package.json'), 'utf8')) as { version: string }).version;
// Shared by both Vite builds of one process: each loads the config, so this module, anew.
interface Shared {
  memory: Map<string, Element>;
  highlighter?: Promise<Highlighter>;
}
const holder = globalThis as { __emoneyHighlight?: Shared };
const shared: Shared = (holder.__emoneyHighlight ??= { memory: new Map() });
const memory = shared.memory;

/** The cache key of a block: what its highlighted tree depends on. */
function keyOf(lang: string, source: string): string {
  return createHash('sha256').update(`${SHIKI_VERSION}\0${LIGHT_THEME}\0${DARK_THEME}\0${lang}\0${source}`).digest('hex');
}

function cached(key: string): Element | undefined {
  let tree = memory.get(key);
  if (!tree) {
    try {
      tree = JSON.parse(readFileSync(join(HIGHLIGHT_CACHE_DIR, `${key}.json`), 'utf8')) as Element;
      memory.set(key, tree);
    } catch {
      return undefined;
    }
  }
  // A copy: the MDX pipeline may change the tree it is given.
  return structuredClone(tree);
}

function keep(key: string, tree: Element): void {
  memory.set(key, structuredClone(tree));
  try {
    mkdirSync(HIGHLIGHT_CACHE_DIR, { recursive: true });
    writeFileSync(join(HIGHLIGHT_CACHE_DIR, `${key}.json`), JSON.stringify(tree));
  } catch {
    // A read-only tree still builds, highlighting every block.
  }
}

function getHighlighter(): Promise<Highlighter> {
  shared.highlighter ??= createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: [...LANGS] });
  return shared.highlighter;
}

function textContent(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textContent).join('');
  return '';
}

/** The code element of a `<pre><code class="language-x">` block, or undefined. */
function codeOf(pre: Element): Element | undefined {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  return code;
}

type Parent = { children: RootContent[] };
/** Every `<pre>`, also inside MDX JSX elements (e.g. a `<CodeTabs>` around several blocks). */
function walk(node: Parent, visit: (pre: Element, parent: Parent, index: number) => void) {
  node.children.forEach((child: RootContent, index) => {
    if (child.type === 'element' && child.tagName === 'pre') visit(child, node, index);
    else if ('children' in child && Array.isArray(child.children)) walk(child as Parent, visit);
  });
}

/** The highlighted `<pre>` of one block, as Shiki renders it (before the site's properties are set). */
async function highlight(lang: string, source: string): Promise<Element | undefined> {
  const shiki = await getHighlighter();
  const root = shiki.codeToHast(source, {
    lang: shiki.getLoadedLanguages().includes(lang) ? lang : 'text',
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    defaultColor: false,
  });
  return root.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
}

export function rehypeHighlight() {
  return async (tree: Root) => {
    const blocks: { pre: Element; parent: Parent; index: number; code: Element }[] = [];
    walk(tree, (pre, parent, index) => {
      const code = codeOf(pre);
      if (code) blocks.push({ pre, parent, index, code });
    });
    for (const { parent, index, code } of blocks) {
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      const source = code.children.map(textContent).join('').replace(/\n$/, '');
      const key = keyOf(lang, source);
      let highlighted = cached(key);
      if (!highlighted) {
        highlighted = await highlight(lang, source);
        if (!highlighted) continue;
        keep(key, highlighted);
      }
      // Shiki's pre carries the themes' backgrounds as variables; the site's CSS sets the colours.
      highlighted.properties = {
        className: ['shiki'],
        dataLanguage: lang,
        ...(meta ? { dataMeta: meta } : {}),
      };
      // Lines are separated by newline text nodes already; keep the code element's language class.
      const inner = codeOf(highlighted);
      if (inner) inner.properties = { className: [`language-${lang}`] };
      parent.children[index] = highlighted;
    }
  };
}
