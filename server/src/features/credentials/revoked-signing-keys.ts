import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { AUTH_STATE_CHANNEL, SIGNING_KEYS_CHANGED } from '../access/auth-state-cache.js';

/** The `settings` key listing the revoked access-token signing keys (a JSON array of kids). */
const REVOKED_KEY = 'revoked_signing_keys';


/** The kids of the revoked signing keys: they never verify a token again, wherever the keys come from. */
export async function readRevokedSigningKeys(db: Database): Promise<Set<string>> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', REVOKED_KEY).executeTakeFirst();
  return new Set(row ? (JSON.parse(row.value) as string[]) : []);
}

/**
 * Revokes a signing key: it is listed as revoked and every process is told on commit (NOTIFY), so
 * each stops verifying its tokens at once and forgets the tokens it verified with it. A database
 * key that still signs is replaced by a new one in the same transaction. Answers the new kid when
 * one was made.
 */
export async function revokeSigningKey(db: Database, kid: string, now: Date): Promise<{ newKid: string | undefined }> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('settings').values({ key: REVOKED_KEY, value: '[]' }).onConflict((oc) => oc.column('key').doNothing()).execute();
    const row = await trx.selectFrom('settings').select('value').where('key', '=', REVOKED_KEY).forUpdate().executeTakeFirstOrThrow();
    const revoked = new Set(JSON.parse(row.value) as string[]);
    revoked.add(kid);
    await trx.updateTable('settings').set({ value: JSON.stringify([...revoked]) }).where('key', '=', REVOKED_KEY).execute();
    let newKid: string | undefined;
    const current = await trx.selectFrom('signing_keys').select('kid').where('kid', '=', kid).where('retired_at', 'is', null).executeTakeFirst();
    if (current) {
      await trx.updateTable('signing_keys').set({ retired_at: now }).where('retired_at', 'is', null).execute();
      newKid = `${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex')}`;
      await trx.insertInto('signing_keys').values({ kid: newKid, secret: randomBytes(32).toString('base64url'), created_at: now, retired_at: null }).execute();
    }
    await sql`select pg_notify(${AUTH_STATE_CHANNEL}, ${SIGNING_KEYS_CHANGED})`.execute(trx);
    return { newKid };
  });
}
