import type { Database } from '../../db/database.js';
import { forgetAuthStateEverywhere } from '../access/auth-state-cache.js';

export async function setClientSecretHash(db: Database, appId: string, secretHash: string): Promise<void> {
  await db.updateTable('apps').set({ secret_hash: secretHash }).where('id', '=', appId).execute();
}

/** Ends every live token family (refresh and access tokens) of an app. */
export async function revokeAppTokenFamilies(db: Database, appId: string, reason: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('token_families')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('app_id', '=', appId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  // After the write: outside a transaction the notification goes out at once.
  await forgetAuthStateEverywhere(db);
  return Number(result.numUpdatedRows);
}
