import type { ColumnType } from 'kysely';

export type FileType = 'application/pdf' | 'image/jpeg';

/** An uploaded file's record; its bytes live behind `FileStorage` (the `file_contents` table by default). */
export interface FilesTable {
  id: string;
  /** The profile the file was uploaded for: only that profile's KYC and orders may use it. */
  profile_id: string;
  name: string;
  type: FileType;
  size: number;
  /** SHA-256 of the content, lower-case hex. */
  hash: string;
  uploaded_by: string;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

/** The default storage of file bytes: in the database, next to the record. */
export interface FileContentsTable {
  file_id: string;
  data: ColumnType<Uint8Array, Uint8Array, never>;
}

export interface FilesTables {
  files: FilesTable;
  file_contents: FileContentsTable;
}
