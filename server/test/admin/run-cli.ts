import { spawn } from 'node:child_process';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '../../..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as the one JSON document `--json` promises (throws when it is not). */
  json: () => any;
}

/** The real `emoney` bin (server/bin/emoney.js) as a child process, on `databaseUrl`. */
export function runCli(databaseUrl: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const child = spawn(process.execPath, ['server/bin/emoney.js', ...args], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: databaseUrl, EMONEY_MODE: 'sandbox', EMONEY_PASSWORD_COST: '10', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, json: () => JSON.parse(stdout) }));
  });
}
