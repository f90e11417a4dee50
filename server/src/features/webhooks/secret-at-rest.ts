import type { Database } from '../../db/database.js';
import type { DataKeyring } from '../secrets/data-keys.js';

/** What a webhook secret is bound to when sealed: its own subscription row. */
const context = (subscriptionId: string): string => `webhook_subscriptions.secret:${subscriptionId.toLowerCase()}`;

/** The value stored for a subscription's secret: encrypted at rest (AES-256-GCM). */
export function sealWebhookSecret(keys: DataKeyring, subscriptionId: string, secret: string): string {
  return keys.seal(secret, context(subscriptionId));
}

/** The secret deliveries are signed with, from its stored value (plain rows from before encryption still read). */
export function openWebhookSecret(keys: DataKeyring, subscription: { id: string; secret: string }): string {
  return keys.open(subscription.secret, context(subscription.id));
}

/**
 * Seals every secret still stored in plain text or under an older key, at start. Each row is
 * updated only if it still holds what was read, so processes starting together cannot clobber
 * one another (any of their results opens). Answers how many rows were sealed again.
 */
export async function resealWebhookSecrets(db: Database, keys: DataKeyring): Promise<number> {
  const rows = await db.selectFrom('webhook_subscriptions').select(['id', 'secret']).execute();
  let count = 0;
  for (const row of rows) {
    if (!keys.needsResealing(row.secret)) continue;
    const sealed = sealWebhookSecret(keys, row.id, openWebhookSecret(keys, row));
    const result = await db.updateTable('webhook_subscriptions').set({ secret: sealed }).where('id', '=', row.id).where('secret', '=', row.secret).executeTakeFirst();
    count += Number(result.numUpdatedRows);
  }
  return count;
}
