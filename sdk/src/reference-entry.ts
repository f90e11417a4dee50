/**
 * The emoney JavaScript SDK: {@link EmoneyClient}, one class for every call of the API v2, plus
 * helpers (messages to sign, chains, webhooks), enumerations and typed errors. Every type comes
 * from the OpenAPI contract. What only a partner's server needs ({@link EmoneyServerClient},
 * {@link verifyWebhook}) is imported from `@emoney/sdk/server`, out of the browser bundle.
 *
 * @example
 * ```ts
 * import { EmoneyClient } from '@emoney/sdk';
 * const client = new EmoneyClient({ environment: 'sandbox', clientId, clientSecret });
 * const orders = await client.listOrders({ state: 'processed' });
 * ```
 * @packageDocumentation
 */
// TypeDoc's entry (typedoc.json): both entries of the package as one reference; not a package entry.
export * from './index.js';
export * from './server/index.js';
