import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
// Static, type-only, re-export and dynamic imports alike: a page named through import() is an edge too.
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(tsx?|mdx)$/.test(entry) && !entry.endsWith('.d.ts')) yield path;
  }
}

/** The file a relative specifier names ('./x.js' is x.ts or x.tsx on disk). */
function resolveSpecifier(from: string, specifier: string, files: Set<string>): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.js$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')].find((candidate) => files.has(candidate));
}

/** Every loop among the files under `root`, each as the files along it (relative), the first repeated at the end. */
export function importCycles(root: string): string[][] {
  const files = new Set(sources(root));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map(([, s]) => resolveSpecifier(file, s!, files)).filter((t): t is string => !!t);
    edges.set(file, [...new Set(targets)].sort());
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].map((f) => relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...files].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the docs site source', () => {
  it('imports without a cycle: navigation data names no page module, pages/pageLoaders.ts does', () => {
    expect(importCycles(SRC).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
