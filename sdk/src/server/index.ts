/**
 * `@emoney/sdk/server`: what only a partner's server needs, kept out of the browser bundle:
 * {@link EmoneyServerClient} (sessions kept by the server, the refresh shared across the clients
 * of one session, the access handed to the browser) and {@link verifyWebhook}. Everything of
 * `@emoney/sdk` works on a server too.
 *
 * @example
 * ```ts
 * import { EmoneyServerClient, verifyWebhook } from '@emoney/sdk/server';
 * ```
 * @packageDocumentation
 */
export { EmoneyServerClient } from './server-client.js';
export { verifyWebhook, type VerifyWebhookOptions, type WebhookHeaders } from './verify-webhook.js';
