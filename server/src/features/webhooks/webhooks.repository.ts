import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { WebhookAttemptsTable, WebhookDeliveriesTable, WebhookSubscriptionsTable } from './webhooks.table.js';

export type Subscription = Selectable<WebhookSubscriptionsTable>;
export type Delivery = Selectable<WebhookDeliveriesTable>;
export type Attempt = Selectable<WebhookAttemptsTable>;

export async function listSubscriptions(db: Database, partnerId: string): Promise<Subscription[]> {
  return db.selectFrom('webhook_subscriptions').selectAll().where('partner_id', '=', partnerId).orderBy('created_at').execute();
}

/** A subscription of this partner; another partner's id is as unknown as a missing one. */
export async function findSubscription(db: Database, partnerId: string, id: string): Promise<Subscription | undefined> {
  return db.selectFrom('webhook_subscriptions').selectAll().where('id', '=', id.toLowerCase()).where('partner_id', '=', partnerId).executeTakeFirst();
}

/**
 * A subscription's deliveries, newest first, at most `limit`; with `after` (a delivery id), those
 * that follow it in that order. Undefined when `after` is no delivery of the subscription.
 */
export async function listDeliveries(db: Database, subscriptionId: string, state: Delivery['state'] | undefined, limit: number, after?: string) {
  let query = db.selectFrom('webhook_deliveries').selectAll().where('subscription_id', '=', subscriptionId);
  if (state) query = query.where('state', '=', state);
  if (after !== undefined) {
    if (!/^[0-9a-f-]{36}$/i.test(after)) return undefined;
    const from = await db.selectFrom('webhook_deliveries').select(['id', 'created_at']).where('subscription_id', '=', subscriptionId).where('id', '=', after.toLowerCase()).executeTakeFirst();
    if (!from) return undefined;
    query = query.where((eb) => eb.or([eb('created_at', '<', from.created_at), eb.and([eb('created_at', '=', from.created_at), eb('id', '>', from.id)])]));
  }
  const deliveries = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  const attempts = deliveries.length
    ? await db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', deliveries.map((d) => d.id)).orderBy('attempted_at').execute()
    : [];
  return deliveries.map((d) => ({ ...d, attempts: attempts.filter((a) => a.delivery_id === d.id) }));
}

/** One delivery of a subscription, with its attempts (ids compare as UUIDs, whatever their case). */
export async function findDelivery(db: Database, subscriptionId: string, id: string) {
  const delivery = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('id', '=', id.toLowerCase())
    .executeTakeFirst();
  if (!delivery) return undefined;
  const attempts = await db.selectFrom('webhook_attempts').selectAll().where('delivery_id', '=', delivery.id).orderBy('attempted_at').execute();
  return { ...delivery, attempts };
}
