import type { Handler } from '../../http/handler-types.js';
import { HttpError } from '../../http/http-error.js';
import { resolveProfile } from '../auth/profile-access.js';
import { storeUpload, UploadRateLimited } from './files.service.js';

/** `POST /files`: one multipart part named `file`, stored for the named (or the caller's default) profile. */
export const uploadFile: Handler<'uploadFile'> = async ({ principal, query, req }, ctx) => {
  const profile = await resolveProfile(ctx, principal, query.profile, 'write');
  const part = (req.uploads ?? []).find((p) => p.field === 'file');
  // A JSON body can satisfy the schema ({"file": "name"}) without carrying any bytes.
  if (!part) throw new HttpError(400, 'The file was refused', { errors: { file: 'File is missing' } });
  try {
    return { status: 201, body: await storeUpload(ctx, { profileId: profile.id, userId: principal.userId, part }) };
  } catch (err) {
    if (err instanceof UploadRateLimited) req.res?.setHeader('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
};
