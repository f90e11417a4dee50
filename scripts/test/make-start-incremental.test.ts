import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `make start` rebuilds only what changed: once built, a second start with nothing changed has
// nothing to do (it starts at once instead of rebuilding the server, the screens and the docs).
const root = fileURLToPath(new URL('../..', import.meta.url));
const SERVED = ['generated/openapi.json', 'server/dist/main.js', 'onboarding/dist/index.html', 'docs-site/dist/index.html'];
const make = (...args: string[]) => spawnSync('make', ['--no-print-directory', ...args], { cwd: root, encoding: 'utf8' });

describe('make start', () => {
  it('has nothing to rebuild on a second start with nothing changed', { timeout: 600_000 }, () => {
    // The first start builds what is missing (in CI, `make check-static` built it already).
    execFileSync('make', ['--no-print-directory', ...SERVED], { cwd: root, stdio: 'ignore' });
    const question = make('--question', ...SERVED);
    expect(question.status, `make --question says something would be rebuilt:\n${make('--dry-run', ...SERVED).stdout}`).toBe(0);
  });

  it('rebuilds the server, and only the server, after a server source changes', { timeout: 600_000 }, () => {
    execFileSync('touch', ['server/src/main.ts'], { cwd: root });
    const plan = make('--dry-run', ...SERVED).stdout;
    expect(plan).toContain('tsc -p server/tsconfig.build.json');
    expect(plan).not.toContain('vite build');
    expect(plan).not.toContain('docs-site/scripts/build.ts');
    execFileSync('make', ['--no-print-directory', 'server/dist/main.js'], { cwd: root, stdio: 'ignore' });
    expect(make('--question', ...SERVED).status).toBe(0);
  });
});
