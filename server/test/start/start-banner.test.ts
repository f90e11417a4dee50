/**
 * `make start`'s banner (URLs, sandbox credentials, the curl to get a token) comes once the server
 * answers on its port, not when it starts listening: a partner copies the curl from it at once.
 * Runs the built server (server/dist/main.js, as `make start` does) on a fresh embedded database,
 * with its event loop held busy for a while after `listen` (busy-after-listening.mjs). It also
 * leaves the seeded authorization-code app's client id in the data folder for `make partner-app`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_APPS_FILE } from '../../src/features/sandbox/sandbox-apps-file.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const BUSY_MS = 3_000;
const dataDir = mkdtempSync(join(tmpdir(), 'emoney-start-banner-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The embedded database, as `make start` runs it (a test run may name a PostgreSQL). */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, ...rest } = env;
  return rest;
}

describe('make start', () => {
  it('prints the credentials and the curl once the server answers', { timeout: 300_000 }, async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', fileURLToPath(new URL('./busy-after-listening.mjs', import.meta.url)), 'server/dist/main.js'], {
      cwd: root,
      env: {
        ...withoutDatabaseUrl(process.env),
        PORT: String(port),
        EMONEY_MODE: 'sandbox',
        EMONEY_DATA_DIR: dataDir,
        EMONEY_LOCAL_CHAINS: 'off',
        EMONEY_SANDBOX_OPEN_MAILBOX: 'true',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'warn',
        BUSY_AFTER_LISTENING_MS: String(BUSY_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // When the curl line arrived, and when the port first answered.
    const bannerAt = new Promise<number>((resolve, reject) => {
      child!.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('curl -s -X POST')) resolve(Date.now());
      });
      child!.once('exit', (code) => reject(new Error(`the server exited (${code}) before its banner:\n${stdout}\n${stderr}`)));
    });
    let answeredAt: number | undefined;
    const poll = (async () => {
      while (answeredAt === undefined && child!.exitCode === null) {
        const answered = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(10_000) }).then((res) => res.ok, () => false);
        if (answered) answeredAt = Date.now();
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const printed = await bannerAt;
    await poll;
    expect(answeredAt, 'the server answered').toBeDefined();
    expect(printed, `the banner came ${answeredAt! - printed} ms before the server answered`).toBeGreaterThanOrEqual(answeredAt!);
    // The banner's curl gets a token as printed.
    const curl = /curl -s -X POST (\S+) -d grant_type=client_credentials -d client_id=(\S+) -d client_secret=(\S+)/.exec(stdout)!;
    expect(curl).not.toBeNull();
    const token = await fetch(curl[1]!, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: curl[2]!, client_secret: curl[3]! }) });
    expect(token.status).toBe(200);
    // Tools that cannot open the database the sandbox holds (`make partner-app`) read the
    // authorization-code app from the data folder: the same client id the banner printed, no secret.
    const printedAuthClient = /authorization code {2}client_id=(\S+)/.exec(stdout)![1];
    const apps = JSON.parse(readFileSync(join(dataDir, SANDBOX_APPS_FILE), 'utf8')) as Record<string, unknown>;
    expect(apps).toEqual({ url: expect.any(String), authorizationCode: { clientId: printedAuthClient, redirectUris: ['http://localhost:5173/callback'] } });
    expect(JSON.stringify(apps)).not.toContain(curl[3]!);
  });
});
