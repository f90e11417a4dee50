// The SDK's source stays a house a newcomer reads quickly: no import cycles (type-only imports
// included), and no source file of 400 lines or more.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');
const files = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => join(entry.parentPath, entry.name));

/** The relative imports and re-exports of a file, as absolute `.ts` paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)[^;]*? from '(\.\.?\/[^']+)'/gm)].map((m) => resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')));
}

/** Every cycle found by a depth-first walk, each as the files along it. */
function cycles(): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push(path.slice(path.indexOf(file)).map((f) => f.slice(src.length + 1)));
      return;
    }
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) visit(file);
  return found;
}

describe('the SDK source layout', () => {
  it('walks a graph that has edges, so a cycle would be seen', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(importsOf(join(src, 'client.ts'))).toContain(join(src, 'resources/swap.ts'));
  });

  it('has no import cycles', () => {
    expect(cycles()).toEqual([]);
  });

  it('keeps every source file under 400 lines', () => {
    const long = files.map((f) => [f.slice(src.length + 1), readFileSync(f, 'utf8').split('\n').length - 1] as const).filter(([, lines]) => lines >= 400);
    expect(long).toEqual([]);
  });
});
