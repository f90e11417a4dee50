import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packPackages, type PackedPackage } from '../pack-packages.js';

// What `make pack` ships as each package's package.json: what a partner's npm reads. Needs the
// packages built (`make test` builds them first).
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'emoney-pack-'));
let packed: PackedPackage[];

beforeAll(async () => {
  packed = await packPackages(out);
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The names of the workspace's private packages (@emoney/server, @emoney/test-support, …). */
function privateNames(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces
    .map((dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string; private?: boolean })
    .filter((m) => m.private)
    .map((m) => m.name);
}

describe('make pack', () => {
  it('ships manifests that name no private workspace package, with no development-only fields', () => {
    const internal = privateNames();
    expect(internal).toContain('@emoney/server');
    expect(packed.map((p) => p.name).sort()).toEqual(['@emoney/react-provider', '@emoney/sdk']);
    for (const p of packed) {
      const manifest = JSON.parse(execFileSync('tar', ['-xzOf', p.file, 'package/package.json'], { encoding: 'utf8' })) as Record<string, unknown>;
      const text = JSON.stringify(manifest);
      for (const name of internal) expect(text, `${p.name}'s package.json names ${name}`).not.toContain(`"${name}"`);
      expect(manifest.devDependencies, p.name).toBeUndefined();
      expect(manifest.scripts, p.name).toBeUndefined();
      // What a consumer needs stays as written.
      const source = JSON.parse(readFileSync(join(root, p.name === '@emoney/sdk' ? 'sdk' : 'react-provider', 'package.json'), 'utf8')) as Record<string, unknown>;
      for (const field of ['name', 'version', 'exports', 'main', 'module', 'types', 'dependencies', 'peerDependencies', 'license', 'engines', 'sideEffects']) {
        expect(manifest[field], `${p.name} ${field}`).toEqual(source[field]);
      }
    }
  });

  it('ships the same files as the workspace package', () => {
    for (const p of packed) {
      const files = execFileSync('tar', ['-tzf', p.file], { encoding: 'utf8' }).trim().split('\n');
      expect(files).toEqual(expect.arrayContaining(['package/package.json', 'package/LICENSE', 'package/README.md', 'package/dist/index.js', 'package/dist/index.d.ts']));
      expect(files.length, p.name).toBe(p.files);
      expect(files.some((f) => f.startsWith('package/src/') || f.startsWith('package/test/')), p.name).toBe(false);
    }
  });
});
