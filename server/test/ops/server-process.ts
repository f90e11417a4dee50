import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** The API port (api and all roles). */
  port: number | undefined;
  /** A worker's ops port (EMONEY_OPS_PORT). */
  opsPort: number | undefined;
  /** Every JSON log line so far. */
  logs: Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `node server/src/main.ts` as a child process on `databaseUrl` with `env` on top, resolved once it
 * listens (or, for a worker without ops port, once its job queue runs). Logs are JSON on stdout.
 */
export function startServerProcess(databaseUrl: string, env: Record<string, string>, cleanups: (() => Promise<void>)[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
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
    const result: ServerProcess = { child, port: undefined, opsPort: undefined, logs, exited };
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'emoney API listening') {
          result.port = entry.port as number;
          resolve(result);
        }
        if (entry.msg === 'emoney worker: health and metrics listening') {
          result.opsPort = entry.opsPort as number;
          resolve(result);
        }
        if (entry.msg === 'job queue running' && env.EMONEY_ROLE === 'worker' && !env.EMONEY_OPS_PORT) resolve(result);
      }
    });
    void exited.then(({ code, signal }) => reject(new Error(`the server process exited (${code ?? signal}) before it was ready: ${stderr.slice(-2000)}`)));
  });
}

export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
