import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { components } from '@emoney/api-types';
import type { AppContext } from '../../app-context.js';
import { toJson } from '../../db/json.js';
import { Conflict, InvalidInput, NotFound } from '../../domain/errors.js';
import { badCursor, cursorAfter, cursorId } from '../../http/paginate.js';
import { enqueueJob } from '../../jobs/jobs.js';
import { loadSpec } from '../../http/spec.js';
import { allowPrivateWebhooks, newWebhookId } from './delivery.service.js';
import { DELIVER_JOB } from './fan-out.js';
import { resendDelivery } from './resend-delivery.js';
import { postWebhook } from './sender.js';
import { openWebhookSecret, sealWebhookSecret } from './secret-at-rest.js';
import { resolveWebhookTarget } from './url-safety.js';
import { findDelivery, findSubscription, listDeliveries, listSubscriptions, type Attempt, type Delivery, type Subscription } from './webhooks.repository.js';
import type { WebhookEventType } from './webhooks.table.js';
import { WEBHOOK_DEFAULT_EVENT_TYPES } from '@emoney/api-types/contract';

// The webhook subscriptions of a partner, as the public API (`/webhooks`, an app's own token)
// and the dashboard (`/dashboard/api/webhooks`, a member's session) both manage them: each
// caller names the partner, and another partner's ids are as unknown as missing ones.

type WebhookSubscription = components['schemas']['WebhookSubscription'];
type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type DeliveryWithAttempts = Delivery & { attempts: Attempt[] };

export const subscriptionNotFound = () => new NotFound('subscription not found');

export function presentSubscription(s: Subscription): WebhookSubscription {
  return { id: s.id, url: s.url, types: s.types, state: s.state, createdAt: s.created_at.toISOString() };
}

export function presentDelivery(d: DeliveryWithAttempts): WebhookDelivery {
  return {
    id: d.id,
    webhookId: d.webhook_id,
    type: d.type,
    state: d.state,
    attempts: d.attempts.map((a) => ({
      attemptedAt: a.attempted_at.toISOString(),
      ...(a.status_code !== null ? { statusCode: a.status_code } : {}),
      latencyMs: a.latency_ms,
      ...(a.error ? { error: a.error } : {}),
    })),
    ...(d.state === 'pending' && d.next_attempt_at ? { nextAttemptAt: d.next_attempt_at.toISOString() } : {}),
    createdAt: d.created_at.toISOString(),
    ...(d.delivered_at ? { deliveredAt: d.delivered_at.toISOString() } : {}),
  };
}

/**
 * Before a URL is saved, it must prove it is the partner's receiver: a signed
 * `subscription.created` notification it acknowledges with a 2xx: the same rule as every later
 * delivery, so a receiver answering 204 (or 202) is not refused here and accepted afterwards.
 */
async function confirmEndpoint(ctx: AppContext, subscription: { id: string; url: string; secret: string; types: WebhookEventType[] }): Promise<void> {
  const target = await resolveWebhookTarget(subscription.url, allowPrivateWebhooks(ctx), ctx.webhookResolver);
  if (!target.ok) throw new InvalidInput(`The webhook url is refused: ${target.reason}`, { url: target.reason });
  const now = ctx.clock.now();
  const payload = JSON.stringify({
    type: 'subscription.created',
    timestamp: now.toISOString(),
    data: { subscription: subscription.id, url: subscription.url, types: subscription.types },
  });
  const result = await postWebhook({ url: subscription.url, secret: subscription.secret, webhookId: newWebhookId(), payload, timestamp: Math.floor(now.getTime() / 1000) }, undefined, target.pinned);
  if (result.statusCode === null || result.statusCode < 200 || result.statusCode >= 300) {
    // Say what happened, so a partner can fix their receiver. The SSRF guard above already refused
    // private and loopback addresses (outside a sandbox), so this names nothing an outsider could
    // not learn by calling the URL themselves.
    const why = result.statusCode === null ? 'it could not be reached' : `it answered HTTP ${result.statusCode}`;
    throw new InvalidInput(`The webhook url did not acknowledge the test notification with a 2xx status: ${why}`, { url: why });
  }
}

