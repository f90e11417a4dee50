/**
 * A rehype plugin: every fenced code block of the guides is highlighted at build time with Shiki,
 * in a light and a dark theme at once (CSS variables `--shiki-light` / `--shiki-dark` on each token,
 * picked by the site's `data-theme`). No highlighter reaches the browser: the guide's chunk carries
 * the coloured spans.
 *
 * The `<pre>` keeps what the fence said: `data-language` (the fence's language, `text` when none)
 * and `data-meta` (the rest of the fence line, untouched, e.g. `runnable` or `schema=Error`), so
 * the CodeBlock component can label the block and other tools can read the meta.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { createHighlighter, type Highlighter } from 'shiki';

export const LIGHT_THEME = 'github-light-default';
export const DARK_THEME = 'github-dark-default';
const LANGS = ['ts', 'tsx', 'js', 'jsx', 'json', 'sh', 'bash', 'http', 'yaml', 'diff'] as const;

let highlighter: Promise<Highlighter> | undefined;
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: [...LANGS] });
  return highlighter;
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

export function rehypeHighlight() {
  return async (tree: Root) => {
    const shiki = await getHighlighter();
    const loaded = new Set(shiki.getLoadedLanguages());
    walk(tree, (pre, parent, index) => {
      const code = codeOf(pre);
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      const source = code.children.map(textContent).join('').replace(/\n$/, '');
      const root = shiki.codeToHast(source, {
        lang: loaded.has(lang) ? lang : 'text',
        themes: { light: LIGHT_THEME, dark: DARK_THEME },
        defaultColor: false,
      });
      const highlighted = root.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
      if (!highlighted) return;
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
    });
  };
}
