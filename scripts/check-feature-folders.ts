// No folder loops: the folders under server/src/features import each other without a cycle, so a
// newcomer can read them bottom-up. Builds the import graph between feature folders (type-only
// imports count too: a loop in types is still a loop in meaning) and fails on any cycle, printing it.
// `make lint` runs it; `--graph` prints every folder's outgoing edges.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const FEATURES = resolve(import.meta.dirname, '..', 'server', 'src', 'features');
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) yield path;
  }
}

export interface FolderGraph {
  /** folder → folder it imports → one example `file → specifier`, for the message. */
  edges: Map<string, Map<string, string>>;
  /** Each loop found, as the folders along it, the first repeated at the end. */
  cycles: string[][];
}

/** The import graph between the folders of `features` and its loops. */
export function featureFolderGraph(features: string): FolderGraph {
  /** The feature folder a path lies in, or undefined outside `features`. */
  const folderOf = (path: string) => {
    const rel = relative(features, path);
    return rel.startsWith('..') || !rel.includes(sep) ? undefined : rel.split(sep)[0];
  };
  const edges = new Map<string, Map<string, string>>();
  for (const folder of readdirSync(features).sort()) {
    if (!statSync(join(features, folder)).isDirectory()) continue;
    const out = new Map<string, string>();
    edges.set(folder, out);
    for (const file of sources(join(features, folder))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const target = folderOf(resolve(dirname(file), specifier!));
        if (target !== undefined && target !== folder && !out.has(target)) out.set(target, `${relative(features, file)} → ${specifier}`);
      }
    }
  }
  // Depth-first search; an edge back to a folder on the current path closes a loop.
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (folder: string) => {
    state.set(folder, 'open');
    path.push(folder);
    for (const next of [...(edges.get(folder)?.keys() ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(folder, 'done');
  };
  for (const folder of edges.keys()) if (!state.has(folder)) visit(folder);
  return { edges, cycles };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { edges, cycles } = featureFolderGraph(FEATURES);
  if (process.argv.includes('--graph')) {
    for (const [folder, out] of edges) console.log(`${folder} → ${[...out.keys()].sort().join(', ') || '(nothing)'}`);
  }
  if (cycles.length > 0) {
    console.error(`Feature folders import each other in a loop (${cycles.length}); move the code to where it belongs or pass a function in:`);
    for (const cycle of cycles) {
      console.error(`  ${cycle.join(' → ')}`);
      for (let i = 0; i < cycle.length - 1; i++) console.error(`      ${edges.get(cycle[i]!)!.get(cycle[i + 1]!)}`);
    }
    process.exit(1);
  }
  console.log(`Feature folders: ${edges.size}, no loops.`);
}