export function partnerSubscriptions(ctx: AppContext, partnerId: string): Promise<Subscription[]> {
  return listSubscriptions(ctx.db, partnerId);
}

/** A subscription of the partner, or 404. */
export async function partnerSubscription(ctx: AppContext, partnerId: string, id: string): Promise<Subscription> {
  const subscription = await findSubscription(ctx.db, partnerId, id);
  if (!subscription) throw subscriptionNotFound();
  return subscription;
}

/** A new subscription, active, once its URL passed the SSRF guard and acknowledged `subscription.created`. */
export async function createSubscription(ctx: AppContext, partnerId: string, input: { url: string; secret: string; types?: WebhookEventType[] | undefined }): Promise<Subscription> {
  const types = input.types ?? [...WEBHOOK_DEFAULT_EVENT_TYPES];
  const id = randomUUID();
  await confirmEndpoint(ctx, { id, url: input.url, secret: input.secret, types });
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('webhook_subscriptions')
    .values({ id, partner_id: partnerId, url: input.url, secret: sealWebhookSecret(ctx.dataKeys, id, input.secret), types: toJson(types), state: 'active', created_at: now, updated_at: now })
    .execute();
  return (await findSubscription(ctx.db, partnerId, id))!;
}

/** A subscription's state, types or url changed; a new url is confirmed first (else nothing changes). */
export async function updateSubscription(
  ctx: AppContext,
  partnerId: string,
  id: string,
  change: { state?: Subscription['state'] | undefined; url?: string | undefined; types?: WebhookEventType[] | undefined },
): Promise<Subscription> {
  const current = await partnerSubscription(ctx, partnerId, id);
  const types = change.types ?? current.types;
  if (change.url && change.url !== current.url) await confirmEndpoint(ctx, { id: current.id, url: change.url, secret: openWebhookSecret(ctx.dataKeys, current), types });
  await ctx.db
    .updateTable('webhook_subscriptions')
    .set({ url: change.url ?? current.url, types: toJson(types), state: change.state ?? current.state, updated_at: ctx.clock.now() })
    .where('id', '=', current.id)
    .execute();
  return (await findSubscription(ctx.db, partnerId, current.id))!;
}

/**
 * Deletes a subscription with its deliveries, their attempts and their queued attempts (jobs),
 * in one transaction. The subscription row is locked first, so a fan-out adding a delivery to it
 * meanwhile (which holds a key-share lock on it) finishes before, and its delivery goes too; an
 * attempt running meanwhile either finds its delivery gone (and records nothing) or records it
 * before the delivery is deleted, and goes with it (the foreign keys cascade).
 */
export async function deleteSubscription(ctx: AppContext, partnerId: string, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const subscription = await trx
      .selectFrom('webhook_subscriptions')
      .select('id')
      .where('id', '=', id.toLowerCase())
      .where('partner_id', '=', partnerId)
      .forUpdate()
      .executeTakeFirst();
    if (!subscription) throw subscriptionNotFound();
    const deliveries = trx.selectFrom('webhook_deliveries').select(sql<string>`id::text`.as('id')).where('subscription_id', '=', subscription.id);
    await trx
      .deleteFrom('jobs')
      .where('kind', '=', DELIVER_JOB)
      .where(sql<string>`payload->>'deliveryId'`, 'in', deliveries)
      .execute();
    await trx
      .deleteFrom('webhook_attempts')
      .where('delivery_id', 'in', trx.selectFrom('webhook_deliveries').select('id').where('subscription_id', '=', subscription.id))
      .execute();
    await trx.deleteFrom('webhook_deliveries').where('subscription_id', '=', subscription.id).execute();
    await trx.deleteFrom('webhook_subscriptions').where('id', '=', subscription.id).execute();
  });
}

