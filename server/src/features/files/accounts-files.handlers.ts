import type { Handler } from '../../http/handler-types.js';
import { InvalidInput } from '../../domain/errors.js';
import { resolveProfile } from '../access/profile-access.js';
import { storeUpload } from './files.service.js';

/** `POST /files`: one multipart part named `file`, stored for the named (or the caller's default) profile. */
export const uploadFile: Handler<'uploadFile'> = async ({ principal, query, req }, ctx) => {
  const profile = await resolveProfile(ctx, principal, query.profile, 'write');
  const part = (req.uploads ?? []).find((p) => p.field === 'file');
  // A JSON body can satisfy the schema ({"file": "name"}) without carrying any bytes.
  if (!part) throw new InvalidInput('The file was refused', { file: 'File is missing' });
  return { status: 201, body: await storeUpload(ctx, { profileId: profile.id, userId: principal.userId, part }) };
};
