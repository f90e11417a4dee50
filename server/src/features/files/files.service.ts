import { createHash, randomUUID } from 'node:crypto';
import type { components } from '@emoney/api-types';
import type { AppContext } from '../../app-context.js';
import { InvalidInput, QuotaExceeded } from '../../domain/errors.js';
import { databaseFileStorage, type FileStorage } from './file-storage.js';
import { detectFileType } from './file-type.js';
import { lockProfile } from '../profiles/profiles.repository.js';
import { insertFile, profileFileUsage, type FileRow } from './files.repository.js';

export type FileObject = components['schemas']['FileObject'];

/** Longest accepted file name, in characters (product specification, section 5). */
export const MAX_FILE_NAME_LENGTH = 100;

/**
 * Checks and stores one uploaded file for a profile (admitted by upload-admission.ts): a
 * PDF or JPEG by its magic bytes, not empty, with a file name of 1..100 characters (the size limit
 * is the multipart parser's: 413), and within the profile's quota of files and bytes (413).
 */
export async function storeUpload(
  ctx: AppContext,
  upload: { profileId: string; userId: string; part: { filename: string; data: Buffer } },
  storage: FileStorage = databaseFileStorage,
): Promise<FileObject> {
  // The rate limit and a first quota check came before the upload was read (upload-admission.ts).
  const { part } = upload;
  const invalid = (message: string) => new InvalidInput('The file was refused', { file: message });
  const name = part.filename.trim();
  if (name === '') throw invalid('File name is missing');
  // Characters as JSON Schema counts them (code points), like the FileObject schema's maxLength.
  if ([...name].length > MAX_FILE_NAME_LENGTH) throw invalid(`File name must be at most ${MAX_FILE_NAME_LENGTH} characters`);
  if (part.data.length === 0) throw invalid('File is empty');
  const type = detectFileType(part.data);
  if (!type) throw invalid('File must be a PDF or a JPEG (judged by its content, not its declared type)');

  const now = ctx.clock.now();
  const row: FileRow = {
    id: randomUUID(),
    profile_id: upload.profileId,
    name,
    type,
    size: part.data.length,
    hash: createHash('sha256').update(part.data).digest('hex'),
    uploaded_by: upload.userId,
    created_at: now,
    updated_at: now,
  };
  const { quotaFiles, quotaBytes } = ctx.config.uploads;
  await ctx.db.transaction().execute(async (trx) => {
    // Under the profile's row lock: concurrent uploads of one profile cannot pass the quota together.
    await lockProfile(trx, upload.profileId);
    const usage = await profileFileUsage(trx, upload.profileId);
    if (quotaFiles > 0 && usage.files + 1 > quotaFiles) {
      throw new QuotaExceeded(`The profile's upload quota is full: at most ${quotaFiles} files`, { file: `The profile already holds ${usage.files} files (the quota is ${quotaFiles})` });
    }
    if (quotaBytes > 0 && usage.bytes + row.size > quotaBytes) {
      throw new QuotaExceeded(`The profile's upload quota is full: at most ${quotaBytes} bytes`, { file: `The profile holds ${usage.bytes} bytes; this file of ${row.size} bytes would pass the quota of ${quotaBytes}` });
    }
    await insertFile(trx, row);
    await storage.put(trx, row.id, part.data);
  });
  return toFileObject(row);
}

export function toFileObject(row: FileRow): FileObject {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    size: row.size,
    hash: row.hash,
    meta: { uploadedBy: row.uploaded_by, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() },
  };
}
