import type { Database } from '../../db/database.js';

/**
 * Where the bytes of uploaded files live. Both calls take the transaction of the change they
 * belong to: a storage in the database joins it (no record without its bytes); one outside the
 * database (an object store) may ignore it.
 */
export interface FileStorage {
  put(db: Database, fileId: string, data: Buffer): Promise<void>;
  get(db: Database, fileId: string): Promise<Buffer | undefined>;
}

/** The default storage: the bytes in the `file_contents` table (bytea), next to the file's record. */
export const databaseFileStorage: FileStorage = {
  async put(db, fileId, data) {
    await db.insertInto('file_contents').values({ file_id: fileId, data }).execute();
  },
  async get(db, fileId) {
    const row = await db.selectFrom('file_contents').select('data').where('file_id', '=', fileId).executeTakeFirst();
    // pg answers a Buffer, PGlite a Uint8Array.
    return row ? Buffer.from(row.data) : undefined;
  },
};
