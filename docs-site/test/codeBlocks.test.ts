/**
 * How guides are cut into blocks and their runnable blocks joined into one module (shared by the
 * snippet check and the guide runner), and how a line of that module maps back to the guide.
 */
import { describe, expect, it } from 'vitest';
import { BLOCK_MARKER, codeBlocks, guideLineOf, isRunnable, regionOf, runnableModule, sourceOf } from '../scripts/codeBlocks.js';

const guide = [
  '# A guide', // 1
  '', // 2
  '```ts runnable', // 3
  "const a = 'first';", // 4
  '```', // 5
  '', // 6
  '```ts', // 7
  'declare const wallet: unknown;', // 8
  '```', // 9
  '', // 10
  '```json schema=Error', // 11
  '{}', // 12
  '```', // 13
  '', // 14
  '```ts runnable title="b"', // 15
  'console.log(a);', // 16
  'throw new Error(a);', // 17
  '```', // 18
  '',
  '```sh',
  'npm test # not ts runnable',
  '```',
].join('\n');

describe('guide code blocks', () => {
  it('lists every fenced block with its language, meta string and line', () => {
    expect(codeBlocks(guide).map((b) => [b.lang, b.meta, b.line])).toEqual([
      ['ts', 'runnable', 3],
      ['ts', '', 7],
      ['json', 'schema=Error', 11],
      ['ts', 'runnable title="b"', 15],
      ['sh', '', 20],
    ]);
  });

  it('runs only TypeScript blocks whose meta string says runnable', () => {
    expect(codeBlocks(guide).filter(isRunnable).map((b) => b.line)).toEqual([3, 15]);
    expect(isRunnable({ lang: 'ts', meta: 'notrunnable', code: '', line: 1 })).toBe(false);
    expect(isRunnable({ lang: 'sh', meta: 'runnable', code: '', line: 1 })).toBe(false);
  });

  it('joins the runnable blocks in order, marking each before it runs, and maps module lines back to the guide', () => {
    const module = runnableModule('a.mdx', codeBlocks(guide).filter(isRunnable));
    const lines = module.split('\n');
    const marker = (n: number) => lines.findIndex((l) => l.includes(`${BLOCK_MARKER} = ${n};`));
    expect(marker(1)).toBeGreaterThan(0);
    expect(marker(2)).toBeGreaterThan(marker(1));
    expect(lines.indexOf("const a = 'first';")).toBeLessThan(lines.indexOf('console.log(a);'));
    expect(guideLineOf(module, lines.indexOf("const a = 'first';") + 1)).toBe('a.mdx:4');
    expect(guideLineOf(module, lines.indexOf('throw new Error(a);') + 1)).toBe('a.mdx:17');
    // The comment and the marker themselves are the runner's, not the guide's.
    expect(guideLineOf(module, marker(2) + 1)).toBeUndefined();
    expect(module).toMatch(/export \{\};\n$/);
  });

  it('names the file and region a block is kept in, and cuts that region out unindented', () => {
    expect(sourceOf({ lang: 'ts', meta: 'source=server/test/a.partner.ts#token', code: '', line: 1 })).toEqual({ path: 'server/test/a.partner.ts', region: 'token' });
    expect(sourceOf({ lang: 'ts', meta: 'runnable', code: '', line: 1 })).toBeUndefined();
    const file = ['function run() {', '  // #region token', '  const a = 1;', '', '  if (a) {', '    use(a);', '  }', '  // #endregion', '}'].join('\n');
    expect(regionOf(file, 'token')).toBe('const a = 1;\n\nif (a) {\n  use(a);\n}\n');
    expect(regionOf(file, 'other')).toBeUndefined();
  });
});
