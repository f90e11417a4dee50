import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Whether `dataDir` holds no database yet (PGlite would run initdb in it). */
export function needsInitdb(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

// Plain CommonJS for `node -e`: no loader and none of the server's modules, only PGlite.
const INITDB_SCRIPT = `
const [pglitePath, dataDir, params] = process.argv.slice(1);
const { PGlite } = require(pglitePath);
PGlite.create({ dataDir, startParams: JSON.parse(params) })
  .then((db) => db.close())
  .catch((err) => { console.error(err && err.stack || String(err)); process.exit(1); });
`;

/**
 * Runs PGlite's initdb for a new data folder in a short-lived child process. Initdb grows the
 * WebAssembly heap to ~700 MB, and a heap never shrinks: done in the server's own process, the
 * first `make start` stayed at that size while idle (a restart, which skips initdb, ~290 MB). The
 * child exits and gives its memory back; the server then opens the folder like a restart does.
 */
export async function initdbInChild(dataDir: string, startParams: readonly string[]): Promise<void> {
  const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawn(process.execPath, ['-e', INITDB_SCRIPT, pglitePath, dataDir, JSON.stringify(startParams)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`initdb of the embedded database in ${dataDir} failed (exit ${code}): ${stderr.trim().slice(-2000)}`);
}
