/**
 * `make check-breaking` and `make release-contract`, run for real (make, tsx, Redocly's bundler) on a
 * copy of the repository's contract in the temp folder, edited as a contract change would be.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = join(import.meta.dirname, '..', '..');

async function make(root: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('make', ['--no-print-directory', ...args], { cwd: root });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe('make check-breaking on a copy of the contract', () => {
  let copy: string;
  const file = (path: string) => join(copy, path);
  const edit = async (path: string, from: string | RegExp, to: string) => {
    const text = await readFile(file(path), 'utf8');
    const next = text.replace(from, to);
    expect(next, `${path} holds ${String(from)}`).not.toBe(text);
    await writeFile(file(path), next);
  };
  const setVersion = (version: string) => edit('spec/openapi.yaml', /^ {2}version: .*$/m, `  version: ${version}`);
  // Versions relative to the contract as last released, so the test holds across releases.
  let released: string;
  let releases: string[];
  const raised = (part: 'major' | 'minor') => {
    const [, major, minor, rest] = /^(\d+)\.(\d+)\.\d+(.*)$/.exec(released)!;
    return part === 'major' ? `${Number(major) + 1}.0.0${rest}` : `${major}.${Number(minor) + 1}.0${rest}`;
  };

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'emoney-breaking-'));
    // The Makefile, its install stamp's inputs (times kept, so make installs nothing) and the scripts it runs.
    for (const part of ['Makefile', 'package.json', 'package-lock.json', 'spec', 'redocly.yaml', 'scripts', 'generated']) {
      await cp(join(repo, part), join(copy, part), { recursive: true, preserveTimestamps: true });
    }
    await symlink(join(repo, 'node_modules'), join(copy, 'node_modules'));
    const index = JSON.parse(await readFile(file('spec/released/index.json'), 'utf8')) as { releases: { version: string; date: string }[] };
    releases = index.releases.map((r) => `${r.version} ${r.date}`);
    released = index.releases.at(-1)!.version;
    expect(await readFile(file('spec/openapi.yaml'), 'utf8')).toContain(`  version: ${released}\n`);
  });
  afterAll(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  it('passes on the contract as released', async () => {
    const result = await make(copy, 'check-breaking');
    expect(result.output).toContain('no breaking change');
    expect(result.code).toBe(0);
  }, 60_000);

  it('fails on a removed enum value, naming it, and passes once info.version has a new MAJOR', async () => {
    await edit('spec/components/schemas/ProfileState.yaml', /^ {2}- blocked\n/m, '');
    const failed = await make(copy, 'check-breaking');
    expect(failed.code).not.toBe(0);
    expect(failed.output).toContain('BREAKING removed: ProfileState: enum value blocked removed.');
    expect(failed.output).toContain('raise info.version');

    // A minor raise is not enough for a breaking change.
    await setVersion(raised('minor'));
    expect((await make(copy, 'check-breaking')).code).not.toBe(0);

    await setVersion(raised('major'));
    const passed = await make(copy, 'check-breaking');
    expect(passed.output).toContain(`breaking changes allowed: info.version ${raised('major')} has a new MAJOR over ${released}`);
    expect(passed.code).toBe(0);
  }, 120_000);

  it('passes additions (an enum value, an operation, an optional field) at the released version', async () => {
    await setVersion(released);
    await edit('spec/components/schemas/ProfileState.yaml', /^ {2}- rejected\n/m, '  - rejected\n  - blocked\n  - frozen\n');
    await edit('spec/openapi.yaml', /^ {2}\/tokens:\n/m, '  /tokens-preview:\n    $ref: paths/tokens.yaml\n  /tokens:\n');
    await edit('spec/components/schemas/Memo.yaml', /^type: string/m, 'type: [string, "null"]');
    const result = await make(copy, 'check-breaking');
    expect(result.output).toContain('added: ProfileState: enum value frozen added.');
    expect(result.output).toContain('added: Operation GET /tokens-preview added');
    expect(result.output).toContain('no breaking change');
    expect(result.code).toBe(0);
  }, 60_000);

  it('releases the additions only at a new MINOR; the next removal is then judged against that release', async () => {
    const refused = await make(copy, 'release-contract', 'DATE=2099-12-03');
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('need a new MINOR');

    await setVersion(raised('minor'));
    const result = await make(copy, 'release-contract', 'DATE=2099-12-03');
    expect(result.output).toContain(`released ${raised('minor')} (2099-12-03)`);
    expect(result.code).toBe(0);
    const index = JSON.parse(await readFile(file('spec/released/index.json'), 'utf8')) as { releases: { version: string; date: string }[] };
    expect(index.releases.map((r) => `${r.version} ${r.date}`)).toEqual([...releases, `${raised('minor')} 2099-12-03`]);
    // make generate ran after it: the Changelog's data lists the release with its additions.
    const changelog = await readFile(file('generated/changelog.js'), 'utf8');
    expect(changelog).toContain(`"version": "${raised('minor')}"`);
    expect(changelog).toContain('enum value `frozen` added.');

    expect((await make(copy, 'check-breaking')).code).toBe(0);
    await edit('spec/components/schemas/ProfileState.yaml', /^ {2}- frozen\n/m, '');
    const failed = await make(copy, 'check-breaking');
    expect(failed.output).toContain(`against the released contract ${raised('minor')}`);
    expect(failed.code).not.toBe(0);
  }, 180_000);
});
