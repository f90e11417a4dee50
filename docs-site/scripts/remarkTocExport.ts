/**
 * A remark plugin: every MDX guide also exports `toc`, the list of its h2 and h3 headings with the
 * ids the Heading component gives them. Computed at build time, so the table of contents is in the
 * prerendered HTML (readable without JavaScript) and the client renders the same list.
 */
import type { Expression, Program } from 'estree';
import type { Heading, Root, RootContent } from 'mdast';
import { slug } from '../src/theme/slug.js';
import type { TocEntry } from '../src/navigation/site.js';

/** The plain text of an mdast node, as React's children text of the rendered heading. */
function plainText(node: RootContent | Heading): string {
  if ('value' in node && typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(plainText).join('');
  return '';
}

const literal = (value: string | number): Expression => ({ type: 'Literal', value });

/** `export const toc = [{ id, text, level }, …]` as an ESTree program (what MDX's ESM nodes carry). */
function tocProgram(entries: readonly TocEntry[]): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        source: null,
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name: 'toc' },
              init: {
                type: 'ArrayExpression',
                elements: entries.map((entry) => ({
                  type: 'ObjectExpression',
                  properties: Object.entries(entry).map(([key, value]: [string, string | number]) => ({
                    type: 'Property',
                    kind: 'init',
                    method: false,
                    shorthand: false,
                    computed: false,
                    key: { type: 'Identifier', name: key },
                    value: literal(value),
                  })),
                })),
              },
            },
          ],
        },
      },
    ],
  };
}

/** The h2 and h3 of a document, top level only (headings are never nested in guides). */
export function tocOf(tree: Root): TocEntry[] {
  return tree.children
    .filter((node): node is Heading => node.type === 'heading' && (node.depth === 2 || node.depth === 3))
    .map((heading) => {
      const text = plainText(heading).trim();
      return { id: slug(text), text, level: heading.depth as 2 | 3 };
    });
}

export function remarkTocExport() {
  return (tree: Root) => {
    const entries = tocOf(tree);
    const value = `export const toc = ${JSON.stringify(entries)};`;
    tree.children.unshift({ type: 'mdxjsEsm', value, data: { estree: tocProgram(entries) } } as unknown as RootContent);
  };
}
