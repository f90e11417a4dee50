import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Another live process holds the embedded database's data folder. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another emoney process (pid ${pid}). ` +
        'PGlite allows one process per data folder: stop that process first (a second one would not see its writes and could overwrite them), ' +
        'or set DATABASE_URL to use PostgreSQL, which any number of processes share.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the data folder of an embedded PGlite database for this process: a lock file holding
 * our pid. A lock left by a process that no longer runs is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'emoney.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      // Left by a process that died (or by this one): take it over.
      unlinkSync(path);
    }
  }
  throw new Error(`could not lock the data folder ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
