/**
 * The emoney JavaScript SDK: {@link EmoneyClient}, one class for every call of the API v2, plus
 * helpers (messages to sign, chains, webhooks), enumerations and typed errors. Every type comes
 * from the OpenAPI contract.
 *
 * @example
 * ```ts
 * import { EmoneyClient } from '@emoney/sdk';
 * const client = new EmoneyClient({ environment: 'sandbox', clientId, clientSecret });
 * const orders = await client.listOrders({ state: 'processed' });
 * ```
 * @packageDocumentation
 */
export { EmoneyClient } from './client.js';
export type { ClientOptions } from './client/client-options.js';
export type { Access, BrowserAccess } from './session/session.js';
export type { AuthorizeOptions, SiweOptions } from './resources/auth.js';
export type { OrderSubscription, SubscribeOptions, WebSocketConstructor, WebSocketLike } from './notifications/order-notifications.js';
export type { ResponseStatus } from './transport/transport.js';
export { MemoryStorage, type StorageLike } from './storage.js';
export { ApiError, AuthError, EmoneyError, NetworkError } from './errors.js';
export {
  API_VERSION,
  ENVIRONMENTS,
  HOST,
  LINK_MESSAGE,
  MEDIA_TYPE,
  REFRESH_MARGIN_SECONDS,
  WEBHOOK_TOLERANCE_SECONDS,
  type EnvironmentUrls,
} from './constants.js';
export { CHAIN_IDS, getChain, getChainId, parseChain, type ChainId } from './chains.js';
export { placeOrderMessage, rfc3339, shortenAddress, shortenIban, siweMessage, type OrderMessageInput, type SiweMessageFields } from './helpers.js';
export { createCodeVerifier, pkceChallenge } from './crypto.js';
export {
  AccountState,
  Currency,
  IdDocumentKind,
  KYCOutcome,
  KYCState,
  Method,
  OrderKind,
  OrderState,
  PaymentStandard,
  Permission,
  ProfileState,
  ProfileType,
  kycOf,
  type KYC,
} from './enums.js';
export type * from './types.js';
