import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureFolderGraph } from '../check-feature-folders.js';

/** A features folder of `files` (path → text). */
function features(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'feature-folders-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('feature folder loops (scripts/check-feature-folders.ts)', () => {
  it('finds a loop through three folders, type-only imports included, and names the file of each step', () => {
    const dir = features({
      'a/a.service.ts': "import { b } from '../b/b.repository.js';\n",
      'b/b.repository.ts': "import type { C } from '../c/c.table.js';\nimport { x } from './x.js';\n",
      'c/c.table.ts': "export { a } from '../a/a.service.js';\nimport { d } from '../../domain/d.js';\n",
    });
    const { edges, cycles } = featureFolderGraph(dir);
    expect(cycles).toEqual([['a', 'b', 'c', 'a']]);
    expect(edges.get('b')!.get('c')).toBe('b/b.repository.ts → ../c/c.table.js');
  });

  it('passes folders that import each other one way only', () => {
    const dir = features({ 'a/a.ts': "import { b } from '../b/b.js';\n", 'b/b.ts': "import { c } from '../c/c.js';\n", 'c/c.ts': '' });
    expect(featureFolderGraph(dir).cycles).toEqual([]);
  });
});
