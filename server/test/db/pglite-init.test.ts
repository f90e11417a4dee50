import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { initdbInChild, needsInitdb } from '../../src/db/pglite-init.js';
import { createLogger } from '../../src/logger.js';

// A new data folder is initialized by a child process (pglite-init.ts) so initdb's memory leaves
// with it; the server then opens the folder like any restart. `make bench` measures the memory.
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'emoney-initdb-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('creating the embedded database in a child process', () => {
  it('a new folder is initialized, opened, and keeps what was written across a restart', async () => {
    const dir = freshDir();
    expect(needsInitdb(dir)).toBe(true);
    const first = await openDatabase({ dataDir: dir, logger: createLogger('silent') });
    expect(needsInitdb(dir)).toBe(false);
    await sql`create table kept (note text)`.execute(first.db);
    await sql`insert into kept values ('still here')`.execute(first.db);
    await first.close();
    const again = await openDatabase({ dataDir: dir, logger: createLogger('silent') });
    const { rows } = await sql<{ note: string }>`select note from kept`.execute(again.db);
    expect(rows).toEqual([{ note: 'still here' }]);
    await again.close();
  });

  it('an initdb that cannot run fails with the folder named and the child’s reason', async () => {
    const file = join(freshDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    await expect(initdbInChild(join(file, 'data'), [])).rejects.toThrow(/initdb of the embedded database in .*not-a-folder\/data failed \(exit 1\): \S/);
  });
});
