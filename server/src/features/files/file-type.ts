import type { FileType } from './files.table.js';

/**
 * What a file is, from its first bytes (its magic number), never from its name or the type the
 * client declared: `%PDF-` is a PDF, `FF D8 FF` a JPEG; anything else is refused (undefined).
 */
export function detectFileType(data: Uint8Array): FileType | undefined {
  const starts = (magic: readonly number[]) => data.length >= magic.length && magic.every((byte, i) => data[i] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return undefined;
}
