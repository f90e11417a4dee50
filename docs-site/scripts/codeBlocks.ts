// The fenced code blocks of a guide, and the one module its runnable blocks make. A block is
// runnable when its fence's meta string says so (```ts runnable): the meta string survives any MDX
// pipeline, so marking needs no component. Shared by the snippet checker and the guide runner.

/** One fenced code block of an MDX guide. */
export interface CodeBlock {
  lang: string;
  /** The rest of the fence line after the language (e.g. `runnable`, `schema=Error`). */
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the guide. */
  line: number;
}

/** Every fenced block of a guide, in order. */
export function codeBlocks(source: string): CodeBlock[] {
  return [...source.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1] ?? '',
    meta: (match[2] ?? '').trim(),
    code: match[3] ?? '',
    line: source.slice(0, match.index).split('\n').length,
  }));
}

/** A TypeScript block marked to run against a sandbox, in order with the others of its guide. */
export const isRunnable = (block: CodeBlock): boolean => block.lang === 'ts' && /(^|\s)runnable(\s|$)/.test(block.meta);

/** The global the module sets before each block, so a failure names the block it happened in. */
export const BLOCK_MARKER = '__emoneyGuideBlock';

/**
 * The runnable blocks of a guide as one ES module, in order, sharing one scope (a later block uses
 * what an earlier one declared). Before each block a statement records its number; the runner
 * reads it when the module throws. Imports are hoisted by the language, so each name is imported
 * once in a guide.
 */
export function runnableModule(guide: string, blocks: readonly CodeBlock[]): string {
  const parts = blocks.map(
    (block, i) => `// ${guide}, runnable block ${i + 1} (line ${block.line})\n(globalThis as Record<string, unknown>).${BLOCK_MARKER} = ${i + 1};\n${block.code}`,
  );
  return `// The runnable blocks of ${guide}, in order (generated: edit the guide).\n${parts.join('\n')}\nexport {};\n`;
}

/** Where a line of {@link runnableModule}'s output comes from: `guide.mdx:line`, from the comment before its block. */
export function guideLineOf(module: string, line: number): string | undefined {
  const lines = module.split('\n');
  for (let at = line - 1; at >= 0; at--) {
    const found = /^\/\/ (\S+), runnable block \d+ \(line (\d+)\)$/.exec(lines[at] ?? '');
    // The comment, then the marker statement, then the block's first line (the line after its fence).
    if (found) return line - (at + 1) >= 2 ? `${found[1]}:${Number(found[2]) + line - (at + 1) - 1}` : undefined;
  }
  return undefined;
}

/**
 * Where a block's code is kept, when its fence says so (```ts source=path#region): a region of a
 * file of the repository that a test runs, so the guide shows code that is run as written. The
 * snippet check compares the two; the file's own project type-checks it.
 */
export function sourceOf(block: CodeBlock): { path: string; region: string } | undefined {
  const found = /(?:^|\s)source=([^\s#]+)#([\w-]+)(?:\s|$)/.exec(block.meta);
  return found ? { path: found[1]!, region: found[2]! } : undefined;
}

/**
 * The lines between `// #region name` and the next `// #endregion` of a file, without the
 * indentation they share (a region inside a function reads as the guide shows it). Undefined when
 * the file has no such region.
 */
export function regionOf(file: string, name: string): string | undefined {
  const lines = file.split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && (line.trim() === '// #endregion' || line.trim() === `// #endregion ${name}`));
  if (end < 0) return undefined;
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
  return `${body.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)).join('\n')}\n`;
}
