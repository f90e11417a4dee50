/**
 * Webhooks: subscriptions (create, list, update) and their deliveries (list, resend).
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import { all, call } from '../transport/transport.js';
import type { components, NewWebhookSubscription, WebhookDelivery, WebhookDeliveryFilter, WebhookSubscription, WebhookSubscriptionUpdate } from '../types.js';
import { FilesResource } from './files.js';

/** @internal */
export abstract class WebhooksResource extends FilesResource {
  /**
   * Subscribes a URL to webhook notifications. emoney first posts a signed
   * `subscription.created` test notification that the URL must answer with a `2xx` status (any of them, like every later delivery).
   *
   * @param subscription The URL to post to and the event types to send.
   * @example
   * ```ts
   * await client.createWebhook({ url: 'https://app.partner.test/webhooks/emoney', secret, types: ['order.created', 'order.updated'] });
   * ```
   * @group Webhooks
   */
  createWebhook(subscription: NewWebhookSubscription): Promise<WebhookSubscription> {
    return call(this.raw.POST('/webhooks', { body: subscription as components['schemas']['NewWebhookSubscription'] }));
  }

  /**
   * The app's webhook subscriptions, oldest first.
   *
   * @example
   * ```ts
   * const subscriptions = await client.listWebhooks();
   * ```
   * @group Webhooks
   */
  async listWebhooks(): Promise<WebhookSubscription[]> {
    return (await call(this.raw.GET('/webhooks'))).subscriptions;
  }

  /**
   * Changes a subscription's state, types or URL.
   *
   * @param subscription The subscription's id.
   * @param update Its new URL, event types or state.
   * @example
   * ```ts
   * await client.updateWebhook(subscriptionId, { state: 'inactive' });
   * ```
   * @group Webhooks
   */
  updateWebhook(subscription: string, update: WebhookSubscriptionUpdate): Promise<WebhookSubscription> {
    return call(this.raw.PATCH('/webhooks/{subscription}', { params: { path: { subscription } }, body: update }));
  }

  /**
   * A subscription's deliveries, newest first, with their attempts.
   *
   * @param subscription The subscription's id.
   * @param filter Which deliveries to list (all of them when empty).
   * @example
   * ```ts
   * const failed = await client.listWebhookDeliveries(subscriptionId, { state: 'failed' });
   * ```
   * @group Webhooks
   */
  listWebhookDeliveries(subscription: string, filter: WebhookDeliveryFilter = {}): Promise<WebhookDelivery[]> {
    return all(filter, (query) => this.raw.GET('/webhooks/{subscription}/deliveries', { params: { path: { subscription }, query } }), 'deliveries');
  }

  /**
   * Sends a delivery again now (same payload and `webhook-id`).
   *
   * @param subscription The subscription's id.
   * @param delivery The delivery's id.
   * @example
   * ```ts
   * await client.resendWebhookDelivery(subscriptionId, deliveryId);
   * ```
   * @group Webhooks
   */
  resendWebhookDelivery(subscription: string, delivery: string): Promise<WebhookDelivery> {
    return call(this.raw.POST('/webhooks/{subscription}/deliveries/{delivery}/resend', { params: { path: { subscription, delivery } } }));
  }
}
