/**
 * `make pack`: a tarball of every publishable package (each workspace not marked `private`), as
 * `npm publish` would upload it. Until the packages are on the registry, users install these
 * tarballs; the packaging test (scripts/packaging/) installs the same tarballs into a project
 * outside the workspace.
 *
 *   tsx scripts/pack-packages.ts [destination]   (default: dist-packs/)
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  main?: string;
  workspaces?: string[];
}

export interface PackedPackage {
  name: string;
  version: string;
  /** Absolute path of the tarball. */
  file: string;
  /** Size of the tarball, bytes. */
  size: number;
  files: number;
}

const manifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** The workspaces that are published (not `private`), as folders relative to the root. */
export function publishableWorkspaces(root = ROOT): string[] {
  return (manifest(root).workspaces ?? []).filter((dir) => !manifest(join(root, dir)).private);
}

/**
 * Packs every publishable workspace into `destination` (emptied of older tarballs first). The
 * packages must be built: a missing `main` is an error naming the make target that builds it.
 */
export async function packPackages(destination: string, root = ROOT): Promise<PackedPackage[]> {
  const workspaces = publishableWorkspaces(root);
  for (const dir of workspaces) {
    const { name, main } = manifest(join(root, dir));
    if (main && !existsSync(join(root, dir, main))) throw new Error(`${name} is not built (${dir}/${main} is missing): run \`make ${dir}/dist/index.js\` or \`make build\``);
  }
  const out = resolve(destination);
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(out)) if (file.endsWith('.tgz')) rmSync(join(out, file));
  // Each package is packed from a copy of the files npm would pack, under the manifest it publishes
  // (publishedManifest): the workspace's own package.json names private workspace packages.
  const staging = mkdtempSync(join(tmpdir(), 'emoney-pack-'));
  try {
    const run = promisify(execFile);
    const npm = (args: string[], cwd: string) => run('npm', [...args, '--json', '--loglevel=error'], { cwd, maxBuffer: 16 * 1024 * 1024 });
    const listed = JSON.parse((await npm(['pack', '--dry-run', ...workspaces.flatMap((dir) => ['-w', dir])], root)).stdout) as { name: string; files: { path: string }[] }[];
    const staged = workspaces.map((dir) => {
      const to = join(staging, dir);
      const files = listed.find((l) => l.name === manifest(join(root, dir)).name)?.files ?? [];
      for (const { path } of files) cpSync(join(root, dir, path), join(to, path));
      writeFileSync(join(to, 'package.json'), `${JSON.stringify(publishedManifest(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Record<string, unknown>), null, 2)}\n`);
      return to;
    });
    const { stdout } = await npm(['pack', '--pack-destination', out, ...staged], staging);
    const packed = JSON.parse(stdout) as { name: string; version: string; filename: string; size: number; entryCount: number }[];
    return packed.map((p) => ({ name: p.name, version: p.version, file: join(out, p.filename), size: p.size, files: p.entryCount }));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The package.json a package publishes: the workspace's without what only the repository uses.
 * `devDependencies` name private workspace packages (@emoney/server, @emoney/test-support) a
 * consumer's npm never installs and cannot find; `scripts` run tools of the repository.
 */
export function publishedManifest(manifest: Record<string, unknown>): Record<string, unknown> {
  const { devDependencies: _dev, scripts: _scripts, ...published } = manifest;
  return published;
}

async function main(): Promise<void> {
  const destination = process.argv[2] ?? 'dist-packs';
  console.log(`==> packing the publishable packages (${publishableWorkspaces().join(', ')}) into ${destination}/`);
  const packed = await packPackages(destination);
  const width = Math.max(...packed.map((p) => `${p.name}@${p.version}`.length));
  for (const p of packed) {
    console.log(`    ${`${p.name}@${p.version}`.padEnd(width)}  ${relative(process.cwd(), p.file)}  (${(p.size / 1024).toFixed(1)} kB, ${p.files} files)`);
  }
  console.log('Install them into your project (they are not on the npm registry yet):');
  console.log(`    npm install ${packed.map((p) => p.file).join(' ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
