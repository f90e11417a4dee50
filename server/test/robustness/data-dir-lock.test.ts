import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock.js';
import { openDatabase } from '../../src/db/database.js';
import { createLogger } from '../../src/logger.js';

// PGlite allows one process per data folder: a second (say, the key-rotation command while the
// sandbox runs) would not see the first's writes and could overwrite them, so it is refused.
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'emoney-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded data folder lock', () => {
  it('refuses a folder a live process holds, naming it, and frees it on close', async () => {
    const dir = freshDir();
    const first = await openDatabase({ dataDir: dir, logger: createLogger('silent') });
    // Another live process holds it: the test's parent (a pid that is surely alive and not ours).
    const other = join(dir, 'other');
    expect(() => lockDataDir(other)).not.toThrow();
    writeFileSync(join(other, 'emoney.lock'), String(process.ppid));
    expect(() => lockDataDir(other)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(other)).toThrow(new RegExp(`in use by another emoney process \\(pid ${process.ppid}\\)`));
    await first.close();
    const again = await openDatabase({ dataDir: dir, logger: createLogger('silent') });
    await again.close();
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid!;
    await new Promise((resolve) => child.on('exit', resolve));
    lockDataDir(dir)();
    writeFileSync(join(dir, 'emoney.lock'), String(pid));
    const release = lockDataDir(dir);
    release();
  });
});
