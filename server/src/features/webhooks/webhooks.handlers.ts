import type { Handler } from '../../http/handler-types.js';
import { Forbidden } from '../../domain/errors.js';
import type { Principal } from '../access/principal.js';
import {
  createSubscription,
  partnerSubscriptions,
  presentDelivery,
  presentSubscription,
  resendSubscriptionDelivery,
  subscriptionDeliveries,
  updateSubscription,
} from './subscriptions.service.js';

/** Subscriptions belong to the partner; they are managed with an app's own (client credentials) token. */
function partnerOf(principal: Principal): string {
  if (principal.authMethod !== 'resource') {
    throw new Forbidden('Webhook subscriptions are managed with the app’s client credentials, not a user’s token');
  }
  return principal.partnerId;
}

export const listWebhooks: Handler<'listWebhooks'> = async ({ principal }, ctx) => ({
  status: 200,
  body: { subscriptions: (await partnerSubscriptions(ctx, partnerOf(principal))).map(presentSubscription) },
});

export const createWebhook: Handler<'createWebhook'> = async ({ principal, body }, ctx) => ({
  status: 201,
  body: presentSubscription(await createSubscription(ctx, partnerOf(principal), body)),
});

export const updateWebhook: Handler<'updateWebhook'> = async ({ principal, params, body }, ctx) => ({
  status: 200,
  body: presentSubscription(await updateSubscription(ctx, partnerOf(principal), params.subscription, body)),
});

export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = async ({ principal, params, query }, ctx) => {
  const page = await subscriptionDeliveries(ctx, partnerOf(principal), params.subscription, query);
  return { status: 200, body: { deliveries: page.deliveries.map(presentDelivery), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
};

export const resendWebhookDelivery: Handler<'resendWebhookDelivery'> = async ({ principal, params }, ctx) => ({
  status: 202,
  body: presentDelivery(await resendSubscriptionDelivery(ctx, partnerOf(principal), params.subscription, params.delivery)),
});
