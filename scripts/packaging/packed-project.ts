/**
 * What the packaging tests share: the publishable packages packed once and installed with npm into
 * a project in the temp folder (outside the workspace, so nothing private can be found), and a
 * runner for commands in it.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packPackages, type PackedPackage } from '../pack-packages.js';

// What the projects install from the registry besides the tarballs: the workspace's own versions,
// so the install is served from the npm cache the workspace install filled.
const requireFromRoot = createRequire(new URL('../../package.json', import.meta.url));
/** The installed version of `name`; read from its folder when its `exports` hide `package.json` (uqr). */
function versionOf(name: string): string {
  try {
    return (requireFromRoot(`${name}/package.json`) as { version: string }).version;
  } catch {
    return (JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string }).version;
  }
}
// `next` and `uqr` are the reference partner app's (examples/partner-app).
export const REGISTRY_PACKAGES = ['typescript', '@types/node', 'react', 'react-dom', '@types/react', '@types/react-dom', '@tanstack/react-query', 'next', 'uqr'].map(
  (name) => `${name}@${versionOf(name)}`,
);

export interface Run {
  code: number;
  stdout: string;
  /** stdout and stderr. */
  output: string;
}

/**
 * Runs a command to its end (killed after `timeout` ms); never throws, so a failure's output lands
 * in the assertion message.
 */
export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}, timeout = 100_000): Promise<Run> {
  // Outside the workspace: none of the npm_* settings of a parent `npm run` may leak in.
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: { ...clean, ...env }, timeout, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, output: `${error?.killed ? `killed after ${timeout} ms\n` : ''}${stdout}${stderr}` });
    });
  });
}

export interface PackedProject {
  /** The temp folder holding the tarballs and the project. */
  dir: string;
  /** The project: `package.json` and `node_modules` with the tarballs installed. */
  project: string;
  packed: PackedPackage[];
}

/** Strict `tsc -p` of a config inside the project, with the TypeScript installed there. */
export const tsc = (project: string, config: string): Promise<Run> => run(process.execPath, [join(project, 'node_modules/typescript/bin/tsc'), '-p', join(project, config)], project);

/**
 * Packs the publishable packages (they must be built) and installs the tarballs, with
 * `REGISTRY_PACKAGES`, into a new project in the temp folder. `prepare` fills the project folder
 * before the install (the consumer sources). The caller removes `dir`.
 */
export async function packedProject(prefix: string, prepare: (project: string) => void = () => undefined): Promise<PackedProject> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const project = join(dir, 'project');
  try {
    const packed = await packPackages(join(dir, 'packs'));
    mkdirSync(project);
    prepare(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: prefix.replace(/-$/, ''), private: true }));
    const install = await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...packed.map((p) => p.file), ...REGISTRY_PACKAGES],
      project,
      {},
      170_000,
    );
    if (install.code !== 0) throw new Error(`npm install of the tarballs failed:\n${install.output}`);
    return { dir, project, packed };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
