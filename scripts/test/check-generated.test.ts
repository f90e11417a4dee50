import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = join(import.meta.dirname, '..', '..');
const tsx = join(repo, 'node_modules', '.bin', 'tsx');

async function check(root: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [join(repo, 'scripts/generate.ts'), '--check', '--root', root]);
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe('make check-generated', () => {
  let copy: string;
  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'emoney-drift-'));
    for (const part of ['spec', 'generated', 'redocly.yaml']) await cp(join(repo, part), join(copy, part), { recursive: true });
  });
  afterAll(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  it('passes when generated/ matches spec/', async () => {
    const result = await check(copy);
    expect(result.output).toContain('generated/ matches spec/');
    expect(result.code).toBe(0);
  }, 60_000);

  it('fails, naming the stale files, when spec/ changed without `make generate`', async () => {
    const memo = join(copy, 'spec/components/schemas/Memo.yaml');
    await writeFile(memo, (await readFile(memo, 'utf8')).replace('maxLength: 140', 'maxLength: 141'));
    const result = await check(copy);
    expect(result.code).toBe(1);
    expect(result.output).toContain('generated/openapi.json');
    expect(result.output).toContain('make generate');
  }, 60_000);
});
