/**
 * `@emoney/sdk/compat`: the provider's published client API (`MoneriumClient`, `constants`, its
 * helpers and enumerations, with their names and signatures) on top of {@link EmoneyClient}, so
 * that code written against the provider's SDK 3.x runs on emoney with one changed import.
 * New code should use `@emoney/sdk` itself; the migration guide lists what differs.
 *
 * @example
 * ```ts
 * import { MoneriumClient } from '@emoney/sdk/compat'; // was: from '@monerium/sdk'
 * const monerium = new MoneriumClient({ environment: 'sandbox', clientId, redirectUri });
 * if (!(await monerium.getAccess())) await monerium.authorize();
 * const { orders } = await monerium.getOrders();
 * ```
 * @packageDocumentation
 */
export { ApiError, AuthError, EmoneyError, NetworkError } from '../errors.js';
export { rfc3339 } from '../helpers.js';
export type { ChainId } from '../chains.js';
export type { WebSocketConstructor, WebSocketLike } from '../notifications/order-notifications.js';
export * from './enums.js';
export type * from './types.js';
export { constants, getChain, parseChain, placeOrderMessage, shortenAddress, shortenIban, siweMessage } from './helpers.js';
export { MoneriumClient } from './monerium-client.js';
export { MoneriumClient as default } from './monerium-client.js';
