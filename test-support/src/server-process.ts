import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createLogger, loadConfig, seedSandbox, startServices, type AppContext, type SandboxSeed } from '@emoney/server/testing';
import { openTestDatabase } from './test-db.js';

/** The server package's folder: processes run its source entry point through tsx, as `make dev` does. */
const serverDir = dirname(createRequire(import.meta.url).resolve('@emoney/server/package.json'));
const repo = dirname(serverDir);

export interface ServerProcess {
  child: ChildProcess;
  /** The API port (api and all roles). */
  port: number | undefined;
  /** The operations port (EMONEY_OPS_PORT), any role. */
  opsPort: number | undefined;
  /** Every JSON log line so far. */
  logs: Record<string, unknown>[];
  /** What the process wrote to stderr so far (its last words when it crashes). */
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `node server/src/main.ts` as a child process on `databaseUrl` with `env` on top, resolved once it
 * listens (or, for a worker without ops port, once its job queue runs). Logs are JSON on stdout.
 * `cleanups` gets a step that kills the process (SIGKILL) when it still runs.
 */
export function startServerProcess(databaseUrl: string, env: Record<string, string>, cleanups: (() => Promise<void>)[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverDir, 'src/main.ts')], {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      EMONEY_MODE: 'sandbox',
      EMONEY_PASSWORD_COST: '10',
      EMONEY_JOB_POLL_MS: '50',
      // Local chains only where a test asks: two processes on the same default ports would collide.
      EMONEY_LOCAL_CHAINS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  let pending = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<ServerProcess>((resolve, reject) => {
    const result: ServerProcess = { child, port: undefined, opsPort: undefined, logs, stderr: () => stderr, exited };
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'emoney API listening') result.port = entry.port as number;
        if (entry.msg === 'emoney worker: health and metrics listening' || entry.msg === 'emoney operations port listening') result.opsPort = entry.opsPort as number;
        // Listening once every port it was asked for is: the API's (but a worker's) and the operations port (EMONEY_OPS_PORT).
        const apiUp = env.EMONEY_ROLE === 'worker' || result.port !== undefined;
        const opsUp = !env.EMONEY_OPS_PORT || result.opsPort !== undefined;
        if ((result.port !== undefined || result.opsPort !== undefined) && apiUp && opsUp) resolve(result);
        if (entry.msg === 'job queue running' && env.EMONEY_ROLE === 'worker' && !env.EMONEY_OPS_PORT) resolve(result);
      }
    });
    void exited.then(({ code, signal }) => reject(new Error(`the server process exited (${code ?? signal}) before it was ready: ${stderr.slice(-2000)}`)));
  });
}

export interface SeededDatabase {
  /** The database's connection string, for the server processes. */
  url: string;
  /** Services on the same database, for the test's own reads and setup. */
  ctx: AppContext;
  seed: SandboxSeed;
}

/**
 * A fresh, migrated database of its own on PostgreSQL (DATABASE_URL, or `serverUrl` when given)
 * with the sandbox seed: what server processes share. `cleanups` gets the step that drops it.
 */
export async function seededDatabase(cleanups: (() => Promise<void>)[], serverUrl = process.env.DATABASE_URL): Promise<SeededDatabase> {
  const logger = createLogger('silent', 'json');
  const database = await openTestDatabase(logger, serverUrl);
  cleanups.push(() => database.close());
  if (!database.url) throw new Error('server processes share a PostgreSQL database: set DATABASE_URL');
  const config = { ...loadConfig({ ...process.env, EMONEY_PASSWORD_COST: '10', EMONEY_LOCAL_CHAINS: 'off' }), databaseUrl: database.url };
  const { ctx } = await startServices(config, logger, { database: { ...database, close: async () => undefined } });
  return { url: database.url, ctx, seed: await seedSandbox(ctx) };
}

/** Resolves once `condition` holds, polling every 50 ms; throws naming `what` after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