/** A page of a subscription's deliveries, newest first, and the cursor of the next page. */
export async function subscriptionDeliveries(
  ctx: AppContext,
  partnerId: string,
  id: string,
  query: { state?: Delivery['state'] | undefined; limit?: number | undefined; cursor?: string | undefined },
): Promise<{ deliveries: DeliveryWithAttempts[]; nextCursor?: string }> {
  const subscription = await partnerSubscription(ctx, partnerId, id);
  const limit = query.limit ?? 50;
  const after = query.cursor ? cursorId(query.cursor) : undefined;
  // One more than the page tells whether another page follows.
  const deliveries = await listDeliveries(ctx.db, subscription.id, query.state, limit + 1, after);
  if (deliveries === undefined) throw badCursor();
  const page = deliveries.slice(0, limit);
  const more = deliveries.length > limit;
  return { deliveries: page, ...(more ? { nextCursor: cursorAfter(page[page.length - 1]!.id) } : {}) };
}

/** One delivery of one of the partner's subscriptions, with its attempts, or 404. */
export async function subscriptionDelivery(ctx: AppContext, partnerId: string, subscriptionId: string, deliveryId: string): Promise<DeliveryWithAttempts> {
  const subscription = await partnerSubscription(ctx, partnerId, subscriptionId);
  const delivery = await findDelivery(ctx.db, subscription.id, deliveryId);
  if (!delivery) throw new NotFound('delivery not found');
  return delivery;
}

/** A delivered or failed delivery sent again now (see resendDelivery); answers it, pending again. */
export async function resendSubscriptionDelivery(ctx: AppContext, partnerId: string, subscriptionId: string, deliveryId: string): Promise<DeliveryWithAttempts> {
  const subscription = await partnerSubscription(ctx, partnerId, subscriptionId);
  await resendDelivery(ctx, subscription, deliveryId);
  const delivery = await findDelivery(ctx.db, subscription.id, deliveryId);
  if (!delivery) throw new NotFound('delivery not found');
  return delivery;
}

/** Test events' ids start so: a delivery of one is shown as a test. */
export const TEST_EVENT_PREFIX = 'evt_test_';

export function isTestDelivery(d: Pick<Delivery, 'event_id'>): boolean {
  return d.event_id.startsWith(TEST_EVENT_PREFIX);
}

let samples: Map<string, unknown> | undefined;

/** The sample `data` of an event type: the public contract's example notification of it (no real customer). */
function sampleData(type: WebhookEventType): unknown {
  samples ??= new Map(
    Object.entries((loadSpec('openapi.json') as { webhooks?: Record<string, { post?: { requestBody?: { content?: Record<string, { example?: { data?: unknown } }> } } }> }).webhooks ?? {}).map(
      ([name, hook]) => [name, hook.post?.requestBody?.content?.['application/json']?.example?.data ?? {}],
    ),
  );
  return samples.get(type) ?? {};
}

/**
 * A test notification to one subscription: an event of `type` with a sample payload, marked as
 * a test (`"test": true` in the envelope, an event id starting `evt_test_`), about no profile so
 * that no other subscription, stream or partner sees it. It is delivered like any other: a
 * pending delivery whose first attempt is queued now, retried on the usual schedule.
 */
export async function sendTestEvent(ctx: AppContext, partnerId: string, subscriptionId: string, type: WebhookEventType): Promise<DeliveryWithAttempts> {
  const subscription = await partnerSubscription(ctx, partnerId, subscriptionId);
  if (subscription.state !== 'active') throw new Conflict('The subscription is inactive: activate it before sending a test event');
  const now = ctx.clock.now();
  // As events.repository's ids, under a prefix of its own (written here: the events feature imports this one).
  const eventId = `${TEST_EVENT_PREFIX}${randomBytes(16).toString('base64url')}`;
  const data = sampleData(type);
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data, test: true });
  const deliveryId = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('events').values({ id: eventId, type, profile_id: null, data: toJson(data), created_at: now }).execute();
    await trx
      .insertInto('webhook_deliveries')
      .values({ id: deliveryId, subscription_id: subscription.id, event_id: eventId, webhook_id: newWebhookId(), type, payload, state: 'pending', round_attempts: 0, next_attempt_at: now, created_at: now, delivered_at: null })
      .execute();
    await enqueueJob(trx, { kind: DELIVER_JOB, payload: { deliveryId, attempt: 1 }, runAt: now, partnerId });
  });
  return (await findDelivery(ctx.db, subscription.id, deliveryId))!;
}
