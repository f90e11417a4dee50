import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.js';

const KEY = 'access_token_signing_key';

/**
 * The HMAC key access tokens are signed with. It lives in the database, so every server process
 * on the same database checks every other's tokens; the first process to boot creates it.
 */
export async function loadSigningKey(db: Database): Promise<Uint8Array> {
  await db
    .insertInto('settings')
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirstOrThrow();
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}
