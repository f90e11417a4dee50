import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { isUuid } from '../../domain/uuid.js';
import type { FilesTable } from './files.table.js';

export type FileRow = Selectable<FilesTable>;

export async function insertFile(db: Database, file: Insertable<FilesTable>): Promise<void> {
  await db.insertInto('files').values(file).execute();
}

/** How many files, and how many bytes, a profile holds. */
export async function profileFileUsage(db: Database, profileId: string): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('files')
    .select((eb) => [eb.fn.countAll().as('files'), eb.fn.coalesce(eb.fn.sum('size'), eb.lit(0)).as('bytes')])
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

export async function findFile(db: Database, id: string): Promise<FileRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('files').selectAll().where('id', '=', id.toLowerCase()).executeTakeFirst();
}

/** Which of these ids are files of this profile (lower-case ids); the others do not exist for it. */
export async function filesOfProfile(db: Database, profileId: string, ids: readonly string[]): Promise<Set<string>> {
  // Only plain UUIDs reach the uuid column (the contract's `format: uuid` also lets `urn:uuid:` through).
  const wanted = [...new Set(ids.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db.selectFrom('files').select('id').where('profile_id', '=', profileId).where('id', 'in', wanted).execute();
  return new Set(rows.map((r) => r.id));
}

