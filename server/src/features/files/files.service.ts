import { createHash, randomUUID } from 'node:crypto';
import type { components } from '@emoney/api-types';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../http/http-error.js';
import type { UploadedPart } from '../../http/multipart.js';
import { databaseFileStorage, type FileStorage } from './file-storage.js';
import { detectFileType } from './file-type.js';
import { insertFile, type FileRow } from './files.repository.js';

export type FileObject = components['schemas']['FileObject'];

/** Longest accepted file name, in characters (product specification, section 5). */
export const MAX_FILE_NAME_LENGTH = 100;

/**
 * Checks and stores one uploaded file for a profile: a PDF or JPEG by its magic bytes, not
 * empty, with a file name of 1..100 characters (the size limit is the multipart parser's: 413).
 */
export async function storeUpload(
  ctx: AppContext,
  upload: { profileId: string; userId: string; part: UploadedPart },
  storage: FileStorage = databaseFileStorage,
): Promise<FileObject> {
  const { part } = upload;
  const invalid = (message: string) => new HttpError(400, 'The file was refused', { errors: { file: message } });
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
  await ctx.db.transaction().execute(async (trx) => {
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
