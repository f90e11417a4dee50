import type { Database } from '../../db/database.js';

/**
 * Whether a file was uploaded for this profile (`POST /files`; the `files` table belongs to the
 * files feature): an order may cite only its own profile's documents.
 */
export async function isProfileFile(db: Database, fileId: string, profileId: string): Promise<boolean> {
  const row = await db.selectFrom('files').select('id').where('id', '=', fileId).where('profile_id', '=', profileId).executeTakeFirst();
  return row !== undefined;
}
