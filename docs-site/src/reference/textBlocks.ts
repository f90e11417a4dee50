/** Plain Markdown text (the contract's descriptions) as reference blocks and inlines. */
import type { Block, Inline } from './model.js';

/** Paragraphs and lists of Markdown text, with `code` spans. */
export function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const para of text.split(/\n\s*\n/)) {
    const lines = para.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((l) => /^\s*[-*] /.test(l))) blocks.push({ list: lines.map((l) => inlineMarkdown(l.replace(/^\s*[-*] /, ''))) });
    else blocks.push({ p: inlineMarkdown(lines.join(' ')) });
  }
  return blocks;
}

/** `code` spans in plain text (schema descriptions are Markdown). */
export function inlineMarkdown(text: string): Inline[] {
  return text.split(/(`[^`]+`)/).filter(Boolean).map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? { code: part.slice(1, -1) } : part.replace(/\*\*/g, '')));
}

/** Inline parts joined with a separator (a union's `|`, a list's `,`). */
export function joinInlines(parts: Inline[][], separator: string): Inline[] {
  return parts.flatMap((p, i) => (i === 0 ? p : [separator, ...p]));
}
