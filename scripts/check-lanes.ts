// Packages keep to their lanes: a file imports another workspace package only by its name, and
// only a package its package.json declares; never by a relative path out of its own folder.
// The repository's own tooling (scripts/, bench/, root configs) may import any workspace, by name.
// `make lint` runs it; `--list` prints every crossing instead of the first lines only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP = new Set(['node_modules', 'dist', 'dist-packs', 'storybook-static', '.data', '.git', 'coverage']);
/** A path a file reads relative to itself (`new URL('…', import.meta.url)`). */
const READS = /\bnew URL\(\s*['"](\.{1,2}\/?[^'"]*)['"]\s*,\s*import\.meta\.url\s*\)/g;
/** Module specifiers, and paths read relative to the file. */
const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.mock\s*\(\s*['"]([^'"]+)['"]/g,
  READS,
];

interface Lane {
  dir: string;
  name: string;
  /** Workspace packages this lane may import by name. */
  allowed: Set<string>;
}

const manifest = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
const root = manifest(ROOT) as { workspaces: string[] };
const workspaceNames = new Map<string, string>();
const lanes: Lane[] = root.workspaces.map((folder) => {
  const dir = join(ROOT, folder);
  const pkg = manifest(dir) as { name: string } & Partial<Record<'dependencies' | 'devDependencies' | 'peerDependencies', Record<string, string>>>;
  workspaceNames.set(pkg.name, dir);
  const declared = [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies].flatMap((deps) => Object.keys(deps ?? {}));
  return { dir, name: pkg.name, allowed: new Set([pkg.name, ...declared]) };
});
const tooling: Lane = { dir: ROOT, name: '(repository tooling)', allowed: new Set(workspaceNames.keys()) };

function* files(dir: string, skipDirs: Set<string>): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!skipDirs.has(path)) yield* files(path, skipDirs);
    } else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) yield path;
  }
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);
/** The workspace package a name like `@emoney/sdk/compat` or `@emoney/api-types/openapi.json?url` names. */
const workspaceOf = (specifier: string) => [...workspaceNames.keys()].find((name) => specifier === name || specifier.startsWith(`${name}/`) || specifier.startsWith(`${name}?`));

const crossings: string[] = [];
const workspaceDirs = new Set(lanes.map((lane) => lane.dir));
for (const lane of [...lanes, tooling]) {
  const own = lane === tooling ? [...files(ROOT, workspaceDirs)] : [...files(lane.dir, new Set())];
  for (const file of own) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const match of text.matchAll(pattern)) {
        const specifier = match[1]!;
        const line = text.slice(0, match.index).split('\n').length;
        const where = `${relative(ROOT, file)}:${line}`;
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
          // The repository root itself (where make runs) is no package's lane; tooling's configs name paths, not imports.
          if (target === ROOT || (lane === tooling && pattern === READS)) continue;
          const leaves = lane === tooling ? [...workspaceDirs].some((dir) => inside(target, dir)) : !inside(target, lane.dir);
          if (leaves) crossings.push(`${where}: '${specifier}' reaches into ${relative(ROOT, target)}; import the package by name`);
          continue;
        }
        const workspace = workspaceOf(specifier);
        if (workspace && !lane.allowed.has(workspace)) crossings.push(`${where}: '${specifier}': ${lane.name} does not declare ${workspace} in its package.json`);
      }
    }
  }
}

if (crossings.length > 0) {
  const shown = process.argv.includes('--list') ? crossings : crossings.slice(0, 20);
  console.error(`${crossings.length} import(s) outside their package's lane:\n  ${shown.join('\n  ')}${shown.length < crossings.length ? '\n  … (--list shows all)' : ''}`);
  process.exit(1);
}
console.log(`check-lanes: ${lanes.length} workspace packages and the repository tooling keep to their lanes (0 crossings)`);
