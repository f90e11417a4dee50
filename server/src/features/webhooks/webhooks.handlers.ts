import { randomUUID } from 'node:crypto';
import type { components } from '@emoney/api-types';
import type { AppContext } from '../../app-context.js';
import { toJson } from '../../db/json.js';
import type { Handler } from '../../http/handler-types.js';
import { Forbidden, InvalidInput, NotFound } from '../../domain/errors.js';
import { badCursor, cursorAfter, cursorId } from '../../http/paginate.js';
import type { Principal } from '../access/principal.js';
import { allowPrivateWebhooks, newWebhookId } from './delivery.service.js';
import { postWebhook } from './sender.js';
import { resolveWebhookTarget } from './url-safety.js';
import { findDelivery, findSubscription, listDeliveries, listSubscriptions, type Attempt, type Delivery, type Subscription } from './webhooks.repository.js';
import type { WebhookEventType } from './webhooks.table.js';
import { openWebhookSecret, sealWebhookSecret } from './secret-at-rest.js';
import { resendDelivery } from './resend-delivery.js';

type WebhookSubscription = components['schemas']['WebhookSubscription'];
type WebhookDelivery = components['schemas']['WebhookDelivery'];

const DEFAULT_TYPES: WebhookEventType[] = ['iban.updated', 'profile.updated'];

/** Subscriptions belong to the partner; they are managed with an app's own (client credentials) token. */
function partnerOf(principal: Principal): string {
  if (principal.authMethod !== 'resource') {
    throw new Forbidden('Webhook subscriptions are managed with the app’s client credentials, not a user’s token');
  }
  return principal.partnerId;
}

const notFound = () => new NotFound('subscription not found');

function present(s: Subscription): WebhookSubscription {
  return { id: s.id, url: s.url, types: s.types, state: s.state, createdAt: s.created_at.toISOString() };
}

function presentDelivery(d: Delivery & { attempts: Attempt[] }): WebhookDelivery {
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
 * `subscription.created` notification it acknowledges with 200.
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
  if (result.statusCode !== 200) {
    // Say what happened, so a partner can fix their receiver. The SSRF guard above already refused
    // private and loopback addresses (outside a sandbox), so this names nothing an outsider could
    // not learn by calling the URL themselves.
    const why = result.statusCode === null ? 'it could not be reached' : `it answered HTTP ${result.statusCode}`;
    throw new InvalidInput(`The webhook url did not acknowledge the test notification with 200 OK: ${why}`, { url: why });
  }
}

export const listWebhooks: Handler<'listWebhooks'> = async ({ principal }, ctx) => ({
  status: 200,
  body: { subscriptions: (await listSubscriptions(ctx.db, partnerOf(principal))).map(present) },
});

export const createWebhook: Handler<'createWebhook'> = async ({ principal, body }, ctx) => {
  const partnerId = partnerOf(principal);
  const types = body.types ?? DEFAULT_TYPES;
  const id = randomUUID();
  await confirmEndpoint(ctx, { id, url: body.url, secret: body.secret, types });
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('webhook_subscriptions')
    .values({ id, partner_id: partnerId, url: body.url, secret: sealWebhookSecret(ctx.dataKeys, id, body.secret), types: toJson(types), state: 'active', created_at: now, updated_at: now })
    .execute();
  const created = await findSubscription(ctx.db, partnerId, id);
  return { status: 201, body: present(created!) };
};

export const updateWebhook: Handler<'updateWebhook'> = async ({ principal, params, body }, ctx) => {
  const partnerId = partnerOf(principal);
  const current = await findSubscription(ctx.db, partnerId, params.subscription);
  if (!current) throw notFound();
  const types = body.types ?? current.types;
  if (body.url && body.url !== current.url) await confirmEndpoint(ctx, { id: current.id, url: body.url, secret: openWebhookSecret(ctx.dataKeys, current), types });
  await ctx.db
    .updateTable('webhook_subscriptions')
    .set({ url: body.url ?? current.url, types: toJson(types), state: body.state ?? current.state, updated_at: ctx.clock.now() })
    .where('id', '=', current.id)
    .execute();
  return { status: 200, body: present((await findSubscription(ctx.db, partnerId, current.id))!) };
};

export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async ({ principal, params, query }, ctx) => {
  const subscription = await findSubscription(ctx.db, partnerOf(principal), params.subscription);
  if (!subscription) throw notFound();
  const limit = query.limit ?? 50;
  const after = query.cursor ? cursorId(query.cursor) : undefined;
  // One more than the page tells whether another page follows.
  const deliveries = await listDeliveries(ctx.db, subscription.id, query.state, limit + 1, after);
  if (deliveries === undefined) throw badCursor();
  const page = deliveries.slice(0, limit);
  const more = deliveries.length > limit;
  return { status: 200, body: { deliveries: page.map(presentDelivery), ...(more ? { nextCursor: cursorAfter(page[page.length - 1]!.id) } : {}) } };
};

export const resendWebhookDelivery: Handler<'resendWebhookDelivery'> = async ({ principal, params }, ctx) => {
  const subscription = await findSubscription(ctx.db, partnerOf(principal), params.subscription);
  if (!subscription) throw notFound();
  await resendDelivery(ctx, subscription, params.delivery);
  const delivery = await findDelivery(ctx.db, subscription.id, params.delivery);
  if (!delivery) throw new NotFound('delivery not found');
  return { status: 202, body: presentDelivery(delivery) };
};
