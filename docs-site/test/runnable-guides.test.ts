/**
 * Every guide's runnable blocks (```ts runnable) run, in order, as one module in a Node process of
 * their own (tsx, `@emoney/sdk` read from source) against a sandbox booted fresh for this run on a
 * loopback port, its delays shortened: a guide whose calls drift from the API fails here, naming
 * the guide, the block and the error.
 *
 * What a runnable guide may take from its reader is the environment `make start` gives them, set
 * here from the fresh sandbox: `EMONEY_URL` (the API), `EMONEY_CLIENT_ID` and
 * `EMONEY_CLIENT_SECRET` (the seeded client-credentials app), `EMONEY_AUTH_CLIENT_ID` (the seeded
 * authorization-code app). The guide must end by itself (close its servers and sockets).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_MARKER, codeBlocks, isRunnable, runnableModule, type CodeBlock } from '../scripts/codeBlocks.js';
import { startGuideSandbox, type GuideSandbox } from './support/startGuideSandbox.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const guides = join(root, 'docs-site/src/guides');
// Inside the repository, so the guides' bare imports (ethers, ws) resolve from its node_modules.
const work = join(root, 'docs-site/.guide-runs');
// A guide takes seconds (the sandbox's delays are shortened); the margin is for a loaded machine.
const GUIDE_TIMEOUT_MS = 90_000;

/** Reports the failing block the way the test reads it, then exits: installed before the guide's code. */
const reporter = `process.on('uncaughtException', (error) => {
  // An SDK error's own fields (status, code, the API's field errors) say more than its message.
  const details = error instanceof Error && Object.keys(error).length > 0 ? '\\n' + JSON.stringify({ ...error }) : '';
  const text = (error instanceof Error ? (error.stack ?? error.message) : String(error)) + details;
  process.stderr.write('\\n<<guide-failure ' + JSON.stringify({ block: (globalThis as Record<string, unknown>).${BLOCK_MARKER} ?? 0, error: text }) + '>>\\n');
  process.exit(1);
});
export {};
`;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

function run(dir: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    // tsx as a loader in this one process (its CLI would start a second one, which a kill misses).
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', join(dir, 'reporter.mts'), join(dir, 'guide.mts')], {
      cwd: dir,
      env: { ...process.env, ...env, TSX_TSCONFIG_PATH: join(dir, 'tsconfig.json'), NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, GUIDE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

/** Why a run failed, naming the guide, the block (with its line in the guide) and the error. */
function failure(guide: string, blocks: readonly CodeBlock[], result: Run, sandboxState: string): string {
  const report = /<<guide-failure (.*)>>/.exec(result.stderr)?.[1];
  if (result.timedOut) return `${guide}: did not finish within ${GUIDE_TIMEOUT_MS / 1000} s (still waiting, or a server or socket left open; the sandbox ${sandboxState})\n${result.stdout}${result.stderr}`;
  if (!report) return `${guide}: exited with ${result.code} before its first block (an import?)\n${result.stderr}`;
  const { block, error } = JSON.parse(report) as { block: number; error: string };
  const where = block > 0 ? `runnable block ${block} of ${blocks.length} (line ${blocks[block - 1]!.line})` : 'before its first block';
  return `${guide}: ${where} failed: ${error}`;
}

const runnable = readdirSync(guides)
  .filter((file) => file.endsWith('.mdx'))
  .sort()
  .map((file) => ({ file, blocks: codeBlocks(readFileSync(join(guides, file), 'utf8')).filter(isRunnable) }))
  .filter((guide) => guide.blocks.length > 0);

// One sandbox, fresh for this run, serves every guide (booting one costs seconds): each guide
// creates the customers, wallets and subscriptions it uses, so none depends on another's.
let sandbox: GuideSandbox;
beforeAll(async () => {
  sandbox = await startGuideSandbox();
}, 180_000);
afterAll(async () => {
  await sandbox?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('every runnable block of every guide runs against a fresh sandbox', () => {
  it('finds runnable guides (the money flow among them)', () => {
    expect(runnable.map((g) => g.file)).toContain('money-flow.mdx');
  });

  for (const { file, blocks } of runnable) {
    it(`${file} (${blocks.length} blocks)`, { timeout: GUIDE_TIMEOUT_MS + 20_000 }, async () => {
      const dir = join(work, file.replace(/\.mdx$/, ''));
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      // `.mts`, as the money-flow guide tells its reader: an ES module whatever the package around it.
      writeFileSync(join(dir, 'guide.mts'), runnableModule(file, blocks));
      writeFileSync(join(dir, 'reporter.mts'), reporter);
      // The SDK as the guide's reader gets it, but from source: no build needed before `make test`.
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', paths: { '@emoney/sdk': [join(root, 'sdk/src/index.ts')] } } }),
      );
      const result = await run(dir, {
        EMONEY_URL: sandbox.url,
        EMONEY_CLIENT_ID: sandbox.clientId,
        EMONEY_CLIENT_SECRET: sandbox.clientSecret,
        EMONEY_AUTH_CLIENT_ID: sandbox.authClientId,
      });
      if (result.code !== 0) {
        // A guide that hangs may be waiting on a sandbox that stopped answering: say which.
        const alive = await fetch(`${sandbox.url}/`, { signal: AbortSignal.timeout(5_000) }).then((r) => `answers GET / with ${r.status}`, () => 'does not answer GET / within 5 s');
        expect.fail(failure(file, blocks, result, alive));
      }
    });
  }
});
